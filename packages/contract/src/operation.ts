import type { z } from 'zod';
import type { Permission } from './roles.js';

/**
 * Who may call an operation: anyone; any logged-in user (optionally with the
 * specification's own "not logged in" text); or a user holding a permission.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'login'; message?: string }
  | { kind: 'permission'; permission: Permission; message?: string }
  | { kind: 'dev' };

export interface OperationDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  access: Access;
  /**
   * Run the whole handler inside one transaction. Operations whose failures must still
   * leave a trace (a counted failed login, a spent captcha) say false and open their own
   * transactions around the parts that belong together.
   */
  transaction: boolean;
  /** Answers a list with PagerInfo. */
  paged?: boolean;
  input: I;
  output: O;
}

export function op<I extends z.ZodType, O extends z.ZodType>(def: OperationDef<I, O>): OperationDef<I, O> {
  return def;
}

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
export const DEV: Access = { kind: 'dev' };
