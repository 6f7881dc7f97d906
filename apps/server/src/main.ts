import { spawn } from 'node:child_process';
import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { JOBS } from './jobs.js';
import { startTelemetrySubscriber } from './modules/delivery/mqtt.js';
import { loadFoodCompositions } from './modules/store/composition-data.js';
import { configureAudit, prepareAuditChain } from './platform/audit.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { startJobs } from './platform/jobs.js';
import { REVIEW_DEMO } from './seed/review-demo.js';
import { DEMO_ACCOUNTS, hasDemoAccounts, seedIfEmpty, seedKindFor } from './seed/seed.js';

/** SIGTERM's deadline for requests in flight: then every connection is cut, and the other steps get theirs. */
const SHUTDOWN_GRACE_MS = 6_000;

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
// the composition reference data follows its files at every start (a corrected file applies)
await loadFoodCompositions(database.db);
const { app, deps } = await buildApp({ config, database });
const audit = configureAudit(config);
// rows of before the signed chain sealed once, and a first checkpoint of the head (decision 022)
await prepareAuditChain(database.db, deps.clock.now());
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
if (config.SMS_PROVIDER === 'none') app.log.warn('SMS_PROVIDER=none: texts are recorded but never sent');
// Phones and roles only: a password never goes to a log, and production never lists accounts.
const accounts =
  config.NODE_ENV === 'development' && (await hasDemoAccounts(database.db))
    ? [
        ...DEMO_ACCOUNTS.map((a) => ({ role: a.roleName, phone: a.phone, firm: a.firm })),
        { role: '待审核供应商', phone: REVIEW_DEMO.phone, firm: REVIEW_DEMO.firmName },
      ]
    : [];
// Apart from the JSON log: at a terminal on stdout; otherwise on stderr, so that whatever collects
// stdout reads nothing but JSON lines (decision 022).
const banner = startBanner(config, { url, database: database.kind, redis: Boolean(deps.redis), auditDevKey: audit.devKey, accounts });
(process.stdout.isTTY ? process.stdout : process.stderr).write(banner);

/**
 * The stop (decision 022). Each step after the port closes has its own deadline, and a watchdog
 * process started at the signal kills this one when the whole stop overruns: a timer of this process
 * cannot fire while its main thread is blocked, another process's can.
 */
const STOP_STEPS_MS = { jobs: 1_000, telemetry: 1_000, database: 1_500 };
const WATCHDOG_MS = 9_500;
const WATCHDOG = `const [pid, ms] = process.argv.slice(1).map(Number); const end = Date.now() + ms;
setInterval(() => { try { process.kill(pid, 0); } catch { process.exit(0); }
  if (Date.now() >= end) { try { process.kill(pid, 'SIGKILL'); } catch {} process.exit(0); } }, 100);`;

function startWatchdog(): void {
  try {
    // its own process group: a signal to ours (a terminal's Ctrl-C, a supervisor's group kill) leaves it running
    spawn(process.execPath, ['-e', WATCHDOG, String(process.pid), String(WATCHDOG_MS)], { stdio: 'ignore', detached: true }).unref();
  } catch (err) {
    app.log.error({ err }, 'shutdown watchdog not started');
  }
}

/** Runs one step of the stop within its deadline; answers whether it finished in time without error. */
async function step(name: string, ms: number, run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const outcome = await Promise.race([run().then(() => 'done' as const), late]);
    if (outcome === 'late') app.log.warn(`shutdown: ${name} did not finish within ${ms} ms; going on`);
    return outcome === 'done';
  } catch (err) {
    app.log.error({ err }, `shutdown: ${name} failed`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  startWatchdog();
  app.log.info(`${signal}: finishing requests in flight`);
  // A browser's keep-alive connections must not hold the process: Fastify closes idle ones at
  // once (forceCloseConnections: 'idle') and the rest as soon as their answers are out; whatever is still
  // open at the deadline is cut.
  const deadline = setTimeout(() => {
    app.log.warn('shutdown deadline passed: closing every connection');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  // A connection busy at the signal turns idle once its answer is out; end it then, not at the deadline.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  let clean = await step('requests', SHUTDOWN_GRACE_MS + 500, () => app.close());
  // What still works on the database finishes (or is given up) before it closes: the jobs' runs in
  // flight and the telemetry messages being stored (the flash-sale refusals are added by app.close). PGlite's
  // close waits for its open transaction and queued queries; with them done it is quick, and
  // if it is not, its deadline passes and the process exits anyway.
  clean = (await step('jobs', STOP_STEPS_MS.jobs, () => jobs.stop())) && clean;
  clean = (await step('telemetry', STOP_STEPS_MS.telemetry, stopTelemetry)) && clean;
  clean = (await step('database', STOP_STEPS_MS.database, () => database.close())) && clean;
  app.log.info(clean ? 'stopped' : 'stopped, with steps given up');
  process.exit(clean ? 0 : 1);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void shutdown(sig));
