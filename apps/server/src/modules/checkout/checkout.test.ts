import { CHECKOUT_MSG } from '@shanlian/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type CallResult, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { orders } from '../order/order.tables.js';
import { rivalSupplier } from '../order/test-support.js';
import { shelfItems } from '../store/store.tables.js';
import { firmAddresses } from './checkout.tables.js';

interface Item {
  Id: string;
  Stock: number;
  PresentPrice: number;
  MinQuantity: number;
  QuantityStep: number;
}

describe.each(BACKENDS)('the checkout on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let supplier: TestClient;
  let firmA: string; // the demo supplier account's firm: no freight, no minimum
  let firmB: string; // freight ¥10, free from ¥300, minimum ¥50
  let cheapB: Item; // an item of B that costs less than ¥50 a unit
  let itemA: Item;

  const keyed = (c: TestClient, name: 'Address/SaveAddress' | 'Cart/MakeOrder', body: unknown, key: string) =>
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the registrar checks them against the contract
    c.raw(name, body, { headers: { 'idempotency-key': key } }) as Promise<CallResult<any>>;
  const stockOf = async (id: string) => (await t.database.db.select({ s: shelfItems.stock }).from(shelfItems).where(eq(shelfItems.id, id)))[0]?.s;
  const itemsOf = async (supplierId: string): Promise<Item[]> =>
    (await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierId, PagerInfo: { PageIndex: 1, PageSize: 50 } })).filter(
      (p: Item) => p.Stock >= 100 && p.MinQuantity === 1 && p.QuantityStep === 1,
    );
  const addToCart = async (c: TestClient, id: string, n: number): Promise<string> =>
    (await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: id, CartNumber: n } })).Id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    const suppliers = await t.database.db.select({ id: firms.id }).from(firms).where(eq(firms.type, 'supplier')).orderBy(asc(firms.createdAt), asc(firms.id));
    firmA = suppliers[0]!.id;
    firmB = suppliers[1]!.id;
    expect((await supplier.ok('Account/GetCurrentUser', {})).FirmId).toBe(firmA);
    itemA = (await itemsOf(firmA))[0]!;
    cheapB = (await itemsOf(firmB)).find((p) => p.PresentPrice < 50 && p.PresentPrice >= 1)!;
    expect(cheapB).toBeDefined();
  });
  afterAll(() => t?.close());

  describe('the address book', () => {
    it('lists the registration address as the default first, then the others', async () => {
      const list = await buyer.ok('Address/GetAddressList', {});
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list[0].IsDefault).toBe(true);
      expect(list.filter((a: { IsDefault: boolean }) => a.IsDefault)).toHaveLength(1);
      expect(list[0].Address).toContain('阳光实验小学');
    });

    it('makes the registration address the default the first time a firm without addresses needs one', async () => {
      const me = await otherBuyer.ok('Account/GetCurrentUser', {});
      await t.database.db.delete(firmAddresses).where(eq(firmAddresses.firmId, me.FirmId));
      const [firm] = await t.database.db.select().from(firms).where(eq(firms.id, me.FirmId));
      const [a, b] = await Promise.all([otherBuyer.ok('Address/GetAddressList', {}), otherBuyer.ok('Address/GetAddressList', {})]);
      const list = a.length >= b.length ? a : b;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ IsDefault: true, Address: firm!.address || firm!.contactAddress });
      const [n] = await t.database.db.select({ n: count() }).from(firmAddresses).where(eq(firmAddresses.firmId, me.FirmId));
      expect(n!.n).toBe(1);
    });

    it('adds, edits, moves the default, and refuses to delete the default', async () => {
      const { Id } = await buyer.ok('Address/SaveAddress', {
        Contact: '李师傅',
        Phone: '0571-88861234-8021',
        Address: '文一西路258号 食堂后门',
        IsDefault: true,
      });
      let list = await buyer.ok('Address/GetAddressList', {});
      expect(list[0]).toMatchObject({ Id, IsDefault: true, Phone: '0571-88861234-8021' });
      expect(list.filter((a: { IsDefault: boolean }) => a.IsDefault)).toHaveLength(1);
      const old = list[1].Id;

      const refused = await buyer.call('Address/DeleteAddress', { Id });
      expect(refused.status).toBe(400);
      expect(refused.body.Message).toBe('默认地址不能删除，请先设置其他默认地址');

      // moving the default back, then the former default can go
      await buyer.ok('Address/SaveAddress', { Id: old, Contact: list[1].Contact, Phone: list[1].Phone, Address: list[1].Address, IsDefault: true });
      await buyer.ok('Address/SaveAddress', { Id, Contact: '李师傅', Phone: '13912345678', Address: '文一西路258号 食堂后门', IsDefault: false });
      list = await buyer.ok('Address/GetAddressList', {});
      expect(list[0].Id).toBe(old);
      expect(list.find((a: { Id: string }) => a.Id === Id)).toMatchObject({ Phone: '13912345678', IsDefault: false });
      await buyer.ok('Address/DeleteAddress', { Id });
      expect((await buyer.ok('Address/GetAddressList', {})).map((a: { Id: string }) => a.Id)).not.toContain(Id);

      const badPhone = await buyer.call('Address/SaveAddress', { Contact: '李师傅', Phone: '12345', Address: '文一西路258号', IsDefault: false });
      expect(badPhone.status).toBe(400);
    });

    it('does not reach another firm’s addresses', async () => {
      const [mine] = await buyer.ok('Address/GetAddressList', {});
      const theirs = await otherBuyer.ok('Address/GetAddressList', {});
      expect(theirs.map((a: { Id: string }) => a.Id)).not.toContain(mine.Id);
      const edit = await otherBuyer.call('Address/SaveAddress', {
        Id: mine.Id,
        Contact: '外人',
        Phone: '13912345678',
        Address: '别处的地址1号',
        IsDefault: true,
      });
      expect(edit.status).toBe(404);
      expect((await otherBuyer.call('Address/DeleteAddress', { Id: mine.Id })).status).toBe(404);
      const order = await otherBuyer.call('Cart/BuyNow', { FoodSaleShelfId: itemA.Id, CartNumber: 1, AddressId: mine.Id });
      expect(order.status).toBe(404);
      expect((await buyer.ok('Address/GetAddressList', {}))[0]).toEqual(mine);
    });

    it('saves one address for one key, twice in a row or twice at once', async () => {
      const me = await buyer.ok('Account/GetCurrentUser', {});
      const rows = async () => (await t.database.db.select({ n: count() }).from(firmAddresses).where(eq(firmAddresses.firmId, me.FirmId)))[0]!.n;
      const body = { Contact: '赵师傅', Phone: '13812345678', Address: '文一西路258号 仓库', IsDefault: false };
      const before = await rows();
      const first = await keyed(buyer, 'Address/SaveAddress', body, `addr-${Math.random()}`);
      const key = `addr-${Math.random()}`;
      const a = await keyed(buyer, 'Address/SaveAddress', body, key);
      const b = await keyed(buyer, 'Address/SaveAddress', body, key);
      expect(b.body.Data).toEqual(a.body.Data);
      expect(first.body.Data.Id).not.toBe(a.body.Data.Id);
      expect(await rows()).toBe(before + 2);
      const together = `addr-${Math.random()}`;
      const answers = await Promise.all([1, 2, 3].map(() => keyed(buyer, 'Address/SaveAddress', body, together)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => r.body.Data.Id)).size).toBe(1);
      expect(await rows()).toBe(before + 3);
    });
  });

  describe('delivery terms', () => {
    it('reads and saves the supplier’s own terms; another supplier has its own; a buyer has none', async () => {
      const terms = await supplier.ok('SupplierSetting/GetDeliverySettings', {});
      expect(terms).toMatchObject({ DeliveryWeekdays: [1, 2, 3, 4, 5, 6], CutoffTime: '18:00', LeadDays: 1, Freight: 0, MinOrderAmount: 0 });
      const rival = await rivalSupplier(t, firmA, '13800000091');
      const theirs = await rival.ok('SupplierSetting/GetDeliverySettings', {});
      expect(theirs.MinOrderAmount).toBe(50);
      expect(theirs.Freight).toBe(10);
      expect((await buyer.call('SupplierSetting/GetDeliverySettings', {})).status).toBe(403);
      expect((await buyer.call('SupplierSetting/SaveDeliverySettings', { ...terms })).status).toBe(403);

      const bad = await supplier.call('SupplierSetting/SaveDeliverySettings', { ...terms, DeliverySlots: ['09:00-07:00'] });
      expect(bad.status).toBe(400);
      await supplier.ok('SupplierSetting/SaveDeliverySettings', {
        ...terms,
        DeliverySlots: ['07:00-09:00', '15:00-17:00'],
        Freight: 5,
        FreeFreightAmount: 100,
      });
      expect(await supplier.ok('SupplierSetting/GetDeliverySettings', {})).toMatchObject({
        DeliverySlots: ['07:00-09:00', '15:00-17:00'],
        Freight: 5,
        FreeFreightAmount: 100,
      });
      // the rival's terms are untouched
      expect(await rival.ok('SupplierSetting/GetDeliverySettings', {})).toEqual(theirs);
      await supplier.ok('SupplierSetting/SaveDeliverySettings', terms);
    });
  });

  describe('preview and placing', () => {
    it('previews per supplier with freight, minimum and slots; the cart of another is not there', async () => {
      const a = await addToCart(buyer, itemA.Id, 2);
      const b = await addToCart(buyer, cheapB.Id, 1);
      const groups = await buyer.ok('Cart/PreviewOrder', { Ids: [a, b] });
      expect(groups).toHaveLength(2);
      const gA = groups.find((g: { SupplyFirmId: string }) => g.SupplyFirmId === firmA);
      const gB = groups.find((g: { SupplyFirmId: string }) => g.SupplyFirmId === firmB);
      expect(gA).toMatchObject({ Freight: 0, MinOrderAmount: 0, MeetsMinimum: true });
      expect(gA.GoodsAmount).toBeCloseTo(itemA.PresentPrice * 2, 2);
      expect(gA.Lines[0]).toMatchObject({ Id: a, CartNumber: 2, Price: itemA.PresentPrice });
      expect(gB).toMatchObject({ Freight: 10, MinOrderAmount: 50, FreeFreightAmount: 300, MeetsMinimum: false });
      expect(gB.TotalAmount).toBeCloseTo(cheapB.PresentPrice + 10, 2);
      expect(gA.DeliverySlots.length).toBeGreaterThan(0);
      expect(gB.DeliverySlots[0].Slot).toBe('06:30-08:00');
      expect((await otherBuyer.call('Cart/PreviewOrder', { Ids: [a] })).status).toBe(404);
      const now = await buyer.ok('Cart/PreviewOrder', { FoodSaleShelfId: cheapB.Id, CartNumber: 3 });
      expect(now[0]).toMatchObject({ SupplyFirmId: firmB });
      expect(now[0].Lines[0]).toMatchObject({ Id: null, CartNumber: 3 });
      await buyer.ok('Cart/BatchDeleteProductFromShoppingCart', { Ids: [a, b] });
    });

    it('refuses an order below the supplier’s minimum and changes nothing', async () => {
      const line = await addToCart(buyer, cheapB.Id, 1);
      const stock = await stockOf(cheapB.Id);
      const r = await buyer.call('Cart/MakeOrder', { Ids: [line] });
      expect(r.status).toBe(409);
      expect(r.body.Message).toMatch(/起送金额为 ¥50\.00，当前 ¥\d+\.\d\d$/);
      expect(await stockOf(cheapB.Id)).toBe(stock);
      const cart = await buyer.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
      expect(cart.ShoppingcartInfos.map((l: { Id: string }) => l.Id)).toContain(line);
      await buyer.ok('Cart/DeleteShoppingCart', { Id: line });
    });

    it('refuses a delivery slot the supplier does not offer, changing nothing', async () => {
      const line = await addToCart(buyer, itemA.Id, 1);
      const stock = await stockOf(itemA.Id);
      for (const bad of [
        { DeliveryDate: '2020-01-01', DeliverySlot: '07:00-09:00' },
        { DeliveryDate: (await buyer.ok('Cart/PreviewOrder', { Ids: [line] }))[0].DeliverySlots[0].Date, DeliverySlot: '03:00-04:00' },
      ]) {
        const r = await buyer.call('Cart/MakeOrder', { Ids: [line], Orders: [{ SupplyFirmId: firmA, ...bad }] });
        expect(r.status).toBe(400);
        expect(r.body.Message).toBe(CHECKOUT_MSG.slotUnavailable);
      }
      expect(await stockOf(itemA.Id)).toBe(stock);
      await buyer.ok('Cart/DeleteShoppingCart', { Id: line });
    });

    it('places two suppliers’ orders with address, slots, remarks and invoice; both sides see them', async () => {
      const bQty = Math.ceil(60 / cheapB.PresentPrice);
      const a = await addToCart(buyer, itemA.Id, 3);
      const b = await addToCart(buyer, cheapB.Id, bQty);
      const preview = await buyer.ok('Cart/PreviewOrder', { Ids: [a, b] });
      const slotOf = (id: string) => preview.find((g: { SupplyFirmId: string }) => g.SupplyFirmId === id).DeliverySlots.at(-1);
      const address = (await buyer.ok('Address/GetAddressList', {})).find((x: { IsDefault: boolean }) => !x.IsDefault);
      const made = await buyer.ok('Cart/MakeOrder', {
        Ids: [a, b],
        AddressId: address.Id,
        InvoiceTitle: '阳光实验小学',
        TaxNumber: '12330106470116283X',
        Orders: [
          { SupplyFirmId: firmA, DeliveryDate: slotOf(firmA).Date, DeliverySlot: slotOf(firmA).Slot, Remark: '请走后门' },
          { SupplyFirmId: firmB, DeliveryDate: slotOf(firmB).Date, DeliverySlot: slotOf(firmB).Slot, Remark: '' },
        ],
      });
      expect(made).toHaveLength(2);
      const orderA = await buyer.ok('Order/GetOrderById', {
        Id: made.find(
          (m: { SupplierName: string }) => m.SupplierName === preview.find((g: { SupplyFirmId: string }) => g.SupplyFirmId === firmA).SupplyFirmName,
        ).Id,
      });
      expect(orderA).toMatchObject({
        Address: { Contact: address.Contact, Phone: address.Phone, Address: address.Address },
        DeliveryDate: slotOf(firmA).Date,
        DeliverySlot: slotOf(firmA).Slot,
        Remark: '请走后门',
        InvoiceTitle: '阳光实验小学',
        TaxNumber: '12330106470116283X',
        Freight: 0,
      });
      const idB = made.find((m: { Id: string }) => m.Id !== orderA.Id).Id;
      const orderB = await buyer.ok('Order/GetOrderById', { Id: idB });
      const goodsB = Math.round(cheapB.PresentPrice * bQty * 100) / 100;
      expect(orderB.Freight).toBe(goodsB >= 300 ? 0 : 10);
      expect(orderB.TotalAmount).toBeCloseTo(goodsB + orderB.Freight, 2);
      expect(orderB.DeliverySlot).toBe(slotOf(firmB).Slot);

      const desk = await supplier.ok('SupplierOrder/GetOrderList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } });
      expect(desk.find((o: { Id: string }) => o.Id === orderA.Id)).toMatchObject({
        Address: orderA.Address,
        DeliverySlot: orderA.DeliverySlot,
        Remark: '请走后门',
        InvoiceTitle: '阳光实验小学',
      });
      const seen = await supplier.ok('Order/GetOrderById', { Id: orderA.Id });
      expect(seen.Address).toEqual(orderA.Address);
    });

    it('uses the default address and the first offered slot when none is chosen; buy-now orders are marked as such', async () => {
      const [def] = await buyer.ok('Address/GetAddressList', {});
      const preview = await buyer.ok('Cart/PreviewOrder', { FoodSaleShelfId: itemA.Id, CartNumber: 1 });
      const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: itemA.Id, CartNumber: 1, Remark: '早上送' });
      const order = await buyer.ok('Order/GetOrderById', { Id: made.Id });
      expect(order).toMatchObject({
        Address: { Contact: def.Contact, Phone: def.Phone, Address: def.Address },
        DeliveryDate: preview[0].DeliverySlots[0].Date,
        DeliverySlot: preview[0].DeliverySlots[0].Slot,
        Remark: '早上送',
        OrderSourceType: 3,
      });
      const [row] = await t.database.db.select({ source: orders.source }).from(orders).where(eq(orders.id, made.Id));
      expect(row!.source).toBe(3);
    });

    it('asks for an address when the firm has none', async () => {
      const me = await otherBuyer.ok('Account/GetCurrentUser', {});
      await t.database.db.delete(firmAddresses).where(eq(firmAddresses.firmId, me.FirmId));
      const [firm] = await t.database.db.select().from(firms).where(eq(firms.id, me.FirmId));
      await t.database.db.update(firms).set({ address: '', contactAddress: '' }).where(eq(firms.id, me.FirmId));
      try {
        const r = await otherBuyer.call('Cart/BuyNow', { FoodSaleShelfId: itemA.Id, CartNumber: 1 });
        expect(r.status).toBe(400);
        expect(r.body.Message).toBe(CHECKOUT_MSG.addressRequired);
        expect(await otherBuyer.ok('Address/GetAddressList', {})).toEqual([]);
      } finally {
        await t.database.db.update(firms).set({ address: firm!.address, contactAddress: firm!.contactAddress }).where(eq(firms.id, me.FirmId));
      }
    });

    it('makes one set of orders for one key, twice in a row or twice at once', async () => {
      const myOrders = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(orders)
            .where(and(eq(orders.buyerUserId, (await buyer.ok('Account/GetCurrentUser', {})).UserId)))
        )[0]!.n;
      const stock = await stockOf(itemA.Id);
      const before = await myOrders();
      const line = await addToCart(buyer, itemA.Id, 2);
      const key = `order-${Math.random()}`;
      const first = await keyed(buyer, 'Cart/MakeOrder', { Ids: [line] }, key);
      const again = await keyed(buyer, 'Cart/MakeOrder', { Ids: [line] }, key);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body.Data).toEqual(first.body.Data);
      expect(await myOrders()).toBe(before + 1);
      expect(await stockOf(itemA.Id)).toBe((stock as number) - 2);

      const line2 = await addToCart(buyer, itemA.Id, 1);
      const together = `order-${Math.random()}`;
      const answers = await Promise.all([1, 2, 3].map(() => keyed(buyer, 'Cart/MakeOrder', { Ids: [line2] }, together)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((r) => JSON.stringify(r.body.Data))).size).toBe(1);
      expect(await myOrders()).toBe(before + 2);
      expect(await stockOf(itemA.Id)).toBe((stock as number) - 3);
    });
  });
});
