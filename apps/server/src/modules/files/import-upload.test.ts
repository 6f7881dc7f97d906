import { UPLOAD_MODULE_TYPE, UPLOAD_SPREADSHEET_MSG } from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { PDF, upload } from '../trace/trace-fixture.js';
import { sniffType } from './upload.service.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookBytes(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('进货单').addRow(['商品名称', '数量']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip whose only entry is named xl/workbook.xml but holds no workbook (stored, no compression). */
function fakeZip(): Buffer {
  const name = Buffer.from('xl/workbook.xml');
  const data = Buffer.from('not a workbook');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, data]);
}

describe('sniffing spreadsheets', () => {
  it('knows an .xlsx by its content, not by its name', async () => {
    expect(sniffType(await workbookBytes())).toBe('xlsx');
    expect(sniffType(fakeZip())).toBe('xlsx');
    // a zip of anything else is no spreadsheet
    expect(sniffType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]))).toBeNull();
  });
});

describe.each(BACKENDS)('import uploads on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let otherBuyer: TestClient;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    otherBuyer = await t.client().login('13800000005');
  }, 60_000);
  afterAll(() => t?.close());

  it('takes an .xlsx as an import file, private to the uploading firm', async () => {
    const up = await upload(t, buyer, UPLOAD_MODULE_TYPE.import, await workbookBytes(), '进货单.xlsx', XLSX_MIME);
    expect(up.status).toBe(200);
    const own = await fetch(`${t.baseUrl}/v1/File/Download/${up.id}`, { headers: { cookie: buyer.cookie ?? '' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe(XLSX_MIME);
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${up.id}`, { headers: { cookie: otherBuyer.cookie ?? '' } })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${up.id}`)).status).toBe(404);
  });

  it('refuses a spreadsheet for any other purpose, anything but a workbook as an import, and a fake workbook', async () => {
    for (const moduleType of [UPLOAD_MODULE_TYPE.certificate, UPLOAD_MODULE_TYPE.receipt, UPLOAD_MODULE_TYPE.firmOwn]) {
      const r = await upload(t, buyer, moduleType, await workbookBytes(), '表.xlsx', XLSX_MIME);
      expect(r.status).toBe(400);
      expect(r.message).toBe(UPLOAD_SPREADSHEET_MSG.onlyImport);
    }
    const pdf = await upload(t, buyer, UPLOAD_MODULE_TYPE.import, PDF, '进货单.xlsx', XLSX_MIME);
    expect(pdf.status).toBe(400);
    expect(pdf.message).toBe(UPLOAD_SPREADSHEET_MSG.importOnlyXlsx);
    const fake = await upload(t, buyer, UPLOAD_MODULE_TYPE.import, fakeZip(), '进货单.xlsx', XLSX_MIME);
    expect(fake.status).toBe(400);
    expect(fake.message).toBe(UPLOAD_SPREADSHEET_MSG.importOnlyXlsx);
  });
});
