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
  /**
   * Answers a list with PagerInfo: the input has an optional PagerInfo {PageIndex, PageSize}; the
   * server's registrar turns it into limit/offset for the handler and writes the answer's PagerInfo.
   */
  paged?: boolean;
  input: I;
  output: O;
}

/** Keeps `paged` as a literal type, so that the server's handler of a paged operation must answer a page. */
export function op<I extends z.ZodType, O extends z.ZodType, P extends boolean = false>(
  def: OperationDef<I, O> & { paged?: P },
): OperationDef<I, O> & { paged?: P } {
  return def;
}

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
export const DEV: Access = { kind: 'dev' };
