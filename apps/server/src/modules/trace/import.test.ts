import { FillInStatus, TRACE_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { fillInLines, fillIns } from './trace.tables.js';
import { acceptedLine, upload } from './trace-fixture.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(BACKENDS)('stock-in spreadsheets on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let buyerFirm: { FirmId: string; FirmName: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    buyerFirm = await buyer.ok('Account/GetCurrentUser', {});
  }, 60_000);
  afterAll(() => t?.close());

  async function workbookOf(who: TestClient, fileId: string): Promise<ExcelJS.Workbook> {
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${fileId}`, { headers: { cookie: who.cookie ?? '' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    return wb;
  }
  const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String);

  /** The caller's template with its example row replaced by these rows (by header), uploaded as an import file. */
  async function filled(who: TestClient, rows: Record<string, string | number>[]): Promise<string> {
    const tpl = await who.ok('FD_Foodfirmfillin/GetImportTemplate', {});
    const wb = await workbookOf(who, tpl.FileId);
    const sheet = wb.worksheets[0] as ExcelJS.Worksheet;
    const headers = headersOf(sheet);
    sheet.spliceRows(2, 1);
    for (const r of rows) sheet.addRow(headers.map((h) => r[h] ?? ''));
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const up = await upload(t, who, UPLOAD_MODULE_TYPE.import, bytes, '进货单.xlsx', XLSX_MIME);
    expect(up.status).toBe(200);
    return up.id as string;
  }

  const row = (over: Record<string, string | number>) => ({
    进货日期: '2026-11-10',
    商品名称: '导入大米',
    单位: '袋',
    数量: 5,
    '单价（元）': 120.5,
    批次号: 'IMP-1',
    生产日期: '2026-11-01',
    '保质期（天）': 180,
    '产地（生产单位）': '五常市某米业',
    ...over,
  });

  it('gives each side its own template: headers, an example row and a notes sheet', async () => {
    const mine = await workbookOf(buyer, (await buyer.ok('FD_Foodfirmfillin/GetImportTemplate', {})).FileId);
    const h = headersOf(mine.worksheets[0] as ExcelJS.Worksheet);
    expect(h).toEqual(expect.arrayContaining(['进货日期', '供应商名称', '供应商地址', '供应商联系方式', '商品名称', '批次号', '生产日期']));
    expect(h).not.toContain('收货单位');
    expect(mine.worksheets[0]?.rowCount).toBe(2);
    expect(mine.getWorksheet('填写说明')).toBeDefined();
    const theirs = await workbookOf(supplier, (await supplier.ok('FD_Foodfirmfillin/GetImportTemplate', {})).FileId);
    const hs = headersOf(theirs.worksheets[0] as ExcelJS.Worksheet);
    expect(hs).toContain('收货单位');
    expect(hs).not.toContain('供应商名称');
  });

  it('imports a canteen file grouped into records by date and supplier', async () => {
    const fileId = await filled(buyer, [
      row({ 供应商名称: '城西菜场', 商品名称: '导入大米' }),
      row({ 供应商名称: '城西菜场', 商品名称: '导入面粉', 批次号: 'IMP-2' }),
      row({ 供应商名称: '城东粮店', 商品名称: '导入菜油' }),
    ]);
    const out = await buyer.ok('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: fileId });
    expect(out.Records).toBe(2);
    expect(out.Lines).toBe(3);
    const records = await db().select().from(fillIns).where(inArray(fillIns.id, out.Ids));
    expect(records.map((r) => r.supplyFirmName).sort()).toEqual(['城东粮店', '城西菜场']);
    for (const r of records) {
      expect(r.buyerFirmId).toBe(buyerFirm.FirmId);
      expect(r.status).toBe(FillInStatus.Delivered);
    }
    const west = records.find((r) => r.supplyFirmName === '城西菜场');
    const lines = await db()
      .select()
      .from(fillInLines)
      .where(eq(fillInLines.fillInId, west?.id ?? ''));
    expect(lines.map((l) => l.productName).sort()).toEqual(['导入大米', '导入面粉']);
    expect(lines.every((l) => l.priceFen === 12_050)).toBe(true);
  });

  it('imports nothing when any row is wrong, naming every bad row', async () => {
    const before = (await db().select({ id: fillIns.id }).from(fillIns)).length;
    const fileId = await filled(buyer, [
      row({ 供应商名称: '城西菜场' }),
      row({ 供应商名称: '城西菜场', 商品名称: '' }),
      row({ 供应商名称: '城西菜场', 生产日期: '2026-13-01' }),
      row({ 供应商名称: '', 商品名称: '无供应商' }),
    ]);
    const r = await buyer.call('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: fileId });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(TRACE_MSG.importRows(3));
    expect(r.body.Data.map((p: { Row: number }) => p.Row)).toEqual([3, 4, 5]);
    expect(r.body.Data[0].Message).toContain('商品名称');
    expect(r.body.Data[1].Message).toContain('生产日期');
    expect((await db().select({ id: fillIns.id }).from(fillIns)).length).toBe(before);
  });

  it('tells the rows of a record the entry refuses (production after delivery), importing nothing', async () => {
    const before = (await db().select({ id: fillIns.id }).from(fillIns)).length;
    const fileId = await filled(buyer, [row({ 供应商名称: '城北', 商品名称: '好货' }), row({ 供应商名称: '城南', 商品名称: '早产', 生产日期: '2026-11-20' })]);
    const r = await buyer.call('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: fileId });
    expect(r.status).toBe(400);
    expect(r.body.Data.map((p: { Row: number }) => p.Row)).toEqual([3]);
    expect((await db().select({ id: fillIns.id }).from(fillIns)).length).toBe(before);
  });

  it('lets a supplier name the receiving unit by its exact name', async () => {
    const fileId = await filled(supplier, [row({ 收货单位: buyerFirm.FirmName, 商品名称: '供应商导入' })]);
    const out = await supplier.ok('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: fileId });
    const [rec] = await db().select().from(fillIns).where(inArray(fillIns.id, out.Ids));
    expect(rec?.buyerFirmId).toBe(buyerFirm.FirmId);
    expect(rec?.status).toBe(FillInStatus.PendingConfirm);
    const unknown = await filled(supplier, [row({ 收货单位: '没有这个食堂' })]);
    const r = await supplier.call('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: unknown });
    expect(r.status).toBe(400);
    expect(r.body.Data[0]).toEqual({ Row: 2, Message: expect.stringContaining(TRACE_MSG.buyerNotFound) });
  });

  it("refuses another firm's file and a file that is not an import", async () => {
    const fileId = await filled(buyer, [row({ 供应商名称: '城西菜场' })]);
    expect((await otherBuyer.call('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: fileId })).status).toBe(403);
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const cert = await acceptedLine(t, supplier, {
      buyerFirmId: buyerFirm.FirmId,
      supplierFirmId: s.FirmId,
      supplierName: s.FirmName,
      buyerName: buyerFirm.FirmName,
    });
    const r = await supplier.call('FD_Foodfirmfillin/ImportFD_Foodfirmfillin', { FileId: cert.certificateId });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(TRACE_MSG.importBadFile);
  });

  it('exports one row per line within the caller scope', async () => {
    const out = await buyer.ok('FD_Foodfirmfillin/ExportFD_Foodfirmfillin', { SearchName: '导入' });
    const sheet = (await workbookOf(buyer, out.FileId)).worksheets[0] as ExcelJS.Worksheet;
    const h = headersOf(sheet);
    const names: string[] = [];
    for (let i = 2; i <= sheet.rowCount; i++) names.push(String(sheet.getRow(i).getCell(h.indexOf('商品名称') + 1).value));
    // the canteen's own entries and the supplier's record for it
    expect(names.sort()).toEqual(['供应商导入', '导入大米', '导入菜油', '导入面粉'].sort());
    // the same filters as the list: as many lines as the listed records hold
    const listed = await buyer.ok('FD_Foodfirmfillin/GetFD_FoodfirmfillinList', { SearchName: '导入', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(sheet.rowCount - 1).toBe(listed.reduce((n: number, r: { LineCount: number }) => n + r.LineCount, 0));
    const theirs = await otherBuyer.ok('FD_Foodfirmfillin/ExportFD_Foodfirmfillin', { SearchName: '导入' });
    expect((await workbookOf(otherBuyer, theirs.FileId)).worksheets[0]?.rowCount).toBe(1);
  });

  it('refuses filter codes out of range with a 400, never a database overflow', async () => {
    for (const name of ['FD_Foodfirmfillin/GetFD_FoodfirmfillinList', 'FD_Foodfirmfillin/GetB2BFD_FoodfirmfillinList'] as const) {
      for (const body of [{ Status: Number.MAX_SAFE_INTEGER }, { CheckStatus: 2 ** 31 }, { Status: -1 }]) {
        const r = await buyer.call(name, { ...body, PagerInfo: { PageIndex: 1, PageSize: 10 } });
        expect(r.status, `${name} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
