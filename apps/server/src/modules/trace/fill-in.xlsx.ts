import {
  FILL_IN_CHECK_NAMES,
  FILL_IN_SOURCE_NAMES,
  FILL_IN_STATUS_NAMES,
  formatChinaDate,
  formatChinaTime,
  parseInputTime,
  TRACE_MSG,
  ZFillInInput,
} from '@shanlian/contract';
import { asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { assertInOwnFirm, holds } from '../../platform/access.js';
import { type Actor, actorOf, type Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { buyerFirmIdByExactName, firmNameColumn } from '../firm/firm.service.js';
import { type FillInFilter, filterWhere } from './fill-in.read.js';
import { addFillIn, type FillInInput, fillInScope } from './fill-in.service.js';
import { fillInLines, fillIns } from './trace.tables.js';

type Side = 'supplier' | 'buyer';

/** Which template the caller fills: a supplier names the receiving unit, a canteen its supplier. */
function sideOf(actor: Actor): Side {
  if (actor.firmType === 'supplier' && holds(actor, 'supplier-stock-in:edit')) return 'supplier';
  if (actor.firmType === 'buyer' && holds(actor, 'stock-in:edit')) return 'buyer';
  throw forbidden();
}

interface Column {
  header: string;
  key: string;
  width: number;
  note: string;
  example: string | number;
}

const COUNTERPART: Record<Side, Column[]> = {
  supplier: [{ header: '收货单位', key: 'BuyerName', width: 28, note: '必填，收货单位的完整名称（须与平台登记的名称一致）', example: '阳光实验小学食堂' }],
  buyer: [
    { header: '供应商名称', key: 'SupplyFirmName', width: 28, note: '必填，供货单位名称', example: '杭州禾丰粮油贸易有限公司' },
    { header: '供应商地址', key: 'SupplyFirmAddress', width: 30, note: '选填', example: '杭州市西湖区文三路 100 号' },
    { header: '供应商联系方式', key: 'SupplyFirmContact', width: 18, note: '选填', example: '0571-88888888' },
  ],
};

const LINE_COLUMNS: Column[] = [
  { header: '商品名称', key: 'ProductName', width: 20, note: '必填，不超过50个字', example: '东北大米' },
  { header: '规格', key: 'Specification', width: 12, note: '选填', example: '25kg/袋' },
  { header: '单位', key: 'Unit', width: 8, note: '必填，如 袋、箱、公斤', example: '袋' },
  { header: '数量', key: 'Quantity', width: 8, note: '必填，正整数', example: 10 },
  { header: '单价（元）', key: 'Price', width: 10, note: '必填，最多两位小数', example: 128.5 },
  { header: '批次号', key: 'BatchNumber', width: 16, note: '必填', example: 'B20261101' },
  { header: '生产日期', key: 'ProductDate', width: 12, note: '必填，YYYY-MM-DD', example: '2026-11-01' },
  { header: '保质期（天）', key: 'ShelfLife', width: 12, note: '选填，0 表示无保质期', example: 365 },
  { header: '贮存条件', key: 'Storage', width: 14, note: '选填', example: '阴凉干燥处' },
  { header: '生产许可证编号', key: 'ProductLicense', width: 20, note: '选填，如 SC10633010600123', example: 'SC10633010600123' },
  { header: '追溯码', key: 'TraceabilityCode', width: 18, note: '选填', example: '' },
  { header: '产地（生产单位）', key: 'OriginFirmName', width: 24, note: '必填', example: '五常市某某米业有限公司' },
  { header: '商品条码', key: 'Gtin', width: 16, note: '选填，GTIN（8/12/13/14 位，含校验位）', example: '' },
];

const HEAD_COLUMNS: Column[] = [
  { header: '进货日期', key: 'DistDate', width: 12, note: '必填，YYYY-MM-DD；同一日期、同一对方的行合为一张进货单', example: '' },
];
const TAIL_COLUMNS: Column[] = [{ header: '备注', key: 'Remark', width: 20, note: '选填，同一张进货单取第一行的备注', example: '' }];

function columnsOf(side: Side): Column[] {
  return [...HEAD_COLUMNS, ...COUNTERPART[side], ...LINE_COLUMNS, ...TAIL_COLUMNS];
}

async function storeWorkbook(ctx: Ctx, wb: ExcelJS.Workbook, fileName: string) {
  const actor = actorOf(ctx);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const id = await ctx.deps.files.save(ctx.db, { fileName, bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose: 'unassigned' });
  return { FileId: id, FileName: fileName };
}

/** FD_Foodfirmfillin/GetImportTemplate: headers, one example row and a sheet of notes, for the caller's side. */
export async function importTemplate(ctx: Ctx) {
  const side = sideOf(actorOf(ctx));
  const cols = columnsOf(side);
  const wb = new ExcelJS.Workbook();
  wb.created = ctx.now;
  const sheet = wb.addWorksheet('进货单');
  sheet.columns = cols.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const example: Record<string, string | number> = {};
  for (const c of cols) example[c.key] = c.key === 'DistDate' ? formatChinaDate(ctx.now) : c.example;
  sheet.addRow(example);
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [
    { header: '列', key: 'h', width: 20 },
    { header: '说明', key: 'n', width: 70 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of cols) notes.addRow({ h: c.header, n: c.note });
  notes.addRow({ h: '', n: '' });
  notes.addRow({ h: '注意', n: '第2行是示例，导入前请删除或改为真实数据；任何一行有误则全部不导入，并提示行号。' });
  return storeWorkbook(ctx, wb, side === 'supplier' ? '进货单导入模板-供应商.xlsx' : '进货单导入模板-食堂.xlsx');
}

/** A cell as text: dates as YYYY-MM-DD (Excel's dates are naive days), rich text and formulas by their text. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v).trim();
}
function cellNumber(v: ExcelJS.CellValue): number | undefined {
  const t = cellText(v);
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A 'YYYY-MM-DD' that names a real calendar day. */
function realDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

export interface ImportProblem {
  Row: number;
  Message: string;
}

/** The buyer firm of this exact name (receiving units are named by their registered name). */
async function buyerIdsByName(db: Db, names: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of [...new Set(names)].filter(Boolean)) {
    const id = await buyerFirmIdByExactName(db, name);
    if (id) out.set(name, id);
  }
  return out;
}

/**
 * FD_Foodfirmfillin/ImportFD_Foodfirmfillin: the caller's own uploaded .xlsx, every row checked
 * by the contract; any bad row refuses the whole file (400 with [{Row, Message}]); otherwise rows
 * are grouped by (date, counterpart) into records, each added as a direct entry would be.
 */
export async function importFillIns(ctx: Ctx, fileId: string) {
  const actor = actorOf(ctx);
  const side = sideOf(actor);
  const file = await ctx.deps.files.row(ctx.db, fileId);
  if (!file) throw notFound(TRACE_MSG.importBadFile);
  // an upload is its firm's (decision 008): no role reaches another firm's
  assertInOwnFirm(actor, file.ownerFirmId);
  if (file.purpose !== 'import' && file.purpose !== 'unassigned') throw badRequest(TRACE_MSG.importBadFile);
  const bytes = await ctx.deps.files.bytes(file);
  if (!bytes) throw notFound(TRACE_MSG.importBadFile);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(TRACE_MSG.importBadFile);
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw badRequest(TRACE_MSG.importBadFile);
  const cols = columnsOf(side);
  const at = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, n) => {
    const col = cols.find((c) => c.header === cellText(cell.value));
    if (col) at.set(col.key, n);
  });
  const required = cols.filter((c) => c.note.startsWith('必填'));
  if (required.some((c) => !at.has(c.key))) throw badRequest(TRACE_MSG.importBadFile);

  const problems: ImportProblem[] = [];
  const parsed: { row: number; key: string; buyerName: string; input: FillInInput }[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const get = (key: string) => {
      const n = at.get(key);
      return n ? row.getCell(n).value : null;
    };
    const text = (key: string) => cellText(get(key));
    if (cols.every((c) => text(c.key) === '')) continue;
    const line = {
      ProductName: text('ProductName'),
      Specification: text('Specification'),
      Unit: text('Unit'),
      Quantity: cellNumber(get('Quantity')),
      Price: cellNumber(get('Price')),
      BatchNumber: text('BatchNumber'),
      ProductDate: text('ProductDate'),
      ShelfLife: cellNumber(get('ShelfLife')),
      Storage: text('Storage'),
      ProductLicense: text('ProductLicense'),
      TraceabilityCode: text('TraceabilityCode'),
      OriginFirmName: text('OriginFirmName'),
      Gtin: text('Gtin'),
    };
    const candidate = {
      // a placeholder id for the check; the buyer is resolved by name below
      FirmId: side === 'supplier' ? 'x' : null,
      SupplyFirmName: side === 'buyer' ? text('SupplyFirmName') : null,
      SupplyFirmAddress: side === 'buyer' ? text('SupplyFirmAddress') : null,
      SupplyFirmContact: side === 'buyer' ? text('SupplyFirmContact') : null,
      DistDate: text('DistDate'),
      Remark: text('Remark'),
      FD_FoodfirmfillindetailInfos: [line],
    };
    const check = ZFillInInput.safeParse(candidate);
    if (!check.success) {
      const issue = check.error.issues[0];
      const col = cols.find((c) => c.key === issue?.path[issue.path.length - 1]);
      problems.push({ Row: r, Message: `${col ? `${col.header}：` : ''}${issue?.message ?? TRACE_MSG.importBadFile}` });
      continue;
    }
    const made = check.data.FD_FoodfirmfillindetailInfos[0]?.ProductDate ?? '';
    if (!realDay(made)) {
      problems.push({ Row: r, Message: `生产日期：${TRACE_MSG.importBadDay}` });
      continue;
    }
    if (made > formatChinaDate(parseInputTime(check.data.DistDate) ?? ctx.now)) {
      problems.push({ Row: r, Message: `生产日期：${TRACE_MSG.importMadeAfterDist}` });
      continue;
    }
    if (side === 'supplier' && !text('BuyerName')) {
      problems.push({ Row: r, Message: `收货单位：${TRACE_MSG.buyerRequired}` });
      continue;
    }
    if (side === 'buyer' && !check.data.SupplyFirmName) {
      problems.push({ Row: r, Message: `供应商名称：${TRACE_MSG.supplierNameRequired}` });
      continue;
    }
    const counterpart =
      side === 'supplier'
        ? text('BuyerName')
        : `${check.data.SupplyFirmName}\u0000${check.data.SupplyFirmAddress ?? ''}\u0000${check.data.SupplyFirmContact ?? ''}`;
    parsed.push({ row: r, key: `${check.data.DistDate.slice(0, 10)}\u0001${counterpart}`, buyerName: text('BuyerName'), input: check.data });
  }
  if (problems.length === 0 && parsed.length === 0) throw badRequest(TRACE_MSG.importEmpty);
  const buyers =
    side === 'supplier'
      ? await buyerIdsByName(
          ctx.db,
          parsed.map((p) => p.buyerName),
        )
      : new Map<string, string>();
  if (side === 'supplier') {
    for (const p of parsed) if (!buyers.has(p.buyerName)) problems.push({ Row: p.row, Message: `收货单位：${TRACE_MSG.buyerNotFound}（${p.buyerName}）` });
  }
  const groups = new Map<string, { input: FillInInput; rows: number[] }>();
  for (const p of parsed) {
    const g = groups.get(p.key);
    if (g) {
      g.input.FD_FoodfirmfillindetailInfos.push(...p.input.FD_FoodfirmfillindetailInfos);
      g.rows.push(p.row);
      if (g.input.FD_FoodfirmfillindetailInfos.length > 100) problems.push({ Row: p.row, Message: TRACE_MSG.importTooManyLines });
    } else groups.set(p.key, { input: { ...p.input, FirmId: side === 'supplier' ? (buyers.get(p.buyerName) ?? null) : null }, rows: [p.row] });
  }
  const ids: string[] = [];
  if (problems.length === 0) {
    for (const g of groups.values()) {
      try {
        ids.push(await addFillIn(ctx.db, actor, ctx.now, g.input));
      } catch (err) {
        // the entry's own checks (dates, counterpart) refuse before writing: told on the group's rows
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        for (const row of g.rows) problems.push({ Row: row, Message: err.message });
      }
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.Row - b.Row);
    throw new AppError(400, TRACE_MSG.importRows(new Set(problems.map((p) => p.Row)).size), problems);
  }
  return { Records: ids.length, Lines: parsed.length, Ids: ids };
}

export type FillInExportFilter = FillInFilter;

const EXPORT_COLUMNS = [
  { header: '进货单号', key: 'FillInNo', width: 20 },
  { header: '来源', key: 'Source', width: 10 },
  { header: '状态', key: 'Status', width: 8 },
  { header: '收货单位', key: 'FirmName', width: 24 },
  { header: '供应商名称', key: 'SupplyFirmName', width: 24 },
  { header: '供应商地址', key: 'SupplyFirmAddress', width: 28 },
  { header: '供应商联系方式', key: 'SupplyFirmContact', width: 16 },
  { header: '订单号', key: 'OrderNo', width: 20 },
  { header: '进货日期', key: 'DistDate', width: 12 },
  { header: '商品名称', key: 'ProductName', width: 20 },
  { header: '规格', key: 'Specification', width: 12 },
  { header: '单位', key: 'Unit', width: 8 },
  { header: '数量', key: 'Quantity', width: 8 },
  { header: '验收数量', key: 'AcceptedQuantity', width: 10 },
  { header: '单价（元）', key: 'Price', width: 10 },
  { header: '批次号', key: 'BatchNumber', width: 16 },
  { header: '生产日期', key: 'ProductDate', width: 12 },
  { header: '保质期（天）', key: 'ShelfLife', width: 12 },
  { header: '贮存条件', key: 'Storage', width: 12 },
  { header: '生产许可证编号', key: 'ProductLicense', width: 20 },
  { header: '追溯码', key: 'TraceabilityCode', width: 18 },
  { header: '产地（生产单位）', key: 'OriginFirmName', width: 24 },
  { header: '商品条码', key: 'Gtin', width: 16 },
  { header: '审核', key: 'CheckStatus', width: 10 },
  { header: '录入时间', key: 'CreateTime', width: 20 },
];

/** FD_Foodfirmfillin/ExportFD_Foodfirmfillin: one row per line, with the list's filters and the export permission's scope. */
export async function exportFillIns(ctx: Ctx, f: FillInExportFilter) {
  const actor = actorOf(ctx);
  const where = filterWhere(
    fillInScope(actor, { buyer: 'stock-in:export', supplier: 'supplier-stock-in:export', supervisor: 'supervision-stock-in:export' }),
    f,
    false,
  );

  const rows = await ctx.db
    .select({
      line: fillInLines,
      record: fillIns,
      firmName: firmNameColumn(fillIns.buyerFirmId),
    })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(where)
    .orderBy(desc(fillIns.createdAt), asc(fillIns.id), asc(fillInLines.sort))
    .limit(20_000);
  const stamp = formatChinaDate(ctx.now).replace(/-/g, '');
  return exportXlsx(ctx, {
    fileName: `进货单-${stamp}.xlsx`,
    sheet: '进货单',
    columns: EXPORT_COLUMNS,
    rows: rows.map(({ line, record, firmName }) => ({
      FillInNo: record.fillInNo,
      Source: FILL_IN_SOURCE_NAMES[record.source],
      Status: FILL_IN_STATUS_NAMES[record.status] ?? '',
      FirmName: firmName ?? '',
      SupplyFirmName: record.supplyFirmName,
      SupplyFirmAddress: record.supplyFirmAddress,
      SupplyFirmContact: record.supplyFirmContact,
      OrderNo: record.orderNo ?? '',
      DistDate: record.distDate ? formatChinaDate(record.distDate) : '',
      ProductName: line.productName,
      Specification: line.specification,
      Unit: line.unit,
      Quantity: line.quantity,
      AcceptedQuantity: line.acceptedQuantity ?? '',
      Price: line.priceFen / 100,
      BatchNumber: line.batchNumber,
      ProductDate: line.productDate,
      ShelfLife: line.shelfLifeDays,
      Storage: line.storage,
      ProductLicense: line.productLicense,
      TraceabilityCode: line.traceabilityCode,
      OriginFirmName: line.originFirmName,
      Gtin: line.gtin,
      CheckStatus: FILL_IN_CHECK_NAMES[record.checkStatus] ?? '',
      CreateTime: formatChinaTime(record.createdAt),
    })),
  });
}
