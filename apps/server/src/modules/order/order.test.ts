import { MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { FOREIGN_SHIP_LINES, shipOrder } from './test-support.js';

/** A tiny PNG, uploaded as an invoice image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(BACKENDS)('the order lifecycle on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let me: { UserId: string; FirmId: string };
  let supplierFirmId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    me = await buyer.ok('Account/GetCurrentUser', {});
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
  });
  afterAll(() => t?.close());

  /** Orders 10 of one of the demo supplier's items; answers the order id. */
  async function orderTen(): Promise<{ id: string; itemId: string; stock: number }> {
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number }) => p.Stock >= 50);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 10 });
    return { id: made.Id, itemId: item.Id, stock: item.Stock - 10 };
  }
  async function invoiceFileId(): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'invoice.png');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie ?? '' }, body: form });
    const env = await res.json();
    if (res.status !== 200) {
      // uploads arrive with the profile work; until then store the file directly
      return t.deps.files.save(t.database.db, { fileName: 'invoice.png', bytes: PNG });
    }
    return env.Data[0].Id;
  }

  it('goes from order to receipt with a return, both sides, with messages and a real timeline', async () => {
    const { id } = await orderTen();
    const unreadBefore = await buyer.ok('Message/GetUnreadCount', {});

    // the supplier sees it, confirms, ships with a date, attaches an invoice
    const desk = await supplier.call('SupplierOrder/GetOrderList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(desk.body.Data.map((o: { Id: string }) => o.Id)).toContain(id);
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: id });
    t.clock.advance(3_600_000);
    await shipOrder(t, supplier, id, '2026-11-25');
    t.clock.advance(60_000);
    await supplier.ok('SupplierOrder/AddInvoice', { Id: id, FileIds: [await invoiceFileId()] });

    // the buyer hears of each step and sees the invoice
    expect(await buyer.ok('Message/GetUnreadCount', {})).toBe(unreadBefore + 3);
    const box = await buyer.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 5 } });
    expect(box.map((m: { Title: string }) => m.Title)).toEqual(expect.arrayContaining(['订单已确认', '订单已发货', '供应商已上传发票']));
    const detail = await buyer.ok('Order/GetOrderById', { Id: id });
    expect(detail.Status).toBe(3);
    expect(detail.DistDate).toMatch(/^2026-11-25T00:00:00\+08:00$/);
    expect(detail.B2B_ElectricityorderinvfileInfos).toHaveLength(1);
    // an invoice is private to the two firms of the order: the buyer reads it with its session
    const invoice = await fetch(`${t.baseUrl}${detail.B2B_ElectricityorderinvfileInfos[0].FileUrl}`, { headers: { cookie: buyer.cookie ?? '' } });
    expect(invoice.headers.get('content-type')).toBe('image/png');

    // receives 8 of 10
    const line = detail.B2B_ElectricityorderdetailInfos[0];
    const tooMany = await buyer.call('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, SealNumber: 11 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toBe(MSG.receivedRange(line.ProductName, 10));
    t.clock.advance(60_000);
    await buyer.ok('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, SealNumber: 8 }] },
    });
    const twice = await buyer.call('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, ReceivedNumber: 8 }] },
    });
    expect(twice.status).toBe(409);

    // the shortfall is an open return of 2 from the receipt, for the supplier to handle
    const fromReceipt = await buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(fromReceipt).toHaveLength(1);
    expect(fromReceipt[0]).toMatchObject({ Quantity: 2, ReturnType: 1, FromReceipt: true, Status: 'open', ReturnRemark: '收货短缺 2 件' });
    // registers the return of 2 damaged ones
    const noPerson = await buyer.call('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: { ElectricityOrderId: id, OrderLineId: line.Id, ReturnType: 1, ReturnUserId: '', CheckUserId: me.UserId },
    });
    expect(noPerson.body.Message).toBe(MSG.chooseReturner);
    const noLine = await buyer.raw('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: { ElectricityOrderId: id, ReturnType: 1, Quantity: 1_000_000, ReturnUserId: me.UserId, CheckUserId: me.UserId },
    });
    // a quantity belongs to a line
    expect(noLine.status).toBe(400);
    expect(noLine.body.Message).toBe(MSG.returnLineRequired);
    const { Id: returnId } = await buyer.ok('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: id,
        OrderLineId: line.Id,
        ReturnType: 1,
        Quantity: 2,
        ReturnUserId: me.UserId,
        CheckUserId: me.UserId,
        ReturnRemark: '两袋破损',
      },
    });
    const over = await buyer.call('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: id,
        OrderLineId: line.Id,
        ReturnType: 2,
        Quantity: 9,
        ReturnUserId: me.UserId,
        CheckUserId: me.UserId,
      },
    });
    // at most what was received (8), less the 2 registered
    expect(over.body.Message).toBe(MSG.returnQuantityRange(6));
    const firmWide = await buyer.ok('Order/GetReturnList', { Status: 'open', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(firmWide.map((r: { Id: string }) => r.Id)).toContain(returnId);
    expect((await otherBuyer.ok('Order/GetReturnList', {})).map((r: { Id: string }) => r.Id)).not.toContain(returnId);
    const list = await buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.find((r: { Id: string }) => r.Id === returnId)).toMatchObject({
      Quantity: 2,
      ReturnTypeName: '退货',
      ReturnRemark: '两袋破损',
      Status: 'open',
    });
    // the shortfall (2) and the damaged ones (2)
    expect((await buyer.ok('Order/GetOrderById', { Id: id })).B2B_ElectricityorderdetailInfos[0]).toMatchObject({ ReceivedNumber: 8, ReturnedNumber: 4 });

    // the supplier sees the return and settles it
    const returns = await supplier.ok('SupplierOrder/GetReturnList', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(returns.map((r: { Id: string }) => r.Id)).toContain(returnId);
    const blank = await supplier.call('SupplierOrder/SettleReturn', { Id: returnId, Remark: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.Message).toBe('请填写处理说明');
    await supplier.ok('SupplierOrder/SettleReturn', { Id: returnId, Remark: '已补发两袋' });
    expect((await supplier.call('SupplierOrder/SettleReturn', { Id: returnId, Remark: '再次处理' })).body.Message).toBe(MSG.returnSettled);

    // the timeline: each step once, in order, with its time
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    expect(events.map((e: { Type: string }) => e.Type)).toEqual([
      'created',
      'confirmed',
      'shipped',
      'invoiced',
      'received',
      'returned',
      'returned',
      'return_accepted',
    ]);
    const times = events.map((e: { Time: string }) => Date.parse(e.Time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[2] - times[1]).toBe(3_600_000);
  });

  it('refuses illegal transitions with 409 and gives stock back on cancel', async () => {
    const a = await orderTen();
    const before = (await t.client().ok('Store/GetProductDetailById', { Id: a.itemId })).Stock;
    await buyer.ok('Order/SetOrderStatus', { Id: a.id, Status: 5 });
    expect((await t.client().ok('Store/GetProductDetailById', { Id: a.itemId })).Stock).toBe(before + 10);
    const receiveCancelled = await buyer.call('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: a.id } });
    expect(receiveCancelled.status).toBe(409);
    expect(receiveCancelled.body.Message).toBe(MSG.orderStale('确认收货', '已取消'));
    expect((await supplier.call('SupplierOrder/ConfirmOrder', { Id: a.id })).status).toBe(409);

    const b = await orderTen();
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: b.id });
    expect((await supplier.call('SupplierOrder/ConfirmOrder', { Id: b.id })).status).toBe(409);
    expect((await supplier.call('SupplierOrder/AddInvoice', { Id: a.id, FileIds: [await invoiceFileId()] })).status).toBe(409);
    await shipOrder(t, supplier, b.id, '2026-11-26');
    const cancelShipped = await buyer.call('Order/SetOrderStatus', { Id: b.id, Status: 5 });
    expect(cancelShipped.status).toBe(409);
    expect(cancelShipped.body.Message).toBe(MSG.orderStale('取消', '待收货'));
    expect((await buyer.call('Order/DeleteOrderById', { Id: b.id })).status).toBe(409);
    expect(
      (
        await buyer.call('Order/AddOrderReturn', {
          B2B_ElectricityorderreturnInfo: { ElectricityOrderId: a.id, OrderLineId: 'x', ReturnType: 1, ReturnUserId: me.UserId, CheckUserId: me.UserId },
        })
      ).body.Message,
    ).toBe(MSG.returnTooEarly);

    // receipt at the ordered quantities from the store list, then delete: a completed order is archived
    await buyer.ok('Order/SetOrderStatus', { Id: b.id, Status: 4 });
    await buyer.ok('Order/DeleteOrderById', { Id: b.id });
    const mine = await buyer.ok('Order/GetFirmElectricityOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(mine.map((o: { Id: string }) => o.Id)).not.toContain(b.id);
    expect((await supplier.ok('SupplierOrder/GetOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).map((o: { Id: string }) => o.Id)).toContain(b.id);
  });

  it('keeps every operation to the order’s own buyer and supplier', async () => {
    const { id } = await orderTen();
    const detail = await buyer.ok('Order/GetOrderById', { Id: id });
    const lineId = detail.B2B_ElectricityorderdetailInfos[0].Id;
    const strangerSupplier = t.client();
    // a supplier account of another firm does not exist in the demo; a buyer holds no supplier permission
    for (const [name, body] of [
      ['Order/GetOrderById', { Id: id }],
      ['Order/GetOrderEvents', { Id: id }],
      ['Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: lineId, ReceivedNumber: 1 }] } }],
      ['Order/SetOrderStatus', { Id: id, Status: 5 }],
      ['Order/DeleteOrderById', { Id: id }],
      ['Order/GetReturnListByOrderId', { ElectricityOrderId: id, PagerInfo: { PageIndex: 1, PageSize: 10 } }],
      [
        'Order/AddOrderReturn',
        { B2B_ElectricityorderreturnInfo: { ElectricityOrderId: id, OrderLineId: lineId, ReturnType: 1, ReturnUserId: me.UserId, CheckUserId: me.UserId } },
      ],
    ] as const) {
      expect((await otherBuyer.raw(name, body)).status, name).toBe(403);
      expect((await strangerSupplier.raw(name, body)).status, name).toBe(401);
    }
    for (const [name, body] of [
      ['SupplierOrder/ConfirmOrder', { Id: id }],
      ['SupplierOrder/ShipOrder', { Id: id, DistDate: '2026-11-26', Lines: FOREIGN_SHIP_LINES }],
      ['SupplierOrder/AddInvoice', { Id: id, FileIds: ['x'] }],
      ['SupplierOrder/GetOrderList', {}],
      ['SupplierOrder/GetReturnList', {}],
      ['SupplierOrder/SettleReturn', { Id: 'x', Remark: '' }],
    ] as const) {
      expect((await otherBuyer.raw(name, body)).status, name).toBe(403);
    }
    // the other school cannot read this school's messages either
    const theirs = await otherBuyer.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(theirs.every((m: { OrderId: string | null }) => m.OrderId !== id)).toBe(true);
    expect((await buyer.ok('Message/MarkRead', { All: true })).Marked).toBeGreaterThanOrEqual(0);
    expect(await buyer.ok('Message/GetUnreadCount', {})).toBe(0);
  });

  it('counts the amount actually paid at received quantities', async () => {
    const { id } = await orderTen();
    const before = await buyer.ok('Order/GetOrderAmountStatistics', {});
    const detail = await buyer.ok('Order/GetOrderById', { Id: id });
    const line = detail.B2B_ElectricityorderdetailInfos[0];
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: id });
    await buyer.ok('Order/ConfirmElectricityOrder', {
      // the earlier name of the received quantity is still understood
      B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: [{ Id: line.Id, ReceivedNumber: 7 }] },
    });
    const after = await buyer.ok('Order/GetOrderAmountStatistics', {});
    expect(after).toBeCloseTo(before - line.Price * 3, 2);
  });
});
