import fs from 'node:fs';
import { formatChinaDate, TRACE_MSG } from '@shanlian/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { scopeFilter } from '../../platform/access.js';
import { type Actor, actorOf, type Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { traceIdOf } from './trace.read.js';
import { fillInLines, fillIns } from './trace.tables.js';
import { traceQrPng } from './trace-qr.js';

/** A stock-in record the caller may see as its buyer or its supplier (null otherwise: not told apart from missing). */
export async function visibleRecord(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(fillIns)
    .where(
      and(
        eq(fillIns.id, id),
        or(
          scopeFilter(actor, 'stock-in:view', { firm: fillIns.buyerFirmId, owner: fillIns.createdBy }),
          scopeFilter(actor, 'supplier-stock-in:view', { firm: fillIns.supplierFirmId, owner: fillIns.createdBy }),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

const MM = 72 / 25.4;
/** A4 in points, two columns by four rows of labels. */
const PAGE = { width: 595.28, height: 841.89, margin: 10 * MM };
export const LABEL_GRID = { columns: 2, rows: 4 } as const;
export const LABELS_PER_PAGE = LABEL_GRID.columns * LABEL_GRID.rows;

export interface LabelLine {
  traceId: string;
  productName: string;
  specification: string;
  batchNumber: string;
  productDate: string;
  shelfLife: number;
  supplier: string;
}

/** Draws the labels on A4 pages: per label the version-2 trace QR and the batch facts. */
export async function labelsPdf(publicUrl: string, fontPath: string, lines: readonly LabelLine[], created: Date): Promise<Buffer> {
  const qrs = await Promise.all(lines.map((l) => traceQrPng(publicUrl, l.traceId, 2, 300)));
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: '追溯标签', CreationDate: created } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const font = /\.ttc$/i.test(fontPath) ? ['cjk', fontPath, 'NotoSansCJKsc-Regular'] : ['cjk', fontPath];
  doc.registerFont(...(font as [string, string, string?]));
  const w = (PAGE.width - 2 * PAGE.margin) / LABEL_GRID.columns;
  const h = (PAGE.height - 2 * PAGE.margin) / LABEL_GRID.rows;
  const pad = 4 * MM;
  lines.forEach((l, i) => {
    const k = i % LABELS_PER_PAGE;
    if (k === 0) doc.addPage();
    const x = PAGE.margin + (k % LABEL_GRID.columns) * w;
    const y = PAGE.margin + Math.floor(k / LABEL_GRID.columns) * h;
    doc.save().lineWidth(0.5).dash(3, { space: 3 }).strokeColor('#999999').rect(x, y, w, h).stroke().restore();
    const qr = Math.min(h - 2 * pad, 38 * MM);
    doc.image(qrs[i] as Buffer, x + pad, y + pad, { width: qr, height: qr });
    const tx = x + pad;
    let ty = y + pad + qr + 2 * MM;
    const tw = w - 2 * pad;
    doc.font('cjk').fillColor('#000000');
    doc.fontSize(11).text(l.productName, tx, ty, { width: tw, height: 16, ellipsis: true, lineBreak: false });
    ty += 16;
    doc.fontSize(8);
    const facts = [
      `规格：${l.specification || '—'}`,
      `批次：${l.batchNumber}`,
      `生产日期：${l.productDate}`,
      `保质期：${l.shelfLife > 0 ? `${l.shelfLife}天` : '—'}`,
      `供应商：${l.supplier}`,
    ];
    for (const f of facts) {
      doc.text(f, tx, ty, { width: tw, height: 11, ellipsis: true, lineBreak: false });
      ty += 11;
    }
  });
  doc.end();
  return done;
}

/** FD_Foodfirmfillin/PrintLabels: one label per line of a record the caller sees, stored as the caller's PDF. */
export async function printLabels(ctx: Ctx, id: string): Promise<{ FileId: string; FileName: string }> {
  const actor = actorOf(ctx);
  const record = await visibleRecord(ctx.db, actor, id);
  if (!record) throw notFound(TRACE_MSG.fillInNotFound);
  const lines = await ctx.db.select().from(fillInLines).where(eq(fillInLines.fillInId, id)).orderBy(asc(fillInLines.sort), asc(fillInLines.id));
  if (lines.length === 0) throw badRequest(TRACE_MSG.noLabels);
  const fontPath = ctx.deps.config.CJK_FONT_PATH;
  if (!fontPath || !fs.existsSync(fontPath)) throw new AppError(503, TRACE_MSG.noCjkFont);
  const bytes = await labelsPdf(
    ctx.deps.config.PUBLIC_URL,
    fontPath,
    lines.map((l) => ({
      traceId: traceIdOf(l),
      productName: l.productName,
      specification: l.specification,
      batchNumber: l.batchNumber,
      productDate: l.productDate,
      shelfLife: l.shelfLifeDays,
      supplier: record.supplyFirmName,
    })),
    ctx.now,
  );
  const fileName = `追溯标签-${record.fillInNo}-${formatChinaDate(ctx.now).replace(/-/g, '')}.pdf`;
  const fileId = await ctx.deps.files.save(ctx.db, { fileName, bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose: 'unassigned' });
  return { FileId: fileId, FileName: fileName };
}
