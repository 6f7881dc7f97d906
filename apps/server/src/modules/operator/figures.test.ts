import { createHash } from 'node:crypto';
import { formatChinaDate, OPERATOR_MSG as M, MSG } from '@shanlian/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { auditLog } from '../../platform/platform.tables.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { placeFirms, report, rowsOf, testPlate, walk } from '../delivery/test-support.js';
import { firms } from '../firm/firm.tables.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';
import { shipOrder } from '../order/test-support.js';
import { seckillDetails } from '../seckill/seckill.tables.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fen = (yuan: number) => Math.round(yuan * 100);

/** The China date `n` days after `day`. */
const addDays = (day: string, n: number) => formatChinaDate(new Date(new Date(`${day}T12:00:00+08:00`).getTime() + n * DAY));

describe.each(BACKENDS)('platform figures and operator tools on %s', (backend) => {
  let t: TestApp;
  let op: TestClient;
  let buyer: TestClient;
  let colleague: TestClient;
  let shangcheng: TestClient;
  let supplier: TestClient;
  let supplierFirmId: string;
  let item: { Id: string; PresentPrice: number };
  let other: { Id: string };
  /** A quiet day of its own, 40 days after the demo data: nothing but these tests happens on it. */
  let day: string;
  const made: { id: string; no: string; fen: number; buyer: 'a' | 'b' | 'c' }[] = [];

  const figures = (body: { From: string; To: string; AreaCode?: string | null }) => op.ok('Operator/GetPlatformFigures', body);

  /** A buyer of a 上城区 school (the demo accounts' buyers are in 西湖区). */
  async function shangchengBuyer(): Promise<TestClient> {
    const db = t.database.db;
    const [firm] = await db.select().from(firms).where(eq(firms.name, '上城区胜利小学食堂')).limit(1);
    if (!firm) throw new Error('no 上城区 school in the demo data');
    const id = newId();
    await db
      .insert(users)
      .values({ id, firmId: firm.id, fullName: '上城采购员', phone: '13800000093', passwordHash: await hashPassword(DEMO_PASSWORD), createdAt: t.clock.now() });
    await grantSystemRole(db, id, 'buyer');
    return t.client().login('13800000093');
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    day = addDays(formatChinaDate(t.clock.now()), 40);
    t.clock.set(`${day}T09:00:00+08:00`);
    [op, buyer, colleague, supplier] = await Promise.all([t.client().login('13800000004'), t.asBuyer(), t.client().login('13800000005'), t.asSupplier()]);
    shangcheng = await shangchengBuyer();
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    item = items.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 200 && (p.MinQuantity ?? 1) <= 1 && (p.QuantityStep ?? 1) === 1,
    );
    if (!item) throw new Error('no demo item with stock');
    other = items.find((p: { Id: string }) => p.Id !== item.Id);
  });
  afterAll(() => t?.close());

  async function order(who: TestClient, tag: 'a' | 'b' | 'c') {
    const [o] = await who.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 10 });
    const row = { id: o.Id, no: o.OrderNo, fen: fen(o.TotalAmount), buyer: tag };
    made.push(row);
    return row;
  }

  it('counts orders and their amount by day, supplier and buyer area; a cancelled order does not count', async () => {
    await order(buyer, 'a');
    await order(buyer, 'a');
    await order(colleague, 'b');
    await order(shangcheng, 'c');
    const cancelled = await order(buyer, 'a');
    made.pop();
    await buyer.ok('Order/SetOrderStatus', { Id: cancelled.id, Status: 5 });
    const sum = (rows: typeof made) => rows.reduce((s, r) => s + r.fen, 0);

    const f = await figures({ From: addDays(day, -1), To: addDays(day, 1) });
    expect(f).toMatchObject({ From: addDays(day, -1), To: addDays(day, 1) });
    expect(f.Totals).toMatchObject({ Orders: 4, ActiveBuyers: 3, NewFirms: 0, ColdChainAlarms: 0, Cases: 0 });
    expect(fen(f.Totals.Amount)).toBe(sum(made));
    // every day of the range, zero-filled
    expect(f.ByDay.map((d: { Day: string }) => d.Day)).toEqual([addDays(day, -1), day, addDays(day, 1)]);
    expect(f.ByDay[0]).toEqual({ Day: addDays(day, -1), Orders: 0, Amount: 0 });
    expect(f.ByDay[1].Orders).toBe(4);
    expect(fen(f.ByDay[1].Amount)).toBe(sum(made));
    // three firms ordered (one of them twice)
    expect(f.ActiveBuyers).toEqual([
      { Day: addDays(day, -1), Firms: 0 },
      { Day: day, Firms: 3 },
      { Day: addDays(day, 1), Firms: 0 },
    ]);
    expect(f.BySupplier).toHaveLength(1);
    expect(f.BySupplier[0]).toMatchObject({ Key: supplierFirmId, Orders: 4 });
    expect(f.BySupplier[0].Name).toBeTruthy();
    expect(fen(f.BySupplier[0].Amount)).toBe(sum(made));
    // by the buyer firm's area: the two 西湖区 schools and the 上城区 one
    const west = f.ByArea.find((a: { Key: string }) => a.Key === '330106');
    const east = f.ByArea.find((a: { Key: string }) => a.Key === '330102');
    expect(west).toMatchObject({ Orders: 3, Name: expect.stringContaining('西湖区') });
    expect(fen(west.Amount)).toBe(sum(made.filter((r) => r.buyer !== 'c')));
    expect(east).toMatchObject({ Orders: 1, Name: expect.stringContaining('上城区') });
    expect(fen(east.Amount)).toBe(sum(made.filter((r) => r.buyer === 'c')));
  });

  it('narrows every figure to the buyer firms of an area', async () => {
    // a supplier registered that day in 上城区
    await t.database.db.insert(firms).values({
      id: newId(),
      name: '数据测试新供应商',
      creditCode: '91330102MA2TEST01X',
      type: 'supplier',
      areaCode: '330102',
      createdAt: t.clock.now(),
    });
    expect((await figures({ From: day, To: day })).Totals.NewFirms).toBe(1);
    expect((await figures({ From: addDays(day, 1), To: addDays(day, 1) })).Totals.NewFirms).toBe(0);
    const west = await figures({ From: day, To: day, AreaCode: '330106' });
    expect(west.Totals).toMatchObject({ Orders: 3, ActiveBuyers: 2, NewFirms: 0 });
    expect(west.ByArea.map((a: { Key: string }) => a.Key)).toEqual(['330106']);
    expect(west.ActiveBuyers).toEqual([{ Day: day, Firms: 2 }]);
    const east = await figures({ From: day, To: day, AreaCode: '330102' });
    expect(east.Totals).toMatchObject({ Orders: 1, ActiveBuyers: 1, NewFirms: 1 });
    expect(east.BySupplier[0].Orders).toBe(1);
    const city = await figures({ From: day, To: day, AreaCode: '3301' });
    expect(city.Totals.Orders).toBe(4);
    const elsewhere = await figures({ From: day, To: day, AreaCode: '3302' });
    expect(elsewhere.Totals).toMatchObject({ Orders: 0, Amount: 0, ActiveBuyers: 0 });
    expect(elsewhere.ByArea).toEqual([]);
  });

  it('refuses a range longer than 366 days, reversed or not a date, and a bad area code, with 400', async () => {
    for (const body of [
      { From: '2025-01-01', To: '2026-01-02' },
      { From: day, To: addDays(day, -1) },
      { From: '2026-02-30', To: '2026-03-01' },
      { From: '20260101', To: '2026-01-02' },
    ]) {
      const r = await op.call('Operator/GetPlatformFigures', body);
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(M.figuresRange);
    }
    // 366 days is the most
    expect((await op.call('Operator/GetPlatformFigures', { From: '2025-01-01', To: '2026-01-01' })).status).toBe(200);
    const area = await op.call('Operator/GetPlatformFigures', { From: day, To: day, AreaCode: '33010' });
    expect(area.status).toBe(400);
  });

  it('shows a flash sale sold out, with the purchases refused for want of units counted', async () => {
    const offerId = newId();
    await t.database.db.insert(seckillDetails).values({
      id: offerId,
      shelfItemId: item.Id,
      startAt: new Date(t.clock.now().getTime() - HOUR),
      endAt: new Date(t.clock.now().getTime() + 6 * HOUR),
      priceFen: Math.max(1, fen(item.PresentPrice) - 1),
      quantity: 3,
      createdAt: t.clock.now(),
    });
    // a line in the cart before the sale runs out
    const line = await buyer.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: item.Id, CartNumber: 1, SeckillDetailId: offerId } });
    await colleague.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 3, SeckillDetailId: offerId });
    // refused as before, whichever way it is bought
    const again = await buyer.call('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 1, SeckillDetailId: offerId });
    expect(again.status).toBe(409);
    expect(again.body.Message).toContain(MSG.seckillSoldOut);
    const fromCart = await buyer.call('Cart/MakeOrder', { Ids: [line.Id] });
    expect(fromCart.status).toBe(409);
    expect(fromCart.body.Message).toContain(MSG.seckillSoldOut);
    // a refusal for another reason is no refusal for want of units
    const wrong = await buyer.call('Cart/BuyNow', { FoodSaleShelfId: other.Id, CartNumber: 1, SeckillDetailId: offerId });
    expect(wrong.status).toBe(409);
    expect(wrong.body.Message).toBe(MSG.seckillNotOfProduct);

    // refusals are counted in memory and added to the figures every two seconds (decision 018)
    let f = await figures({ From: day, To: day });
    for (let i = 0; i < 30 && f.Seckill.find((s: { Id: string }) => s.Id === offerId)?.Refused !== 2; i++) {
      await new Promise((res) => setTimeout(res, 200));
      f = await figures({ From: day, To: day });
    }
    const sale = f.Seckill.find((s: { Id: string }) => s.Id === offerId);
    expect(sale).toMatchObject({ Quantity: 3, Sold: 3, SoldPercent: 100, Refused: 2, SupplierName: f.BySupplier[0].Name });
    expect(sale.ProductName).toBeTruthy();
    // the sale's order counts among the day's orders
    expect(f.Totals.Orders).toBe(5);
  });

  it('counts cold-chain alarms by the area of the buyers whose goods the run carried', async () => {
    await placeFirms(t, supplierFirmId, (await buyer.ok('Account/GetCurrentUser', {})).FirmId);
    const supplierUserId = (await supplier.ok('Account/GetCurrentUser', {})).UserId;
    const v = await supplier.ok('DST_Vehicle/SaveVehicle', { VehicleNo: testPlate(), TemperatureClass: 'chilled' });
    const [o] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: o.Id });
    await shipOrder(t, supplier, o.Id, day);
    const [rec] = await rowsOf(t, sql`select id from fill_ins where order_id = ${o.Id}`);
    await supplier.ok('DST_Distorder/StartDelivery', { VehicleId: v.Id, DriverUserId: supplierUserId, FillInIds: [String(rec?.id)] });
    const start = new Date(t.clock.now().getTime() + 1000);
    t.clock.advance(40 * 60_000);
    // ten minutes at 10 °C in a chilled van
    expect(
      (
        await report(
          t,
          v.DeviceToken,
          walk(start, 180, 10_000, (i) => (i >= 60 && i < 120 ? 10 : 4)),
        )
      ).status,
    ).toBe(200);

    op = await t.client().login('13800000004');
    const f = await figures({ From: day, To: day });
    expect(f.Totals.ColdChainAlarms).toBe(1);
    expect(f.AlarmsByArea).toEqual([{ Key: '330106', Name: expect.stringContaining('西湖区'), Count: 1 }]);
    expect((await figures({ From: day, To: day, AreaCode: '330102' })).Totals.ColdChainAlarms).toBe(0);
    expect((await figures({ From: addDays(day, 1), To: addDays(day, 1) })).AlarmsByArea).toEqual([]);
  });

  it('counts violation cases by area, with those still open', async () => {
    const platform = await op.ok('AI_Aiplat/AddAI_Aiplat', { Name: '数据测试AI平台', Vendor: '测试' });
    const abilities = await op.ok('AI_Aiabilityunique/GetUniqueAbility', {});
    await op.ok('AI_Aiplatability/SetAbilities', { PlatId: platform.Id, AbilityUniqueIds: abilities.map((a: { Id: string }) => a.Id) });
    buyer = await t.asBuyer();
    const camera = (await buyer.ok('Monitor/SaveMonitor', { Name: '数据测试后厨', Place: '一楼', MonitorType: 1, PlayUrl: 'kitchen-9' })).Id;
    const pushed = await t
      .client()
      .raw(
        'AI_Aiillegalresult/PushDetection',
        { MonitorId: camera, AbilityCode: abilities[0].Code, Confidence: 0.9, CaptureTime: t.clock.now().toISOString() },
        { headers: { authorization: `Platform ${platform.AccessKey}` } },
      );
    expect(pushed.status).toBe(200);
    const f = await figures({ From: day, To: day });
    expect(f.Totals.Cases).toBe(1);
    expect(f.CasesByArea).toEqual([{ Key: '330106', Name: expect.stringContaining('西湖区'), Count: 1, Open: 1 }]);
    expect((await figures({ From: day, To: day, AreaCode: '330102' })).CasesByArea).toEqual([]);
  });

  it('exports every chart as a sheet of one workbook, the operator’s own file', async () => {
    const f = await figures({ From: addDays(day, -1), To: day });
    const out = await op.ok('Operator/ExportPlatformFigures', { From: addDays(day, -1), To: day });
    expect(out.FileName).toBe(`平台数据_${addDays(day, -1)}_${day}.xlsx`);
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${out.FileId}`, { headers: { cookie: op.cookie ?? '' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const names = wb.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['按日', '按供应商', '按地区', '活跃采购单位', '秒杀', '冷链告警', '违规案件']));
    const sheet = (name: string) => wb.getWorksheet(name) as ExcelJS.Worksheet;
    const values = (name: string, row: number) => (sheet(name).getRow(row).values as unknown[]).slice(1);
    expect(values('按日', 1)).toEqual(['日期', '订单数', '金额（元）']);
    expect(sheet('按日').rowCount).toBe(3);
    expect(values('按日', 3)).toEqual([day, f.ByDay[1].Orders, f.ByDay[1].Amount]);
    expect(values('活跃采购单位', 3)).toEqual([day, f.ActiveBuyers[1].Firms]);
    expect(values('按供应商', 2)).toEqual([f.BySupplier[0].Name, f.BySupplier[0].Orders, f.BySupplier[0].Amount]);
    expect(sheet('按地区').rowCount).toBe(1 + f.ByArea.length);
    expect(values('秒杀', 2).slice(3)).toEqual([3, 3, 100, 2]);
    expect(values('冷链告警', 2)).toEqual([f.AlarmsByArea[0].Name, '330106', 1]);
    expect(values('违规案件', 2)).toEqual([f.CasesByArea[0].Name, '330106', 1, 1]);
    // nobody else downloads it
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${out.FileId}`, { headers: { cookie: buyer.cookie ?? '' } })).status).toBe(404);
  });

  it('finds a user by phone, a firm by credit code and an order by its number', async () => {
    const found = await op.ok('Operator/Search', { Keyword: '13800000001' });
    expect(found.Users).toHaveLength(1);
    expect(found.Users[0]).toMatchObject({ MobileNumber: '13800000001', FullName: '王丽华', FirmName: '阳光实验小学食堂', Enabled: true });
    expect(found.Users[0].Sessions).toBeGreaterThanOrEqual(1);

    const [school] = await t.database.db.select().from(firms).where(eq(firms.name, '阳光实验小学食堂'));
    const byCode = await op.ok('Operator/Search', { Keyword: school?.creditCode.slice(0, 12).toLowerCase() ?? '' });
    expect(byCode.Firms.map((x: { Id: string }) => x.Id)).toContain(school?.id);
    expect(byCode.Firms.find((x: { Id: string }) => x.Id === school?.id)).toMatchObject({ FirmType: 'buyer', FirmTypeName: '采购单位', Status: 'active' });
    const byName = await op.ok('Operator/Search', { Keyword: '胜利小学' });
    expect(byName.Firms.map((x: { FirmName: string }) => x.FirmName)).toEqual(['上城区胜利小学食堂']);

    const first = made[0] as (typeof made)[number];
    const byNumber = await op.ok('Operator/Search', { Keyword: first.no });
    expect(byNumber.Orders).toEqual([
      expect.objectContaining({ Id: first.id, OrderNumber: first.no, BuyerName: '阳光实验小学食堂', Amount: first.fen / 100, Status: 1, StatusName: '待确认' }),
    ]);
    // a prefix finds the day's orders, at most 20 of each kind
    const prefix = await op.ok('Operator/Search', { Keyword: first.no.slice(0, 10) });
    expect(prefix.Orders.length).toBeGreaterThanOrEqual(made.length);
    expect(prefix.Orders.length).toBeLessThanOrEqual(20);

    const short = await op.call('Operator/Search', { Keyword: '1' });
    expect(short.status).toBe(400);
    expect(short.body.Message).toBe(M.keywordRequired);
  });

  it('lists a user’s sessions and ends one or all of them with a reason', async () => {
    const me = await colleague.ok('Account/GetCurrentUser', {});
    const first = await t.client().login('13800000005');
    const second = await t.client().login('13800000005');
    const idOf = (c: TestClient) =>
      createHash('sha256')
        .update(decodeURIComponent((c.cookie ?? '').replace(/^sl_session=/, '')))
        .digest('hex');
    const listed = await op.ok('Operator/GetUserSessions', { UserId: me.UserId });
    expect(listed.map((s: { Id: string }) => s.Id)).toEqual(expect.arrayContaining([idOf(first), idOf(second)]));
    expect(listed[0]).toMatchObject({ CreateTime: expect.stringMatching(/\+08:00$/), ExpireTime: expect.stringMatching(/\+08:00$/) });

    const noReason = await op.call('Operator/RevokeUserSessions', { UserId: me.UserId, Reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe(M.reasonRequired);
    const unknown = await op.call('Operator/RevokeUserSessions', { UserId: 'no-such-user', Reason: '测试' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe(M.userNotFound);
    expect((await op.call('Operator/GetUserSessions', { UserId: 'no-such-user' })).status).toBe(404);

    // one session
    expect(await op.ok('Operator/RevokeUserSessions', { UserId: me.UserId, SessionId: idOf(first), Reason: '账号疑似被盗用' })).toEqual({ Ended: 1 });
    expect((await first.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect((await second.call('Account/GetCurrentUser', {})).status).toBe(200);
    // then all of them
    const all = await op.ok('Operator/RevokeUserSessions', { UserId: me.UserId, Reason: '统一下线' });
    expect(all.Ended).toBeGreaterThanOrEqual(2);
    expect((await second.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect((await colleague.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect(await op.ok('Operator/GetUserSessions', { UserId: me.UserId })).toEqual([]);
    expect((await op.ok('Operator/Search', { Keyword: '13800000005' })).Users[0].Sessions).toBe(0);

    // the reasons are in the audit trail
    const rows = await t.database.db
      .select({ message: auditLog.message, result: auditLog.result })
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'Operator/RevokeUserSessions'), like(auditLog.message, '理由：%')));
    expect(rows.map((r) => r.message)).toEqual(expect.arrayContaining(['理由：账号疑似被盗用', '理由：统一下线']));
  });

  it('refuses a buyer every figure and tool with 403', async () => {
    buyer = await t.asBuyer();
    const me = await buyer.ok('Account/GetCurrentUser', {});
    for (const [name, body] of [
      ['Operator/GetPlatformFigures', { From: day, To: day }],
      ['Operator/ExportPlatformFigures', { From: day, To: day }],
      ['Operator/Search', { Keyword: '13800000001' }],
      ['Operator/GetUserSessions', { UserId: me.UserId }],
      ['Operator/RevokeUserSessions', { UserId: me.UserId, Reason: '测试' }],
    ] as const) {
      const r = await buyer.call(name, body as never);
      expect(r.status).toBe(403);
    }
    expect((await t.client().call('Operator/Search', { Keyword: '13800000001' })).status).toBe(401);
  });
});
