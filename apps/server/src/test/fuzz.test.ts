import { type OperationName, operations } from '@shanlian/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzOperations } from './fuzz.js';
import { BACKENDS, createTestApp, type TestApp } from './helper.js';

// Every operation of the contract, so that a new one is fuzzed the day it is declared.
const ALL = Object.keys(operations) as OperationName[];
const isOpen = (n: OperationName) => operations[n].access.kind === 'public' || operations[n].access.kind === 'dev';
const OPEN = ALL.filter(isOpen);
const LOGIN_ONLY = ALL.filter((n) => !isOpen(n));
const DEVICE_ONLY = ALL.filter((n) => operations[n].access.kind === 'device');
const PLATFORM_ONLY = ALL.filter((n) => operations[n].access.kind === 'platform');
/** Supervision's operations, fuzzed also as the people who hold their permissions: supervisors and operators. */
const SUPERVISION = LOGIN_ONLY.filter((n) => /^(Monitor|AI_)/.test(n) && operations[n].access.kind === 'permission');
/** Operations that end the caller's session: fuzzed logged out only, or they would log the fuzzing client out. */
const ENDS_SESSION = new Set<OperationName>(['Account/Logout', 'Account/ChangePassword']);
const keepsSession = (n: OperationName) => !ENDS_SESSION.has(n);

describe.each(BACKENDS)('fuzzing on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('never answers an open operation with a 500, logged out or in', async () => {
    await fuzzOperations(t.client(), OPEN, 25);
    await fuzzOperations(await t.asBuyer(), OPEN.filter(keepsSession), 10);
  }, 240_000);

  it('never answers a login-only operation with a 500 logged out', async () => {
    await fuzzOperations(t.client(), LOGIN_ONLY, 5);
  }, 120_000);

  it('never answers a login-only operation with a 500 as a buyer or as a supplier', async () => {
    await fuzzOperations(await t.asBuyer(), LOGIN_ONLY.filter(keepsSession), 20);
    await fuzzOperations(await t.asSupplier(), LOGIN_ONLY.filter(keepsSession), 15);
  }, 480_000);

  it('never answers a device operation with a 500 from a terminal with a real token', async () => {
    const supplier = await t.asSupplier();
    const { DeviceToken } = await supplier.ok('DST_Vehicle/SaveVehicle', { VehicleNo: '浙A9F0Z1', TemperatureClass: 'chilled' });
    await fuzzOperations(t.client(), DEVICE_ONLY, 60, { authorization: `Device ${DeviceToken}` });
  }, 120_000);

  it('never answers a supervision operation with a 500 as a supervisor or an operator, nor a platform push with a real key', async () => {
    await fuzzOperations(await t.client().login('13800000003'), SUPERVISION, 15);
    const operator = await t.client().login('13800000004');
    await fuzzOperations(operator, SUPERVISION, 10);
    const { AccessKey } = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '模糊测试平台' });
    await fuzzOperations(t.client(), PLATFORM_ONLY, 60, { authorization: `Platform ${AccessKey}` });
  }, 240_000);
});
