import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { files } from '../../platform/platform.tables.js';

/**
 * Firms other than the owner that may download a private file: written when a record takes
 * the file for a counterparty (the buyer of the order an invoice is attached to, the supplier
 * of a returned order), so each party of the record reads it and nobody else.
 */
export const fileGrants = pgTable(
  'file_grants',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    firmId: text('firm_id').notNull(),
    /** The purpose the file was shared for (an invoice, a return attachment...). */
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.firmId] }), index('file_grants_firm_idx').on(t.firmId)],
);
