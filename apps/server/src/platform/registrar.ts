import { MSG, type OperationName, type Operations, operations, type OutputOf } from '@shanlian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, Ctx, Deps, Paged, SessionResolver } from './context.js';
import { AppError, forbidden, unauthorized } from './errors.js';

export type Handler<N extends OperationName> = (input: z.output<Operations[N]['input']>, ctx: Ctx) => Promise<OutputOf<N> | Paged<OutputOf<N>>>;

export type Handlers<N extends OperationName> = { [K in N]: Handler<K> };

export const SESSION_COOKIE = 'sl_session';

export function tokenOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return req.cookies?.[SESSION_COOKIE] ?? null;
}

function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message || MSG.invalidInput;
}

/**
 * The one way an operation reaches the wire: validate the body with the contract,
 * check who is calling, run the handler (inside a transaction when it writes) and
 * wrap the envelope. Handlers never see HTTP status codes or envelopes.
 */
export function registerOperations<N extends OperationName>(app: FastifyInstance, deps: Deps, sessions: SessionResolver, handlers: Handlers<N>): void {
  for (const name of Object.keys(handlers) as N[]) {
    const def = operations[name];
    if (def.access.kind === 'dev' && deps.config.NODE_ENV === 'production') continue;
    const handler = handlers[name] as Handler<N>;

    app.post(`/v1/${name}`, async (req: FastifyRequest, reply: FastifyReply) => {
      // The platform clock is the truth for countdowns in the browser.
      reply.header('x-server-time', deps.clock.now().toISOString());
      const parsed = def.input.safeParse(req.body ?? {});
      if (!parsed.success) {
        throw new AppError(
          400,
          firstIssueMessage(parsed.error),
          parsed.error.issues.map((i) => ({ Field: i.path.join('.'), Message: i.message })),
        );
      }

      const token = tokenOf(req);
      const actor: Actor | null = token ? await sessions.resolve(deps.database.db, token) : null;
      const access = def.access;
      if (access.kind === 'login' && !actor) throw unauthorized(access.message);
      if (access.kind === 'permission') {
        if (!actor) throw unauthorized(access.message);
        if (!actor.permissions.includes(access.permission)) throw forbidden('当前账号没有此操作的权限');
      }

      const run = (db: Ctx['db']) => handler(parsed.data as never, { db, actor, deps, now: deps.clock.now(), req, reply });
      const result = def.transaction ? await deps.database.db.transaction((tx) => run(tx)) : await run(deps.database.db);

      const isPaged = typeof result === 'object' && result !== null && (result as Paged<unknown>).kind === 'paged';
      const data = isPaged ? (result as Paged<unknown>).rows : result;
      if (deps.config.NODE_ENV === 'test') {
        // The contract is the documentation; in tests every answer must match it.
        const check = def.output.safeParse(data);
        if (!check.success) {
          req.log.error({ op: name, issues: check.error.issues.slice(0, 5) }, 'output does not match contract');
          throw new Error(`${name}: output does not match contract: ${JSON.stringify(check.error.issues.slice(0, 3))}`);
        }
      }
      return {
        IsSuccess: true,
        Data: data ?? null,
        Message: MSG.ok,
        ...(isPaged ? { PagerInfo: (result as Paged<unknown>).pager } : {}),
      };
    });
  }
}
