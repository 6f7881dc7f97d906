import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { shelfItems } from '../store/store.tables.js';

/** Status: 1 pending confirmation, 2 pending shipment, 3 pending receipt, 4 completed, 5 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    buyerFirmId: text('buyer_firm_id')
      .notNull()
      .references(() => firms.id),
    buyerUserId: text('buyer_user_id'),
    supplierFirmId: text('supplier_firm_id')
      .notNull()
      .references(() => firms.id),
    status: integer('status').notNull(),
    /** 0 shopping cart, 1 nutrition meal plan, 2 ingredient plan, 3 buy now */
    source: integer('source').notNull().default(0),
    /** The nutrition package (source 1) or ingredient plan (source 2) the order was made from, with its name then. */
    planId: text('plan_id'),
    planName: text('plan_name').notNull().default(''),
    /** Goods plus freight. */
    totalFen: integer('total_fen').notNull(),
    freightFen: integer('freight_fen').notNull().default(0),
    distDate: at('dist_date'),
    /** The receiving address, copied from the address book when the order was placed. */
    addressContact: text('address_contact'),
    addressPhone: text('address_phone'),
    addressText: text('address_text'),
    /** Requested delivery: 'YYYY-MM-DD' and 'HH:mm-HH:mm'. */
    deliveryDate: text('delivery_date'),
    deliverySlot: text('delivery_slot'),
    remark: text('remark').notNull().default(''),
    invoiceTitle: text('invoice_title').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    createdAt: at('created_at').notNull(),
    /** When the buyer confirmed receipt: the month of the statement that counts it. */
    receivedAt: at('received_at'),
    /** When the monthly statement that counts this order was paid in full: SettledAmount is then what the statement counted for it. */
    settledAt: at('settled_at'),
    /** Kept for the records (it has invoices or a receipt) and out of the buyer's default list. */
    archivedAt: at('archived_at'),
    /** The buyer deleted it from its list (completed or cancelled orders only); the supplier keeps it. */
    buyerHiddenAt: at('buyer_hidden_at'),
  },
  (t) => [index('orders_buyer_idx').on(t.buyerFirmId, t.createdAt), index('orders_supplier_idx').on(t.supplierFirmId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    seckillDetailId: text('seckill_detail_id'),
    name: text('name').notNull(),
    specification: text('specification').notNull(),
    unit: text('unit').notNull(),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    /** Set by the buyer's receipt; ordered − received is returned. */
    receivedQuantity: integer('received_quantity'),
    /**
     * Units registered for return or exchange. Raised only by one conditional UPDATE that
     * keeps it within what was received (shipped, before receipt); the CHECK is the floor.
     */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    coverFileId: text('cover_file_id'),
    foodTypeCode: text('food_type_code').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_item_idx').on(t.shelfItemId),
    check('order_lines_returned_ck', sql`${t.returnedQuantity} >= 0 and ${t.returnedQuantity} <= ${t.quantity}`),
  ],
);

/** What happened to an order, in order: the timeline of the order detail and the buyer's messages. */
export const ORDER_EVENT_TYPES = [
  'created',
  'confirmed',
  'shipped',
  'received',
  'cancelled',
  'invoiced',
  'returned',
  'settled',
  'return_accepted',
  'return_rejected',
  'archived',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').$type<OrderEventType>().notNull(),
    status: integer('status').notNull(),
    actorUserId: text('actor_user_id'),
    note: text('note').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Invoice images a supplier attached to an order. */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    fileId: text('file_id').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_invoices_order_idx').on(t.orderId)],
);

/** Returns and exchanges registered by the buyer; the supplier settles them. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: text('order_line_id'),
    /** 1 return, 2 exchange */
    type: integer('type').notNull(),
    quantity: integer('quantity').notNull().default(0),
    returnUserId: text('return_user_id'),
    checkUserId: text('check_user_id'),
    remark: text('remark').notNull().default(''),
    fileId: text('file_id'),
    /** 'open' | 'accepted' | 'rejected' */
    status: text('status').notNull().default('open'),
    /** The supplier's note, or the reason of a rejection. */
    settleRemark: text('settle_remark').notNull().default(''),
    /** When the supplier accepted or rejected it. */
    settledAt: at('settled_at'),
    settledBy: text('settled_by'),
    /** An accepted return's refund (null: exchange or no refund). */
    refundFen: integer('refund_fen'),
    /** Registered by the receipt for ordered units not received (their amount was never charged). */
    fromReceipt: boolean('from_receipt').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.createdAt)],
);
