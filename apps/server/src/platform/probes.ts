import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from './context.js';
import { ping } from './db.js';

const PROBE_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await within(probe(), PROBE_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}

/**
 * For load balancers and start scripts (plain JSON, not operations, so no envelope):
 * /healthz says the process answers; /readyz (and /v1/health, which start scripts and the
 * browser tests wait on) says the database and, when configured, Redis answer — 503 otherwise,
 * so that a balancer sends no traffic to an instance that would only fail it.
 */
export function registerProbes(app: FastifyInstance, deps: Deps): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  const ready = async (_req: unknown, reply: FastifyReply) => {
    const [database, redis] = await Promise.all([
      check(() => ping(deps.database.db)),
      deps.redis ? check(() => (deps.redis as NonNullable<Deps['redis']>).ping()) : Promise.resolve('off' as const),
    ]);
    const ok = database === 'ok' && redis !== 'down';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database, redis });
  };
  app.get('/readyz', ready);
  app.get('/v1/health', ready);
}
