import { buildApp } from './app.js';
import { JOBS } from './jobs.js';
import { loadFoodCompositions } from './modules/catalog/composition-data.js';
import { startTelemetrySubscriber } from './modules/delivery/mqtt.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { startJobs } from './platform/jobs.js';
import { REVIEW_DEMO } from './seed/review-demo.js';
import { DEMO_ACCOUNTS, hasDemoAccounts, seedIfEmpty, seedKindFor } from './seed/seed.js';

/** SIGTERM's deadline: requests in flight get this long, then every connection is cut and the process exits. */
const SHUTDOWN_GRACE_MS = 8_000;

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
// the composition reference data follows its files at every start (a corrected file applies)
await loadFoodCompositions(database.db);
const { app, deps } = await buildApp({ config, database });
const kind = seedKindFor(config);
if (kind) {
  const seeded = await seedIfEmpty(database.db, deps, { kind, log: (m) => app.log.info(m) });
  if (seeded) app.log.info(seeded === 'demo' ? 'demo data created' : 'reference data created (no demo firms or accounts)');
}
await app.listen({ port: config.PORT, host: config.HOST });
// Scheduled work (the audit chain, clean-ups, expiring licences, escalation of overdue cases, camera probes):
// each job's slot runs in one instance (decision 016).
const jobs = startJobs(deps, JOBS, (err, job) => app.log.error({ err, job }, 'scheduled job failed'));
// Vehicle terminals may report over MQTT beside HTTP: the same ingest (decision 015).
const stopTelemetry = config.MQTT_URL ? startTelemetrySubscriber(deps, config.MQTT_URL, app.log) : async () => {};

const url = `http://localhost:${config.PORT}`;
console.log(
  `\n膳链 ShanLian 已启动: ${url}  (数据库: ${database.kind === 'pglite' ? `内嵌 PGlite, ${config.dataDir}` : 'PostgreSQL'}${deps.redis ? ', Redis' : ''})`,
);
const SMS_BANNER = {
  aliyun: '短信: 阿里云短信（发件箱任务发送）',
  outbox: '短信: 开发发件箱（不外发，Dev/GetSmsOutbox 可读）',
  none: '短信: 已关闭（SMS_PROVIDER=none）：验证码、告警和通知短信都不会发出',
} as const;
console.log(SMS_BANNER[config.SMS_PROVIDER]);
if (config.SMS_PROVIDER === 'none') app.log.warn('SMS_PROVIDER=none: texts are recorded but never sent');
// Phones and roles only: a password never goes to a log, and production never lists accounts.
if (config.NODE_ENV === 'development' && (await hasDemoAccounts(database.db))) {
  console.log('演示账号 (demo accounts; password: see README):');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.roleName.padEnd(6, '　')} ${a.phone}  ${a.firm}`);
  console.log(`  ${'待审核供应商'.padEnd(6, '　')} ${REVIEW_DEMO.phone}  ${REVIEW_DEMO.firmName}`);
}
if (config.NODE_ENV !== 'production' || config.API_DOCS === 'on') console.log(`API 文档: ${url}/v1/docs`);
console.log('');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in flight`);
  // A browser's keep-alive connections must not hold the process: Fastify closes idle ones at
  // once (forceCloseConnections: 'idle') and the rest as soon as their answers are out; whatever is still
  // open at the deadline is cut, and the process exits anyway.
  const deadline = setTimeout(() => {
    app.log.warn('shutdown deadline passed: closing every connection');
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), 500).unref();
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  // A connection busy at the signal turns idle once its answer is out; end it then, not at the deadline.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    await jobs.stop();
    await stopTelemetry();
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void shutdown(sig));
