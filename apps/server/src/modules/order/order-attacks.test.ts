import { type InputOf, MSG } from '@shanlian/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, split, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { orderLines, orderReturns } from './order.tables.js';
import { FOREIGN_SHIP_LINES, rivalSupplier, shipOrder } from './test-support.js';

describe.each(BACKENDS)('orders under attack on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let rival: TestClient;
  let me: { UserId: string };
  let supplierFirmId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    me = await buyer.ok('Account/GetCurrentUser', {});
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    rival = await rivalSupplier(t, supplierFirmId);
    twin = await twinOf(t);
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  /** A shipped order of `units` of one demo supplier item; answers the order, its line and the product name. */
  async function shipped(units: number) {
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number }) => p.Stock >= 50);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: units });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, '2026-11-26');
    const detail = await buyer.ok('Order/GetOrderById', { Id: made.Id });
    return {
      id: made.Id as string,
      lineId: detail.B2B_ElectricityorderdetailInfos[0].Id as string,
      name: item.ProductName as string,
      itemId: item.Id as string,
    };
  }

  // without a line the body is what an attacker sends, not what the contract types allow
  const returnBody = (id: string, lineId: string | undefined, quantity: number | null) =>
    ({
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: id,
        ...(lineId ? { OrderLineId: lineId } : {}),
        ReturnType: 1 as const,
        Quantity: quantity,
        ReturnUserId: me.UserId,
        CheckUserId: me.UserId,
      },
    }) as InputOf<'Order/AddOrderReturn'>;

  async function registered(lineId: string): Promise<{ sum: number; counter: number }> {
    const db = t.database.db;
    const [r] = await db
      .select({ n: sql<number>`coalesce(sum(${orderReturns.quantity}), 0)::int` })
      .from(orderReturns)
      .where(eq(orderReturns.orderLineId, lineId));
    const [l] = await db.select().from(orderLines).where(eq(orderLines.id, lineId));
    return { sum: Number(r?.n), counter: l?.returnedQuantity ?? -1 };
  }

  it('registers at most the shipped units of a line, however many returns arrive at once', async () => {
    const { id, lineId } = await shipped(3);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => split(buyer, twin, i).raw('Order/AddOrderReturn', returnBody(id, lineId, 1))));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(MSG.returnQuantityRange(0));
    }
    expect(await registered(lineId)).toEqual({ sum: 3, counter: 3 });
  }, 60_000);

  it('bounds returns by what was received, and a receipt cannot go under what is registered', async () => {
    const { id, lineId, name } = await shipped(5);
    await buyer.ok('Order/AddOrderReturn', returnBody(id, lineId, 2));
    // received 1 while 2 are registered for return: refused with the range that is possible
    const under = await buyer.raw('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, SealNumber: 1 }] },
    });
    expect(under.status).toBe(400);
    expect(under.body.Message).toBe(MSG.receivedRange(name, 5, 2));
    await buyer.ok('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, SealNumber: 3 }] } });
    // the receipt registered its shortfall (2) as a return: 2 + 2 of 5, one unit left
    expect(await registered(lineId)).toEqual({ sum: 4, counter: 4 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => split(buyer, twin, i).raw('Order/AddOrderReturn', returnBody(id, lineId, 1))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await registered(lineId)).toEqual({ sum: 5, counter: 5 });
    expect((await buyer.ok('Order/GetOrderById', { Id: id })).B2B_ElectricityorderdetailInfos[0]).toMatchObject({ ReceivedNumber: 3, ReturnedNumber: 5 });
  }, 60_000);

  it('refuses a quantity without a line, whatever it is; a whole-order return counts no units', async () => {
    const { id, lineId } = await shipped(2);
    for (const q of [1, 1_000_000]) {
      const r = await buyer.raw('Order/AddOrderReturn', returnBody(id, undefined, q));
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(MSG.returnLineRequired);
    }
    // the specifications' dialog: type, returner, confirmer and text, no line and no quantity
    const whole = await buyer.raw('Order/AddOrderReturn', returnBody(id, undefined, null));
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await registered(lineId)).toEqual({ sum: 0, counter: 0 });
    const [listed] = await buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: id });
    expect(listed).toMatchObject({ OrderLineId: null, ProductName: '整单', Quantity: 0 });
    const other = await shipped(2);
    const big = await buyer.raw('Order/AddOrderReturn', returnBody(other.id, other.lineId, 1_000_000));
    expect(big.status).toBe(400);
    expect(big.body.Message).toBe(MSG.returnQuantityRange(2));
  });

  it('takes the received quantity in SealNumber, as the specification’s client sends it', async () => {
    const { id, lineId } = await shipped(4);
    await buyer.ok('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, SealNumber: 3 }] } });
    const line = (await buyer.ok('Order/GetOrderById', { Id: id })).B2B_ElectricityorderdetailInfos[0];
    expect(line).toMatchObject({ SealNumber: 4, ReceivedNumber: 3 });
    const missing = await buyer.raw('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe(MSG.receivedRequired);
  });

  /** The answer says nothing of the record: a generic refusal, no product, quantity or status. */
  function refusedBlind(r: { status: number; body: { Message: string; Data: unknown } }, what: string, secrets: string[]) {
    expect([403, 404], `${what}: ${r.status} ${r.body.Message}`).toContain(r.status);
    expect([MSG.forbidden, MSG.notFound, MSG.orderNotFound, MSG.returnNotFound], what).toContain(r.body.Message);
    expect(r.body.Data ?? null, what).toBeNull();
    for (const s of secrets) expect(r.body.Message, what).not.toContain(s);
  }

  it('checks whose order it is before anything about the input, on every buyer operation', async () => {
    const { id, lineId, name } = await shipped(3);
    const secrets = [name, '待收货', '3'];
    for (const [op, body] of [
      ['Order/GetOrderById', { Id: id }],
      ['Order/GetOrderEvents', { Id: id }],
      // 999 of 3: on the owner's order this names the product and its quantity
      ['Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, SealNumber: 999 }] } }],
      ['Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: 'not-a-line', SealNumber: 1 }] } }],
      ['Order/SetOrderStatus', { Id: id, Status: 5 }],
      ['Order/SetOrderStatus', { Id: id, Status: 4 }],
      ['Order/DeleteOrderById', { Id: id }],
      ['Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } }],
      ['Order/AddOrderReturn', returnBody(id, lineId, 999)],
      ['Order/AddOrderReturn', returnBody(id, 'not-a-line', 1)],
    ] as const) {
      refusedBlind(await otherBuyer.raw(op, body), op, secrets);
    }
    // and nothing changed
    const d = await buyer.ok('Order/GetOrderById', { Id: id });
    expect(d).toMatchObject({ Status: 3 });
    expect(d.B2B_ElectricityorderdetailInfos[0]).toMatchObject({ ReceivedNumber: null, ReturnedNumber: 0 });
  });

  it('checks whose order and return it is on every supplier operation', async () => {
    const { id, lineId, name } = await shipped(3);
    const { Id: returnId } = await buyer.ok('Order/AddOrderReturn', returnBody(id, lineId, 1));
    const fresh = await buyer.ok('Cart/BuyNow', {
      FoodSaleShelfId: (await buyer.ok('Order/GetOrderById', { Id: id })).B2B_ElectricityorderdetailInfos[0].FoodSaleShelfId,
      CartNumber: 2,
    });
    const secrets = [name, '待收货', '待确认'];
    for (const [op, body] of [
      ['SupplierOrder/ConfirmOrder', { Id: fresh[0].Id }],
      ['SupplierOrder/ConfirmOrder', { Id: id }],
      ['SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-27', Lines: FOREIGN_SHIP_LINES }],
      ['SupplierOrder/AddInvoice', { Id: id, FileIds: ['no-such-file'] }],
      ['SupplierOrder/AddInvoice', { Id: fresh[0].Id, FileIds: ['no-such-file'] }],
      ['SupplierOrder/SettleReturn', { Id: returnId, Remark: '' }],
      ['Order/GetOrderById', { Id: id }],
      ['Order/GetOrderEvents', { Id: id }],
      ['Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } }],
    ] as const) {
      refusedBlind(await rival.raw(op, body), op, secrets);
    }
    // the rival's lists hold none of it
    const list = await rival.ok('SupplierOrder/GetOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(list.map((o: { Id: string }) => o.Id)).not.toContain(id);
    const returns = await rival.ok('SupplierOrder/GetReturnList', { ElectricityOrderId: id });
    expect(returns).toEqual([]);
    expect((await supplier.ok('SupplierOrder/GetReturnList', { ElectricityOrderId: id }))[0]).toMatchObject({ Id: returnId, Status: 'open' });
  });
});
