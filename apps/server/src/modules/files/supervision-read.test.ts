import { UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';

/**
 * A firm's private attachments are read by supervision within its scope: the supervisor of the
 * firm's district (西湖区, 330106) and the national operator; not the supervisor of another
 * district, not another firm, and no one an upload attached to nothing yet.
 */
describe.each(BACKENDS)('supervision reads the attachments of firms in its area on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let westLake: TestClient;
  let upperTown: TestClient;
  let operator: TestClient;
  let otherBuyer: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    westLake = await t.client().login('13800000003');
    upperTown = await t.client().login('13800000006');
    operator = await t.client().login('13800000004');
    otherBuyer = await t.client().login('13800000005');
  });
  afterAll(() => t?.close());

  async function upload(client: TestClient, name: string, moduleType?: number): Promise<string> {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('NodeType', '51');
    if (moduleType !== undefined) form.append('ModuleType', String(moduleType));
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: client.cookie ?? '' }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
  }
  async function status(id: string, client: TestClient): Promise<number> {
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${id}`, { headers: { cookie: client.cookie ?? '' } });
    await res.arrayBuffer();
    return res.status;
  }

  it('lets the district supervisor and the operator read a return photo, and no one else', async () => {
    const me = await buyer.ok('Account/GetCurrentUser', {});
    const supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number }) => p.Stock >= 20);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, '2026-11-30');
    const detail = await buyer.ok('Order/GetOrderById', { Id: made.Id });

    const loose = await upload(buyer, 'draft.png');
    const photo = await upload(buyer, 'broken.png', UPLOAD_MODULE_TYPE.return);
    await buyer.ok('Order/AddOrderReturn', {
      B2B_ElectricityorderreturnInfo: {
        ElectricityOrderId: made.Id,
        OrderLineId: detail.B2B_ElectricityorderdetailInfos[0].Id,
        ReturnType: 1,
        Quantity: 1,
        ReturnUserId: me.UserId,
        CheckUserId: me.UserId,
        FileId: photo,
      },
    });
    expect(await status(photo, westLake)).toBe(200);
    expect(await status(photo, operator)).toBe(200);
    expect(await status(photo, upperTown)).toBe(404);
    expect(await status(photo, otherBuyer)).toBe(404);
    // an upload attached to nothing is the uploader's alone
    expect(await status(loose, buyer)).toBe(200);
    expect(await status(loose, westLake)).toBe(404);
    expect(await status(loose, operator)).toBe(404);
  });
});
