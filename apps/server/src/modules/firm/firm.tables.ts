import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

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
    /** active | pending (a registered supplier before review) | rejected | suspended (FIRM_STATUS) */
    status: text('status').notNull().default('active'),
    /** The reason of the last review or suspension. */
    statusReason: text('status_reason').notNull().default(''),
    reviewedAt: at('reviewed_at'),
    // business profile (spec 02 §2.2)
    licenseNumber: text('license_number').notNull().default(''),
    orgId: text('org_id'),
    pubFirmTypeId: text('pub_firm_type_id'),
    /** 'individual' | 'enterprise' */
    capitalType: text('capital_type').notNull().default('enterprise'),
    /** 'A' | 'B' | 'C' or null: the food-safety quantified grade, at most one */
    quantifiedGrade: text('quantified_grade'),
    registeredCapital: text('registered_capital').notNull().default(''),
    foundedYear: integer('founded_year'),
    phoneNumber: text('phone_number').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    fax: text('fax').notNull().default(''),
    email: text('email').notNull().default(''),
    factoryArea: doublePrecision('factory_area'),
    buildingArea: doublePrecision('building_area'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    legalRepresentative: text('legal_representative').notNull().default(''),
    legalRepresentativePhone: text('legal_representative_phone').notNull().default(''),
    manager: text('manager').notNull().default(''),
    managerPhone: text('manager_phone').notNull().default(''),
    foodSafetyDirector: text('food_safety_director').notNull().default(''),
    foodSafetyAdmin: text('food_safety_admin').notNull().default(''),
    staffCount: integer('staff_count'),
    qcCount: integer('qc_count'),
    dinersCount: integer('diners_count'),
  },
  (t) => [index('firms_type_idx').on(t.type, t.createdAt), index('firms_status_idx').on(t.status, t.createdAt)],
);

/** Each review, resubmission, suspension and resumption of a firm, with who and why. */
export const firmReviewEvents = pgTable(
  'firm_review_events',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    /** register | approve | reject | resubmit | suspend | resume */
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('firm_review_events_firm_idx').on(t.firmId, t.at)],
);

/** Public business types (公共业态) a firm may declare. */
export const pubFirmTypes = pgTable('pub_firm_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Supervising organisations by area (the profile's read-only 所属机构). */
export const orgs = pgTable(
  'orgs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull(),
  },
  (t) => [index('orgs_area_idx').on(t.areaCode)],
);

export const firmLicenses = pgTable(
  'firm_licenses',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    /** LicenseType of the contract: 1 business licence, 2 food business, 3 food production, 9 other. */
    licenseType: integer('license_type').notNull().default(9),
    name: text('name').notNull(),
    number: text('number').notNull(),
    issuingAuthority: text('issuing_authority').notNull().default(''),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    /** The first file (the store's supplier page shows it); all files are in firm_license_files. */
    fileId: text('file_id'),
    createdAt: at('created_at'),
  },
  (t) => [index('firm_licenses_firm_idx').on(t.firmId)],
);

/** The scans (images or PDF) of a licence, in order. */
export const firmLicenseFiles = pgTable(
  'firm_license_files',
  {
    id: text('id').primaryKey(),
    licenseId: text('license_id')
      .notNull()
      .references(() => firmLicenses.id),
    fileId: text('file_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('firm_license_files_license_idx').on(t.licenseId, t.sort)],
);
