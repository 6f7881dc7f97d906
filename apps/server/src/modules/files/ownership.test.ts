import { MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/platform.tables.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';

const picture = (rgb: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: rgb } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

describe.each(BACKENDS)('whose files an operation takes, and who downloads them, on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let thirdFirm: TestClient;
  let buyerUserId: string;
  let typeId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    thirdFirm = await t.client().login('13800000005');
    buyerUserId = (await buyer.ok('Account/GetCurrentUser', {})).UserId;
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
  });
  afterAll(() => t?.close());

  async function upload(client: TestClient, bytes: Buffer, name: string, moduleType?: number): Promise<string> {
    const form = new FormData();
    form.append('NodeType', '51');
    if (moduleType !== undefined) form.append('ModuleType', String(moduleType));
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: client.cookie ?? '' }, body: form });
    const body = (await res.json()) as { Data: { Id: string }[] };
    expect(res.status).toBe(200);
    return body.Data[0]?.Id as string;
  }

  async function download(id: string, client?: TestClient) {
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${id}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
    await res.arrayBuffer();
    return { status: res.status, cache: res.headers.get('cache-control') };
  }

  /** A fresh order of the demo supplier's, confirmed and shipped, so that invoices and returns both apply. */
  async function shippedOrder(): Promise<{ id: string; lineId: string }> {
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: me.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number }) => p.Stock >= 20);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, '2026-11-30');
    const detail = await buyer.ok('Order/GetOrderById', { Id: made.Id });
    return { id: made.Id, lineId: detail.B2B_ElectricityorderdetailInfos[0].Id };
  }

  const shelfItem = (imageIds: string[]) => ({
    ProductName: '归属测试大米',
    FoodTypeId: typeId,
    FoodSpecification: '10kg/袋',
    Unit: '袋',
    FoodBrand: '测试',
    SealNumber: 'OWN-1',
    FoodShelfLife: 180,
    PresentPrice: 50,
    OriginalPrice: 60,
    Stock: 10,
    ImageFileIds: imageIds,
    Introduction: '',
  });

  const purposeOf = async (id: string) => (await t.database.db.select({ p: files.purpose }).from(files).where(eq(files.id, id)))[0]?.p;

  it("refuses a buyer's upload as a supplier's product image, and takes the supplier's own, public from then on", async () => {
    const buyers = await upload(buyer, await picture({ r: 200, g: 30, b: 30 }), 'mine.png');
    const refused = await supplier.call('SupplierShelf/SaveShelfItem', shelfItem([buyers]));
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toBe(MSG.fileNotOwn);
    expect(await purposeOf(buyers)).toBe('unassigned');
    // The buyer's picture stays private to the buyer.
    expect((await download(buyers)).status).toBe(404);
    expect((await download(buyers, supplier)).status).toBe(404);
    expect((await download(buyers, buyer)).status).toBe(200);

    const own = await upload(supplier, await picture({ r: 30, g: 200, b: 30 }), 'rice.png', UPLOAD_MODULE_TYPE.product);
    await supplier.ok('SupplierShelf/SaveShelfItem', shelfItem([own]));
    const anonymous = await download(own);
    expect(anonymous.status).toBe(200);
    expect(anonymous.cache).toBe('public, max-age=31536000, immutable');
  });

  it("refuses another firm's upload as an invoice; the order's own invoice is read by its two firms only", async () => {
    const order = await shippedOrder();
    const buyers = await upload(buyer, await picture({ r: 10, g: 10, b: 200 }), 'fake-invoice.png');
    const foreign = await supplier.call('SupplierOrder/AddInvoice', { Id: order.id, FileIds: [buyers] });
    expect(foreign.status).toBe(403);
    expect(foreign.body.Message).toBe(MSG.fileNotOwn);
    // Refused as a whole: not even the supplier's own file that came with it is taken.
    const ownToo = await upload(supplier, PDF, '发票.pdf');
    expect((await supplier.call('SupplierOrder/AddInvoice', { Id: order.id, FileIds: [ownToo, buyers] })).status).toBe(403);
    expect(await purposeOf(ownToo)).toBe('unassigned');
    expect((await buyer.ok('Order/GetOrderById', { Id: order.id })).B2B_ElectricityorderinvfileInfos).toHaveLength(0);

    const invoice = await upload(supplier, PDF, '发票.pdf', UPLOAD_MODULE_TYPE.invoice);
    await supplier.ok('SupplierOrder/AddInvoice', { Id: order.id, FileIds: [invoice] });
    const seen = await buyer.ok('Order/GetOrderById', { Id: order.id });
    expect(seen.B2B_ElectricityorderinvfileInfos.map((f: { Id: string }) => f.Id)).toEqual([invoice]);
    const bySupplier = await download(invoice, supplier);
    expect(bySupplier.status).toBe(200);
    expect(bySupplier.cache).toBe('private, no-store');
    expect((await download(invoice, buyer)).status).toBe(200);
    expect((await download(invoice, thirdFirm)).status).toBe(404);
    expect((await download(invoice)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${invoice}?thumb=100`)).status).toBe(404);

    // An invoice cannot turn into a public product image.
    const reused = await supplier.call('SupplierShelf/SaveShelfItem', shelfItem([invoice]));
    expect(reused.status).toBe(400);
    expect(reused.body.Message).toBe(MSG.fileImageOnly('商品图片'));
    const invoicePicture = await upload(supplier, await picture({ r: 1, g: 2, b: 3 }), 'inv.png', UPLOAD_MODULE_TYPE.invoice);
    await supplier.ok('SupplierOrder/AddInvoice', { Id: order.id, FileIds: [invoicePicture] });
    const asProduct = await supplier.call('SupplierShelf/SaveShelfItem', shelfItem([invoicePicture]));
    expect(asProduct.status).toBe(400);
    expect(asProduct.body.Message).toBe(MSG.fileWrongPurpose('商品图片'));
    expect((await download(invoicePicture)).status).toBe(404);
  });

  it("refuses another firm's upload as a return attachment; the attachment is read by the order's supplier", async () => {
    const order = await shippedOrder();
    const ret = (fileId: string) => ({
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: order.id,
        OrderLineId: order.lineId,
        ReturnType: 1 as const,
        Quantity: 1,
        ReturnUserId: buyerUserId,
        CheckUserId: buyerUserId,
        FileId: fileId,
      },
    });
    for (const other of [supplier, thirdFirm]) {
      const theirs = await upload(other, await picture({ r: 90, g: 90, b: 90 }), 'broken.png');
      const refused = await buyer.call('Order/AddOrderReturn', ret(theirs));
      expect(refused.status).toBe(403);
      expect(refused.body.Message).toBe(MSG.fileNotOwn);
    }
    expect(await buyer.ok('Order/GetReturnListByOrderId', { ElectricityOrderId: order.id, PagerInfo: { PageIndex: 1, PageSize: 10 } })).toHaveLength(0);

    const photo = await upload(buyer, await picture({ r: 120, g: 60, b: 0 }), 'broken.png', UPLOAD_MODULE_TYPE.return);
    await buyer.ok('Order/AddOrderReturn', ret(photo));
    expect((await download(photo, buyer)).status).toBe(200);
    expect((await download(photo, supplier)).status).toBe(200);
    expect((await download(photo, thirdFirm)).status).toBe(404);
    expect((await download(photo)).status).toBe(404);
  });

  it('keeps a file to the purpose its upload named, and refuses PDFs where pictures are shown', async () => {
    const photo = await upload(buyer, await picture({ r: 0, g: 90, b: 90 }), 'shop.png', UPLOAD_MODULE_TYPE.firm);
    // A firm photo is public at once, and is not a return attachment.
    expect((await download(photo)).status).toBe(200);
    const order = await shippedOrder();
    const wrong = await buyer.call('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: order.id,
        OrderLineId: order.lineId,
        ReturnType: 1 as const,
        Quantity: 1,
        ReturnUserId: buyerUserId,
        CheckUserId: buyerUserId,
        FileId: photo,
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe(MSG.fileWrongPurpose('退换货凭证'));
    const form = new FormData();
    form.append('ModuleType', String(UPLOAD_MODULE_TYPE.product));
    form.append('file', new Blob([new Uint8Array(PDF)]), 'menu.pdf');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie ?? '' }, body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { Message: string }).Message).toBe(MSG.fileImageOnly('商品图片'));
  });

  it('lets one purpose win when a file is taken for two at once', async () => {
    const order = await shippedOrder();
    const file = await upload(supplier, await picture({ r: 77, g: 77, b: 7 }), 'either.png');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? supplier.call('SupplierOrder/AddInvoice', { Id: order.id, FileIds: [file] })
          : supplier.call('SupplierShelf/SaveShelfItem', shelfItem([file])),
      ),
    );
    const invoiced = answers.filter((a, i) => i % 2 === 0 && a.status === 200).length;
    const shelved = answers.filter((a, i) => i % 2 === 1 && a.status === 200).length;
    // Every attempt of the winning purpose succeeds; every attempt of the other is refused.
    expect([invoiced, shelved].sort()).toEqual([0, 3]);
    const purpose = await purposeOf(file);
    expect(purpose).toBe(invoiced ? 'invoice' : 'product');
    expect((await download(file)).status).toBe(invoiced ? 404 : 200);
  });
});
