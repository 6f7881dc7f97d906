import { formatChinaDate, retainUntil } from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { acceptedLine, type LineFixture } from './trace-fixture.js';

describe.each(BACKENDS)('the purchase ledger on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let me: { UserId: string; FullName: string; FirmId: string };
  let rice: LineFixture;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    me = await buyer.ok('Account/GetCurrentUser', {});
    const b = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const common = { buyerFirmId: b.FirmId, supplierFirmId: s.FirmId, supplierName: s.FirmName, buyerName: b.FirmName, acceptUserId: me.UserId };
    rice = await acceptedLine(t, supplier, { ...common, productName: '台账大米' });
    await acceptedLine(t, supplier, { ...common, productName: '台账面粉' });
    day = formatChinaDate(t.clock.now());
  }, 60_000);
  afterAll(() => t?.close());

  it('lists the accepted lines of the caller firm with the legal fields and the retention day', async () => {
    const r = await buyer.call('Trace/GetPurchaseLedger', { SearchName: '台账大米', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(r.status).toBe(200);
    expect(r.body.PagerInfo.RowCount).toBe(1);
    expect(r.body.Data).toHaveLength(1);
    const [row] = r.body.Data;
    expect(row.Id).toBe(rice.lineId);
    expect(row.PurchaseDate).toBe(day);
    expect(row.BatchNumber).toBe('B20261101');
    expect(row.ExpiryDate).toBe('2027-11-01');
    expect(row.RetainUntil).toBe(retainUntil(day, '2026-11-01', 365));
    expect(row.RetainUntil).toBe('2028-05-01');
    expect(row.AcceptUserName).toBe(me.FullName);
    expect(row.SupplyFirmAddress).toBe('杭州市西湖区文三路 1 号');
    expect(row.Certificates).toEqual([{ Id: rice.certificateId, FileName: '检验报告.pdf', FileUrl: `/v1/Trace/File/${rice.lineId}/${rice.certificateId}` }]);
    expect(row.Licenses.length).toBeGreaterThan(0);
    const both = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: '台账', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(both).toHaveLength(2);
    const none = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: '台账', SupplyFirmName: '没有这个供应商', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(none).toHaveLength(0);
    const later = await buyer.ok('Trace/GetPurchaseLedger', { SearchName: '台账', StartTime: `${addDay(day, 1)}`, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(later).toHaveLength(0);
  });

  it('shows another buyer none of them, and refuses a supplier', async () => {
    expect(await otherBuyer.ok('Trace/GetPurchaseLedger', { SearchName: '台账', PagerInfo: { PageIndex: 1, PageSize: 10 } })).toHaveLength(0);
    expect((await supplier.call('Trace/GetPurchaseLedger', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).status).toBe(403);
  });

  it('exports an xlsx with the legally required columns and the rows', async () => {
    const out = await buyer.ok('Trace/ExportPurchaseLedger', { SearchName: '台账大米' });
    expect(out.FileName).toMatch(/^进货查验记录-\d{8}\.xlsx$/);
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${out.FileId}`, { headers: { cookie: buyer.cookie ?? '' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    for (const h of ['品名', '规格', '数量', '生产日期', '批号', '保质期（天）', '进货日期', '供货者名称', '供货者地址', '联系方式', '验收人', '保存期限']) {
      expect(headers).toContain(h);
    }
    expect(sheet.rowCount).toBe(2);
    const cell = (h: string) => sheet.getRow(2).getCell(headers.indexOf(h) + 1).value;
    expect(cell('品名')).toBe('台账大米');
    expect(cell('批号')).toBe('B20261101');
    expect(cell('保存期限')).toBe('2028-05-01');
    expect(cell('验收人')).toBe(me.FullName);
    // the file is the buyer's own
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${out.FileId}`, { headers: { cookie: otherBuyer.cookie ?? '' } })).status).toBe(404);
  });
});

function addDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
