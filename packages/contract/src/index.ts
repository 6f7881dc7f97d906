import { z } from 'zod';
import { accountOperations } from './operations/account.js';
import { cartOperations } from './operations/cart.js';
import { storeOperations } from './operations/store.js';

// Validation messages that no schema spells out are Chinese too.
z.config(z.locales.zhCN());

export * from './common.js';
export * from './messages.js';
export * from './operation.js';
export * from './roles.js';
export * from './rules/credit-code.js';
export * from './rules/money.js';
export * from './rules/password.js';
export * from './rules/phone.js';
export * from './rules/seckill.js';
export * from './rules/text.js';
export * from './rules/time.js';
export * from './operations/account.js';
export * from './operations/cart.js';
export * from './operations/store.js';

export const operations = { ...storeOperations, ...accountOperations, ...cartOperations };
export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = z.input<Operations[N]['input']>;
export type OutputOf<N extends OperationName> = z.output<Operations[N]['output']>;
