import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUDIT_EXPORT_MAX, AUDIT_RETENTION_DAYS, LOGIN_MAX_FAILURES } from '@shanlian/contract';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureAudit, legacyHashOf, pruneAudit, recordAudit, verifyAudit, writeCheckpoint } from '../../platform/audit.js';
import { startJobs } from '../../platform/jobs.js';
import { auditHead, auditLog } from '../../platform/platform.tables.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { rolePermissions, roles, userRoles } from '../iam/iam.tables.js';
import { auditJobs } from './audit.service.js';

const OPERATOR = '13800000004';
const SUPERVISOR_XIHU = '13800000003';
const SUPERVISOR_SHANGCHENG = '13800000006';
const DAY_MS = 86_400_000;

type Row = typeof auditLog.$inferSelect;

async function rowsOf(t: TestApp): Promise<Row[]> {
  return t.database.db.select().from(auditLog).where(isNotNull(auditLog.seq)).orderBy(asc(auditLog.seq));
}

/** Every row follows the one before it: consecutive places, each naming the hash before it. */
function expectOneLine(rows: Row[]): void {
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i]?.seq).toBe((rows[i - 1]?.seq as number) + 1);
    expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash);
  }
}

/** The plain SHA-256 a forger without the key can compute (the chain of before decision 022). */
const plainHashOf = (r: Row, prevHash: string | null): string => legacyHashOf(r, prevHash);

/**
 * A checkpoint file of its own, set after the app is built (building one configures the chain from
 * its settings, which are per process). The key stays the development one the seeded rows carry.
 */
function checkpointFile(label: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `shanlian-audit-${label}-`)), 'checkpoints.jsonl');
  configureAudit({ AUDIT_KEY: undefined, AUDIT_CHECKPOINT_FILE: file });
  return file;
}

/** Downloads a file over HTTP as this client and reads its first sheet. */
async function sheetOf(t: TestApp, client: TestClient, fileId: string): Promise<{ status: number; type: string | null; cells: unknown[][] }> {
  const res = await fetch(`${t.baseUrl}/v1/File/Download/${fileId}`, { headers: { cookie: client.cookie ?? '' } });
  if (res.status !== 200) return { status: res.status, type: null, cells: [] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const cells: unknown[][] = [];
  sheet?.eachRow((row) => {
    cells.push((row.values as unknown[]).slice(1));
  });
  return { status: res.status, type: res.headers.get('content-type'), cells };
}

describe.each(BACKENDS)('the audit trail on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let buyer: TestClient;
  let supplier: TestClient;
  let buyerMe: { UserId: string; FirmId: string; FirmName: string; FullName: string; MobileNumber: string };
  let supplierMe: { UserId: string };
  let shelfId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login(OPERATOR);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    buyerMe = await buyer.ok('Account/GetCurrentUser', {});
    supplierMe = await supplier.ok('Account/GetCurrentUser', {});
    const supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    shelfId = items.find((p: { Stock: number }) => p.Stock >= 10).Id;
  });
  afterAll(() => t?.close());

  it('a write leaves a row naming who, firm, area, operation, targets, result and address; a refused write a failed row', async () => {
    t.clock.advance(60_000);
    const added = await buyer.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: shelfId, CartNumber: 2 } });
    const refused = await supplier.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: shelfId, CartNumber: 2 } });
    expect(refused.status).toBe(403);

    const mine = await operator.ok('Audit/GetOperationLogList', {
      UserId: buyerMe.UserId,
      Operation: 'Cart/AddToShoppingCart',
      PagerInfo: { PageIndex: 1, PageSize: 10 },
    });
    expect(mine[0]).toMatchObject({
      Kind: 'operation',
      UserId: buyerMe.UserId,
      UserName: buyerMe.FullName,
      MobileNumber: buyerMe.MobileNumber,
      FirmId: buyerMe.FirmId,
      FirmName: buyerMe.FirmName,
      AreaCode: '330106',
      Operation: 'Cart/AddToShoppingCart',
      OperationName: '加入购物车',
      Result: 'ok',
      Status: 200,
      Ip: '127.0.0.1',
    });
    expect(mine[0].TargetIds).toEqual(expect.arrayContaining([shelfId, added.Id]));

    const failed = await operator.ok('Audit/GetOperationLogList', { UserId: supplierMe.UserId, Result: 'fail', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(failed[0]).toMatchObject({ Operation: 'Cart/AddToShoppingCart', Result: 'fail', Status: 403 });
    expect(failed[0].Message).not.toBe('');
  });

  it('a login, a failed login, a lockout, a refusal while locked and a logout leave login rows with the user named', async () => {
    t.clock.advance(60_000);
    const phone = '13900000001';
    const person = await t.client().login(phone);
    const me = await person.ok('Account/GetCurrentUser', {});
    await person.ok('Account/Logout', {});
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await t.client().call('Account/Login', { MobileNumber: phone, Password: 'Wrong#12345' });
    await t.client().call('Account/Login', { MobileNumber: phone, Password: 'Wrong#12345' });

    const rows = await operator.ok('Audit/GetLoginLogList', { SearchName: phone, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const kinds = rows.map((r: { Operation: string }) => r.Operation);
    expect(kinds).toEqual(expect.arrayContaining(['login', 'logout', 'failed', 'locked', 'refused']));
    expect(kinds.filter((k: string) => k === 'failed')).toHaveLength(LOGIN_MAX_FAILURES - 1);
    for (const r of rows) {
      expect(r).toMatchObject({ Kind: 'login', UserId: me.UserId, UserName: me.FullName, MobileNumber: phone, FirmId: me.FirmId, FirmName: me.FirmName });
      expect(r.AreaCode).toMatch(/^33/);
    }
    const names = Object.fromEntries(rows.map((r: { Operation: string; OperationName: string }) => [r.Operation, r.OperationName]));
    expect(names).toMatchObject({ login: '登录', logout: '退出登录', failed: '登录失败', locked: '账号锁定', refused: '锁定期间拒绝登录' });
    // An unknown phone leaves a row too, with only the phone.
    await t.client().call('Account/Login', { MobileNumber: '13999999999', Password: 'Wrong#12345' });
    const unknown = await operator.ok('Audit/GetLoginLogList', { SearchName: '13999999999', PagerInfo: { PageIndex: 1, PageSize: 5 } });
    for (const r of unknown) expect(r).toMatchObject({ UserId: null, UserName: '', MobileNumber: '13999999999', Result: 'fail' });
    // The operation log does not hold them.
    expect(await operator.ok('Audit/GetOperationLogList', { SearchName: phone, PagerInfo: { PageIndex: 1, PageSize: 5 } })).toEqual([]);
  });

  it('rows are sealed as they are written, into one chain that verifies', async () => {
    const [unsealed] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(sql`seq is null or hash is null`);
    expect(unsealed?.n).toBe(0);
    const rows = await rowsOf(t);
    expect(rows.length).toBeGreaterThan(5);
    expectOneLine(rows);
    const [head] = await t.database.db.select().from(auditHead);
    expect(head).toMatchObject({ seq: rows.at(-1)?.seq, hash: rows.at(-1)?.hash, reseal: false });
    const check = await operator.ok('Audit/VerifyChain', {});
    expect(check.Ok).toBe(true);
    expect(check.FirstBadId).toBeUndefined();
    expect(check.Reason).toBeUndefined();
    // VerifyChain is a read: it leaves no row of its own, so the count is exact.
    expect(check.Checked).toBe((await rowsOf(t)).length);
  });

  it('lists filter by operation prefix, name, result and time, newest first, paged', async () => {
    t.clock.advance(3600_000);
    const from = t.clock.now().toISOString();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelfId } });
    }
    const page1 = await operator.call('Audit/GetOperationLogList', { Operation: 'Favorite/', StartTime: from, PagerInfo: { PageIndex: 1, PageSize: 2 } });
    expect(page1.body.PagerInfo.RowCount).toBe(3);
    expect(page1.body.Data).toHaveLength(2);
    const page2 = await operator.ok('Audit/GetOperationLogList', { Operation: 'Favorite/', StartTime: from, PagerInfo: { PageIndex: 2, PageSize: 2 } });
    expect(page2).toHaveLength(1);
    const times = [...page1.body.Data, ...page2].map((r: { Time: string }) => r.Time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((times[0] as string) > (times[2] as string)).toBe(true);

    const byName = await operator.ok('Audit/GetOperationLogList', { SearchName: buyerMe.FullName, StartTime: from, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(byName).toHaveLength(3);
    expect(
      await operator.ok('Audit/GetOperationLogList', {
        SearchName: buyerMe.FullName,
        StartTime: from,
        Result: 'fail',
        PagerInfo: { PageIndex: 1, PageSize: 10 },
      }),
    ).toEqual([]);
    const until = new Date(t.clock.now().getTime() - 500).toISOString();
    expect(
      await operator.ok('Audit/GetOperationLogList', { Operation: 'Favorite/', StartTime: from, EndTime: until, PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    ).toHaveLength(2);
    const backwards = await operator.call('Audit/GetOperationLogList', { StartTime: until, EndTime: from, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(backwards.status).toBe(400);
  });

  it('who may read: no audit:view, 403; a role with audit:view over 西湖区 sees only rows of 西湖区', async () => {
    // (a firm administrator reads its own firm's rows: audit-labels.test.ts)
    expect((await buyer.call('Audit/VerifyChain', {})).status).toBe(403);
    const supervisor = await t.client().login(SUPERVISOR_XIHU);
    expect((await supervisor.call('Audit/GetOperationLogList', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).status).toBe(403);

    const me = await supervisor.ok('Account/GetCurrentUser', {});
    await t.database.db.insert(roles).values({ id: 'audit-xihu-test', name: '审计查看（测试）', dataScope: 2, areaCode: '330106', createdAt: t.clock.now() });
    await t.database.db.insert(rolePermissions).values({ roleId: 'audit-xihu-test', permission: 'audit:view' });
    await t.database.db.insert(userRoles).values({ userId: me.UserId, roleId: 'audit-xihu-test' });
    // written beside the app, not through it: announced as the app's sweep would within a second
    await t.deps.changes.sweep();

    // A login in 上城区 (a supervisor of that district) and a write in 西湖区.
    await t.client().login(SUPERVISOR_SHANGCHENG);
    await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelfId } });

    for (const op of ['Audit/GetOperationLogList', 'Audit/GetLoginLogList'] as const) {
      const seen = await supervisor.call(op, { PagerInfo: { PageIndex: 1, PageSize: 100 } });
      expect(seen.status).toBe(200);
      expect(seen.body.Data.length).toBeGreaterThan(0);
      for (const r of seen.body.Data) expect(r.AreaCode.startsWith('330106')).toBe(true);
      const all = await operator.call(op, { PagerInfo: { PageIndex: 1, PageSize: 100 } });
      expect(all.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(seen.body.PagerInfo.RowCount);
    }
    const shangcheng = await operator.ok('Audit/GetLoginLogList', { SearchName: SUPERVISOR_SHANGCHENG, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(shangcheng[0]).toMatchObject({ Operation: 'login', AreaCode: '330102', FirmName: '杭州市上城区市场监督管理局', UserName: '周婷' });
    expect(await supervisor.ok('Audit/GetLoginLogList', { SearchName: SUPERVISOR_SHANGCHENG, PagerInfo: { PageIndex: 1, PageSize: 10 } })).toEqual([]);
    // Export needs audit:export, which that role does not hold.
    expect((await supervisor.call('Audit/ExportOperationLog', {})).status).toBe(403);
  });

  it('exports the filtered rows as a real xlsx the caller downloads and nobody outside the firm can', async () => {
    const filter = { UserId: buyerMe.UserId, Operation: 'Favorite/' };
    const listed = await operator.ok('Audit/GetOperationLogList', { ...filter, PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const file = await operator.ok('Audit/ExportOperationLog', filter);
    expect(file.FileName).toMatch(/^操作日志-\d{14}\.xlsx$/);
    const sheet = await sheetOf(t, operator, file.FileId);
    expect(sheet.status).toBe(200);
    expect(sheet.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.cells[0]).toEqual(['时间', '用户', '手机号', '单位', '地区代码', '操作', '接口', '对象', '结果', '状态码', '说明', 'IP', '链序号']);
    expect(sheet.cells).toHaveLength(listed.length + 1);
    listed.forEach((r: { UserName: string; MobileNumber: string; Operation: string; OperationName: string; Status: number; Ip: string }, i: number) => {
      const row = sheet.cells[i + 1] as unknown[];
      expect(row[1]).toBe(r.UserName);
      expect(row[2]).toBe(r.MobileNumber);
      expect(row[5]).toBe(r.OperationName);
      expect(row[6]).toBe(r.Operation);
      expect(row[8]).toBe('成功');
      expect(row[9]).toBe(r.Status);
      expect(row[11]).toBe(r.Ip);
    });
    // The buyer is not of the operator's firm: the file does not exist for it.
    expect((await sheetOf(t, buyer, file.FileId)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${file.FileId}`)).status).toBe(404);

    const logins = await operator.ok('Audit/ExportLoginLog', { SearchName: '13900000001' });
    const loginSheet = await sheetOf(t, operator, logins.FileId);
    expect(loginSheet.cells.length).toBeGreaterThan(LOGIN_MAX_FAILURES);
    expect(loginSheet.cells.slice(1).every((r) => r[2] === '13900000001')).toBe(true);
    // The export itself is in the trail.
    const exports = await operator.ok('Audit/GetOperationLogList', { Operation: 'Audit/Export', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(exports.length).toBeGreaterThanOrEqual(2);
  });

  it('on PostgreSQL, two instances writing at once, with some transactions rolled back, keep one line without gaps', async (ctx) => {
    const twin = await twinOf(t);
    if (!twin) return ctx.skip('needs PostgreSQL (TEST_DATABASE_URL): two instances share one database');
    try {
      const write = (db: typeof t.database.db, i: number) =>
        recordAudit(db, { kind: 'operation', at: t.clock.now(), operation: 'CMS/SortBanners', result: 'ok', status: 200, message: `#${i}` });
      // every fifth in a transaction that then fails: its number goes back with it
      const rolledBack = (db: typeof t.database.db, i: number) =>
        db
          .transaction(async (tx) => {
            await write(tx, i);
            throw new Error('rolled back');
          })
          .catch(() => {});
      await Promise.all(
        Array.from({ length: 400 }, (_, i) => {
          const db = i % 2 ? twin.database.db : t.database.db;
          return i % 5 === 0 ? rolledBack(db, i) : write(db, i);
        }),
      );
      const rows = await rowsOf(t);
      expectOneLine(rows);
      expect(rows.filter((r) => r.operation === 'CMS/SortBanners' && r.message.startsWith('#'))).toHaveLength(320);
      expect(await operator.via(twin.baseUrl).ok('Audit/VerifyChain', {})).toEqual({ Ok: true, Checked: rows.length });
    } finally {
      await twin.close();
    }
  });
});

describe.each(BACKENDS)('a tampered audit trail on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let buyer: TestClient;
  let file: string;
  let shelfId: string;
  let original: { rows: Row[]; head: typeof auditHead.$inferSelect };

  /** Puts the table, the head and the checkpoint file back as they were before a tampering. */
  async function restore(): Promise<void> {
    await t.database.db.delete(auditLog);
    for (let i = 0; i < original.rows.length; i += 200) await t.database.db.insert(auditLog).values(original.rows.slice(i, i + 200));
    await t.database.db.update(auditHead).set(original.head).where(eq(auditHead.id, 1));
    expect(await verifyAudit(t.database.db, t.clock.now())).toEqual({ Ok: true, Checked: original.rows.length });
  }

  const verify = () => operator.ok('Audit/VerifyChain', {});

  beforeAll(async () => {
    t = await createTestApp(backend);
    file = checkpointFile(backend);
    operator = await t.client().login(OPERATOR);
    buyer = await t.asBuyer();
    const firm = (await (await t.asSupplier()).ok('Account/GetCurrentUser', {})).FirmId;
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: firm, PagerInfo: { PageIndex: 1, PageSize: 5 } });
    shelfId = items[0].Id;
    for (let i = 0; i < 3; i++) await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelfId } });
    await t.client().call('Account/Login', { MobileNumber: '13900000002', Password: 'Wrong#12345' });
    // a checkpoint of the head as it is now, outside the table
    const cp = await writeCheckpoint(t.database.db, t.clock.now());
    const rows = await rowsOf(t);
    expect(cp).toMatchObject({ Seq: rows.at(-1)?.seq, Hash: rows.at(-1)?.hash, First: 1 });
    const line = JSON.parse(fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) as string);
    expect(line).toEqual(cp);
    const [head] = await t.database.db.select().from(auditHead);
    original = { rows, head: head as typeof auditHead.$inferSelect };
    expect(await verify()).toEqual({ Ok: true, Checked: rows.length });
  });
  afterAll(() => t?.close());

  it('1. the newest rows deleted (and the head rewound to match) are reported against the checkpoint', async () => {
    const rows = original.rows;
    const kept = rows.at(-3) as Row;
    await t.database.db.execute(sql`delete from audit_log where seq > ${kept.seq}`);
    await t.database.db.execute(sql`update audit_head set seq = ${kept.seq}, hash = ${kept.hash}`);
    const check = await verify();
    expect(check.Ok).toBe(false);
    expect(check.Reason).toBe(`最新的第${(kept.seq as number) + 1}–${rows.at(-1)?.seq}条审计记录被删除（检查点记录到第${rows.at(-1)?.seq}条）`);
    await restore();
    // without the head rewound, the head alone tells
    await t.database.db.execute(sql`delete from audit_log where seq = ${rows.at(-1)?.seq}`);
    expect((await verify()).Reason).toMatch(/^最新的第\d+–\d+条审计记录被删除/);
    await restore();
  });

  it('2. the oldest rows deleted are reported at the first row left', async () => {
    const rows = original.rows;
    await t.database.db.execute(sql`delete from audit_log where seq <= ${rows[1]?.seq}`);
    const check = await verify();
    expect(check).toMatchObject({ Ok: false, FirstBadId: rows[2]?.id });
    expect(check.Reason).toBe(`最早的第1–${rows[1]?.seq}条审计记录被删除（保留起点为第1条）`);
    await restore();
  });

  it('3. a forged row inserted with the plain hashes a forger can compute is reported as unsigned', async () => {
    const last = original.rows.at(-1) as Row;
    const forged: Row = { ...last, id: 'forged-row', seq: (last.seq as number) + 1, message: '伪造', prevHash: last.hash, hash: null, at: t.clock.now() };
    forged.hash = plainHashOf(forged, last.hash);
    await t.database.db.insert(auditLog).values(forged);
    await t.database.db
      .update(auditHead)
      .set({ seq: forged.seq as number, hash: forged.hash })
      .where(eq(auditHead.id, 1));
    const check = await verify();
    expect(check).toMatchObject({ Ok: false, FirstBadId: 'forged-row' });
    expect(check.Reason).toBe(`第${forged.seq}条审计记录的签名不符：被改写，或是没有密钥的人插入的`);
    await restore();
    // in the middle, renumbering what follows: the first renumbered row fails
    const mid = original.rows[3] as Row;
    await t.database.db.execute(sql`update audit_log set seq = -seq where seq > ${mid.seq}`);
    await t.database.db.execute(sql`update audit_log set seq = -seq + 1 where seq < 0`);
    await t.database.db
      .insert(auditLog)
      .values({ ...mid, id: 'forged-mid', seq: (mid.seq as number) + 1, prevHash: mid.hash, hash: plainHashOf(mid, mid.hash) });
    expect(await verify()).toMatchObject({ Ok: false, FirstBadId: 'forged-mid' });
    await restore();
  });

  it('4. a row edited right after it was written is reported: rows are sealed in their own transaction', async () => {
    await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelfId } });
    const [newest] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(newest?.operation).toBe('Favorite/AddToFavorite');
    await t.database.db
      .update(auditLog)
      .set({ message: 'nothing happened', userName: '他人' })
      .where(eq(auditLog.id, newest?.id as string));
    const check = await verify();
    expect(check).toMatchObject({ Ok: false, FirstBadId: newest?.id });
    expect(check.Reason).toMatch(/签名不符/);
    await t.database.db.delete(auditLog).where(eq(auditLog.id, newest?.id as string));
    await restore();
  });

  it('5. a row rewritten with every plain hash after it recomputed is reported at that row', async () => {
    const rows = original.rows;
    const at = Math.floor(rows.length / 2);
    let prev = rows[at - 1]?.hash ?? null;
    for (const r of rows.slice(at)) {
      const changed = r === rows[at] ? { ...r, userName: '他人' } : r;
      const hash = plainHashOf(changed, prev);
      await t.database.db.update(auditLog).set({ userName: changed.userName, prevHash: prev, hash }).where(eq(auditLog.id, r.id));
      prev = hash;
    }
    await t.database.db
      .update(auditHead)
      .set({ hash: prev as string })
      .where(eq(auditHead.id, 1));
    const check = await verify();
    expect(check).toMatchObject({ Ok: false, FirstBadId: rows[at]?.id, Reason: `第${rows[at]?.seq}条审计记录的签名不符：被改写，或是没有密钥的人插入的` });
    await restore();
  });

  it('a row removed in the middle is a gap, reported at the row after it', async () => {
    const rows = original.rows;
    const gone = rows[4] as Row;
    await t.database.db.delete(auditLog).where(eq(auditLog.id, gone.id));
    expect(await verify()).toMatchObject({ Ok: false, FirstBadId: rows[5]?.id, Reason: `第${gone.seq}–${gone.seq}条审计记录缺失（被删除）` });
    await restore();
  });

  it("a checkpoint line altered in its file is reported; a key that is not the chain's finds every row unsigned", async () => {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.trim().split('\n');
    const cp = JSON.parse(lines.at(-1) as string);
    fs.writeFileSync(file, `${[...lines.slice(0, -1), JSON.stringify({ ...cp, Seq: cp.Seq + 100 })].join('\n')}\n`);
    expect((await verify()).Reason).toBe(`检查点文件第${lines.length}行的签名不符：检查点被改写或伪造`);
    fs.writeFileSync(file, text);
    expect((await verify()).Ok).toBe(true);
    configureAudit({ AUDIT_KEY: 'x'.repeat(40), AUDIT_CHECKPOINT_FILE: undefined });
    try {
      expect(await verify()).toMatchObject({ Ok: false, FirstBadId: original.rows[0]?.id });
    } finally {
      configureAudit({ AUDIT_KEY: undefined, AUDIT_CHECKPOINT_FILE: file });
    }
  });

  it('rows of before the signed chain are sealed once by the first writer after the migration, and verify', async () => {
    // the shape the migration leaves: a SHA-256 chain (some rows not yet chained) and a head marked for the re-seal
    const rows = original.rows;
    let prev: string | null = null;
    for (const r of rows) {
      const legacySeq = (r.seq as number) + 100;
      const sealed = r.seq !== rows.at(-1)?.seq;
      const hash = plainHashOf(r, prev);
      await t.database.db
        .update(auditLog)
        .set(sealed ? { seq: legacySeq, prevHash: prev, hash } : { seq: null, prevHash: null, hash: null })
        .where(eq(auditLog.id, r.id));
      if (sealed) prev = hash;
    }
    await t.database.db.update(auditHead).set({ seq: 0, hash: '', firstSeq: 101, reseal: true }).where(eq(auditHead.id, 1));
    await recordAudit(t.database.db, {
      kind: 'operation',
      at: t.clock.now(),
      operation: 'Operator/SaveSettings',
      message: 'after the migration',
      result: 'ok',
      status: 200,
    });
    const after = await rowsOf(t);
    expectOneLine(after);
    expect(after.map((r) => r.id)).toEqual([...rows.map((r) => r.id), after.at(-1)?.id]);
    expect(after[0]?.seq).toBe(101);
    expect(after.at(-1)?.message).toBe('after the migration');
    // the checkpoints of before name other places; a fresh one records the re-sealed head
    fs.writeFileSync(file, '');
    configureAudit({ AUDIT_KEY: undefined, AUDIT_CHECKPOINT_FILE: undefined });
    configureAudit({ AUDIT_KEY: undefined, AUDIT_CHECKPOINT_FILE: file });
    await writeCheckpoint(t.database.db, t.clock.now());
    expect(await verify()).toEqual({ Ok: true, Checked: rows.length + 1 });
  });
});

describe.each(BACKENDS)('audit retention on %s', (backend) => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    file = checkpointFile(`retention-${backend}`);
  });
  afterAll(() => t?.close());

  it(`removes only rows older than ${AUDIT_RETENTION_DAYS} days, from the start, records the new start, and what is left verifies`, async () => {
    const db = t.database.db;
    const write = (message: string) =>
      recordAudit(db, { kind: 'operation', at: t.clock.now(), operation: 'CMS/SortBanners', result: 'ok', status: 200, message });
    await write('old 1');
    await write('old 2');
    const before = await rowsOf(t);

    t.clock.advance((AUDIT_RETENTION_DAYS - 1) * DAY_MS);
    await write('young');
    // Nothing is old enough yet.
    expect(await pruneAudit(db, t.clock.now())).toBe(0);

    t.clock.advance(2 * DAY_MS);
    const removed = await pruneAudit(db, t.clock.now());
    expect(removed).toBe(before.length);
    const left = await rowsOf(t);
    expect(left.map((r) => r.message)).toEqual(['young']);
    // the new start is in the head and in a checkpoint outside the table
    const [head] = await db.select().from(auditHead);
    expect(head?.firstSeq).toBe(left[0]?.seq);
    const cp = JSON.parse(fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) as string);
    expect(cp).toMatchObject({ First: left[0]?.seq, Seq: left[0]?.seq });
    expect(await verifyAudit(db, t.clock.now())).toEqual({ Ok: true, Checked: 1 });

    // Long after, the newest row stays.
    t.clock.advance(400 * DAY_MS);
    await pruneAudit(db, t.clock.now());
    expect((await rowsOf(t)).map((r) => r.message)).toEqual(['young']);
    await write('next');
    expect(await verifyAudit(db, t.clock.now())).toEqual({ Ok: true, Checked: 2 });
    expectOneLine(await rowsOf(t));

    // A deletion at the start after retention is told from retention: the checkpoint names the start,
    // even when the head is set to agree.
    const first = (await rowsOf(t))[0] as Row;
    await db.delete(auditLog).where(eq(auditLog.id, first.id));
    await db
      .update(auditHead)
      .set({ firstSeq: (first.seq as number) + 1 })
      .where(eq(auditHead.id, 1));
    const check = await verifyAudit(db, t.clock.now());
    expect(check.Ok).toBe(false);
    expect(check.Reason).toBe(`最早的第${first.seq}–${first.seq}条审计记录被删除（保留起点为第${first.seq}条）`);
    await db.insert(auditLog).values(first);
    await db
      .update(auditHead)
      .set({ firstSeq: first.seq as number })
      .where(eq(auditHead.id, 1));
    expect((await verifyAudit(db, t.clock.now())).Ok).toBe(true);
  });

  it('the jobs write checkpoints and remove old rows on their own, and stop cleanly', async () => {
    const db = t.database.db;
    t.clock.advance(AUDIT_RETENTION_DAYS * 2 * DAY_MS);
    await recordAudit(db, { kind: 'operation', at: t.clock.now(), operation: 'CMS/SortBanners', result: 'ok', status: 200, message: 'by the job' });
    const errors: unknown[] = [];
    const [head] = await db.select().from(auditHead);
    // the same jobs, on a pattern of every second (the real ones run every 10 s and hourly)
    const { stop } = startJobs(
      t.deps,
      auditJobs.map((j) => ({ ...j, cron: '* * * * * *' })),
      (err) => errors.push(err),
    );
    try {
      await expect.poll(async () => (await rowsOf(t)).map((r) => r.message), { timeout: 5000, interval: 50 }).toEqual(['by the job']);
      await expect
        .poll(
          () =>
            fs
              .readFileSync(file, 'utf8')
              .trim()
              .split('\n')
              .map((l) => JSON.parse(l).Seq),
          { timeout: 5000, interval: 50 },
        )
        .toContain(head?.seq);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    expect((await verifyAudit(db, t.clock.now())).Ok).toBe(true);
  });

  it(`refuses an export of more than ${AUDIT_EXPORT_MAX} rows with a clear message; a narrower one goes`, async () => {
    const operator = await t.client().login(OPERATOR);
    await t.database.db.execute(sql`
      insert into audit_log (id, kind, at, phone, operation, result, status)
      select gen_random_uuid()::text, 'login', ${t.clock.now()}, '13911112222', 'failed', 'fail', 401 from generate_series(1, ${AUDIT_EXPORT_MAX + 1})`);
    const tooMany = await operator.call('Audit/ExportLoginLog', {});
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toContain(String(AUDIT_EXPORT_MAX));
    const file = await operator.ok('Audit/ExportLoginLog', { SearchName: OPERATOR });
    expect(file.FileName).toMatch(/^登录日志-.*\.xlsx$/);
  });
});
