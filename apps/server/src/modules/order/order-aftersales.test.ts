import { MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rivalSupplier, shipOrder } from './test-support.js';

interface Item {
  Id: string;
  ProductName: string;
  Stock: number;
  PresentPrice: number;
  MinQuantity: number;
  QuantityStep: number;
}
const PAGE = { PageIndex: 1, PageSize: 100 };
const key = () => ({ headers: { 'idempotency-key': `k-${Math.random()}` } });
/** The Id a creating call answered. */
const idOf = (r: { body: { Data?: unknown } }) => (r.body.Data as { Id: string }).Id;

describe.each(BACKENDS)('after-sales, archiving, reorder and the frequent list on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let rival: TestClient;
  let me: { UserId: string; FirmId: string };
  let items: Item[];
  type Freq = { TimesOrdered: number; TotalQuantity: number };
  const frequent = async (c: TestClient): Promise<Map<string, Freq>> =>
    new Map(
      (await c.ok('Order/GetFrequentList', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).map((r: Freq & { FoodSaleShelfId: string }) => [
        r.FoodSaleShelfId,
        r,
      ]),
    );
  let mineBefore: Map<string, Freq>;
  let theirsBefore: Map<string, Freq>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    me = await buyer.ok('Account/GetCurrentUser', {});
    const supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    rival = await rivalSupplier(t, supplierFirmId);
    const all: Item[] = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: PAGE });
    items = all.filter((p) => p.Stock >= 100 && p.MinQuantity === 1 && p.QuantityStep === 1);
    expect(items.length).toBeGreaterThanOrEqual(3);
    mineBefore = await frequent(buyer);
    theirsBefore = await frequent(otherBuyer);
  });
  afterAll(() => t?.close());

  /** A buy-now order of n units of the item, confirmed and shipped. */
  async function shipped(item: Item, n = 10): Promise<{ id: string; lineId: string }> {
    t.clock.advance(60_000);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: n });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, '2026-11-26');
    const detail = await buyer.ok('Order/GetOrderById', { Id: made.Id });
    return { id: made.Id, lineId: detail.B2B_ElectricityorderdetailInfos[0].Id };
  }
  const receive = (id: string, lineId: string, n: number) =>
    buyer.ok('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, SealNumber: n }] } });
  const returnsOf = async (id: string) => buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: PAGE });
  const addReturn = (id: string, lineId: string, type: 1 | 2, quantity: number, headers = key()) =>
    buyer.raw(
      'Order/AddOrderReturn',
      {
        B2B_ElectricityorderreturnInfo: {
          ElectricityOrderId: id,
          OrderLineId: lineId,
          ReturnType: type,
          Quantity: quantity,
          ReturnUserId: me.UserId,
          CheckUserId: me.UserId,
          ReturnRemark: '破损',
        },
      },
      headers,
    );

  it('turns a receipt shortfall into an open return the supplier must handle, and labels a buy-now order', async () => {
    const item = items[0] as Item;
    const { id, lineId } = await shipped(item);
    await receive(id, lineId, 7);
    const rows = await returnsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Quantity: 3,
      ReturnType: 1,
      FromReceipt: true,
      Status: 'open',
      StatusName: '待处理',
      ReturnRemark: '收货短缺 3 件',
      Outcome: '',
    });
    const order = await buyer.ok('Order/GetOrderById', { Id: id });
    expect(order.OrderSourceName).toBe('立即购买');
    expect(order.B2B_ElectricityorderdetailInfos[0]).toMatchObject({ ReceivedNumber: 7, ReturnedNumber: 3 });
    const desk = await supplier.ok('SupplierOrder/GetReturnList', { Status: 'open', PagerInfo: PAGE });
    expect(desk.map((r: { Id: string }) => r.Id)).toContain(rows[0].Id);
    const box = await supplier.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 5 } });
    expect(box.map((m: { Title: string }) => m.Title)).toContain('收货短缺待处理');
    // the shortfall was never charged: accepted without a refund
    await supplier.ok('SupplierOrder/HandleReturn', { Id: rows[0].Id, Accept: true });
    const [done] = await returnsOf(id);
    expect(done).toMatchObject({ Status: 'accepted', RefundAmount: 0, Outcome: '同意退货' });
    expect(done.HandleTime).toBeTruthy();
    // the timeline of a buy-now order lists every step it had
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    expect(events.map((e: { Type: string }) => e.Type)).toEqual(['created', 'confirmed', 'shipped', 'received', 'returned', 'return_accepted']);
  });

  it('lets the supplier accept with a refund, accept an exchange, or reject with a reason, once', async () => {
    const item = items[1] as Item;
    const { id, lineId } = await shipped(item);
    await receive(id, lineId, 10);
    const a = idOf(await addReturn(id, lineId, 1, 2));
    const b = idOf(await addReturn(id, lineId, 2, 1));
    const c = idOf(await addReturn(id, lineId, 1, 1));

    // the buyer holds no supplier permission; another supplier does not reach the order
    expect((await buyer.raw('SupplierOrder/HandleReturn', { Id: a, Accept: true })).status).toBe(403);
    expect((await rival.raw('SupplierOrder/HandleReturn', { Id: a, Accept: true })).status).toBe(403);
    // a refund above the line amount, and a reject without a reason, change nothing
    const tooMuch = await supplier.call('SupplierOrder/HandleReturn', { Id: a, Accept: true, RefundAmount: Math.round(item.PresentPrice * 200 + 1) / 100 });
    expect(tooMuch.status).toBe(400);
    const noReason = await supplier.call('SupplierOrder/HandleReturn', { Id: c, Accept: false, Reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await returnsOf(id)).every((r: { Status: string }) => r.Status === 'open')).toBe(true);

    const refund = Math.round(item.PresentPrice * 100) / 100;
    const first = await supplier.raw('SupplierOrder/HandleReturn', { Id: a, Accept: true, RefundAmount: refund }, key());
    expect(first.status).toBe(200);
    await supplier.ok('SupplierOrder/HandleReturn', { Id: b, Accept: true, Reason: '明日补发' });
    await supplier.ok('SupplierOrder/HandleReturn', { Id: c, Accept: false, Reason: '包装完好，不予退货' });
    const again = await supplier.call('SupplierOrder/HandleReturn', { Id: c, Accept: true });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(MSG.returnSettled);

    // the buyer sees each outcome
    const byId = new Map((await returnsOf(id)).map((r: { Id: string }) => [r.Id, r]));
    expect(byId.get(a)).toMatchObject({ Status: 'accepted', StatusName: '已同意', RefundAmount: refund, Outcome: `同意退款 ¥${refund.toFixed(2)}` });
    expect(byId.get(b)).toMatchObject({ Status: 'accepted', RefundAmount: null, Outcome: '同意换货，补发（明日补发）' });
    expect(byId.get(c)).toMatchObject({ Status: 'rejected', StatusName: '已拒绝', RefundAmount: null, Outcome: '拒绝：包装完好，不予退货' });
    const mine = await buyer.ok('Order/GetReturnList', { Status: 'rejected', PagerInfo: PAGE });
    expect(mine.map((r: { Id: string }) => r.Id)).toContain(c);
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    expect(events.filter((e: { Type: string }) => e.Type === 'return_accepted')).toHaveLength(2);
    expect(events.find((e: { Type: string }) => e.Type === 'return_rejected').Note).toContain('包装完好');
  });

  it('makes one return and one handling per idempotency key, even at once', async () => {
    const item = items[2] as Item;
    const { id, lineId } = await shipped(item);
    await receive(id, lineId, 10);
    const same = key();
    const r1 = await addReturn(id, lineId, 1, 1, same);
    const r2 = await addReturn(id, lineId, 1, 1, same);
    expect(r2.body.Data).toEqual(r1.body.Data);
    const together = key();
    const [c1, c2] = await Promise.all([addReturn(id, lineId, 1, 1, together), addReturn(id, lineId, 1, 1, together)]);
    expect(c1.status).toBe(200);
    expect(c2.body.Data).toEqual(c1.body.Data);
    expect(await returnsOf(id)).toHaveLength(2);
    expect((await buyer.ok('Order/GetOrderById', { Id: id })).B2B_ElectricityorderdetailInfos[0].ReturnedNumber).toBe(2);

    const h = key();
    const body = { Id: idOf(r1), Accept: true, RefundAmount: 0.01 };
    const h1 = await supplier.raw('SupplierOrder/HandleReturn', body, h);
    const h2 = await supplier.raw('SupplierOrder/HandleReturn', body, h);
    expect([h1.status, h2.status]).toEqual([200, 200]);
    expect(h2.headers.get('idempotent-replayed')).toBe('true');
    const hc = key();
    const both = await Promise.all([
      supplier.raw('SupplierOrder/HandleReturn', { Id: idOf(c1), Accept: false, Reason: '不符合' }, hc),
      supplier.raw('SupplierOrder/HandleReturn', { Id: idOf(c1), Accept: false, Reason: '不符合' }, hc),
    ]);
    expect(both.map((x) => x.status)).toEqual([200, 200]);
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    expect(events.filter((e: { Type: string }) => e.Type === 'return_accepted')).toHaveLength(1);
    expect(events.filter((e: { Type: string }) => e.Type === 'return_rejected')).toHaveLength(1);
  });

  it('archives an order with a receipt instead of deleting it, and hides a cancelled one', async () => {
    const item = items[0] as Item;
    const { id, lineId } = await shipped(item, 2);
    await receive(id, lineId, 2);
    await buyer.ok('Order/DeleteOrderById', { Id: id });
    const archived = await buyer.ok('Order/GetOrderById', { Id: id });
    expect(archived.IsArchived).toBe(true);
    const defaults = await buyer.ok('Order/GetFirmElectricityOrderList', { PagerInfo: PAGE });
    expect(defaults.map((o: { Id: string }) => o.Id)).not.toContain(id);
    const kept = await buyer.ok('Order/GetFirmElectricityOrderList', { Archived: true, PagerInfo: PAGE });
    expect(kept.map((o: { Id: string }) => o.Id)).toEqual([id]);
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    expect(events.at(-1).Type).toBe('archived');
    expect((await supplier.ok('SupplierOrder/GetOrderList', { PagerInfo: PAGE })).map((o: { Id: string }) => o.Id)).toContain(id);

    const [cancelled] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 1 });
    await buyer.ok('Order/SetOrderStatus', { Id: cancelled.Id, Status: 5 });
    await buyer.ok('Order/DeleteOrderById', { Id: cancelled.Id });
    expect((await buyer.call('Order/GetOrderById', { Id: cancelled.Id })).status).toBe(404);
    for (const Archived of [true, false]) {
      const list = await buyer.ok('Order/GetFirmElectricityOrderList', { Archived, PagerInfo: PAGE });
      expect(list.map((o: { Id: string }) => o.Id)).not.toContain(cancelled.Id);
    }
  });

  it('puts an order back in the cart, naming what cannot be bought, once per key', async () => {
    const [x, y] = items as [Item, Item];
    for (const it of [x, y]) await buyer.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: it.Id, CartNumber: 3 } });
    const cart = await buyer.ok('Cart/GetShoppingCartProducts', { PagerInfo: PAGE });
    const ids = cart.ShoppingcartInfos.filter((l: { FoodSaleShelfId: string }) => [x.Id, y.Id].includes(l.FoodSaleShelfId)).map((l: { Id: string }) => l.Id);
    t.clock.advance(60_000);
    const made = await buyer.ok('Cart/MakeOrder', { Ids: ids });
    const orderId = (Array.isArray(made) ? made[0] : made).Id;
    await supplier.ok('SupplierShelf/SetOnSale', { Id: y.Id, OnSale: false });
    const quantityOf = async (itemId: string) =>
      (await buyer.ok('Cart/GetShoppingCartProducts', { PagerInfo: PAGE })).ShoppingcartInfos.find(
        (l: { FoodSaleShelfId: string }) => l.FoodSaleShelfId === itemId,
      )?.CartNumber ?? 0;
    const before = await quantityOf(x.Id);

    expect((await otherBuyer.call('Order/ReorderById', { Id: orderId })).status).toBe(404);
    const same = key();
    const first = await buyer.raw('Order/ReorderById', { Id: orderId }, same);
    expect(first.body.Data).toEqual({ Added: 1, Unavailable: [y.ProductName] });
    expect((await buyer.raw('Order/ReorderById', { Id: orderId }, same)).body.Data).toEqual(first.body.Data);
    expect(await quantityOf(x.Id)).toBe(before + 3);
    const together = key();
    await Promise.all([buyer.raw('Order/ReorderById', { Id: orderId }, together), buyer.raw('Order/ReorderById', { Id: orderId }, together)]);
    expect(await quantityOf(x.Id)).toBe(before + 6);
    expect(await quantityOf(y.Id)).toBe(0);
    await supplier.ok('SupplierShelf/SetOnSale', { Id: y.Id, OnSale: true });
  });

  it('lists the firm’s purchases by how often they were bought', async () => {
    const list = await buyer.ok('Order/GetFrequentList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const byItem = new Map(list.map((r: { FoodSaleShelfId: string }) => [r.FoodSaleShelfId, r]));
    const grew = (id: string) => {
      const now = byItem.get(id) as Freq | undefined;
      const was = mineBefore.get(id) ?? { TimesOrdered: 0, TotalQuantity: 0 };
      return { times: (now?.TimesOrdered ?? 0) - was.TimesOrdered, quantity: (now?.TotalQuantity ?? 0) - was.TotalQuantity };
    };
    // bought here: items[0] 10, 2 and 3 by cart (a cancelled 1 does not count); items[1] 10 and 3; items[2] 10
    const [x, y, z] = items as [Item, Item, Item];
    expect(grew(x.Id)).toEqual({ times: 3, quantity: 15 });
    expect(grew(y.Id)).toEqual({ times: 2, quantity: 13 });
    expect(grew(z.Id)).toEqual({ times: 1, quantity: 10 });
    expect(byItem.get(x.Id)).toMatchObject({ LastQuantity: 3, Available: true, MinQuantity: 1, QuantityStep: 1, ProductName: x.ProductName });
    expect(byItem.get(z.Id)).toMatchObject({ LastQuantity: 10 });
    const times = list.map((r: { TimesOrdered: number }) => r.TimesOrdered);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const found = await buyer.ok('Order/GetFrequentList', { SearchName: x.ProductName, PagerInfo: PAGE });
    expect(found.map((r: { FoodSaleShelfId: string }) => r.FoodSaleShelfId)).toContain(x.Id);
    expect(found.length).toBeLessThan(list.length);
    // another school's list does not count this school's purchases
    const counts = (m: Map<string, Freq>) => [...m].map(([id, r]) => [id, r.TimesOrdered, r.TotalQuantity]);
    expect(counts(await frequent(otherBuyer))).toEqual(counts(theirsBefore));
  });
});
