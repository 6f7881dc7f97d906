import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/**
 * A monthly statement (对账单) between a supplier and a buyer firm: what was received, refunded
 * and charged for freight in the month (China time), drafted by the platform on the 1st or issued
 * by the supplier directly, confirmed or disputed by the buyer, and paid against. Status 0 drafted
 * (the supplier's alone), 1 issued, 2 disputed, 3 confirmed, 4 paid.
 * Amounts in fen; total = received − returns + freight + adjustment.
 */
export const statements = pgTable(
  'statements',
  {
    id: text('id').primaryKey(),
    supplierFirmId: text('supplier_firm_id')
      .notNull()
      .references(() => firms.id),
    buyerFirmId: text('buyer_firm_id')
      .notNull()
      .references(() => firms.id),
    /** 'YYYY-MM' */
    month: text('month').notNull(),
    receivedFen: integer('received_fen').notNull(),
    returnFen: integer('return_fen').notNull(),
    freightFen: integer('freight_fen').notNull(),
    adjustmentFen: integer('adjustment_fen').notNull().default(0),
    adjustmentReason: text('adjustment_reason').notNull().default(''),
    totalFen: integer('total_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    status: integer('status').notNull(),
    disputeReason: text('dispute_reason').notNull().default(''),
    /** Raised each time a disputed statement is issued again. */
    version: integer('version').notNull().default(1),
    issuedBy: text('issued_by'),
    /** Null while a draft. */
    issuedAt: at('issued_at'),
    /** When the monthly job drafted it; null for a statement the supplier issued without a draft. */
    draftedAt: at('drafted_at'),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    uniqueIndex('statements_pair_month_uq').on(t.supplierFirmId, t.buyerFirmId, t.month),
    index('statements_buyer_idx').on(t.buyerFirmId, t.month),
    // only a draft has not been issued
    check('statements_issued_ck', sql`${t.status} = 0 or ${t.issuedAt} is not null`),
  ],
);

/** The records a statement's version counts: a received order, or an accepted return's refund. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: text('id').primaryKey(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id),
    /** 'order' | 'refund' */
    kind: text('kind').notNull(),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    returnId: text('return_id'),
    at: at('at').notNull(),
    description: text('description').notNull().default(''),
    receivedFen: integer('received_fen').notNull().default(0),
    returnFen: integer('return_fen').notNull().default(0),
    freightFen: integer('freight_fen').notNull().default(0),
  },
  (t) => [index('statement_lines_statement_idx').on(t.statementId)],
);

/** Payments recorded against a statement (bank transfer), each with its vouchers. */
export const statementPayments = pgTable(
  'statement_payments',
  {
    id: text('id').primaryKey(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id),
    amountFen: integer('amount_fen').notNull(),
    fileIds: text('file_ids').array().notNull(),
    recordedBy: text('recorded_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('statement_payments_statement_idx').on(t.statementId)],
);

/** What happened to a statement: issued, disputed, reissued, confirmed, paid. */
export const statementEvents = pgTable(
  'statement_events',
  {
    id: text('id').primaryKey(),
    statementId: text('statement_id')
      .notNull()
      .references(() => statements.id),
    type: text('type').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: text('actor_user_id'),
    at: at('at').notNull(),
  },
  (t) => [index('statement_events_statement_idx').on(t.statementId, t.at)],
);
