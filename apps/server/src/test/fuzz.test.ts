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
  afterAll(() => t.close());

  it('never answers a Store operation with a 500', async () => {
    await fuzzOperations(t.client(), byController('Store'));
  }, 120_000);

  it('never answers an Account operation with a 500, logged out or in', async () => {
    await fuzzOperations(t.client(), byController('Account', 'Dev'));
    await fuzzOperations(
      await t.asBuyer(),
      byController('Account').filter((n) => n !== 'Account/Logout' && n !== 'Account/ChangePassword'),
    );
  }, 120_000);
});
