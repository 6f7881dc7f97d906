import type { z } from 'zod';
import type { Permission } from './permissions.js';

/**
 * Who may call an operation, which every operation names: anyone (`public`); any logged-in user
 * acting on the user's own account, session or messages (`login`, optionally with the
 * specification's own "not logged in" text); or a user holding a permission of the registry
 * (`permission`), whose records the role's data scope then bounds. Development-only operations
 * say `dev` and are absent in production. Devices (vehicle terminals) say `device`, AI detection platforms `platform`.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'login'; message?: string }
  | { kind: 'permission'; permission: Permission | readonly Permission[]; message?: string }
  | { kind: 'dev' }
  /** Not a person: a vehicle terminal authenticated by its own token (`Authorization: Device <token>`). */
  | { kind: 'device' }
  /** Not a person: an AI detection platform authenticated by its access key (`Authorization: Platform <key>`). */
  | { kind: 'platform' };

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
   * Leaves a row in the audit trail (who, firm, area, operation, target ids, result, IP, time).
   * Absent means: every operation that writes (`transaction`) and every permission other than
   * `view`; reads that need no trail say nothing, writes without a transaction say true.
   */
  audit?: boolean;
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
export const DEVICE: Access = { kind: 'device' };
export const PLATFORM: Access = { kind: 'platform' };
/** The access of an operation that needs the permission (optionally with the specification's own "not logged in" text). */
export function can(permission: Permission | readonly Permission[], message?: string): Access {
  return message ? { kind: 'permission', permission, message } : { kind: 'permission', permission };
}

/** The permissions any one of which admits a caller (empty for public, login and dev operations). */
export function permissionsOfAccess(access: Access): Permission[] {
  return access.kind === 'permission' ? ([] as Permission[]).concat(access.permission) : [];
}

/** Whether a call of the operation leaves a row in the audit trail. */
export function isAudited(def: Pick<OperationDef, 'access' | 'transaction' | 'audit'>): boolean {
  if (def.audit !== undefined) return def.audit;
  if (def.transaction) return true;
  if (def.access.kind !== 'permission') return false;
  return ([] as Permission[]).concat(def.access.permission).some((p) => !p.endsWith(':view'));
}
