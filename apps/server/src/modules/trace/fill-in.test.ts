import { FillInStatus, type TFillInLineInput, TRACE_MSG } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, rowsOf, type TestApp, type TestClient } from '../../test/helper.js';
import { rivalSupplier, shipLines, uploadCertificate } from '../order/test-support.js';
import { buyerColleague } from './test-support.js';

describe.each(BACKENDS)('stock-in records on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let colleague: TestClient;
  let xihu: TestClient;
  let shangcheng: TestClient;
  let me: { UserId: string; FirmId: string };
  let colleagueId: string;
  let supplierFirmId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-11-24T09:00:00+08:00');
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    xihu = await t.client().login('13800000003');
    shangcheng = await t.client().login('13800000006');
    me = await buyer.ok('Account/GetCurrentUser', {});
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    ({ client: colleague, userId: colleagueId } = await buyerColleague(t, me.FirmId));
  }, 60_000);
  afterAll(() => t?.close());

  /** A fresh order of two units of an item in stock, confirmed by the supplier. */
  async function confirmedOrder(): Promise<string> {
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 20 && (p.MinQuantity ?? 1) <= 2 && (p.QuantityStep ?? 1) <= 1,
    );
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    return made.Id as string;
  }
  const orderStatus = async (id: string) => Number((await rowsOf(t, sql`select status from orders where id = ${id}`))[0]?.status);
  const recordsOf = async (orderId: string) => rowsOf(t, sql`select * from fill_ins where order_id = ${orderId}`);

  it('refuses a shipment without certificates, naming the product, and changes nothing', async () => {
    const id = await confirmedOrder();
    const lines = await shipLines(t, supplier, id, { certificates: false });
    const [line] = await rowsOf(t, sql`select name from order_lines where order_id = ${id}`);
    const r = await supplier.call('SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-25', Lines: lines });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(TRACE_MSG.certificateMissing(String(line?.name)));
    expect(await orderStatus(id)).toBe(2);
    expect(await recordsOf(id)).toHaveLength(0);
    // a line left out is refused too
    const short = await supplier.call('SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-25', Lines: [{ ...lines[0], Id: 'not-a-line' }] as never });
    expect(short.status).toBe(400);
    expect(short.body.Message).toBe(TRACE_MSG.shipLinesMismatch);
  });

  it('refuses a shipment while a required licence has expired, naming it', async () => {
    const id = await confirmedOrder();
    const lines = await shipLines(t, supplier, id);
    const saved = (await rowsOf(t, sql`select id, valid_to from firm_licenses where firm_id = ${supplierFirmId} and license_type = 1`))[0];
    expect(saved).toBeTruthy();
    await t.database.db.execute(sql`update firm_licenses set valid_to = '2026-01-01T00:00:00+08:00' where id = ${saved?.id}`);
    try {
      const r = await supplier.call('SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-25', Lines: lines });
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(TRACE_MSG.licenseExpired('营业执照', '2026-11-25'));
      expect(await orderStatus(id)).toBe(2);
      await t.database.db.execute(sql`update firm_licenses set license_type = 9 where id = ${saved?.id}`);
      const missing = await supplier.call('SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-25', Lines: lines });
      expect(missing.body.Message).toBe(TRACE_MSG.licenseMissing('营业执照'));
    } finally {
      await t.database.db.execute(sql`update firm_licenses set valid_to = ${saved?.valid_to}, license_type = 1 where id = ${saved?.id}`);
    }
    expect(await recordsOf(id)).toHaveLength(0);
  });

  it("refuses another firm's file as a certificate with 403 and changes nothing", async () => {
    const id = await confirmedOrder();
    const lines = await shipLines(t, supplier, id);
    const foreign = await uploadCertificate(t, buyer);
    const r = await supplier.call('SupplierOrder/ShipOrder', {
      Id: id,
      DistDate: '2026-11-25',
      Lines: lines.map((l) => ({ ...l, CertificateFileIds: [foreign] })),
    });
    expect(r.status).toBe(403);
    expect(await orderStatus(id)).toBe(2);
    expect(await recordsOf(id)).toHaveLength(0);
    const [file] = await rowsOf(t, sql`select purpose from files where id = ${foreign}`);
    expect(file?.purpose).toBe('certificate');
  });

  it('ships into a record and the receipt accepts it at the received quantities', async () => {
    const id = await confirmedOrder();
    const lines = await shipLines(t, supplier, id);
    await supplier.ok('SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-25', Lines: lines });
    const [rec] = await recordsOf(id);
    expect(rec?.status).toBe(FillInStatus.Shipped);
    const order = await buyer.ok('Order/GetOrderById', { Id: id });
    const line = order.B2B_ElectricityorderdetailInfos[0];
    expect(line.FoodFirmFillInRecordId).toBe(rec?.id);
    expect(line.FoodFirmFillInId).toBeTruthy();
    // the buyer reads the certificate the supplier attached
    const detail = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: rec?.id as string });
    const certUrl = detail.FD_FoodfirmfillindetailInfos[0].FD_Foodfirmfillindtlfiles[0].FileUrl;
    const download = await fetch(`${t.baseUrl}${certUrl}`, { headers: { cookie: buyer.cookie ?? '' } });
    expect(download.status).toBe(200);
    t.clock.advance(3_600_000);
    await buyer.ok('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, SealNumber: 1 }] },
    });
    const after = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: rec?.id as string });
    expect(after.Status).toBe(FillInStatus.Accepted);
    expect(after.FD_FoodfirmfillindetailInfos[0].AcceptedQuantity).toBe(1);
    expect(after.AcceptUserName).not.toBe('');
    expect(after.RetainUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const steps = await rowsOf(t, sql`select biz_step from epcis_events where line_id = ${line.FoodFirmFillInId} order by event_time, recorded_at`);
    expect(steps.map((s) => s.biz_step)).toEqual(expect.arrayContaining(['commissioning', 'shipping', 'receiving', 'accepting']));
    // an order record is never deleted
    const del = await buyer.call('FD_Foodfirmfillin/DeleteFD_Foodfirmfillin', { Id: rec?.id as string });
    expect(del.status).toBe(400);
    expect(del.body.Message).toBe(TRACE_MSG.orderRecordDelete);
  });

  const entryLine = (over: Partial<TFillInLineInput> = {}): TFillInLineInput => ({
    ProductName: '青菜',
    Unit: '斤',
    Quantity: 10,
    Price: 3.5,
    BatchNumber: '20261123-01',
    ProductDate: '2026-11-23',
    ShelfLife: 3,
    OriginFirmName: '杭州西湖蔬菜基地',
    ...over,
  });
  async function canteenRecord(): Promise<{ id: string; lineId: string }> {
    const { Id } = await buyer.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: { SupplyFirmName: '城西菜市场张记', DistDate: '2026-11-24', FD_FoodfirmfillindetailInfos: [entryLine()] },
    });
    const d = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id });
    expect(d.Status).toBe(FillInStatus.Delivered);
    return { id: Id, lineId: d.FD_FoodfirmfillindetailInfos[0].Id };
  }

  it('accepts only with a second person of the same firm, never over the delivered quantity', async () => {
    const { id, lineId } = await canteenRecord();
    const accept = (witness: string, q = 10) =>
      buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', { Id: id, WitnessUserId: witness, Lines: [{ Id: lineId, AcceptedQuantity: q }] });
    expect((await accept(me.UserId)).body.Message).toBe(TRACE_MSG.witnessSelf);
    const supplierUser = (await supplier.ok('Account/GetCurrentUser', {})).UserId;
    expect((await accept(supplierUser)).body.Message).toBe(TRACE_MSG.witnessNotStaff);
    const over = await accept(colleagueId, 11);
    expect(over.status).toBe(400);
    expect(over.body.Message).toBe(TRACE_MSG.acceptedOver('青菜'));
    expect((await rowsOf(t, sql`select status from fill_ins where id = ${id}`))[0]?.status).toBe(FillInStatus.Delivered);
    expect((await accept(colleagueId, 9)).status).toBe(200);
    const d = await colleague.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id });
    expect(d.Status).toBe(FillInStatus.Accepted);
    expect(d.WitnessUserName).not.toBe('');
    expect(d.FD_FoodfirmfillindetailInfos[0].AcceptedQuantity).toBe(9);
    // inside retention the record cannot be deleted
    const del = await buyer.call('FD_Foodfirmfillin/DeleteFD_Foodfirmfillin', { Id: id });
    expect(del.status).toBe(400);
    expect(del.body.Message).toBe(TRACE_MSG.retained(d.RetainUntil));
    // returns: never more than accepted less returned; a full return refunds the record
    const ret = (q: number | undefined) =>
      buyer.call('FD_Foodfirmfillin/AddFD_Foodinreturn', {
        FoodFirmFillInDetailId: lineId,
        FD_FoodinreturnInfo: { ReturnType: 1, ...(q === undefined ? {} : { Quantity: q }), ReturnUserId: me.UserId, CheckUserId: colleagueId },
      });
    const tooMany = await ret(10);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toBe(TRACE_MSG.returnOver);
    expect((await ret(4)).status).toBe(200);
    expect((await ret(6)).status).toBe(400);
    // without a quantity, as the specifications' client registers it: the rest of the line (5)
    expect((await ret(undefined)).status).toBe(200);
    const done = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id });
    expect(done.Status).toBe(FillInStatus.Refunded);
    expect(done.FD_FoodfirmfillindetailInfos[0].ReturnedQuantity).toBe(9);
    // nothing is left to return: a whole-line return is refused
    expect((await ret(undefined)).body.Message).toBe(TRACE_MSG.returnOver);
  });

  it('lets exactly one of 20 simultaneous acceptances win', async () => {
    const { id, lineId } = await canteenRecord();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', { Id: id, WitnessUserId: colleagueId, Lines: [{ Id: lineId, AcceptedQuantity: 10 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const events = await rowsOf(t, sql`select count(*)::int as n from fill_in_events where fill_in_id = ${id} and type = 'accepted'`);
    expect(events[0]?.n).toBe(1);
  });

  it("keeps a record to its area's supervisor, who may check it", async () => {
    const { id, lineId } = await canteenRecord();
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', { Id: id, WitnessUserId: colleagueId, Lines: [{ Id: lineId, AcceptedQuantity: 10 }] });
    expect((await shangcheng.call('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id })).status).toBe(403);
    expect((await shangcheng.call('FD_Foodfirmfillin/CheckFD_Foodfirmfillin', { Id: id, Pass: true, Remark: '' })).status).toBe(403);
    const list = await shangcheng.call('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(list.body.Data.map((r: { Id: string }) => r.Id)).not.toContain(id);
    expect((await xihu.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id })).Id).toBe(id);
    await xihu.ok('FD_Foodfirmfillin/CheckFD_Foodfirmfillin', { Id: id, Pass: false, Remark: '检验证明缺失，请补充' });
    const d = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id });
    expect(d.CheckStatus).toBe(2);
    expect(d.CheckRemark).toBe('检验证明缺失，请补充');
    // another supplier reads nothing of it
    const rival = await rivalSupplier(t, supplierFirmId, '13800000097');
    expect((await rival.call('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id })).status).toBe(403);
  });

  it("goes through a supplier's own entry: confirm, ship (gate), deliver, accept, store", async () => {
    const cert = await uploadCertificate(t, supplier);
    const bare = await supplier.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: { FirmId: me.FirmId, DistDate: '2026-11-24', FD_FoodfirmfillindetailInfos: [entryLine({ ProductName: '大米' })] },
    });
    await supplier.ok('FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin', { Id: bare.Id });
    const refused = await supplier.call('FD_Foodfirmfillin/ShipFD_Foodfirmfillin', { Id: bare.Id, DistDate: '2026-11-25' });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(TRACE_MSG.certificateMissing('大米'));
    const { Id } = await supplier.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: { FirmId: me.FirmId, DistDate: '2026-11-24', FD_FoodfirmfillindetailInfos: [entryLine({ CertificateFileIds: [cert] })] },
    });
    expect((await buyer.call('FD_Foodfirmfillin/ShipFD_Foodfirmfillin', { Id, DistDate: '2026-11-25' })).status).toBe(403);
    expect((await supplier.call('FD_Foodfirmfillin/ShipFD_Foodfirmfillin', { Id, DistDate: '2026-11-25' })).status).toBe(409);
    await supplier.ok('FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin', { Id });
    await supplier.ok('FD_Foodfirmfillin/ShipFD_Foodfirmfillin', { Id, DistDate: '2026-11-25' });
    await supplier.ok('FD_Foodfirmfillin/UpdateStatus', { Id, Status: 7 });
    expect((await supplier.call('FD_Foodfirmfillin/DeliverFD_Foodfirmfillin', { Id })).status).toBe(409);
    await supplier.ok('FD_Foodfirmfillin/UpdateStatus', { Id, Status: 0 });
    await supplier.ok('FD_Foodfirmfillin/DeliverFD_Foodfirmfillin', { Id });
    const d = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id });
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', {
      Id,
      WitnessUserId: colleagueId,
      Lines: [{ Id: d.FD_FoodfirmfillindetailInfos[0].Id, AcceptedQuantity: 10 }],
    });
    await buyer.ok('FD_Foodfirmfillin/StoreFD_Foodfirmfillin', { Id });
    const list = await supplier.call('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { Status: 6, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(list.body.Data.map((r: { Id: string }) => r.Id)).toContain(Id);
    const test = await buyer.ok('FD_Foodfirmfillin/SavePesticideTest', {
      FoodFirmFillInDetailId: d.FD_FoodfirmfillindetailInfos[0].Id,
      Method: '速测卡法（纸片法）',
      InhibitionRate: 62,
    });
    expect(test.Passed).toBe(false);
  });

  it("offers a supplier its own receiving units or a name search, and filters a supervisor's list by area", async () => {
    const { Id: id } = await supplier.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: { FirmId: me.FirmId, DistDate: '2026-11-24', FD_FoodfirmfillindetailInfos: [entryLine({ ProductName: '土豆' })] },
    });
    type Pick = { FirmId: string; FirmName: string };
    const own: Pick[] = await supplier.ok('FD_Foodfirmfillin/GetBuyerList', {});
    expect(own.map((r) => r.FirmId)).toContain(me.FirmId);
    const supplied = await rowsOf(t, sql`select distinct buyer_firm_id as id from fill_ins where supplier_firm_id = ${supplierFirmId}`);
    expect(new Set(own.map((r) => r.FirmId))).toEqual(new Set(supplied.map((r) => r.id)));
    const found: Pick[] = await supplier.ok('FD_Foodfirmfillin/GetBuyerList', { SearchName: '阳光' });
    expect(found.map((r) => r.FirmId)).toContain(me.FirmId);
    expect(found.every((r) => r.FirmName.includes('阳光'))).toBe(true);
    expect(await supplier.ok('FD_Foodfirmfillin/GetBuyerList', { SearchName: '没有这个单位%' })).toEqual([]);
    const page = { PagerInfo: { PageIndex: 1, PageSize: 50 } };
    // narrowed to this record's product: the seeded records made after the test's fixed clock come first
    const inArea = await xihu.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { AreaCode: '330106', SearchName: '土豆', ...page });
    expect(inArea.map((r: { Id: string }) => r.Id)).toContain(id);
    expect(await xihu.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { AreaCode: '330102', SearchName: '土豆', ...page })).toEqual([]);
  });
});
