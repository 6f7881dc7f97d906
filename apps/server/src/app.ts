import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG, OrderStatus } from '@shanlian/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { accountRoutes } from './modules/account/account.routes.js';
import { logPasswordReset, sessionResolver } from './modules/account/account.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { cmsRoutes } from './modules/cms/cms.routes.js';
import { alarmsRoutes } from './modules/delivery/alarms.routes.js';
import { deliveriesRoutes } from './modules/delivery/deliveries.routes.js';
import { vehiclesRoutes } from './modules/delivery/vehicles.routes.js';
import { favoriteRoutes } from './modules/favorite/favorite.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { firmRoutes } from './modules/firm/firm.routes.js';
import { licenceRoutes } from './modules/firm/licence.routes.js';
import { orgRoutes } from './modules/iam/org.routes.js';
import { peopleRoutes } from './modules/iam/people.routes.js';
import { rolesRoutes } from './modules/iam/roles.routes.js';
import { staffRoutes } from './modules/iam/staff.routes.js';
import { usersRoutes } from './modules/iam/users.routes.js';
import { messageRoutes } from './modules/message/message.routes.js';
import { figuresRoutes } from './modules/operator/figures.routes.js';
import { reviewRoutes } from './modules/operator/review.routes.js';
import { buyingRoutes } from './modules/order/order.buying.routes.js';
import { receiveOrder } from './modules/order/order.lifecycle.js';
import { orderRoutes } from './modules/order/order.routes.js';
import * as orderFigures from './modules/order/order.service.js';
import { dishesRoutes } from './modules/planning/dishes.routes.js';
import { foodPlanRoutes } from './modules/planning/food-plan.routes.js';
import { weekRoutes } from './modules/planning/week.routes.js';
import { shelfRoutes } from './modules/shelf/shelf.routes.js';
import { statementRoutes } from './modules/statement/statement.routes.js';
import { compositionRoutes } from './modules/store/composition.routes.js';
import { provideOrderFigures } from './modules/store/order-figures.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { productsByIds, shelfItemsByIds } from './modules/store/store.service.js';
import { sunshineRoutes } from './modules/sunshine/sunshine.routes.js';
import { mediaRoutes } from './modules/supervision/media.routes.js';
import { supervisionRoutes } from './modules/supervision/supervision.routes.js';
import { fillInRoutes } from './modules/trace/fill-in.routes.js';
import { provideOrderReceipt } from './modules/trace/order-receipt.js';
import { traceRoutes } from './modules/trace/trace.routes.js';
import { configureAudit, setAuditLog } from './platform/audit.js';
import { createChanges } from './platform/changes.js';
import { type Clock, SystemClock } from './platform/clock.js';
import { type Config, trustProxyOf } from './platform/config.js';
import type { Deps } from './platform/context.js';
import type { Database } from './platform/db.js';
import { AppError } from './platform/errors.js';
import { fileStoreOf } from './platform/files.js';
import { registerSecurityHeaders } from './platform/headers.js';
import { registerMetrics } from './platform/metrics.js';
import { buildOpenApi } from './platform/openapi.js';
import { registerProbes } from './platform/probes.js';
import { DbRateLimiter, RedisRateLimiter } from './platform/rate-limit.js';
import { ReadCache } from './platform/read-cache.js';
import { assertEveryOperationRegistered } from './platform/registrar.js';
import { createSmsService } from './platform/sms.js';
import { registerWebApp, sendSpaIndex } from './platform/web-static.js';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  redis?: Redis | null;
}

export function createDeps(opts: AppOptions): Deps {
  const clock = opts.clock ?? new SystemClock();
  const redis =
    opts.redis !== undefined
      ? opts.redis
      : opts.config.REDIS_URL
        ? // auto-pipelining: the version checks of concurrent reads go to Redis in one write
          new Redis(opts.config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: opts.config.REDIS_PREFIX, enableAutoPipelining: true })
        : null;
  // the audit chain's key and checkpoint file (decision 022): one per deployment, so one per process
  configureAudit(opts.config);
  const changes = createChanges(opts.database.db, redis, opts.config.REDIS_PREFIX, (err) => console.error('cache changes:', err));
  return {
    config: opts.config,
    clock,
    database: opts.database,
    changes,
    readCache: new ReadCache(changes, clock),
    files: fileStoreOf(opts.config, opts.database, clock),
    sms: createSmsService(opts.config, clock),
    rateLimiter: redis ? new RedisRateLimiter(redis, clock) : new DbRateLimiter(opts.database.db, clock),
    redis,
  };
}

/** The whole HTTP app; tests build it too and call it with inject or over a real port. */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const deps = createDeps(opts);
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOf(config),
    // On close, idle keep-alive connections end at once instead of holding the process until
    // the browser drops them (main.ts ends busy ones as their answers go out, at SIGTERM).
    forceCloseConnections: 'idle',
  });

  // An empty JSON body means {} (the contract); anything unparsable is a 400 below.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (_key, value) => {
        // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
        if (typeof value === 'string' && value.includes('\u0000')) throw new AppError(400, '请求参数包含非法字符');
        return value;
      });
    } catch (err) {
      return done(err instanceof AppError ? err : new AppError(400, '请求体不是合法的JSON'), undefined);
    }
    done(null, parsed);
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  // API answers above 1 KB go out compressed (a category tree or a page of products shrinks ~5×; on
  // a phone's network that is the difference). Brotli at quality 4: near gzip's speed, smaller. Request
  // bodies are not inflated (bodyLimit stays a limit on what is read). Only the API: the web app's
  // files are compressed at build time, and a stream's size is not known to hold small files back.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });

  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send({ IsSuccess: false, Data: err.data, Message: err.message });
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const message =
        e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '请求体过大' : e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? '请以 application/json 提交' : MSG.invalidInput;
      return reply.status(e.statusCode).send({ IsSuccess: false, Data: null, Message: message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ IsSuccess: false, Data: null, Message: MSG.serverError });
  });

  // request timings for every route below, and GET /metrics (decision 022)
  registerMetrics(app, config);
  setAuditLog((fields, message) => app.log.info(fields, message));
  deps.changes.start();
  const sessions = sessionResolver(deps);
  // The store shows order figures, but the catalog may not import the order module (which takes stock through it).
  provideOrderFigures(orderFigures);
  // Accepting an order's stock-in record receives the order, but trace may not import the order module (which ships through it).
  provideOrderReceipt((db, actor, now, orderId, received, acceptance) =>
    receiveOrder(db, actor, now, orderId, received, [OrderStatus.PendingReceipt], acceptance),
  );
  accountRoutes(app, deps, sessions);
  storeRoutes(app, deps, sessions);
  cartRoutes(app, deps, sessions);
  favoriteRoutes(app, deps, sessions, { shelfItemsByIds, productsByIds });
  orderRoutes(app, deps, sessions);
  buyingRoutes(app, deps, sessions);
  shelfRoutes(app, deps, sessions);
  messageRoutes(app, deps, sessions);
  firmRoutes(app, deps, sessions);
  filesRoutes(app, deps, sessions);
  peopleRoutes(app, deps, sessions);
  rolesRoutes(app, deps, sessions, logPasswordReset);
  orgRoutes(app, deps, sessions);
  usersRoutes(app, deps, sessions);
  staffRoutes(app, deps, sessions);
  auditRoutes(app, deps, sessions);
  checkoutRoutes(app, deps, sessions);
  statementRoutes(app, deps, sessions);
  fillInRoutes(app, deps, sessions);
  traceRoutes(app, deps, sessions);
  licenceRoutes(app, deps, sessions);
  compositionRoutes(app, deps, sessions);
  dishesRoutes(app, deps, sessions);
  weekRoutes(app, deps, sessions);
  sunshineRoutes(app, deps, sessions);
  foodPlanRoutes(app, deps, sessions);
  vehiclesRoutes(app, deps, sessions);
  deliveriesRoutes(app, deps, sessions);
  alarmsRoutes(app, deps, sessions);
  supervisionRoutes(app, deps, sessions);
  mediaRoutes(app, deps, sessions);
  cmsRoutes(app, deps, sessions);
  reviewRoutes(app, deps, sessions);
  figuresRoutes(app, deps, sessions);
  assertEveryOperationRegistered(app, deps);

  // In production the API's map is published only when asked for (API_DOCS=on).
  if (config.NODE_ENV !== 'production' || config.API_DOCS === 'on') {
    const openapi = buildOpenApi({ includeDev: config.NODE_ENV !== 'production' });
    app.get('/v1/openapi.json', async () => openapi);
    await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
    // Swagger UI loads only its own scripts and styles; the app's CSP serves it as it is.
    await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  }
  registerProbes(app, deps);

  // The built web app, with the SPA's index.html for every route that is not the API.
  const webDist = config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = await registerWebApp(app, webDist);
  app.setNotFoundHandler((req, reply) => {
    const page = hasWeb ? sendSpaIndex(req.url, req.method, reply) : null;
    return page ?? reply.status(404).send({ IsSuccess: false, Data: null, Message: '接口不存在' });
  });

  app.addHook('onClose', async () => {
    await deps.changes.close();
    await deps.files.close();
    if (deps.redis && opts.redis === undefined) await deps.redis.quit();
  });
  return { app, deps };
}
