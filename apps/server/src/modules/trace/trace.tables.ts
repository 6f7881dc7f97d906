import type { FillInSource } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/**
 * A stock-in record (进货单, FD_Foodfirmfillin): one delivery of goods from a supplier to a
 * buyer firm. Made by shipping an e-shop order (source 'order', one per order), or entered
 * directly by the supplier ('supplier') or by the canteen for goods bought outside the shop
 * ('buyer', whose supplier may not be on the platform: its name, address and contact are kept).
 * Status codes are FillInStatus of the contract; every change is one conditional UPDATE with
 * its row in fill_in_events.
 */
export const fillIns = pgTable(
  'fill_ins',
  {
    id: text('id').primaryKey(),
    fillInNo: text('fill_in_no').notNull().unique(),
    source: text('source').$type<FillInSource>().notNull(),
    supplierFirmId: text('supplier_firm_id').references(() => firms.id),
    supplyFirmName: text('supply_firm_name').notNull(),
    supplyFirmAddress: text('supply_firm_address').notNull().default(''),
    supplyFirmContact: text('supply_firm_contact').notNull().default(''),
    buyerFirmId: text('buyer_firm_id')
      .notNull()
      .references(() => firms.id),
    /** The e-shop order it was shipped for (no foreign key: orders belong to the order module). */
    orderId: text('order_id'),
    orderNo: text('order_no'),
    status: integer('status').notNull(),
    /** The status a suspension interrupted, restored when it is lifted. */
    suspendedFrom: integer('suspended_from'),
    distDate: at('dist_date'),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    /** Acceptance by two people of the buyer firm: the one who records it and a witness. */
    acceptUserId: text('accept_user_id'),
    witnessUserId: text('witness_user_id'),
    acceptedAt: at('accepted_at'),
    storedAt: at('stored_at'),
    /** A supervisor's check (审核): 0 none, 1 passed, 2 returned for correction. */
    checkStatus: integer('check_status').notNull().default(0),
    checkRemark: text('check_remark').notNull().default(''),
    checkUserId: text('check_user_id'),
    checkedAt: at('checked_at'),
  },
  (t) => [
    index('fill_ins_buyer_idx').on(t.buyerFirmId, t.createdAt),
    index('fill_ins_supplier_idx').on(t.supplierFirmId, t.createdAt),
    uniqueIndex('fill_ins_order_uq').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('fill_ins_status_ck', sql`${t.status} between 1 and 8`),
  ],
);

/** A line of a stock-in record: one product and one batch. */
export const fillInLines = pgTable(
  'fill_in_lines',
  {
    id: text('id').primaryKey(),
    fillInId: text('fill_in_id')
      .notNull()
      .references(() => fillIns.id),
    sort: integer('sort').notNull().default(0),
    /** The shelf item it was (no foreign key: goods bought outside the shop have none). */
    shelfItemId: text('shelf_item_id'),
    /** The order line it was shipped for (e-shop records). */
    orderLineId: text('order_line_id'),
    coverFileId: text('cover_file_id'),
    productName: text('product_name').notNull(),
    specification: text('specification').notNull().default(''),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    acceptedQuantity: integer('accepted_quantity'),
    /** Units registered for return on this line (FD_Foodinreturn of type 1). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    priceFen: integer('price_fen').notNull(),
    batchNumber: text('batch_number').notNull(),
    /** 'YYYY-MM-DD' */
    productDate: text('product_date').notNull(),
    /** Days; 0 means no shelf life. */
    shelfLifeDays: integer('shelf_life_days').notNull().default(0),
    storage: text('storage').notNull().default(''),
    productLicense: text('product_license').notNull().default(''),
    traceabilityCode: text('traceability_code').notNull().default(''),
    originFirmName: text('origin_firm_name').notNull(),
    gtin: text('gtin').notNull().default(''),
    /** °C taken at receipt (chilled and frozen goods), when it was. */
    receivedTemperature: doublePrecision('received_temperature'),
    /** Accepted with ≤ 1/3 of its shelf life left, which the acceptors confirmed. */
    nearExpiryConfirmed: boolean('near_expiry_confirmed').notNull().default(false),
  },
  (t) => [
    index('fill_in_lines_record_idx').on(t.fillInId, t.sort),
    uniqueIndex('fill_in_lines_order_line_uq').on(t.orderLineId).where(sql`${t.orderLineId} is not null`),
    index('fill_in_lines_gtin_idx').on(t.gtin, t.batchNumber),
    check('fill_in_lines_returned_ck', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
  ],
);

/** Photos taken when a record was accepted at the kitchen door (the goods, the labels, the thermometer). */
export const fillInFiles = pgTable(
  'fill_in_files',
  {
    id: text('id').primaryKey(),
    fillInId: text('fill_in_id')
      .notNull()
      .references(() => fillIns.id),
    fileId: text('file_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('fill_in_files_uq').on(t.fillInId, t.fileId)],
);

/** Inspection certificates (检验证明) of a line's batch. */
export const fillInLineFiles = pgTable(
  'fill_in_line_files',
  {
    id: text('id').primaryKey(),
    lineId: text('line_id')
      .notNull()
      .references(() => fillInLines.id),
    fileId: text('file_id').notNull(),
    /** What the certificate is (CERTIFICATE_KINDS: 'inspection' 检验报告, 'quarantine' 检疫合格证明 …); null on rows from before kinds, captioned 检验证明. */
    kind: text('kind'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('fill_in_line_files_uq').on(t.lineId, t.fileId)],
);

/** A pesticide-residue rapid test (农残快检) of a vegetable or fruit batch; the latest one shows on the trace. */
export const pesticideTests = pgTable(
  'pesticide_tests',
  {
    id: text('id').primaryKey(),
    lineId: text('line_id')
      .notNull()
      .references(() => fillInLines.id),
    method: text('method').notNull(),
    inhibitionRate: doublePrecision('inhibition_rate').notNull(),
    passed: boolean('passed').notNull(),
    testedAt: at('tested_at').notNull(),
    testerUserId: text('tester_user_id'),
    firmId: text('firm_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('pesticide_tests_line_idx').on(t.lineId, t.testedAt)],
);

/** Return and exchange registrations on a stock-in line (spec 02 §2.7, by FoodFirmFillInDetailId). */
export const fillInReturns = pgTable(
  'fill_in_returns',
  {
    id: text('id').primaryKey(),
    lineId: text('line_id')
      .notNull()
      .references(() => fillInLines.id),
    /** 1 return, 2 exchange */
    type: integer('type').notNull(),
    quantity: integer('quantity').notNull(),
    returnUserId: text('return_user_id'),
    checkUserId: text('check_user_id'),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('fill_in_returns_line_idx').on(t.lineId, t.createdAt)],
);

/** What happened to a stock-in record, in order. */
export const fillInEvents = pgTable(
  'fill_in_events',
  {
    id: text('id').primaryKey(),
    fillInId: text('fill_in_id')
      .notNull()
      .references(() => fillIns.id),
    type: text('type').notNull(),
    status: integer('status').notNull(),
    actorUserId: text('actor_user_id'),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('fill_in_events_record_idx').on(t.fillInId, t.at)],
);

/**
 * GS1 EPCIS 2.0 events of a batch, append-only: commissioning, shipping, receiving, accepting
 * and inspecting. `document` is the event as JSON-LD (what Trace/ExportEpcis answers); the
 * circulation timeline of the trace is read from these rows. `id` is the event's hash eventID.
 */
export const epcisEvents = pgTable(
  'epcis_events',
  {
    id: text('id').primaryKey(),
    lineId: text('line_id')
      .notNull()
      .references(() => fillInLines.id),
    /** The short bizStep (commissioning, shipping, receiving, accepting, inspecting, storing). */
    bizStep: text('biz_step').notNull(),
    /** The firm where it happened (its name shows on the timeline). */
    firmId: text('firm_id'),
    firmName: text('firm_name').notNull(),
    eventTime: at('event_time').notNull(),
    document: jsonb('document').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [index('epcis_events_line_idx').on(t.lineId, t.eventTime)],
);
