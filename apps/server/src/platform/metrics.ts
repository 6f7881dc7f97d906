import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from './config.js';

/**
 * The process's Prometheus metrics (decision 022): one registry, the counters every part of the
 * server increments, and `GET /metrics` on the app's own port. Counters are per process; Prometheus
 * sums the instances.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'shanlian_' });

/** Every answer, by the route's operation (never the raw URL: ids stay out of the labels) and status. */
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by operation and HTTP status',
  labelNames: ['operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The flash-sale gate's verdicts: admitted (units taken), sold_out, limit (the buyer's limit), passed (the gate does not hold the offer: the database decides). */
export const seckillGate = new Counter({
  name: 'shanlian_seckill_gate_total',
  help: 'Flash-sale gate verdicts',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const readCacheHits = new Counter({
  name: 'shanlian_read_cache_hits_total',
  help: 'Store reads served from the read cache',
  registers: [metricsRegistry],
});
export const readCacheMisses = new Counter({
  name: 'shanlian_read_cache_misses_total',
  help: 'Store reads loaded from the database',
  registers: [metricsRegistry],
});

export const telemetryAccepted = new Counter({
  name: 'shanlian_telemetry_points_accepted_total',
  help: 'Vehicle telemetry points stored (HTTP and MQTT)',
  registers: [metricsRegistry],
});

/** Texts by template (the purpose: code, alarm, case, review, statement, …). */
export const smsSent = new Counter({
  name: 'shanlian_sms_sent_total',
  help: 'Texts handed to the provider',
  labelNames: ['template'] as const,
  registers: [metricsRegistry],
});
export const smsFailed = new Counter({
  name: 'shanlian_sms_failed_total',
  help: 'Texts the provider refused or did not answer',
  labelNames: ['template'] as const,
  registers: [metricsRegistry],
});

/** The operation label of a request: the contract name of `/v1/<Domain>/<Operation>`, else the route's pattern. */
export function operationOf(req: FastifyRequest): string {
  const route = req.routeOptions?.url;
  if (!route) return 'unmatched';
  return route.startsWith('/v1/') ? route.slice(4) : route;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every answer and serves `GET /metrics` in Prometheus text: to anyone with METRICS=on, else
 * only to `Authorization: Bearer <METRICS_TOKEN>`; to everyone else it does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, config: Pick<Config, 'METRICS' | 'METRICS_TOKEN'>): void {
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe({ operation: operationOf(req), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    const bearer = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    const allowed = config.METRICS === 'on' || (config.METRICS_TOKEN !== undefined && bearer !== '' && sameSecret(bearer, config.METRICS_TOKEN));
    if (!allowed) return reply.status(404).send({ IsSuccess: false, Data: null, Message: '接口不存在' });
    reply.header('cache-control', 'no-store');
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
