/** Every table, for drizzle-kit. Modules import their own tables, never this file. */

export * from './modules/account/account.tables.js';
export * from './modules/cart/cart.tables.js';
export * from './modules/checkout/checkout.tables.js';
export * from './modules/cms/cms.tables.js';
export * from './modules/delivery/delivery.tables.js';
export * from './modules/favorite/favorite.tables.js';
export * from './modules/files/files.tables.js';
export * from './modules/firm/firm.tables.js';
export * from './modules/iam/iam.tables.js';
export * from './modules/message/message.tables.js';
export * from './modules/operator/operator.tables.js';
export * from './modules/order/order.tables.js';
export * from './modules/planning/planning.tables.js';
export * from './modules/seckill/seckill.tables.js';
export * from './modules/statement/statement.tables.js';
export * from './modules/store/store.tables.js';
export * from './modules/sunshine/sunshine.tables.js';
export * from './modules/supervision/supervision.tables.js';
export * from './modules/trace/trace.tables.js';
export * from './platform/platform.tables.js';
