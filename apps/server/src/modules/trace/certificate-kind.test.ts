import { encodeTraceBlob } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipLines, uploadCertificate } from '../order/test-support.js';

describe.each(BACKENDS)('certificates captioned by their kind on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let supplierFirmId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
  }, 60_000);
  afterAll(() => t?.close());

  async function confirmedOrder(): Promise<string> {
    const all = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = all.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 20 && (p.MinQuantity ?? 1) <= 1 && (p.QuantityStep ?? 1) <= 1,
    );
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    return made.Id;
  }

  it('keeps the kind chosen when shipping and captions by it on the public trace, never by the file name; an unknown kind is refused', async () => {
    const id = await confirmedOrder();
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const lines = await shipLines(t, supplier, id, { productDate: today });
    const [line] = lines;
    if (!line) throw new Error('the order has no line');
    const named = await uploadCertificate(t, supplier, '扫描件-20261128.png');
    const quarantine = line.CertificateFileIds?.[0] as string;
    line.CertificateFileIds = [quarantine, named];

    const bad = await supplier.call('SupplierOrder/ShipOrder', {
      Id: id,
      DistDate: today,
      Lines: [{ ...line, CertificateKinds: { [quarantine]: 'passport' } } as never],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('证明类型不正确');

    await supplier.ok('SupplierOrder/ShipOrder', { Id: id, DistDate: today, Lines: [{ ...line, CertificateKinds: { [quarantine]: 'animal-quarantine' } }] });
    const trace = await t.client().ok('Trace/GetTraceByCode', { Code: encodeTraceBlob(line.Id, 2) });
    const byId = new Map(trace.FD_FoodfirmfillindtlfileInfos.map((c: { Id: string; Name: string; Kind: string | null }) => [c.Id, c]));
    expect(byId.get(quarantine)).toMatchObject({ Kind: 'animal-quarantine', Name: '动物检疫合格证明' });
    // no kind given: the caption every old certificate has, not the scan's file name
    expect(byId.get(named)).toMatchObject({ Kind: null, Name: '检验证明' });
  });
});
