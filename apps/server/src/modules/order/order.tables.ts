import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shelfItems } from '../catalog/catalog.tables.js';
import { firms } from '../firm/firm.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Status: 1 pending confirmation, 2 pending shipment, 3 pending receipt, 4 completed, 5 cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    buyerFirmId: text('buyer_firm_id').notNull().references(() => firms.id),
    buyerUserId: text('buyer_user_id'),
    supplierFirmId: text('supplier_firm_id').notNull().references(() => firms.id),
    status: integer('status').notNull(),
    /** 0 shopping cart, 1 nutrition meal plan, 2 ingredient plan */
    source: integer('source').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    distDate: at('dist_date'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('orders_buyer_idx').on(t.buyerFirmId, t.createdAt), index('orders_supplier_idx').on(t.supplierFirmId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id),
    shelfItemId: text('shelf_item_id').notNull().references(() => shelfItems.id),
    seckillDetailId: text('seckill_detail_id'),
    name: text('name').notNull(),
    specification: text('specification').notNull(),
    unit: text('unit').notNull(),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    coverFileId: text('cover_file_id'),
    foodTypeCode: text('food_type_code').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_item_idx').on(t.shelfItemId)],
);
