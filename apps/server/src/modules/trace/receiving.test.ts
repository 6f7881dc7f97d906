import { encodeTraceBlob, FillInStatus, OrderStatus, type TFillInLineInput, TRACE_CODE_MSG, TRACE_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, rowsOf, type TestApp, type TestClient } from '../../test/helper.js';
import { placeFirms, report, shippedRecord, testPlate, walk } from '../delivery/test-support.js';
import { rivalSupplier, shipLines, TEST_PNG } from '../order/test-support.js';
import { buyerColleague } from './test-support.js';
import { upload } from './trace-fixture.js';

describe.each(BACKENDS)('receiving at the kitchen door on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let rival: TestClient;
  let me: { UserId: string; FirmId: string };
  let supplierUserId: string;
  let supplierFirmId: string;
  let colleagueId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-11-24T09:00:00+08:00');
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    me = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    supplierFirmId = s.FirmId;
    supplierUserId = s.UserId;
    rival = await rivalSupplier(t, supplierFirmId);
    ({ userId: colleagueId } = await buyerColleague(t, me.FirmId, '13800000071'));
    await placeFirms(t, supplierFirmId, me.FirmId);
  }, 60_000);
  afterAll(() => t?.close());

  const record = async (id: string) => (await rowsOf(t, sql`select * from fill_ins where id = ${id}`))[0] as Record<string, unknown>;
  const linesOf = async (id: string) => rowsOf(t, sql`select * from fill_in_lines where fill_in_id = ${id} order by sort, id`);
  const orderOf = async (recordId: string) => (await rowsOf(t, sql`select o.* from orders o join fill_ins f on f.order_id = o.id where f.id = ${recordId}`))[0];
  const acceptAll = (id: string, lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
    Id: id,
    WitnessUserId: colleagueId,
    Lines: lines.map((l) => ({ Id: String(l.id), AcceptedQuantity: Number(l.quantity) })),
    ...over,
  });

  it('moves a shipped record to 已送达 when its run reaches the stop, and tells the buyer to accept it', async () => {
    const plate = testPlate();
    const v = await supplier.ok('DST_Vehicle/SaveVehicle', {
      VehicleNo: plate,
      ProductFirmName: '江淮',
      VehicleModel: '冷藏车',
      VehicleLong: 4.2,
      VehicleWide: 1.9,
      VehicleHigh: 2.1,
      TemperatureClass: 'chilled',
    });
    const id = await shippedRecord(t, buyer, supplier, supplierFirmId);
    await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [id] });
    const from = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(10 * 60_000);
    // half way: not there yet
    const points = walk(from, 20, 20_000, () => 3.5);
    await report(t, v.DeviceToken, points.slice(0, 10));
    expect((await record(id)).status).toBe(FillInStatus.Shipped);
    await report(t, v.DeviceToken, points.slice(10));
    expect((await record(id)).status).toBe(FillInStatus.Delivered);
    const events = await rowsOf(t, sql`select type, status from fill_in_events where fill_in_id = ${id} and type = 'delivered'`);
    expect(events).toEqual([{ type: 'delivered', status: FillInStatus.Delivered }]);
    const [msg] = await rowsOf(t, sql`select title, body, link from messages where firm_id = ${me.FirmId} and link = ${`/eshop/store/stockin?record=${id}`}`);
    expect(msg?.body).toBe(TRACE_MSG.arrivedBody(plate, String((await record(id)).fill_in_no)));
    expect(msg?.title).toBe(TRACE_MSG.arrivedTitle);
    // the list shows it delivered, and it can be accepted from there: the order is received with it
    const list = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { Status: FillInStatus.Delivered, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(list.find((r: { Id: string }) => r.Id === id)?.StatusName).toBe('已送达');
    const lines = await linesOf(id);
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines));
    expect((await record(id)).status).toBe(FillInStatus.Accepted);
    expect((await orderOf(id))?.status).toBe(OrderStatus.Completed);
  });

  it('accepts a shipped record with two people, temperatures and photos, receiving its order in one timeline', async () => {
    const id = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const lines = await linesOf(id);
    const photo = await upload(t, buyer, UPLOAD_MODULE_TYPE.receipt, TEST_PNG, '到货照片.png', 'image/png');
    t.clock.advance(60_000);
    const res = await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', {
      Id: id,
      WitnessUserId: colleagueId,
      Lines: lines.map((l) => ({ Id: String(l.id), AcceptedQuantity: Number(l.quantity) - 1, Temperature: 3.2 })),
      FileIds: [photo.id as string],
    });
    expect(res.status).toBe(200);
    const d = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id });
    expect(d.Status).toBe(FillInStatus.Accepted);
    expect(d.AcceptUserName).not.toBe('');
    expect(d.WitnessUserName).toBe('验收员李四');
    expect(d.AcceptFiles.map((f: { Id: string }) => f.Id)).toEqual([photo.id]);
    expect(d.FD_FoodfirmfillindetailInfos[0]).toMatchObject({ AcceptedQuantity: Number(lines[0]?.quantity) - 1, ReceivedTemperature: 3.2 });
    // the order is received at the accepted quantities, the shortfall registered, one receipt on its timeline
    const order = await orderOf(id);
    expect(order?.status).toBe(OrderStatus.Completed);
    const orderLines = await rowsOf(t, sql`select received_quantity, quantity from order_lines where order_id = ${order?.id}`);
    expect(orderLines.every((l) => Number(l.received_quantity) === Number(l.quantity) - 1)).toBe(true);
    const timeline = await buyer.ok('Order/GetOrderEvents', { Id: String(order?.id) });
    expect(timeline.filter((e: { Type: string }) => e.Type === 'received')).toHaveLength(1);
    const accepted = await rowsOf(t, sql`select count(*)::int as n from fill_in_events where fill_in_id = ${id} and type = 'accepted'`);
    expect(accepted[0]?.n).toBe(1);
    const returns = await rowsOf(t, sql`select quantity from order_returns where order_id = ${order?.id} and from_receipt`);
    expect(returns).toHaveLength(lines.length);
    // the supplier may see the photo; the ledger names both people
    const photoRes = await fetch(`${t.baseUrl}${d.AcceptFiles[0].FileUrl}`, { headers: { cookie: supplier.cookie ?? '' } });
    expect(photoRes.status).toBe(200);
    const ledger = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: String(lines[0]?.product_name), PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const row = ledger.find((r: { FoodFirmFillInId: string }) => r.FoodFirmFillInId === id);
    expect(row).toMatchObject({ WitnessUserName: '验收员李四', ReceivedTemperature: 3.2, ExpiredOnReceipt: false });
    expect(row.AcceptUserName).not.toBe('');
    // accepted once: again (either path) is a conflict
    expect((await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines))).status).toBe(409);
  });

  it('receives from 我的订单 through the same acceptance: the witness reaches the ledger, the record is 已验收', async () => {
    const id = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const order = await orderOf(id);
    const self = await buyer.call('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: String(order?.id) }, WitnessUserId: me.UserId });
    expect([self.status, self.body.Message]).toEqual([400, TRACE_MSG.witnessSelf]);
    expect((await orderOf(id))?.status).toBe(OrderStatus.PendingReceipt);
    await buyer.ok('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: String(order?.id) }, WitnessUserId: colleagueId });
    const r = await record(id);
    expect([r.status, r.witness_user_id, r.accept_user_id]).toEqual([FillInStatus.Accepted, colleagueId, me.UserId]);
    const events = await rowsOf(t, sql`select type from fill_in_events where fill_in_id = ${id} order by at, id`);
    expect(events.map((e) => e.type)).toEqual(['shipped', 'accepted']);
  });

  it('refuses the acceptor as witness, an outsider as witness, and any other firm; nothing moves', async () => {
    const id = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const lines = await linesOf(id);
    const self = await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines, { WitnessUserId: me.UserId }));
    expect([self.status, self.body.Message]).toEqual([400, TRACE_MSG.witnessSelf]);
    const outsider = await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines, { WitnessUserId: supplierUserId }));
    expect([outsider.status, outsider.body.Message]).toEqual([400, TRACE_MSG.witnessNotStaff]);
    expect((await otherBuyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines))).status).toBe(403);
    expect((await supplier.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(id, lines))).status).toBe(403);
    expect((await record(id)).status).toBe(FillInStatus.Shipped);
    expect((await orderOf(id))?.status).toBe(OrderStatus.PendingReceipt);
  });

  /** An order confirmed by the supplier, ready to ship. */
  async function confirmedOrder(): Promise<string> {
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 20 && (p.MinQuantity ?? 1) <= 2 && (p.QuantityStep ?? 1) <= 1,
    );
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    return made.Id as string;
  }

  it('refuses to ship a batch past its expiry on the delivery day, on every ship path, naming the product and the date', async () => {
    const orderId = await confirmedOrder();
    // 2026-05-01 + 180 days = 2026-10-28, before the delivery day
    const lines = await shipLines(t, supplier, orderId, { productDate: '2026-05-01' });
    const [line] = await rowsOf(t, sql`select name from order_lines where order_id = ${orderId}`);
    const r = await supplier.call('SupplierOrder/ShipOrder', { Id: orderId, DistDate: '2026-11-25', Lines: lines });
    expect([r.status, r.body.Message]).toEqual([400, TRACE_MSG.expiredNoShip(String(line?.name), '2026-10-28')]);
    expect(Number((await rowsOf(t, sql`select status from orders where id = ${orderId}`))[0]?.status)).toBe(OrderStatus.PendingShipment);
    // the supplier's own entry is refused at its ship step too
    const cert = await upload(t, supplier, UPLOAD_MODULE_TYPE.certificate, TEST_PNG, '检验报告.png', 'image/png');
    const { Id } = await supplier.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: {
        FirmId: me.FirmId,
        DistDate: '2026-11-20',
        FD_FoodfirmfillindetailInfos: [
          {
            ProductName: '鲜牛奶',
            Unit: '箱',
            Quantity: 5,
            Price: 60,
            BatchNumber: 'M1',
            ProductDate: '2026-11-10',
            ShelfLife: 7,
            OriginFirmName: '某乳业',
            CertificateFileIds: [cert.id as string],
          },
        ],
      },
    });
    await supplier.ok('FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin', { Id });
    const shipped = await supplier.call('FD_Foodfirmfillin/ShipFD_Foodfirmfillin', { Id, DistDate: '2026-11-24' });
    expect([shipped.status, shipped.body.Message]).toEqual([400, TRACE_MSG.expiredNoShip('鲜牛奶', '2026-11-17')]);
    expect((await record(Id)).status).toBe(FillInStatus.Confirmed);
  });

  const entryLine = (over: Partial<TFillInLineInput>): TFillInLineInput => ({
    ProductName: '青菜',
    Unit: '斤',
    Quantity: 10,
    Price: 3.5,
    BatchNumber: '20261123-01',
    ProductDate: '2026-11-23',
    ShelfLife: 30,
    OriginFirmName: '杭州西湖蔬菜基地',
    ...over,
  });
  async function canteenRecord(lines: TFillInLineInput[]): Promise<{ id: string; lineIds: string[] }> {
    const { Id } = await buyer.ok('FD_Foodfirmfillin/AddFD_Foodfirmfillin', {
      FD_FoodfirmfillinInfo: { SupplyFirmName: '城西菜市场张记', DistDate: '2026-11-24', FD_FoodfirmfillindetailInfos: lines },
    });
    return { id: Id, lineIds: (await linesOf(Id)).map((l) => String(l.id)) };
  }

  it('refuses to accept an expired batch with the exact words, but takes the rest when it is refused whole', async () => {
    // 2026-11-20 + 2 days = 2026-11-22, before today (2026-11-24)
    const { id, lineIds } = await canteenRecord([entryLine({ ProductName: '白条鸭', ProductDate: '2026-11-20', ShelfLife: 2 }), entryLine({})]);
    const take = (duck: number) =>
      buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', {
        Id: id,
        WitnessUserId: colleagueId,
        Lines: [
          { Id: lineIds[0] as string, AcceptedQuantity: duck },
          { Id: lineIds[1] as string, AcceptedQuantity: 10 },
        ],
      });
    const r = await take(10);
    expect([r.status, r.body.Message]).toEqual([400, '「白条鸭」已过保质期（到期 2026-11-22），不能验收']);
    expect((await record(id)).status).toBe(FillInStatus.Delivered);
    expect((await take(0)).status).toBe(200);
    expect((await linesOf(id)).map((l) => Number(l.accepted_quantity))).toEqual([0, 10]);
  });

  it('refuses to receive an order whose batch expired before the day it is received, from either path', async () => {
    // shipped for its last good day (2026-05-26 + 180 days = 2026-11-22), received two days later
    const orderId = await confirmedOrder();
    const lines = await shipLines(t, supplier, orderId, { productDate: '2026-05-26' });
    await supplier.ok('SupplierOrder/ShipOrder', { Id: orderId, DistDate: '2026-11-22', Lines: lines });
    const [rec] = await rowsOf(t, sql`select id from fill_ins where order_id = ${orderId}`);
    const recLines = await linesOf(String(rec?.id));
    const name = String(recLines[0]?.product_name);
    const fromStock = await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', acceptAll(String(rec?.id), recLines));
    expect([fromStock.status, fromStock.body.Message]).toEqual([400, TRACE_MSG.expiredNoAccept(name, '2026-11-22')]);
    const fromOrder = await buyer.call('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: orderId }, WitnessUserId: colleagueId });
    expect([fromOrder.status, fromOrder.body.Message]).toEqual([400, TRACE_MSG.expiredNoAccept(name, '2026-11-22')]);
    expect(Number((await rowsOf(t, sql`select status from orders where id = ${orderId}`))[0]?.status)).toBe(OrderStatus.PendingReceipt);
  });

  it('takes near-expiry goods only when confirmed, and the ledger shows the confirmation; a legacy expired acceptance is flagged, not hidden', async () => {
    // 2026-11-20 + 6 days = 2026-11-26: 2 days of 6 left on 2026-11-24 (≤ 1/3)
    const { id, lineIds } = await canteenRecord([entryLine({ ProductName: '鲜豆腐', ProductDate: '2026-11-20', ShelfLife: 6 })]);
    const input = { Id: id, WitnessUserId: colleagueId, Lines: [{ Id: lineIds[0] as string, AcceptedQuantity: 10 }] };
    const r = await buyer.call('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', input);
    expect([r.status, r.body.Message]).toEqual([400, TRACE_MSG.nearExpiryConfirm('鲜豆腐')]);
    expect((await record(id)).status).toBe(FillInStatus.Delivered);
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', { ...input, ConfirmNearExpiry: true });
    const ledger = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: '鲜豆腐', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(ledger.find((row: { FoodFirmFillInId: string }) => row.FoodFirmFillInId === id)).toMatchObject({
      NearExpiryConfirmed: true,
      ExpiredOnReceipt: false,
    });
    // one day more of shelf life (3 of 7 left) needs no confirmation
    const fresh = await canteenRecord([entryLine({ ProductName: '嫩豆腐', ProductDate: '2026-11-20', ShelfLife: 7 })]);
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', { ...input, Id: fresh.id, Lines: [{ Id: fresh.lineIds[0] as string, AcceptedQuantity: 10 }] });
    // a record accepted before the rules, past its expiry: listed, flagged
    const legacy = await canteenRecord([entryLine({ ProductName: '银鲳鱼', ProductDate: '2026-11-23', ShelfLife: 30 })]);
    await buyer.ok('FD_Foodfirmfillin/AcceptFD_Foodfirmfillin', {
      ...input,
      Id: legacy.id,
      Lines: [{ Id: legacy.lineIds[0] as string, AcceptedQuantity: 10 }],
    });
    await t.database.db.execute(sql`update fill_in_lines set product_date = '2026-11-01', shelf_life_days = 5 where id = ${legacy.lineIds[0]}`);
    const rows = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: '银鲳鱼', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(rows.find((row: { FoodFirmFillInId: string }) => row.FoodFirmFillInId === legacy.id)).toMatchObject({ ExpiredOnReceipt: true });
  });

  it('opens the record of a scanned label for its receiver and its shipper only; a malformed code is 400', async () => {
    const id = await shippedRecord(t, buyer, supplier, supplierFirmId);
    const [line] = await linesOf(id);
    const label = `https://shanlian.example.cn/eshop/store/retrospect?Id=${encodeTraceBlob(String(line?.order_line_id), 2)}`;
    const mine = await buyer.ok('FD_Foodfirmfillin/GetByTraceCode', { Code: label });
    expect([mine.Id, mine.ScannedLineId, mine.Status]).toEqual([id, line?.id, FillInStatus.Shipped]);
    // the blob alone (a scanner that keeps only the parameter) and the shipper
    expect((await supplier.ok('FD_Foodfirmfillin/GetByTraceCode', { Code: encodeTraceBlob(String(line?.order_line_id), 2) })).Id).toBe(id);
    expect((await otherBuyer.call('FD_Foodfirmfillin/GetByTraceCode', { Code: label })).status).toBe(403);
    expect((await rival.call('FD_Foodfirmfillin/GetByTraceCode', { Code: label })).status).toBe(403);
    const broken = await buyer.call('FD_Foodfirmfillin/GetByTraceCode', { Code: 'not-a-label' });
    expect([broken.status, broken.body.Message]).toEqual([400, TRACE_CODE_MSG.broken]);
    const blank = await buyer.call('FD_Foodfirmfillin/GetByTraceCode', { Code: '   ' });
    expect([blank.status, blank.body.Message]).toEqual([400, TRACE_CODE_MSG.blank]);
    const elsewhere = await buyer.call('FD_Foodfirmfillin/GetByTraceCode', { Code: 'https://example.com/pay?Id=1' });
    expect([elsewhere.status, elsewhere.body.Message]).toEqual([400, TRACE_MSG.traceCodeNotRecord]);
    const unknown = await buyer.call('FD_Foodfirmfillin/GetByTraceCode', { Code: encodeTraceBlob('0192f5d0-0000-7000-8000-000000000000', 2) });
    expect(unknown.status).toBe(404);
    expect((await t.client().call('FD_Foodfirmfillin/GetByTraceCode', { Code: label })).status).toBe(401);
  });
});
