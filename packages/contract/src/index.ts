import { z } from 'zod';
import { accountOperations } from './operations/account.js';
import { cartOperations } from './operations/cart.js';
import { checkoutOperations } from './operations/checkout.js';
import { deliveryOperations } from './operations/delivery.js';
import { iamOperations } from './operations/iam.js';
import { operatorOperations, smsLogOperations } from './operations/operator.js';
import { orderOperations } from './operations/order.js';
import { planningOperations } from './operations/planning.js';
import { profileOperations } from './operations/profile.js';
import { storeOperations } from './operations/store.js';
import { sunshineOperations } from './operations/sunshine.js';
import { supervisionOperations } from './operations/supervision.js';
import { traceOperations } from './operations/trace.js';

// Validation messages that no schema spells out are Chinese too.
z.config(z.locales.zhCN());

export * from './audit-actions.js';
export * from './browser.js';
export * from './common.js';
export * from './operation.js';
export * from './operations/account.js';
export * from './operations/cart.js';
export * from './operations/checkout.js';
export * from './operations/delivery.js';
export * from './operations/iam.js';
export * from './operations/operator.js';
export * from './operations/order.js';
export * from './operations/planning.js';
export * from './operations/profile.js';
export * from './operations/store.js';
export * from './operations/sunshine.js';
export * from './operations/supervision.js';
export * from './operations/trace.js';
export * from './rules/field-rules.js';

export const operations = {
  ...storeOperations,
  ...accountOperations,
  ...cartOperations,
  ...orderOperations,
  ...profileOperations,
  ...iamOperations,
  ...checkoutOperations,
  ...traceOperations,
  ...planningOperations,
  ...deliveryOperations,
  ...supervisionOperations,
  ...operatorOperations,
  ...smsLogOperations,
  ...sunshineOperations,
};
export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;
