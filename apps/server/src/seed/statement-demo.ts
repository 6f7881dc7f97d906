import { fenToYuan, StatementStatus, toChinaIso } from '@shanlian/contract';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { getFirm } from '../modules/firm/firm.service.js';
import { loadActor } from '../modules/iam/grants.js';
import { users } from '../modules/iam/iam.tables.js';
import { confirmStatement, draftMonthStatements, issueStatement, previousMonth, recordPayment } from '../modules/statement/statement.service.js';
import { statements } from '../modules/statement/statement.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { transferReceiptSvg } from './images.js';

const HOUR = 3_600_000;

/** An instant of a day of a month, China time: `at('2026-10', 2, '10:00')`. */
const at = (month: string, day: number, time: string) => new Date(`${month}-${String(day).padStart(2, '0')}T${time}:00+08:00`);

/**
 * The demo's monthly statements, made through the statement service as the people would make them:
 * on the 1st the platform drafted last month's statement for every supplier and school with
 * received goods (the job's own function); the demo supplier issued the month before last to each
 * demo school, which confirmed it and paid it with a bank receipt (已结清). Of last month, the
 * second school's is issued, confirmed and half paid; the first school's is still the supplier's
 * draft to review and issue (the desk's 待开具). Steps later than `now` are left undone.
 */
export async function seedStatementDemo(
  db: Db,
  deps: Deps,
  opts: { now: Date; supplierPhone: string; buyerPhones: readonly [string, string] },
): Promise<{ drafted: number; issued: number; paid: number }> {
  const { now } = opts;
  const last = previousMonth(now);
  const before = previousMonth(at(last, 1, '12:00'));
  const thisMonth = toChinaIso(now).slice(0, 7);
  const out = { drafted: 0, issued: 0, paid: 0 };

  const people = await db
    .select()
    .from(users)
    .where(inArray(users.phone, [opts.supplierPhone, ...opts.buyerPhones]));
  const actorOf = async (phone: string) => {
    const u = people.find((p) => p.phone === phone);
    return u ? loadActor(db, u, await getFirm(db, u.firmId), 'seed') : null;
  };
  const supplier = await actorOf(opts.supplierPhone);
  if (!supplier) return out;

  const draftedAt = at(thisMonth, 1, '01:00');
  if (draftedAt < now) out.drafted = await draftMonthStatements(db, draftedAt, last);

  const voucher = async (payerFirm: string, payee: string, fen: number, day: Date, serial: string) => {
    const svg = transferReceiptSvg({
      payer: payerFirm,
      payee,
      amountYuan: fenToYuan(fen).toFixed(2),
      date: toChinaIso(day).slice(0, 10),
      serial,
      purpose: '货款（对账结算）',
    });
    const png = await sharp(Buffer.from(svg, 'utf8'), { density: 96 })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return png;
  };

  /** Issues (or issues the draft of) the month, then confirms and pays `share` of it, each step only if its time has come. */
  const settle = async (buyerPhone: string, month: string, days: { issue: Date; confirm: Date; pay: Date }, share: number, n: number) => {
    const buyer = await actorOf(buyerPhone);
    if (!buyer || days.issue > now) return;
    const [existing] = await db
      .select({ id: statements.id, status: statements.status })
      .from(statements)
      .where(and(eq(statements.supplierFirmId, supplier.firmId), eq(statements.buyerFirmId, buyer.firmId), eq(statements.month, month)))
      .limit(1);
    if (existing && existing.status !== StatementStatus.Draft) return;
    const id = await issueStatement(db, null, supplier, days.issue, { BuyerFirmId: buyer.firmId, Month: month });
    out.issued += 1;
    if (days.confirm > now) return;
    await confirmStatement(db, buyer, days.confirm, id);
    if (days.pay > now) return;
    const [s] = await db.select().from(statements).where(eq(statements.id, id));
    if (!s) return;
    const fen = Math.round(s.totalFen * share);
    const fileId = await deps.files.save(db, {
      fileName: `转账回单-${month}.png`,
      bytes: await voucher(buyer.firmName, supplier.firmName, fen, days.pay, `HD${month.replace('-', '')}${String(n).padStart(6, '0')}`),
      ownerFirmId: buyer.firmId,
      uploadedBy: buyer.userId,
      purpose: 'payment',
    });
    await recordPayment(db, buyer, days.pay, { Id: id, Amount: fenToYuan(fen), FileIds: [fileId] });
    if (fen === s.totalFen) out.paid += 1;
  };

  for (const [i, phone] of opts.buyerPhones.entries()) {
    // the month before last: issued on the 2nd of last month, confirmed the next day, paid in full by the 10th
    await settle(phone, before, { issue: at(last, 2, '10:00'), confirm: at(last, 3, '09:30'), pay: at(last, 10 + i, '15:00') }, 1, 2 * i + 1);
  }
  // last month: the second school's issued, confirmed and half paid; the first school's left as the draft
  const [, second] = opts.buyerPhones;
  await settle(
    second,
    last,
    { issue: at(thisMonth, 2, '10:00'), confirm: at(thisMonth, 3, '09:30'), pay: new Date(at(thisMonth, 8, '15:00').getTime() + HOUR) },
    0.5,
    4,
  );
  return out;
}
