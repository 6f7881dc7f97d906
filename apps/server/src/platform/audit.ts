import type { Actor } from './context.js';
import type { Db } from './db.js';
import { newId } from './ids.js';
import { auditLog } from './platform.tables.js';

/** One row of the audit trail, as a caller knows it (the sealer adds the chain). */
export interface AuditEntry {
  kind: 'operation' | 'login';
  at: Date;
  actor?: Pick<Actor, 'userId' | 'fullName' | 'phone' | 'firmId' | 'firmName' | 'areaCode'> | null;
  /** For login rows without an actor: the phone that was tried. */
  phone?: string;
  userId?: string | null;
  operation: string;
  targetIds?: string[];
  result: 'ok' | 'fail';
  status: number;
  message?: string;
  ip?: string | null;
}

/** Adds a row to the audit trail (in the caller's transaction, when it has one). */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  const a = e.actor ?? null;
  await db.insert(auditLog).values({
    id: newId(),
    kind: e.kind,
    at: e.at,
    userId: a?.userId ?? e.userId ?? null,
    userName: a?.fullName ?? '',
    phone: a?.phone ?? e.phone ?? '',
    firmId: a?.firmId ?? null,
    firmName: a?.firmName ?? '',
    areaCode: a?.areaCode ?? '',
    operation: e.operation,
    targetIds: (e.targetIds ?? []).slice(0, 50),
    result: e.result,
    status: e.status,
    message: (e.message ?? '').slice(0, 200),
    ip: e.ip ?? '',
  });
}

const ID_KEYS = ['Id', 'UserId', 'RoleId', 'FirmId', 'OrderId', 'ElectricityOrderId', 'FoodSaleShelfId'];

/** The ids an operation touched, read off its input (Id, Ids, UserId, …, and any nested *Info.Id) and its answer's Id. */
export function targetIdsOf(input: unknown, output: unknown): string[] {
  const out = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 2) return;
    const o = v as Record<string, unknown>;
    for (const k of ID_KEYS) if (typeof o[k] === 'string') out.add(o[k] as string);
    for (const k of ['Ids', 'RoleIds', 'WeekfeedingIds', 'FileIds']) {
      const list = o[k];
      if (Array.isArray(list)) for (const x of list.slice(0, 50)) if (typeof x === 'string') out.add(x);
    }
    for (const [k, child] of Object.entries(o)) if (k.endsWith('Info') && child && typeof child === 'object' && !Array.isArray(child)) visit(child, depth + 1);
  };
  visit(input, 0);
  visit(output, 0);
  return [...out].slice(0, 50);
}
