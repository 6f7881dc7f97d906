import { type OperationName, operations } from '@shanlian/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzOperations } from './fuzz.js';
import { BACKENDS, createTestApp, type TestApp } from './helper.js';

const byController = (...controllers: string[]) => (Object.keys(operations) as OperationName[]).filter((n) => controllers.includes(n.split('/')[0] as string));

describe.each(BACKENDS)('fuzzing on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('never answers a Store operation with a 500', async () => {
    await fuzzOperations(t.client(), byController('Store'));
  }, 120_000);

  it('never answers a Cart, Favorite, Order or Message operation with a 500, logged out, as a buyer or as a supplier', async () => {
    const names = byController('Cart', 'Favorite', 'Order', 'Message');
    await fuzzOperations(t.client(), names, 10);
    await fuzzOperations(await t.asBuyer(), names, 20);
    await fuzzOperations(await t.asSupplier(), names, 10);
  }, 240_000);

  it('never answers a supplier-desk, profile or upload operation with a 500', async () => {
    const names = byController('SupplierOrder', 'SupplierShelf', 'Firm', 'EN_Firmuser', 'File');
    await fuzzOperations(t.client(), names, 10);
    await fuzzOperations(await t.asSupplier(), names, 20);
    await fuzzOperations(await t.asBuyer(), names, 10);
  }, 240_000);

  it('never answers an Account operation with a 500, logged out or in', async () => {
    await fuzzOperations(t.client(), byController('Account', 'Dev'));
    await fuzzOperations(
      await t.asBuyer(),
      byController('Account').filter((n) => n !== 'Account/Logout' && n !== 'Account/ChangePassword'),
    );
  }, 120_000);
});
