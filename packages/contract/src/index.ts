import { z } from 'zod';
import { accountOperations } from './account/account.contract.js';
import { auditOperations } from './audit/audit.contract.js';
import { cartOperations } from './cart/cart.contract.js';
import { checkoutOperations } from './checkout/checkout.contract.js';
import { cmsOperations } from './cms/cms.contract.js';
import { deliveryOperations } from './delivery/delivery.contract.js';
import type { Domain } from './domains.js';
import { favoriteOperations } from './favorite/favorite.contract.js';
import { filesOperations } from './files/files.contract.js';
import { firmOperations } from './firm/firm.contract.js';
import { iamOperations } from './iam/iam.contract.js';
import { messageOperations } from './message/message.contract.js';
import { operatorOperations, smsLogOperations } from './operator/operator.contract.js';
import { orderOperations } from './order/order.contract.js';
import { planningOperations } from './planning/planning.contract.js';
import { shelfOperations } from './shelf/shelf.contract.js';
import { statementOperations } from './statement/statement.contract.js';
import { storeOperations } from './store/store.contract.js';
import { sunshineOperations } from './sunshine/sunshine.contract.js';
import { supervisionOperations } from './supervision/supervision.contract.js';
import { traceOperations } from './trace/trace.contract.js';

// Validation messages that no schema spells out are Chinese too.
z.config(z.locales.zhCN());

export * from './account/account.contract.js';
export * from './audit/audit.contract.js';
export * from './audit-actions.js';
export * from './browser.js';
export * from './cart/cart.contract.js';
export * from './checkout/checkout.contract.js';
export * from './cms/cms.contract.js';
export * from './common.js';
export * from './delivery/delivery.contract.js';
export * from './domains.js';
export * from './favorite/favorite.contract.js';
export * from './files/files.contract.js';
export * from './firm/firm.contract.js';
export * from './iam/iam.contract.js';
export * from './message/message.contract.js';
export * from './operation.js';
export * from './operator/operator.contract.js';
export * from './order/order.contract.js';
export * from './planning/planning.contract.js';
export * from './rules/field-rules.js';
export * from './shelf/shelf.contract.js';
export * from './statement/statement.contract.js';
export * from './store/store.contract.js';
export * from './sunshine/sunshine.contract.js';
export * from './supervision/supervision.contract.js';
export * from './trace/trace.contract.js';

/** Every operation, by the domain that defines, registers and calls it (see domains.ts). */
export const operationsByDomain = {
  account: accountOperations,
  iam: iamOperations,
  audit: auditOperations,
  files: filesOperations,
  firm: firmOperations,
  store: storeOperations,
  shelf: shelfOperations,
  cart: cartOperations,
  favorite: favoriteOperations,
  checkout: checkoutOperations,
  order: orderOperations,
  statement: statementOperations,
  message: messageOperations,
  cms: cmsOperations,
  operator: { ...operatorOperations, ...smsLogOperations },
  planning: planningOperations,
  delivery: deliveryOperations,
  trace: traceOperations,
  sunshine: sunshineOperations,
  supervision: supervisionOperations,
} satisfies Record<Domain, object>;

export const operations = {
  ...operationsByDomain.account,
  ...operationsByDomain.iam,
  ...operationsByDomain.audit,
  ...operationsByDomain.files,
  ...operationsByDomain.firm,
  ...operationsByDomain.store,
  ...operationsByDomain.shelf,
  ...operationsByDomain.cart,
  ...operationsByDomain.favorite,
  ...operationsByDomain.checkout,
  ...operationsByDomain.order,
  ...operationsByDomain.statement,
  ...operationsByDomain.message,
  ...operationsByDomain.cms,
  ...operationsByDomain.operator,
  ...operationsByDomain.planning,
  ...operationsByDomain.delivery,
  ...operationsByDomain.trace,
  ...operationsByDomain.sunshine,
  ...operationsByDomain.supervision,
};
export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;
