import { OPERATOR_MSG as M, MSG, type Permission, type TOperatorSearchResult, type TUserSession } from '@shanlian/contract';
import { assertAllowed, scopeOf } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { findFirms } from '../firm/firm-search.js';
import { listUserSessions, revokeUserSessions } from '../iam/sessions.service.js';
import { findUsers, userForTools } from '../iam/user-search.js';
import { findOrdersByNumber } from '../order/order.platform-figures.js';

/**
 * The operators' tools (issue 13 item 6): one search over firms (name, credit code), users
 * (phone, name) and orders (number), and a user's sessions, listed or ended with a reason (the
 * registrar writes the reason into the audit row).
 */

/** Each kind of result the search answers at most. */
const FOUND_MAX = 20;

/** The area the caller's tools reach: everything (null) for scope 1, else the caller's own area. */
function reach(actor: Actor, permission: Permission): string | null {
  if (scopeOf(actor, permission) === 1) return null;
  if (!actor.platform) throw forbidden(MSG.noPermission);
  return actor.areaCode || null;
}

/** Operator/Search: firms, users and orders matching the keyword (at least 2 characters, checked by the contract). */
export async function operatorSearch(db: Db, actor: Actor, keyword: string): Promise<TOperatorSearchResult> {
  const area = reach(actor, 'operator-tool:view');
  const [Firms, Users, Orders] = await Promise.all([
    findFirms(db, keyword, FOUND_MAX, area),
    findUsers(db, keyword, FOUND_MAX, area),
    findOrdersByNumber(db, keyword, FOUND_MAX, area),
  ]);
  return { Firms, Users, Orders };
}

/** The user, when it exists (404) and the caller's scope reaches it (403). */
async function reachableUser(db: Db, actor: Actor, permission: Permission, userId: string) {
  const user = await userForTools(db, userId);
  if (!user) throw notFound(M.userNotFound);
  assertAllowed(actor, permission, { firmId: user.firmId, areaCode: user.areaCode });
  return user;
}

/** Operator/GetUserSessions. */
export async function userSessions(db: Db, actor: Actor, userId: string): Promise<TUserSession[]> {
  await reachableUser(db, actor, 'operator-tool:view', userId);
  return listUserSessions(db, userId);
}

/**
 * Operator/RevokeUserSessions: ends one session of the user, or all of them; the user must log
 * in again. Answers how many ended (0 when that session had already ended). An operator may end
 * its own sessions too.
 */
export async function revokeSessions(db: Db, actor: Actor, input: { UserId: string; SessionId?: string | null }): Promise<{ Ended: number }> {
  await reachableUser(db, actor, 'operator-tool:edit', input.UserId);
  return { Ended: await revokeUserSessions(db, input.UserId, input.SessionId || null) };
}
