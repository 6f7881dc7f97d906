import {
  AUDIT_EXPORT_MAX,
  AUDIT_LOGIN_LABELS,
  AUDIT_OPERATION_LABELS,
  auditActionLabel,
  isAudited,
  type OperationName,
  operations,
  permissionsOfAccess,
} from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rolePermissions, roles, userRoles, users } from '../iam/iam.tables.js';

/** Every page of a log as this client reads it (at most 100 rows a page). */
async function allRows(client: TestClient, op: 'Audit/GetOperationLogList' | 'Audit/GetLoginLogList', filter: Record<string, unknown> = {}) {
  const rows = [];
  for (let page = 1; ; page++) {
    const res = await client.call(op, { ...filter, PagerInfo: { PageIndex: page, PageSize: 100 } });
    if (res.status !== 200) return { status: res.status as number, rows };
    rows.push(...res.body.Data);
    if (res.body.Data.length < 100) return { status: 200, rows };
  }
}

/** Two Latin words in a row (a sentence, or a part of one): what no label or log text may hold. */
const ENGLISH_RUN = /[A-Za-z]{2,}[\s,.;:!?'’"()-]+[A-Za-z]{2,}/;
const HAS_CHINESE = /\p{Script=Han}/u;

const audited = (Object.keys(operations) as OperationName[]).filter((n) => isAudited(operations[n]));

describe('the table of audit actions', () => {
  it('names every audited operation, and nothing else', () => {
    expect(Object.keys(AUDIT_OPERATION_LABELS).sort()).toEqual([...audited].sort());
  });

  it('labels every action in Chinese, without an English sentence', () => {
    const labels = [...Object.values(AUDIT_OPERATION_LABELS), ...Object.values(AUDIT_LOGIN_LABELS)];
    expect(labels.length).toBe(audited.length + 6);
    for (const label of labels) {
      expect(label, label).toMatch(HAS_CHINESE);
      expect(label, label).not.toMatch(ENGLISH_RUN);
    }
  });

  it('reads a stored key it no longer knows as 其他操作, not as the key', () => {
    expect(auditActionLabel('operation', 'Legacy/RemovedOperation')).toBe('其他操作');
    expect(auditActionLabel('login', 'sso')).toBe('其他登录事件');
    expect(auditActionLabel('operation', 'AI_Aiillegalresult/ManagerProcess')).toBe('辖区复核整改');
  });
});

/** Downloads an export as this client and reads its first sheet, header first. */
async function sheetOf(t: TestApp, client: TestClient, fileId: string): Promise<string[][]> {
  const res = await fetch(`${t.baseUrl}/v1/File/Download/${fileId}`, { headers: { cookie: client.cookie ?? '' } });
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const cells: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    cells.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return cells;
}

/** The columns of an export a person reads as text (ids, interface names and addresses are not sentences). */
const TEXT_COLUMNS = ['用户', '单位', '操作', '结果', '说明'];

function expectNoEnglish(cells: string[][]): void {
  const header = cells[0] ?? [];
  const at = TEXT_COLUMNS.map((c) => header.indexOf(c));
  expect(at.every((i) => i >= 0)).toBe(true);
  for (const row of cells.slice(1)) {
    for (const i of at) expect(row[i] ?? '', `${header[i]}: ${row.join(' | ')}`).not.toMatch(ENGLISH_RUN);
    expect(row[header.indexOf('操作')], row.join(' | ')).toMatch(HAS_CHINESE);
  }
}

describe.each(BACKENDS)('the operation log in Chinese on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let callers: { client: TestClient; permissions: Set<string> }[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    callers = [];
    for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004']) {
      const client = await t.client().login(phone);
      const me = await client.ok('Account/GetCurrentUser', {});
      callers.push({ client, permissions: new Set(me.Permissions) });
    }
  });
  afterAll(() => t?.close());

  it('every audited operation a person calls leaves a row whose action reads in Chinese, and the export holds no English sentence', async () => {
    t.clock.advance(3600_000);
    const from = t.clock.now().toISOString();
    // Walk every audited operation a person calls, as a demo account that may not: each refusal is
    // written through the registrar like any call (a device's or an AI platform's needs its own token).
    const walked: string[] = [];
    for (const name of audited) {
      const needs = permissionsOfAccess(operations[name].access);
      if (needs.length === 0) continue;
      const outsider = callers.find((c) => !needs.some((p) => c.permissions.has(p)));
      if (!outsider) continue;
      const res = await outsider.client.call(name, {});
      expect(res.status, name).toBe(403);
      walked.push(name);
    }
    // most of the table, the supervision actions of the issue among them
    expect(walked.length).toBeGreaterThan(audited.length / 2);
    expect(walked).toEqual(expect.arrayContaining(['AI_Aiillegalresult/ManagerProcess', 'AI_Aiillegalresult/FirmProcess', 'AI_Aiillegalresult/Disposal']));

    const { rows } = await allRows(operator, 'Audit/GetOperationLogList', { StartTime: from });
    const named = new Map<string, string>(rows.map((r: { Operation: string; OperationName: string }) => [r.Operation, r.OperationName]));
    for (const name of walked) {
      expect(named.get(name), name).toBe(AUDIT_OPERATION_LABELS[name as keyof typeof AUDIT_OPERATION_LABELS]);
    }
    expect(named.get('AI_Aiillegalresult/ManagerProcess')).toBe('辖区复核整改');

    // the 操作 filter takes the Chinese label
    const byLabel = await operator.ok('Audit/GetOperationLogList', { Operation: '复核整改', StartTime: from, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(byLabel.length).toBeGreaterThan(0);
    for (const r of byLabel) expect(r.OperationName).toContain('复核整改');

    const file = await operator.ok('Audit/ExportOperationLog', { StartTime: from });
    const cells = await sheetOf(t, operator, file.FileId);
    expect(cells.length).toBeGreaterThan(walked.length);
    expectNoEnglish(cells);
  });

  it('a row written before the table (an older build) reads by its key: the seal untouched, the label Chinese', async () => {
    t.clock.advance(60_000);
    const from = t.clock.now().toISOString();
    // what an older build wrote for the supervision review, and an operation since removed
    await recordAudit(t.database.db, { kind: 'operation', at: t.clock.now(), operation: 'AI_Aiillegalresult/ManagerProcess', result: 'ok', status: 200 });
    await recordAudit(t.database.db, { kind: 'operation', at: t.clock.now(), operation: 'Legacy/Removed' as never, result: 'ok', status: 200 });
    const rows = await operator.ok('Audit/GetOperationLogList', { StartTime: from, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(rows.map((r: { OperationName: string }) => r.OperationName).sort()).toEqual(['其他操作', '辖区复核整改'].sort());
    expect(await operator.ok('Audit/VerifyChain', {})).toMatchObject({ Ok: true });
  });

  it('the whole trail of the seeded database, exported as the supervisors export it, has no English sentence', async () => {
    const total = (await operator.call('Audit/GetOperationLogList', { PagerInfo: { PageIndex: 1, PageSize: 1 } })).body.PagerInfo.RowCount;
    expect(total).toBeLessThanOrEqual(AUDIT_EXPORT_MAX);
    const file = await operator.ok('Audit/ExportOperationLog', {});
    const cells = await sheetOf(t, operator, file.FileId);
    expect(cells.length).toBe(total + 1);
    expectNoEnglish(cells);
    const logins = await sheetOf(t, operator, (await operator.ok('Audit/ExportLoginLog', {})).FileId);
    expect(logins.length).toBeGreaterThan(4);
    expectNoEnglish(logins);
  });
});

describe.each(BACKENDS)("a firm administrator's logs on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it("sees the operation and login rows of the firm's own users only, exports them; a member without the permission is refused", async () => {
    const school = await t.asBuyer();
    const otherSchool = await t.client().login('13800000005');
    const supplier = await t.asSupplier();
    const mine = await school.ok('Account/GetCurrentUser', {});
    const other = await otherSchool.ok('Account/GetCurrentUser', {});
    const supplierMe = await supplier.ok('Account/GetCurrentUser', {});
    expect(mine.Permissions).toEqual(expect.arrayContaining(['firm-audit:view', 'firm-audit:export']));
    expect(mine.Permissions).not.toContain('audit:view');

    // each firm writes and logs in
    const shelf = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierMe.FirmId, PagerInfo: { PageIndex: 1, PageSize: 5 } });
    for (const c of [school, otherSchool]) await c.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelf[0].Id } });
    await supplier.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: shelf[0].Id, CartNumber: 1 } });

    for (const op of ['Audit/GetOperationLogList', 'Audit/GetLoginLogList'] as const) {
      const seen = await allRows(school, op);
      expect(seen.status, op).toBe(200);
      expect(seen.rows.length, op).toBeGreaterThan(0);
      for (const r of seen.rows) expect(r.FirmId, op).toBe(mine.FirmId);
      expect(seen.rows.some((r: { UserId: string }) => r.UserId === mine.UserId)).toBe(true);
      // the other firms' rows exist, and stay theirs
      const all = (await allRows(await t.client().login('13800000004'), op)).rows;
      expect(all.some((r: { FirmId: string }) => r.FirmId === other.FirmId)).toBe(true);
      expect(all.some((r: { FirmId: string }) => r.FirmId === supplierMe.FirmId)).toBe(true);
      const theirs = await allRows(supplier, op);
      expect(theirs.rows.length, op).toBeGreaterThan(0);
      for (const r of theirs.rows) expect(r.FirmId, op).toBe(supplierMe.FirmId);
    }
    // a filter by another firm's user finds nothing
    expect(await school.ok('Audit/GetOperationLogList', { UserId: other.UserId, PagerInfo: { PageIndex: 1, PageSize: 10 } })).toEqual([]);

    const file = await school.ok('Audit/ExportOperationLog', {});
    const cells = await sheetOf(t, school, file.FileId);
    const firmCol = (cells[0] ?? []).indexOf('单位');
    expect(cells.length).toBeGreaterThan(1);
    for (const row of cells.slice(1)) expect(row[firmCol]).toBe(mine.FirmName);
    // the chain's check is the platform's: the whole trail
    expect((await school.call('Audit/VerifyChain', {})).status).toBe(403);

    // a member of the school who is no administrator: a firm role of 采购订单 only
    const [memberRow] = await t.database.db.select().from(users).where(eq(users.phone, '13900000002'));
    const db = t.database.db;
    await db.delete(userRoles).where(eq(userRoles.userId, memberRow?.id as string));
    await db.insert(roles).values({ id: 'orders-only-test', name: '订单员（测试）', dataScope: 1, firmId: mine.FirmId, createdAt: t.clock.now() });
    await db.insert(rolePermissions).values({ roleId: 'orders-only-test', permission: 'order:view' });
    await db.insert(userRoles).values({ userId: memberRow?.id as string, roleId: 'orders-only-test' });
    await t.deps.changes.sweep();
    const member = await t.client().login('13900000002');
    const memberMe = await member.ok('Account/GetCurrentUser', {});
    expect(memberMe.FirmId).toBe(mine.FirmId);
    expect(memberMe.Permissions).toEqual(['order:view']);
    for (const op of ['Audit/GetOperationLogList', 'Audit/GetLoginLogList', 'Audit/ExportOperationLog', 'Audit/ExportLoginLog'] as const) {
      expect((await member.call(op, {})).status, op).toBe(403);
    }
  });
});
