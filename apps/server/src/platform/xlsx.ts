import ExcelJS from 'exceljs';
import { actorOf, type Ctx } from './context.js';

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
}

export interface XlsxExport {
  /** The download's name; '.xlsx' is added when missing. */
  fileName: string;
  sheet: string;
  columns: XlsxColumn[];
  rows: Record<string, unknown>[];
}

/** A cell's value: text, numbers, booleans and dates as they are, anything else as text (arrays joined). */
function cellOf(v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (Array.isArray(v)) return v.map((x) => String(x)).join(', ');
  return String(v);
}

/** Excel refuses sheet names longer than 31 characters or holding any of []:*?/\ . */
function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * Writes a real .xlsx workbook with one sheet (a bold header row, then one row per record) and
 * stores it as a private file of the caller's firm, so that the caller downloads it at
 * GET /v1/File/Download/{Id} and nobody outside the firm can.
 */
export async function exportXlsx(ctx: Ctx, opts: XlsxExport): Promise<{ FileId: string; FileName: string }> {
  const actor = actorOf(ctx);
  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet(sheetNameOf(opts.sheet));
  sheet.columns = opts.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, c.header.length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of opts.rows) {
    const values: Record<string, ExcelJS.CellValue> = {};
    for (const c of opts.columns) values[c.key] = cellOf(row[c.key]);
    sheet.addRow(values);
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileName = /\.xlsx$/i.test(opts.fileName) ? opts.fileName : `${opts.fileName}.xlsx`;
  const id = await ctx.deps.files.save(ctx.db, { fileName, bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose: 'unassigned' });
  return { FileId: id, FileName: fileName };
}
