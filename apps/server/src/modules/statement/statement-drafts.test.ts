import { STATEMENT_MSG } from '@shanlian/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../jobs.js';
import { runSlot } from '../../platform/jobs.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { shipLines } from '../order/test-support.js';
import { draftMonthStatements } from './statement.service.js';
import { statements } from './statement.tables.js';

/** A month of its own, after everything the demo data holds and the other statement tests' month. */
const MONTH = '2027-06';
const FIRST = '2027-07-01T01:00:00+08:00';

describe.each(BACKENDS)('statements drafted on the 1st on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let supplier: TestClient;
  let buyerFirmId: string;
  let otherFirmId: string;
  let supplierFirmId: string;
  const job = JOBS.find((j) => j.name === 'statement-drafts');
  const list = (who: TestClient, extra: Record<string, unknown> = {}) =>
    who.ok('Statement/GetStatementList', { Month: MONTH, ...extra, PagerInfo: { PageIndex: 1, PageSize: 50 } });
  const ofMonth = () =>
    t.database.db
      .select()
      .from(statements)
      .where(and(eq(statements.month, MONTH), eq(statements.supplierFirmId, supplierFirmId)));

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(`${MONTH}-05T09:00:00+08:00`);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    buyerFirmId = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    otherFirmId = (await otherBuyer.ok('Account/GetCurrentUser', {})).FirmId;
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
  }, 60_000);
  afterAll(() => t?.close());

  /** Buys n of an item of the demo supplier, which confirms and ships it; the buyer receives it all. */
  async function received(who: TestClient, n: number): Promise<number> {
    const all = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = all.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 50 && (p.MinQuantity ?? 1) <= 1 && (p.QuantityStep ?? 1) <= 1,
    );
    const [made] = await who.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: n });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await supplier.ok('SupplierOrder/ShipOrder', {
      Id: made.Id,
      DistDate: `${MONTH}-06`,
      Lines: await shipLines(t, supplier, made.Id, { productDate: `${MONTH}-01` }),
    });
    t.clock.advance(60_000);
    const detail = await who.ok('Order/GetOrderById', { Id: made.Id });
    const line = detail.B2B_ElectricityorderdetailInfos[0];
    await who.ok('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: made.Id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, SealNumber: n }] },
    });
    return line.Price * n;
  }

  it('drafts last month once per pair across two instances and runs, leaves a pair issued by hand alone, and keeps drafts from the buyer', async () => {
    if (!job) throw new Error('the statement-drafts job is not on the list');
    const amount = await received(buyer, 4);
    await received(otherBuyer, 3);
    // the second school's month is stated by hand before the 1st: the job must leave it alone
    const byHand = (await supplier.ok('Statement/IssueStatement', { BuyerFirmId: otherFirmId, Month: MONTH })).Id;

    // a run inside the month drafts nothing (the month has not ended)
    expect(await draftMonthStatements(t.database.db, t.clock.now(), MONTH)).toBe(0);

    t.clock.set(FIRST);
    const twin = await twinOf(t);
    try {
      const slot = new Date(FIRST);
      const errors: unknown[] = [];
      // two instances fire the same slot: one runs it
      const ran = await Promise.all([
        runSlot(t.deps, job, slot, 'instance-a', (e) => errors.push(e)),
        runSlot(twin?.deps ?? t.deps, job, slot, 'instance-b', (e) => errors.push(e)),
      ]);
      expect(errors).toEqual([]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      // later runs (a catch-up, a second instance without the slot guard) draft nothing more
      const again = await Promise.all([draftMonthStatements(t.database.db, t.clock.now()), draftMonthStatements((twin ?? t).database.db, t.clock.now())]);
      expect(again).toEqual([0, 0]);
    } finally {
      await twin?.close();
    }
    // sessions idle since June have ended
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();

    const rows = await ofMonth();
    expect(rows).toHaveLength(2);
    const draft = rows.find((r) => r.buyerFirmId === buyerFirmId);
    const draftId = draft?.id as string;
    expect(draft).toMatchObject({ status: 0, receivedFen: Math.round(amount * 100), issuedAt: null, issuedBy: null });
    expect(draft?.draftedAt?.toISOString()).toBe(new Date(FIRST).toISOString());
    // the hand-issued one untouched
    expect(rows.find((r) => r.id === byHand)).toMatchObject({ status: 1, version: 1, draftedAt: null });

    // the supplier sees the draft and was told; the buyer sees nothing of it
    const mine = await list(supplier, { Status: 0 });
    expect(mine.map((r: { Id: string }) => r.Id)).toEqual([draftId]);
    expect(mine[0]).toMatchObject({ StatusName: '待开具', IssueTime: null, Total: amount, FirmId: buyerFirmId });
    const told = await supplier.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(told.some((m: { Title: string }) => m.Title === '对账单待开具')).toBe(true);
    expect(await list(buyer)).toEqual([]);
    expect((await buyer.call('Statement/GetStatementById', { Id: draftId })).status).toBe(404);
    expect((await buyer.call('Statement/ConfirmStatement', { Id: draftId })).status).toBe(404);
    const buyerBalance = (await buyer.ok('Statement/GetBalances', {})).find((b: { FirmId: string }) => b.FirmId === supplierFirmId);
    const draftDetail = await supplier.ok('Statement/GetStatementById', { Id: draftId });
    expect(draftDetail.Events.map((e: { Type: string }) => e.Type)).toEqual(['drafted']);
    expect(draftDetail.Lines).toHaveLength(1);
    // a draft is issued as counted, never with an adjustment
    const adjusted = await supplier.call('Statement/IssueStatement', { BuyerFirmId: buyerFirmId, Month: MONTH, Adjustment: -1, AdjustmentReason: '抹零' });
    expect(adjusted.status).toBe(400);
    expect(adjusted.body.Message).toBe(STATEMENT_MSG.adjustmentOnlyOnReissue);

    // the supplier issues it: the same statement, now the buyer's, who is told
    t.clock.advance(3_600_000);
    const issued = await supplier.ok('Statement/IssueStatement', { BuyerFirmId: buyerFirmId, Month: MONTH });
    expect(issued.Id).toBe(draftId);
    const seen = await list(buyer);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ Id: draftId, Status: 1, StatusName: '待确认', Total: amount });
    expect(new Date(seen[0].IssueTime).getTime()).toBe(t.clock.now().getTime());
    const box = await buyer.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(box.some((m: { Title: string }) => m.Title === '收到新的对账单')).toBe(true);
    const after = (await buyer.ok('Statement/GetBalances', {})).find((b: { FirmId: string }) => b.FirmId === supplierFirmId);
    expect((after?.Unpaid ?? 0) - (buyerBalance?.Unpaid ?? 0)).toBeCloseTo(amount, 2);
    expect((await supplier.call('Statement/IssueStatement', { BuyerFirmId: buyerFirmId, Month: MONTH })).status).toBe(409);
    const events = (await buyer.ok('Statement/GetStatementById', { Id: draftId })).Events.map((e: { Type: string }) => e.Type);
    expect(events).toEqual(['drafted', 'issued']);
    await buyer.ok('Statement/ConfirmStatement', { Id: draftId });
  });
});
