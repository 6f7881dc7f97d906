import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 'buyer' (school canteen, central kitchen), 'supplier', 'supervisor' (government), 'operator' (platform). */
export const FIRM_TYPES = ['buyer', 'supplier', 'supervisor', 'operator'] as const;
export type FirmType = (typeof FIRM_TYPES)[number];

export const firms = pgTable(
  'firms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull().unique(),
    type: text('type').$type<FirmType>().notNull(),
    contactAddress: text('contact_address').notNull().default(''),
    address: text('address').notNull().default(''),
    managingScope: text('managing_scope').notNull().default(''),
    remark: text('remark').notNull().default(''),
    imageFileId: text('image_file_id'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    areaName: text('area_name').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('firms_type_idx').on(t.type, t.createdAt)],
);

export const firmLicenses = pgTable(
  'firm_licenses',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    number: text('number').notNull(),
    issuingAuthority: text('issuing_authority').notNull().default(''),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    fileId: text('file_id'),
  },
  (t) => [index('firm_licenses_firm_idx').on(t.firmId)],
);
