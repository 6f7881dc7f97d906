import { STATEMENT_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';

/** A tiny PNG, uploaded as a payment voucher. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const MONTH = '2027-03';
const fen = (yuan: number) => Math.round(yuan * 100);

describe.each(BACKENDS)('monthly statements on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let supervisor: TestClient;
  let me: { UserId: string; FirmId: string };
  let otherFirmId: string;
  let supplierFirmId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // a month of its own, after everything the demo data holds
    t.clock.set(`${MONTH}-05T09:00:00+08:00`);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    supervisor = await t.client().login('13800000003');
    me = await buyer.ok('Account/GetCurrentUser', {});
    otherFirmId = (await otherBuyer.ok('Account/GetCurrentUser', {})).FirmId;
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
  }, 60_000);
  afterAll(() => t?.close());

  async function items(): Promise<{ Id: string; Stock: number; MinQuantity?: number; QuantityStep?: number }[]> {
    const all = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    return all.filter(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 50 && (p.MinQuantity ?? 1) <= 1 && (p.QuantityStep ?? 1) <= 1,
    );
  }

  /** Buys n of the item, the supplier confirms and ships, the buyer receives `received` (all when omitted). */
  async function receivedOrder(who: TestClient, itemId: string, n: number, received?: number) {
    const [made] = await who.ok('Cart/BuyNow', { FoodSaleShelfId: itemId, CartNumber: n });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, `${MONTH}-06`);
    t.clock.advance(60_000);
    const detail = await who.ok('Order/GetOrderById', { Id: made.Id });
    const line = detail.B2B_ElectricityorderdetailInfos[0];
    await who.ok('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: made.Id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, SealNumber: received ?? n }] },
    });
    return { id: made.Id as string, lineId: line.Id as string, price: line.Price as number };
  }

  async function voucher(who: TestClient): Promise<string> {
    const form = new FormData();
    form.append('ModuleType', String(UPLOAD_MODULE_TYPE.payment));
    form.append('file', new Blob([PNG], { type: 'image/png' }), '转账凭证.png');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: who.cookie ?? '' }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
  }

  const count = async (query: ReturnType<typeof sql>) => Number(((await db().execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

  it('counts a month exactly, goes through dispute, re-issue, confirmation and payment, and settles the orders', async () => {
    const [a, b] = await items();
    if (!a || !b) throw new Error('the demo supplier needs two items in stock');
    // order 1: 10 ordered, 8 received (the shortfall's return is never charged, so never deducted)
    const o1 = await receivedOrder(buyer, a.Id, 10, 8);
    // order 2: 5 received, with freight
    const o2 = await receivedOrder(buyer, b.Id, 5);
    await db().execute(sql`update orders set freight_fen = 1200, total_fen = total_fen + 1200 where id = ${o2.id}`);
    // the receipt's shortfall (an open return registered by the receipt), accepted with a refund: left out
    const shortfalls = await buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: o1.id, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const shortfall = shortfalls.find((r: { FromReceipt: boolean }) => r.FromReceipt);
    expect(shortfall).toMatchObject({ Quantity: 2, Status: 'open' });
    await supplier.ok('SupplierOrder/HandleReturn', { Id: shortfall.Id, Accept: true, RefundAmount: o1.price * 2 });
    // a later return of 1 unit of order 2, accepted with a refund of its price
    t.clock.advance(600_000);
    const { Id: returnId } = await buyer.ok('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: o2.id,
        OrderLineId: o2.lineId,
        ReturnType: 1,
        Quantity: 1,
        ReturnUserId: me.UserId,
        CheckUserId: me.UserId,
      },
    });
    const handled = await supplier.call('SupplierOrder/HandleReturn', { Id: returnId, Accept: true, RefundAmount: o2.price });
    if (handled.status === 501) {
      await db().execute(
        sql`update order_returns set status = 'accepted', refund_fen = ${fen(o2.price)}, settled_at = ${t.clock.now().toISOString()} where id = ${returnId}`,
      );
    } else expect(handled.status).toBe(200);

    const received = fen(o1.price) * 8 + fen(o2.price) * 5;
    const refund = fen(o2.price);
    const total = received - refund + 1200;

    // the picker shows the buyer with its received amount
    const buyers = await supplier.ok('Statement/GetStatementBuyers', { Month: MONTH });
    const mine = buyers.find((x: { FirmId: string }) => x.FirmId === me.FirmId);
    expect(mine).toMatchObject({ Orders: 2, StatementId: null });
    expect(fen(mine.ReceivedAmount)).toBe(received);

    // a month with nothing to count, and one not begun
    const empty = await supplier.call('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: '2027-01' });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe(STATEMENT_MSG.nothingToCount);
    expect((await supplier.call('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: '2027-05' })).status).toBe(400);
    // the buyer cannot issue
    expect((await buyer.call('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH })).status).toBe(403);

    // issue, with an idempotency key sent twice: one statement, the same answer
    const key = `issue-${newId()}`;
    const first = await supplier.raw('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const again = await supplier.raw('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH }, { headers: { 'idempotency-key': key } });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const id = (first.body.Data as { Id: string }).Id;
    expect(await count(sql`select count(*) as n from statements where buyer_firm_id = ${me.FirmId} and month = ${MONTH}`)).toBe(1);
    // another key: already issued
    const twice = await supplier.call('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH });
    expect(twice.status).toBe(409);
    expect(twice.body.Message).toBe(STATEMENT_MSG.alreadyIssued);

    const s1 = await buyer.ok('Statement/GetStatementById', { Id: id });
    expect(s1).toMatchObject({ Month: MONTH, Status: 1, Version: 1, FirmId: me.FirmId, SupplyFirmId: supplierFirmId });
    expect(fen(s1.ReceivedAmount)).toBe(received);
    expect(fen(s1.ReturnAmount)).toBe(refund);
    expect(fen(s1.Freight)).toBe(1200);
    expect(fen(s1.Total)).toBe(total);
    expect(s1.Lines.map((l: { Kind: string }) => l.Kind).sort()).toEqual(['order', 'order', 'refund']);
    expect(s1.Lines.find((l: { ElectricityOrderId: string; Kind: string }) => l.Kind === 'order' && l.ElectricityOrderId === o1.id).ReceivedAmount).toBe(
      o1.price * 8,
    );
    expect(s1.Events.map((e: { Type: string }) => e.Type)).toEqual(['issued']);

    // lists on both sides
    const list = await buyer.call('Statement/GetStatementList', { Month: MONTH, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.body.Data.map((s: { Id: string }) => s.Id)).toEqual([id]);
    expect(list.body.PagerInfo.RowCount).toBe(1);
    expect((await supplier.ok('Statement/GetStatementList', { Month: MONTH })).map((s: { Id: string }) => s.Id)).toContain(id);

    // nobody else reads it
    expect((await otherBuyer.call('Statement/GetStatementById', { Id: id })).status).toBe(403);
    expect((await supervisor.call('Statement/GetStatementById', { Id: id })).status).toBe(403);
    expect((await otherBuyer.ok('Statement/GetStatementList', { Month: MONTH })).map((s: { Id: string }) => s.Id)).not.toContain(id);
    expect((await otherBuyer.call('Statement/ConfirmStatement', { Id: id })).status).toBe(403);
    expect((await buyer.call('Statement/GetStatementById', { Id: newId() })).status).toBe(404);

    // paying before confirmation is refused
    const early = await buyer.call('Statement/RecordPayment', { Id: id, Amount: 1, FileIds: [await voucher(buyer)] });
    expect(early.status).toBe(409);

    // dispute: a reason is required; the supplier cannot dispute
    const noReason = await buyer.call('Statement/DisputeStatement', { Id: id, Reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await supplier.call('Statement/DisputeStatement', { Id: id, Reason: '不对' })).status).toBe(403);
    t.clock.advance(600_000);
    await buyer.ok('Statement/DisputeStatement', { Id: id, Reason: '运费应减免5元' });
    expect((await buyer.call('Statement/ConfirmStatement', { Id: id })).status).toBe(409);
    const supplierBox = await supplier.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 5 } });
    expect(supplierBox.map((m: { Title: string }) => m.Title)).toContain('对账单有异议');

    // re-issue with an adjustment: a reason is required
    const bare = await supplier.call('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH, Adjustment: -5 });
    expect(bare.status).toBe(400);
    expect(bare.body.Message).toBe(STATEMENT_MSG.adjustmentReason);
    t.clock.advance(600_000);
    const reissued = await supplier.ok('Statement/IssueStatement', { BuyerFirmId: me.FirmId, Month: MONTH, Adjustment: -5, AdjustmentReason: '运费减免' });
    expect(reissued.Id).toBe(id);
    const s2 = await buyer.ok('Statement/GetStatementById', { Id: id });
    expect(s2).toMatchObject({ Status: 1, Version: 2, Adjustment: -5, AdjustmentReason: '运费减免' });
    expect(fen(s2.Total)).toBe(total - 500);
    expect(s2.Lines).toHaveLength(3);
    expect(s2.Events.map((e: { Type: string }) => e.Type)).toEqual(['issued', 'disputed', 'reissued']);
    expect(s2.Events[1].Note).toBe('运费应减免5元');

    await buyer.ok('Statement/ConfirmStatement', { Id: id });
    const total2 = total - 500;

    // a payment above what is unpaid
    const over = await buyer.call('Statement/RecordPayment', { Id: id, Amount: total2 / 100 + 0.01, FileIds: [await voucher(buyer)] });
    expect(over.status).toBe(400);
    expect(over.body.Message).toBe(STATEMENT_MSG.overpay(total2));

    // a partial payment, sent twice with one key and twice at once with another: two payments
    const part = 1000;
    const pay = (key: string, files: string[]) =>
      buyer.raw('Statement/RecordPayment', { Id: id, Amount: part / 100, FileIds: files }, { headers: { 'idempotency-key': key } });
    const k1 = `pay-${newId()}`;
    const f1 = [await voucher(buyer)];
    const p1 = await pay(k1, f1);
    expect(p1.status).toBe(200);
    const p1again = await pay(k1, f1);
    expect(p1again.body).toEqual(p1.body);
    const k2 = `pay-${newId()}`;
    const f2 = [await voucher(buyer)];
    const [c1, c2] = await Promise.all([pay(k2, f2), pay(k2, f2)]);
    expect(c1.status).toBe(200);
    expect(c2.status).toBe(200);
    expect(c2.body.Data).toEqual(c1.body.Data);
    expect(await count(sql`select count(*) as n from statement_payments where statement_id = ${id}`)).toBe(2);
    const s3 = await supplier.ok('Statement/GetStatementById', { Id: id });
    expect(fen(s3.Paid)).toBe(2 * part);
    expect(s3.Status).toBe(3);
    expect(s3.Payments[0].Files[0].FileName).toBe('转账凭证.png');
    // the supplier reads the buyer's voucher
    const got = await fetch(`${t.baseUrl}${s3.Payments[0].Files[0].FileUrl}`, { headers: { cookie: supplier.cookie ?? '' } });
    expect(got.status).toBe(200);

    const owed = await buyer.ok('Statement/GetBalances', {});
    const toSupplier = owed.find((x: { FirmId: string }) => x.FirmId === supplierFirmId);
    expect(fen(toSupplier.Unpaid)).toBe(total2 - 2 * part);

    // the supplier records the rest: settled, and the orders show what was settled
    const rest = (total2 - 2 * part) / 100;
    await supplier.ok('Statement/RecordPayment', { Id: id, Amount: rest, FileIds: [await voucher(supplier)] });
    const s4 = await buyer.ok('Statement/GetStatementById', { Id: id });
    expect(s4.Status).toBe(4);
    expect(fen(s4.Paid)).toBe(total2);
    expect(s4.Events.map((e: { Type: string }) => e.Type)).toEqual(['issued', 'disputed', 'reissued', 'confirmed', 'paid', 'paid', 'paid', 'settled']);
    const settled = await buyer.ok('Order/GetOrderById', { Id: o2.id });
    // what the statement counted for that order: its lines at the received quantities, and its freight
    const counted = s4.Lines.filter((l: { Kind: string; ElectricityOrderId: string }) => l.Kind === 'order' && l.ElectricityOrderId === o2.id);
    expect(counted).toHaveLength(1);
    expect(fen(settled.SettledAmount)).toBe(fen(counted[0].ReceivedAmount) + fen(counted[0].Freight));
    const more = await buyer.call('Statement/RecordPayment', { Id: id, Amount: 1, FileIds: [await voucher(buyer)] });
    expect(more.status).toBe(409);
    expect((await buyer.ok('Statement/GetBalances', {})).find((x: { FirmId: string }) => x.FirmId === supplierFirmId)).toBeUndefined();

    // export answers a file the supplier downloads
    const file = await supplier.ok('Statement/ExportStatements', { Month: MONTH });
    expect(file.FileName).toMatch(/\.xlsx$/);
    const xlsx = await fetch(`${t.baseUrl}/v1/File/Download/${file.FileId}`, { headers: { cookie: supplier.cookie ?? '' } });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  }, 120_000);

  it('issues once for two requests with the same key at once', async () => {
    const [, , c] = await items();
    const item = c ?? (await items())[0];
    if (!item) throw new Error('no item');
    await receivedOrder(otherBuyer, item.Id, 3);
    const key = `issue-${newId()}`;
    const issue = () => supplier.raw('Statement/IssueStatement', { BuyerFirmId: otherFirmId, Month: MONTH }, { headers: { 'idempotency-key': key } });
    const [r1, r2] = await Promise.all([issue(), issue()]);
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    expect(r2.body.Data).toEqual(r1.body.Data);
    expect(await count(sql`select count(*) as n from statements where buyer_firm_id = ${otherFirmId} and month = ${MONTH}`)).toBe(1);
    expect(await count(sql`select count(*) as n from statement_lines where statement_id = ${(r1.body.Data as { Id: string }).Id}`)).toBe(1);
  }, 60_000);
});
