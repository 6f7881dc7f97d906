import {
  type AuditOperationAction,
  DELIVERY_MSG,
  isAudited,
  isAuditOperationAction,
  MSG,
  type OperationName,
  type Operations,
  type OutputOf,
  operations,
  permissionsOfAccess,
  SUPERVISION_MSG,
} from '@shanlian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { holds } from './access.js';
import { recordAudit, targetIdsOf } from './audit.js';
import type { Actor, Ctx, Deps, Page, PageOf, SessionResolver } from './context.js';
import { AppError, forbidden, unauthorized } from './errors.js';
import { claimIdempotencyKey, idempotencyKeyOf, storeIdempotentResponse } from './idempotency.js';
import { RawJson } from './read-cache.js';
import { seedShaped } from './seed-shapes.js';

type IsPaged<N extends OperationName> = Operations[N] extends { paged?: true } ? true : false;

/**
 * A handler answers its operation's output; the handler of a paged operation answers one page
 * ({rows, total}) of the window the registrar computed from the input's PagerInfo (`ctx.page`).
 */
export type Handler<N extends OperationName> = (
  input: z.output<Operations[N]['input']>,
  ctx: Ctx,
) => Promise<IsPaged<N> extends true ? PageOf<OutputOf<N>> : OutputOf<N>>;

export type Handlers<N extends OperationName> = { [K in N]: Handler<K> };

/**
 * Admission: a check that runs before an operation's transaction opens, with the root database,
 * and may refuse at once (a flash sale's units all taken, told without touching PostgreSQL). What it
 * holds for the caller is given back by `release` when the operation then fails.
 */
export type Admit<N extends OperationName> = (input: z.output<Operations[N]['input']>, ctx: Ctx) => Promise<Admission | null>;
export interface Admission {
  release(): Promise<void>;
}
export interface RegisterOptions<N extends OperationName> {
  admit?: { [K in N]?: Admit<K> };
}

export const SESSION_COOKIE = 'sl_session';

/** The envelope around a cached answer's bytes. */
const RAW_HEAD = Buffer.from('{"IsSuccess":true,"Data":');
const RAW_TAIL = `,"Message":${JSON.stringify(MSG.ok)}`;
const RAW_END = Buffer.from(`${RAW_TAIL}}`);

export function tokenOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return req.cookies?.[SESSION_COOKIE] ?? null;
}

/** A reason the caller gave (a review, a suspension) goes into the audit row's message. */
function reasonOf(input: unknown): string {
  const r = input && typeof input === 'object' ? (input as { Reason?: unknown }).Reason : null;
  return typeof r === 'string' && r ? `理由：${r}` : '';
}

/** The token of a device (a vehicle terminal): `Authorization: Device <token>`. */
export function deviceTokenOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Device ')) return auth.slice(7).trim() || null;
  return null;
}

/** The key of an AI detection platform: `Authorization: Platform <key>`. */
export function platformKeyOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Platform ')) return auth.slice(9).trim() || null;
  return null;
}

/** The Chinese message of a failed check's first issue: what a person reads of a 400. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message || MSG.invalidInput;
}

/** The page an input asks for; the contract's PagerInfo has already bounded both numbers. */
export function pageOf(input: unknown): Page & { index: number; size: number } {
  const pager = (input as { PagerInfo?: { PageIndex?: number; PageSize?: number } } | null)?.PagerInfo;
  const index = pager?.PageIndex ?? 1;
  const size = pager?.PageSize ?? 10;
  return { index, size, limit: size, offset: (index - 1) * size };
}

/** Operations registered per app (keyed by its Deps, which child scopes share), to check that each is registered once. */
const registered = new WeakMap<Deps, Set<string>>();

/**
 * The one way an operation reaches the wire: check who is calling, validate the body with the
 * contract, run the handler (inside a transaction when it writes), page it when the contract says
 * `paged`, and wrap the envelope. Handlers never see HTTP status codes, envelopes or PagerInfo.
 */
export function registerOperations<N extends OperationName>(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionResolver,
  handlers: Handlers<N>,
  options: RegisterOptions<N> = {},
): void {
  const seen = registered.get(deps) ?? new Set<string>();
  registered.set(deps, seen);
  for (const name of Object.keys(handlers) as N[]) {
    const def = operations[name];
    if (!def) throw new Error(`${name}: not an operation of the contract`);
    if (seen.has(name)) throw new Error(`${name}: registered twice`);
    if (!def.access?.kind) throw new Error(`${name}: names no access (public operations say so)`);
    const needs = permissionsOfAccess(def.access);
    if (def.access.kind === 'permission' && needs.length === 0) throw new Error(`${name}: names no permission`);
    const audited = isAudited(def);
    // Every audited operation has its Chinese label in the contract's one table of audit actions.
    if (audited && !isAuditOperationAction(name)) throw new Error(`${name}: audited, but AUDIT_OPERATION_LABELS has no label for it`);
    const action = name as string as AuditOperationAction;
    const audit = (
      actor: Actor | null,
      req: FastifyRequest,
      input: unknown,
      output: unknown,
      status: number,
      message: string,
      db: Ctx['db'] = deps.database.db,
    ) =>
      recordAudit(db, {
        kind: 'operation',
        at: deps.clock.now(),
        actor,
        operation: action,
        targetIds: targetIdsOf(input, output),
        result: status === 200 ? 'ok' : 'fail',
        status,
        message,
        ip: req.ip,
      });
    seen.add(name);
    if (def.access.kind === 'dev' && deps.config.NODE_ENV === 'production') continue;
    const handler = handlers[name] as unknown as (input: unknown, ctx: Ctx) => Promise<unknown>;
    const admit = options.admit?.[name] as ((input: unknown, ctx: Ctx) => Promise<Admission | null>) | undefined;
    const isPaged = def.paged === true;
    // The contract is the documentation; in tests every answer must match it.
    const checkOutput = (data: unknown, req: FastifyRequest) => {
      const check = def.output.safeParse(data);
      if (!check.success) {
        req.log.error({ op: name, issues: check.error.issues.slice(0, 5) }, 'output does not match contract');
        throw new Error(`${name}: output does not match contract: ${JSON.stringify(check.error.issues.slice(0, 3))}`);
      }
    };

    app.post(`/v1/${name}`, async (req: FastifyRequest, reply: FastifyReply) => {
      // The platform clock is the truth for countdowns in the browser.
      reply.header('x-server-time', deps.clock.now().toISOString());

      // Who is calling comes first: an anonymous caller of a login-only operation learns
      // nothing of its input schema, only that it must log in.
      const access = def.access;
      // A device is no person: it names its own token, which its handler checks; no session counts.
      if (access.kind === 'device' && !deviceTokenOf(req)) throw unauthorized(DELIVERY_MSG.deviceTokenMissing);
      // Nor is an AI platform: its access key is checked by its handler.
      if (access.kind === 'platform' && !platformKeyOf(req)) throw unauthorized(SUPERVISION_MSG.platformKeyMissing);
      const token = access.kind === 'device' || access.kind === 'platform' ? null : tokenOf(req);
      const actor: Actor | null = token ? await sessions.resolve(deps.database.db, token) : null;
      if (access.kind === 'login' && !actor) throw unauthorized(access.message);
      if (access.kind === 'permission') {
        if (!actor) throw unauthorized(access.message);
        if (!holds(actor, needs)) {
          if (audited) await audit(actor, req, null, null, 403, MSG.noPermission);
          throw forbidden(MSG.noPermission);
        }
      }

      const parsed = def.input.safeParse(seedShaped(req.body ?? {}, isPaged));
      if (!parsed.success) {
        throw new AppError(
          400,
          firstIssueMessage(parsed.error),
          parsed.error.issues.map((i) => ({ Field: i.path.join('.'), Message: i.message })),
        );
      }

      const page = pageOf(parsed.data);
      // refused here, an attempt leaves no audit row: it never reached the database (a flash sale counts it)
      const admission = admit ? await admit(parsed.data, { db: deps.database.db, actor, deps, now: deps.clock.now(), page, req, reply }) : null;
      const run = async (db: Ctx['db']) => {
        const out = await handler(parsed.data, { db, actor, deps, now: deps.clock.now(), page, req, reply });
        // the trail of a success is written with it, in the same transaction
        if (audited && (actor || def.access.kind === 'public')) await audit(actor, req, parsed.data, out, 200, reasonOf(parsed.data), db);
        return out;
      };
      // A write that names an Idempotency-Key runs once per (user, key): a repeat, even one
      // sent at the same moment, answers the first result and makes nothing new.
      const key = def.transaction && actor ? idempotencyKeyOf(req) : null;
      const once = async (tx: Ctx['db']) => {
        if (!key || !actor) return run(tx);
        const claim = await claimIdempotencyKey(tx, actor.userId, key, name, deps.clock.now());
        if (!claim.fresh) {
          // a repeat makes nothing: what its admission took goes back
          await admission?.release();
          reply.header('idempotent-replayed', 'true');
          return claim.response;
        }
        const out = await run(tx);
        await storeIdempotentResponse(tx, actor.userId, key, out);
        return out;
      };
      // What the transaction changed, as cache tags, taken as its last statement and announced
      // once it committed, before the answer: no cache on any instance serves what it replaced.
      let changed: string[] = [];
      const inTransaction = async (tx: Ctx['db']) => {
        const out = await once(tx);
        changed = await deps.changes.take(tx);
        return out;
      };
      let result: unknown;
      try {
        result = def.transaction ? await deps.database.db.transaction(inTransaction) : await run(deps.database.db);
        if (changed.length) await deps.changes.announce(changed).catch((err) => req.log.error({ err }, 'cache changes not announced'));
      } catch (e) {
        await admission?.release().catch((err) => req.log.error({ err }, 'admission not released'));
        // a refused or failed write by a known caller leaves its row too (outside the rolled-back work)
        if (audited && actor) {
          const status = e instanceof AppError ? e.status : 500;
          await audit(actor, req, parsed.data, null, status, e instanceof AppError ? e.message : MSG.serverError).catch((err) =>
            req.log.error({ err }, 'audit row not written'),
          );
        }
        throw e;
      }

      let data: unknown = result;
      let pager: { PageIndex: number; PageSize: number; RowCount: number } | undefined;
      if (isPaged) {
        const p = result as PageOf<unknown> | null;
        if (!p || typeof p !== 'object' || !('rows' in p) || typeof p.total !== 'number')
          throw new Error(`${name}: a paged operation must answer {rows, total}`);
        data = p.rows;
        pager = { PageIndex: page.index, PageSize: page.size, RowCount: p.total };
      }
      // An answer served from the read cache is already JSON: it goes out as it is.
      if (data instanceof RawJson) {
        if (deps.config.NODE_ENV === 'test') checkOutput(JSON.parse(data.json.toString('utf8')), req);
        reply.type('application/json; charset=utf-8');
        return reply.send(Buffer.concat([RAW_HEAD, data.json, pager ? Buffer.from(`${RAW_TAIL},"PagerInfo":${JSON.stringify(pager)}}`) : RAW_END]));
      }
      if (deps.config.NODE_ENV === 'test') checkOutput(data, req);
      return { IsSuccess: true, Data: data ?? null, Message: MSG.ok, ...(pager ? { PagerInfo: pager } : {}) };
    });
  }
}

/**
 * Fails the app's start (its ready, listen or first inject) unless every operation of the contract
 * was registered, so that an operation added to the contract without a handler is found at once.
 */
export function assertEveryOperationRegistered(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    const seen = registered.get(deps) ?? new Set<string>();
    const missing = Object.keys(operations).filter((n) => !seen.has(n));
    if (missing.length) throw new Error(`operations of the contract without a handler: ${missing.join(', ')}`);
  });
}
