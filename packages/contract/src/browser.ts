/**
 * What the browser needs at run time, without zod or the operation schemas: messages, codes,
 * limits and the pure rules. The web app imports values from '@shanlian/contract/browser'
 * and only types from '@shanlian/contract', which keeps its first load small.
 */
export * from './constants.js';
export * from './messages.js';
export * from './permissions.js';
export * from './profile-constants.js';
export * from './rules/credit-code.js';
export * from './rules/delivery.js';
export * from './rules/money.js';
export * from './rules/nutrition.js';
export * from './rules/nutrition-data.js';
export * from './rules/operator.js';
export * from './rules/password.js';
export * from './rules/phone.js';
export * from './rules/planning.js';
export * from './rules/quantity.js';
export * from './rules/seckill.js';
export * from './rules/sms.js';
export * from './rules/sunshine.js';
export * from './rules/supervision.js';
export * from './rules/text.js';
export * from './rules/time.js';
export * from './rules/trace.js';
export * from './rules/upload.js';
export * from './rules/work-calendar.js';
