// npm run bench: load scenarios with autocannon against the real server on PostgreSQL and
// Redis, each next to its ceiling (a bare Fastify route answering the same bytes from
// memory) measured in the same run. Prints a table and writes docs/BENCHMARKS.md.
//
// Settings (environment):
//   BENCH_DATABASE_URL  postgres://postgres@127.0.0.1:5432/shanlian_bench (created and filled on first run)
//   REDIS_URL           redis://127.0.0.1:6379
//   BENCH_PRODUCTS      100000 products in the catalogue (generated once, kept)
//   BENCH_SECONDS       10 s a scenario;  BENCH_CONNECTIONS  10;  BENCH_TELEMETRY_SECONDS  20 (also the fleet's and the flood's)
//   BENCH_ONLY          a subset, comma-separated, to iterate quickly:
//                         latency    search latency, one connection (three rows: popular words, two-character words, uncached)
//                         week       week analysis
//                         week1      week analysis at one connection, on the full composition table
//                         search     search throughput
//                         newword    search by a new word each request
//                         detail     product detail, anonymous and logged in
//                         lists      20-item lists: a floor's type, latest, a popular word
//                         cart       cart add
//                         telemetry  telemetry ingest, 200 vehicles (two rows)
//                         fleet      telemetry, 1 000 vehicles × 1 point/s sustained
//                         flood      a buyer's order list p99 alone and during a flood from one vehicle token
//                         trace      the public trace read (the QR page), from the read cache, many addresses
//                         storm      both flash-sale storms (storm-one: one instance; storm-cluster: nginx + 2 instances)
//                       e.g. BENCH_ONLY=detail,lists,storm npm run bench
//   BENCH_DOC           where the report goes: docs/BENCHMARKS.md for a full run; a subset writes
//                       nothing unless BENCH_DOC names a file (a partial table must not replace the whole one)
//   BENCH_RUNTIME       compiled (default): the server built first (`npm run build -w apps/server`) and run
//                       as production runs it; tsx: from its TypeScript sources (a larger resident set)
//   NGINX               the nginx binary of the cluster rows (/usr/sbin/nginx)

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Cluster, ensureDatabase, type Runtime, root, rssMb, serverArgs, startCluster, startProcess } from './cluster.js';
import { FLEET, fleetScenario, floodScenario, telemetryScenario, VEHICLES } from './telemetry.js';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shanlian_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STORM_ATTEMPTS = 30_000;
const STORM_UNITS = 100;
const STORM_CONNECTIONS = 50;
/** Distinct words of the new-word search: 10 s at 500 requests a second; the run ends early when they are used up. */
const NEW_WORDS = 5_000;
/** Requests of the uncached search latency row at most (one connection; the run ends after BENCH_SECONDS). */
const UNCACHED_WORDS = 3_000;
const MEMORY_LIMIT_MB = 400;
const RUNTIME = (process.env.BENCH_RUNTIME ?? 'compiled') as Runtime;
if (RUNTIME !== 'tsx' && RUNTIME !== 'compiled') throw new Error('BENCH_RUNTIME is tsx or compiled');
const APP_PORT = 4301;
const CEILING_PORT = 4302;
/** The cluster's ports, apart from deploy/start-cluster.sh's 4310–4312 so that both may run. */
const CLUSTER = { nginxPort: 4320, basePort: 4321, instances: 2 };
const DATA_DIR = path.join(os.tmpdir(), 'shanlian-bench-data');
const BUYERS = ['13800000001', '13800000005'];
const PASSWORD = 'Shanlian#2026';
const POPULAR = ['大米', '鸡蛋', '牛奶', '东北', '有机', '面粉', '猪肉', '豆腐', '青菜', '苹果', '米', '五常大米', '学校专供'];

const SCENARIOS = [
  'latency',
  'week',
  'week1',
  'search',
  'newword',
  'detail',
  'lists',
  'cart',
  'telemetry',
  'fleet',
  'flood',
  'trace',
  'storm-one',
  'storm-cluster',
] as const;
const TELEMETRY_SECONDS = Number(process.env.BENCH_TELEMETRY_SECONDS ?? 20);
type ScenarioName = (typeof SCENARIOS)[number];

/** BENCH_ONLY's names (storm stands for both storms); null runs everything. */
function selected(): Set<ScenarioName> | null {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return null;
  const names = new Set<ScenarioName>();
  for (const n of raw.split(',').map((s) => s.trim())) {
    if (n === 'storm') {
      names.add('storm-one');
      names.add('storm-cluster');
    } else if ((SCENARIOS as readonly string[]).includes(n)) names.add(n as ScenarioName);
    else if (n) throw new Error(`BENCH_ONLY: unknown scenario "${n}"; known: ${SCENARIOS.join(', ')}, storm`);
  }
  return names;
}
const ONLY = selected();
const runs = (name: ScenarioName) => !ONLY || ONLY.has(name);

async function post(base: string, name: string, body: unknown, token?: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${base}/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}
const APP = `http://127.0.0.1:${APP_PORT}`;
const CEILING = `http://127.0.0.1:${CEILING_PORT}`;

/** Teaches the ceiling the real server's answer to an operation. */
async function teach(op: string, body: string): Promise<void> {
  await fetch(`${CEILING}/__set`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: op, body }) });
}

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  ceilingRps: number;
  ceilingP99: number;
  note: string;
}

type Req = { method: 'POST'; path: string; headers: Record<string, string>; body?: string; setupRequest?: (r: Req) => Req };
type Result = autocannon.Result;

function cannon(base: string, requests: Req[], opts: { duration?: number; amount?: number; connections?: number }): Promise<Result> & { stop(): void } {
  // autocannon's promise is also the running instance, which stop() ends early
  return autocannon({
    url: base,
    connections: opts.connections ?? CONNECTIONS,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? SECONDS }),
    requests: requests as autocannon.Request[],
  }) as Promise<Result> & { stop(): void };
}

/**
 * A run timed by its own clock, from just before autocannon starts (its connections write their first
 * requests at once) to the last answer received. autocannon's own `duration` stops on its one-second
 * tick after the last answer, so a run of a few seconds reads a rate rounded to that tick.
 */
async function timedCannon(
  base: string,
  requests: Req[],
  opts: { amount: number; connections: number; stopAfterSeconds?: number },
): Promise<{ result: Result; answers: number; seconds: number; rate: number }> {
  let answers = 0;
  const start = performance.now();
  let last = start;
  const run = cannon(base, requests, opts);
  (run as unknown as NodeJS.EventEmitter).on('response', () => {
    answers++;
    last = performance.now();
  });
  const timer = opts.stopAfterSeconds ? setTimeout(() => run.stop(), opts.stopAfterSeconds * 1000) : undefined;
  const result = await run;
  clearTimeout(timer);
  const seconds = (last - start) / 1000;
  return { result, answers, seconds, rate: answers / seconds };
}

const headersOf = (token?: string): Record<string, string> => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
const yes = (ok: boolean) => (ok ? 'yes' : 'no');
const join = (...parts: string[]) => parts.filter(Boolean).join('; ');

async function scenario(name: string, op: string, bodies: unknown[], token: string | undefined, note = '', connections = CONNECTIONS): Promise<Row> {
  const requests: Req[] = bodies.map((b) => ({ method: 'POST', path: `/v1/${op}`, headers: headersOf(token), body: JSON.stringify(b) }));
  const sample = await post(APP, op, bodies[0], token);
  if (sample.status !== 200) throw new Error(`${name}: ${op} answered ${sample.status} ${sample.text.slice(0, 200)}`);
  await teach(op, sample.text);
  // warm-up, not measured, on both: every request twice on every connection (each of autocannon's
  // connections walks the list from its start; a cache keeps what is asked again), the code paths
  // compiled; the rows measure a server that has been running, not its first seconds
  const warm = Math.min(Math.max(requests.length * 2 * connections, connections * 20), 20_000);
  await cannon(APP, requests, { amount: warm, connections });
  await cannon(CEILING, requests, { amount: warm, connections });
  const real = await cannon(APP, requests, { connections });
  const ceiling = await cannon(CEILING, requests, { connections });
  const errors = real.non2xx + real.errors;
  return {
    scenario: name,
    rps: real.requests.average,
    p50: real.latency.p50,
    p99: real.latency.p99,
    ceilingRps: ceiling.requests.average,
    ceilingP99: ceiling.latency.p99,
    note: join(note, errors ? `${errors} non-2xx` : ''),
  };
}

/** A target on req/s ÷ ceiling, computed into the row's notes. */
function ratioTarget(row: Row, min: number): Row {
  row.note = join(`target ≥ ${min} of the ceiling: ${yes(row.rps / row.ceilingRps >= min)}`, row.note);
  return row;
}

/** Largest resident set of every server process, sampled every 500 ms for as long as it runs. */
class MemoryWatch {
  readonly max = new Map<string, number>();
  private sources = new Map<string, () => Promise<number[]>>();
  private labels = new Map<string, string[]>();
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  watch(key: string, labels: string[], read: () => Promise<number[]>): void {
    this.sources.set(key, read);
    this.labels.set(key, labels);
  }

  async unwatch(key: string): Promise<void> {
    await this.sample(); // the last figure before it goes
    this.sources.delete(key);
  }

  start(): void {
    this.timer = setInterval(() => void this.sample(), 500);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sample();
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (const [key, read] of this.sources) {
        const values = await read();
        const labels = this.labels.get(key) ?? [];
        values.forEach((mb, i) => {
          const label = labels[i] ?? `${key} ${i}`;
          if (mb > 0) this.max.set(label, Math.max(this.max.get(label) ?? 0, mb));
        });
      }
    } finally {
      this.busy = false;
    }
  }
}

async function main() {
  if (RUNTIME === 'compiled') {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the server did not build');
  }
  await ensureDatabase(DB_URL);
  console.log(`seeding ${DB_URL} up to ${PRODUCTS} products …`);
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--products', String(PRODUCTS)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: DB_URL, DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');

  const env = {
    DATABASE_URL: DB_URL,
    REDIS_URL,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED: 'never',
    NODE_ENV: 'production',
    AUDIT_KEY: process.env.AUDIT_KEY ?? randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'none',
    DATA_DIR,
    // the trace row speaks for many visitors through X-Forwarded-For, as nginx does in production
    TRUST_PROXY: '127.0.0.1',
  };
  const server = await startProcess(serverArgs(RUNTIME), env, (o) => o.includes('已启动'));
  const ceiling = await startProcess(['--import', 'tsx', 'bench/ceiling.ts'], { PORT: String(CEILING_PORT) }, (o) => o.includes('ceiling ready'));
  const memory = new MemoryWatch();
  memory.watch('one', [`one instance (:${APP_PORT})`], async () => [await rssMb(server.pid)]);
  memory.start();
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  let cluster: Cluster | undefined;
  try {
    await db.query('analyze');
    const tokens: string[] = [];
    for (const phone of BUYERS) {
      const login = JSON.parse((await post(APP, 'Account/Login', { MobileNumber: phone, Password: PASSWORD })).text);
      if (!login.Data?.Token) throw new Error(`login of ${phone} failed: ${login.Message}`);
      tokens.push(login.Data.Token);
    }
    const token = tokens[0] as string;
    const rows: Row[] = [];
    const page20 = { PageIndex: 1, PageSize: 20 };

    if (runs('latency')) {
      const searches = POPULAR.map((w) => ({ ProductName: w, PagerInfo: page20 }));
      const two = ['大米', '鸡蛋'].map((w) => ({ ProductName: w, PagerInfo: page20 }));
      // latency: one request at a time, so p99 is the request's own time, not a queue on two cores
      const target = (r: Row) => {
        r.note = join(`target p99 < 50 ms: ${yes(r.p99 < 50)}`, r.note);
        return r;
      };
      rows.push(
        target(await scenario('search latency, 1 connection', 'Store/GetFoodsaleshelfDetailList', searches, undefined, `keywords: ${POPULAR.join(' ')}`, 1)),
      );
      rows.push(
        target(
          await scenario('search latency, two-character words, 1 connection', 'Store/GetFoodsaleshelfDetailList', two, undefined, 'keywords: 大米 鸡蛋', 1),
        ),
      );
      rows.push(await uncachedLatencyScenario(await freshWordsOf(db)));
    }
    // week analysis: a package of 15 meals (3 slots × 5 days), analysed against WS/T 554-2017; its
    // sequential latency is read here, with the other one-at-a-time rows, before the load scenarios
    if (runs('week')) {
      const analysis = await weekAnalysisScenario(token);
      if (analysis) rows.push(analysis);
    }
    if (runs('week1')) {
      const one = await weekOneConnectionScenario(token);
      if (one) rows.push(one);
    }
    if (runs('search')) {
      const searches = POPULAR.map((w) => ({ ProductName: w, PagerInfo: page20 }));
      rows.push(
        await scenario(
          'search throughput (20 a page, with total)',
          'Store/GetFoodsaleshelfDetailList',
          searches,
          undefined,
          `same keywords, ${CONNECTIONS} connections`,
        ),
      );
    }
    if (runs('newword')) rows.push(await newWordScenario(await freshWordsOf(db)));

    if (runs('detail')) {
      const ids = (await db.query('select id from shelf_items where listed order by random() limit 500')).rows.map((r) => r.id);
      const bodies = ids.map((Id) => ({ Id }));
      rows.push(ratioTarget(await scenario('product detail, anonymous', 'Store/GetProductDetailById', bodies, undefined, '500 products in turn'), 0.25));
      rows.push(ratioTarget(await scenario('product detail, logged in', 'Store/GetProductDetailById', bodies, token, '500 products in turn, a buyer'), 0.25));
    }

    if (runs('lists')) {
      // a floor's lists as the store's floor page asks them: one food type of a floor, 20 a page
      const floors = JSON.parse((await post(APP, 'Store/GetFoodfloorLoginess', { PagerInfo: page20 })).text).Data as {
        FD_FoodfloortypedetailmanageInfos: { FoodTypeCode: string }[];
      }[];
      const codes = floors.flatMap((f) => f.FD_FoodfloortypedetailmanageInfos.map((t) => t.FoodTypeCode));
      if (codes.length === 0) throw new Error('lists: no floor has a food type');
      rows.push(
        ratioTarget(
          await scenario(
            'list of a floor’s type (20 items)',
            'Store/GetFoodsaleshelfDetailList',
            codes.map((FoodTypeCode) => ({ FoodTypeCode, PagerInfo: page20 })),
            undefined,
            `${codes.length} types of ${floors.length} floors in turn`,
          ),
          0.15,
        ),
      );
      rows.push(ratioTarget(await scenario('latest list (20 items)', 'Store/GetLatestList', [{ SortNumber: 4, PagerInfo: page20 }], undefined), 0.15));
      rows.push(
        ratioTarget(
          await scenario(
            'search by a popular word (20 items)',
            'Store/GetFoodsaleshelfDetailList',
            [{ ProductName: '大米', PagerInfo: page20 }],
            undefined,
            'keyword: 大米',
          ),
          0.15,
        ),
      );
    }

    if (runs('cart')) {
      const cartIds = (
        await db.query('select id from shelf_items where listed and stock >= 2000 and min_quantity = 1 and quantity_step = 1 order by random() limit 500')
      ).rows.map((r) => r.id);
      rows.push(
        await scenario(
          'cart add (logged in)',
          'Cart/AddToShoppingCart',
          cartIds.map((FoodSaleShelfId) => ({ B2B_ShoppingcartInfo: { FoodSaleShelfId, CartNumber: 1 } })),
          token,
        ),
      );
    }

    if (runs('telemetry')) {
      // 200 terminals reporting once a second, then as fast as 10 connections go
      const tel = await telemetryScenario(db, APP_PORT, CEILING_PORT);
      const keptUp = tel.steady.pointsPerSecond >= VEHICLES * 0.98 && tel.steady.p99 < 1000 && tel.steady.errors === 0;
      rows.push({
        scenario: `telemetry ingest, ${VEHICLES} vehicles × 1 point/s`,
        rps: tel.steady.rps,
        p50: tel.steady.p50,
        p99: tel.steady.p99,
        ceilingRps: tel.ceiling.steadyRps,
        ceilingP99: tel.ceiling.steadyP99,
        note: join(
          `${tel.steady.accepted} points stored in ${tel.steady.seconds.toFixed(1)} s = ${tel.steady.pointsPerSecond.toFixed(0)} points/s`,
          `keeps up (≥ ${VEHICLES * 0.98}/s, p99 of a batch < 1 s, no errors): ${yes(keptUp)}`,
          tel.steady.errors ? `${tel.steady.errors} non-2xx` : '',
        ),
      });
      rows.push({
        scenario: 'telemetry ingest, one point a batch, 10 connections',
        rps: tel.burst.rps,
        p50: tel.burst.p50,
        p99: tel.burst.p99,
        ceilingRps: tel.ceiling.burstRps,
        ceilingP99: tel.ceiling.burstP99,
        note: join(
          `the most this server takes: ${(tel.burst.rps / VEHICLES).toFixed(1)} × the 200-vehicle load`,
          tel.burst.errors ? `${tel.burst.errors} non-2xx` : '',
        ),
      });
    }

    if (runs('fleet')) {
      const f = await fleetScenario(db, APP_PORT, TELEMETRY_SECONDS);
      const keptUp = f.pointsPerSecond >= FLEET * 0.98 && f.p99 < 1000 && f.errors === 0;
      rows.push({
        scenario: `telemetry, ${FLEET.toLocaleString('en')} vehicles × 1 point/s sustained`,
        rps: f.rps,
        p50: f.p50,
        p99: f.p99,
        ceilingRps: Number.NaN,
        ceilingP99: Number.NaN,
        note: join(
          `${f.accepted} points stored in ${f.seconds.toFixed(1)} s = ${f.pointsPerSecond.toFixed(0)} points/s`,
          `target ≥ ${FLEET * 0.98}/s stored, p99 of a batch < 1 s, no errors: ${yes(keptUp)}`,
          f.errors ? `${f.errors} non-2xx` : '',
        ),
      });
    }
    if (runs('flood')) {
      const f = await floodScenario(db, APP_PORT, token, TELEMETRY_SECONDS);
      const ratio = f.during.p99 / f.alone.p99;
      rows.push({
        scenario: 'order list (2 connections) during a flood from one vehicle token (50 connections)',
        rps: f.during.rps,
        p50: f.during.p50,
        p99: f.during.p99,
        ceilingRps: Number.NaN,
        ceilingP99: Number.NaN,
        note: join(
          `alone: p50 ${f.alone.p50.toFixed(1)} ms, p99 ${f.alone.p99.toFixed(1)} ms, ${f.alone.rps.toFixed(0)} req/s; p99 during ÷ alone ${ratio.toFixed(2)}, target ≤ 2: ${yes(ratio <= 2)}`,
          `the flood: ${f.flood.sent} reports, ${f.flood.refused} refused (429), ${f.flood.stored} points stored`,
        ),
      });
    }
    if (runs('trace')) rows.push(await traceScenario(db));
    if (runs('storm-one')) rows.push(await stormScenario(db, APP, tokens, 'seckill storm, one instance'));
    if (runs('storm-cluster')) {
      console.log(`starting nginx on :${CLUSTER.nginxPort} and ${CLUSTER.instances} instances …`);
      cluster = await startCluster({
        ...CLUSTER,
        runtime: RUNTIME,
        env: { DATABASE_URL: DB_URL, REDIS_URL, SEED: 'never', LOG_LEVEL: 'warn' },
      });
      const c = cluster;
      memory.watch(
        'cluster',
        c.ports.map((p) => `cluster instance :${p}`),
        () => c.memory(),
      );
      rows.push(await stormScenario(db, c.url, tokens, `seckill storm, nginx + ${CLUSTER.instances} instances`));
      await memory.unwatch('cluster');
      await c.stop();
      cluster = undefined;
    }

    await memory.stop();
    report(rows, memory.max);
  } finally {
    await memory.stop();
    await db.end();
    await cluster?.stop();
    server.kill('SIGTERM');
    ceiling.kill('SIGTERM');
  }
}

/** Percentile of sorted values (nearest rank). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const SEARCH_OP = 'Store/GetFoodsaleshelfDetailList';
const searchBody = (w: string) => JSON.stringify({ ProductName: w, PagerInfo: { PageIndex: 1, PageSize: 20 } });

/**
 * Words no request of this run has asked yet: the two- and three-character words cut from the names
 * of 20 000 listed products (so each finds something), popular words left out, in a random order.
 * One source for the whole run, shared by every row that searches by new words, so that no row asks
 * a word another row asked. The read cache keeps a search's answer only once it is asked a second
 * time, and each server process starts with an empty one: an answer to a word taken here is always
 * read from the database.
 */
class FreshWords {
  private next = 0;
  constructor(readonly words: readonly string[]) {}
  get left(): number {
    return this.words.length - this.next;
  }
  get used(): number {
    return this.next;
  }
  take(): string {
    const w = this.words[this.next++];
    if (w === undefined) throw new Error(`the ${this.words.length} new words of the run are used up`);
    return w;
  }
  /** One search request of autocannon's list whose body takes a new word each time it is sent. */
  request(): Req {
    return { method: 'POST', path: `/v1/${SEARCH_OP}`, headers: headersOf(), setupRequest: (r) => ({ ...r, body: searchBody(this.take()) }) };
  }
}

let freshWords: FreshWords | undefined;
async function freshWordsOf(db: pg.Client): Promise<FreshWords> {
  if (freshWords) return freshWords;
  const names = (await db.query('select name from shelf_items where listed order by random() limit 20000')).rows.map((r) => r.name as string);
  const pool = new Set<string>();
  for (const name of names) {
    for (const run of name.match(/\p{Script=Han}+/gu) ?? []) {
      for (const len of [2, 3]) for (let i = 0; i + len <= run.length; i++) pool.add(run.slice(i, i + len));
    }
  }
  for (const w of POPULAR) pool.delete(w);
  const words = [...pool];
  // Fisher–Yates: a different order every run
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [words[i], words[j]] = [words[j] as string, words[i] as string];
  }
  if (words.length < 1000) throw new Error(`new words: only ${words.length} distinct words in the product names`);
  freshWords = new FreshWords(words);
  return freshWords;
}

/**
 * "search latency, uncached, 1 connection": the search target (p99 < 50 ms) read on answers that
 * cannot come from the read cache: one request at a time, each a word no request of the run asked
 * before. Warm-up, not measured: 200 requests of new words too (the code paths compiled, the pools
 * open). The run ends after BENCH_SECONDS or UNCACHED_WORDS requests. The ceiling answers the same
 * bytes to the same request shape at one connection.
 */
async function uncachedLatencyScenario(words: FreshWords): Promise<Row> {
  const sample = await post(APP, SEARCH_OP, JSON.parse(searchBody(words.take())));
  if (sample.status !== 200) throw new Error(`uncached search: ${sample.status} ${sample.text.slice(0, 200)}`);
  await teach(SEARCH_OP, sample.text);
  await cannon(APP, [words.request()], { amount: 200, connections: 1 });
  const first = words.used;
  const timed = await timedCannon(APP, [words.request()], { amount: Math.min(UNCACHED_WORDS, words.left - 1), connections: 1, stopAfterSeconds: SECONDS });
  const real = timed.result;
  const taken = words.used - first;
  const fixed: Req[] = [{ method: 'POST', path: `/v1/${SEARCH_OP}`, headers: headersOf(), body: searchBody(words.words[first] as string) }];
  await cannon(CEILING, fixed, { amount: 200, connections: 1 });
  const ceiling = await cannon(CEILING, fixed, { connections: 1 });
  const errors = real.non2xx + real.errors;
  const sent = timed.answers;
  return {
    scenario: 'search latency, uncached, 1 connection',
    rps: timed.rate,
    p50: real.latency.p50,
    p99: real.latency.p99,
    ceilingRps: ceiling.requests.average,
    ceilingP99: ceiling.latency.p99,
    note: join(
      `target p99 < 50 ms: ${yes(real.latency.p99 < 50)}`,
      `${sent} requests, each a word not asked before in this run, so none answered from the read cache (${taken} words taken, e.g. ${words.words.slice(first, first + 3).join(' ')}); after 200 unmeasured requests of new words`,
      errors ? `${errors} non-2xx` : '',
    ),
  };
}

/**
 * "search, a new word each request": up to NEW_WORDS requests over CONNECTIONS connections, each
 * taking the next word of the run's new words, so that no request repeats an earlier one's word and
 * no cache of answers helps. The run ends after BENCH_SECONDS or when the words are used.
 */
async function newWordScenario(words: FreshWords): Promise<Row> {
  const sample = await post(APP, SEARCH_OP, JSON.parse(searchBody(words.take())));
  await teach(SEARCH_OP, sample.text);
  const first = words.used;
  const amount = Math.min(NEW_WORDS, words.left) - 1 - CONNECTIONS;
  const run = cannon(APP, [words.request()], { amount });
  const timer = setTimeout(() => run.stop(), SECONDS * 1000);
  const real = await run;
  clearTimeout(timer);
  const used = words.used - first;
  const fixed: Req[] = [{ method: 'POST', path: `/v1/${SEARCH_OP}`, headers: headersOf(), body: searchBody(words.words[first] as string) }];
  const ceiling = await cannon(CEILING, fixed, {});
  const errors = real.non2xx + real.errors;
  const sent = real.requests.total;
  return {
    scenario: 'search, a new word each request (20 items)',
    rps: sent / real.duration,
    p50: real.latency.p50,
    p99: real.latency.p99,
    ceilingRps: ceiling.requests.total / ceiling.duration,
    ceilingP99: ceiling.latency.p99,
    note: join(
      `target p99 < 100 ms: ${yes(real.latency.p99 < 100)}`,
      `${sent} requests, each a word not asked before in this run (${used} of ${words.words.length} words cut from product names, e.g. ${words.words.slice(first, first + 3).join(' ')})`,
      errors ? `${errors} non-2xx` : '',
    ),
  };
}

/**
 * "seckill storm": 30 000 purchase attempts at an offer of 100 units over 50 connections, by the
 * demo buyers in turn, at `base` (one instance, or nginx before several). The figures that count
 * are in the notes: every unit sold once, recorded once, none oversold. The rate is the answers
 * over the bench's own clock, from the first request sent to the last answer received (timedCannon),
 * the ceiling's too; p50 and p99 are of every answer, bought or refused.
 */
async function stormScenario(db: pg.Client, base: string, tokens: string[], name: string): Promise<Row> {
  // warm-up, not measured: a smaller storm of the same shape at its own offer, so that the measured
  // one meets compiled code and open connections (nginx's to the instances, the pools), as a
  // server that has been running would
  await storm(db, base, tokens, STORM_UNITS / 5, STORM_ATTEMPTS / 5);
  const { offerId, buyBody, requests, timed } = await storm(db, base, tokens, STORM_UNITS, STORM_ATTEMPTS);
  const stormResult = timed.result;
  // the ceiling answers what the attempts after the last unit got, timed the same way
  await teach('Cart/BuyNow', (await post(base, 'Cart/BuyNow', buyBody, tokens[0])).text);
  const ceiling = await timedCannon(CEILING, requests, { amount: STORM_ATTEMPTS, connections: STORM_CONNECTIONS });
  const offer = (await db.query('select order_quantity from seckill_details where id = $1', [offerId])).rows[0];
  const lines = Number((await db.query('select coalesce(sum(quantity), 0) as n from order_lines where seckill_detail_id = $1', [offerId])).rows[0].n);
  const bought = stormResult['2xx'];
  const refused = stormResult.statusCodeStats?.['409']?.count ?? 0;
  const errors = stormResult.errors + stormResult.non2xx - refused;
  const rate = timed.rate;
  const exact = bought === STORM_UNITS && Number(offer.order_quantity) === STORM_UNITS && lines === STORM_UNITS;
  return {
    scenario: `${name} (${STORM_ATTEMPTS} attempts, ${STORM_UNITS} units, ${STORM_CONNECTIONS} connections)`,
    rps: rate,
    p50: stormResult.latency.p50,
    p99: stormResult.latency.p99,
    ceilingRps: ceiling.rate,
    ceilingP99: ceiling.result.latency.p99,
    note: join(
      `${timed.answers} answers in ${timed.seconds.toFixed(2)} s from the first request sent to the last answer (the ceiling: ${ceiling.answers} in ${ceiling.seconds.toFixed(2)} s)`,
      `${bought} bought, ${refused} refused (409), ${errors} errors; offer sold ${offer.order_quantity}, order lines ${lines}, oversold ${Math.max(0, lines - STORM_UNITS)}`,
      `${tokens.length} buyers in turn; after an unmeasured warm-up storm of ${STORM_ATTEMPTS / 5} attempts at ${STORM_UNITS / 5} units`,
      `target ≥ 3000/s and p99 < 300 ms: ${yes(rate >= 3000 && stormResult.latency.p99 < 300)}`,
      `exactly ${STORM_UNITS} sold and recorded: ${yes(exact)}`,
    ),
  };
}

/** One storm: an offer of `units` on a free item, `attempts` purchases of it over STORM_CONNECTIONS connections. */
async function storm(db: pg.Client, base: string, tokens: string[], units: number, attempts: number) {
  // an item with no window now: two windows of one item may not overlap (exclusion constraint), so
  // each storm of a run takes another item
  const [item] = (
    await db.query(
      `select id, price_fen from shelf_items s where listed and stock >= $1 and min_quantity = 1 and quantity_step = 1
         and not exists (select 1 from seckill_details d where d.shelf_item_id = s.id and d.end_at > now() - interval '2 minutes')
       order by id limit 1`,
      [STORM_UNITS * 2],
    )
  ).rows;
  if (!item) throw new Error(`${name}: no item free for an offer`);
  const offerId = `bench-${Date.now()}-${units}`;
  await db.query(
    `insert into seckill_details (id, shelf_item_id, start_at, end_at, price_fen, quantity, order_quantity, created_at)
     values ($1, $2, now() - interval '1 minute', now() + interval '1 hour', $3, $4, 0, now())`,
    [offerId, item.id, Math.max(1, Math.floor(item.price_fen / 2)), units],
  );
  // a write made outside the server: give its caches the moment they take to hear of it
  await new Promise((r) => setTimeout(r, 1500));
  const buyBody = { FoodSaleShelfId: item.id, CartNumber: 1, SeckillDetailId: offerId };
  const requests: Req[] = tokens.map((t) => ({ method: 'POST', path: '/v1/Cart/BuyNow', headers: headersOf(t), body: JSON.stringify(buyBody) }));
  const timed = await timedCannon(base, requests, { amount: attempts, connections: STORM_CONNECTIONS });
  return { offerId, buyBody, requests, timed };
}

/**
 * "week analysis, 15 meals, PostgreSQL": the demo buyer makes a package of 15 meals from
 * WeekFeeding/GetFeedingShoppingcartList through the operations, then GetNutritionAnalysis is
 * timed over 200 sequential calls (p50/p99, target p99 < 50 ms) and loaded with autocannon.
 */
async function weekAnalysisScenario(token: string): Promise<Row | null> {
  const Id = await fifteenMealWeek(token);
  if (!Id) return null;
  // warm-up, not counted: the first calls compile the code paths and fill the process's reference data
  for (let i = 0; i < 20; i++) await post(APP, 'WeekFeeding/GetNutritionAnalysis', { Id }, token);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const r = await post(APP, 'WeekFeeding/GetNutritionAnalysis', { Id }, token);
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`week analysis: ${r.status} ${r.text.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const row = await scenario('week analysis, 15 meals, PostgreSQL', 'WeekFeeding/GetNutritionAnalysis', [{ Id }], token);
  row.note = join(
    `sequential (200 calls of one package, served from the read cache after the first): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, p99 < 50 ms: ${yes(p99 < 50)}`,
    row.note,
  );
  return row;
}

/**
 * "week analysis, 15 meals, 1 connection, full composition table": the same 15-meal package
 * (made through the operations) analysed by one connection for the whole run, with the full
 * table of 中国食物成分表 第6版 loaded (its size read from Catalog/GetFoodCompositionList);
 * target p99 < 50 ms.
 */
async function weekOneConnectionScenario(token: string): Promise<Row | null> {
  const Id = await fifteenMealWeek(token);
  if (!Id) return null;
  const table = JSON.parse((await post(APP, 'Catalog/GetFoodCompositionList', { PagerInfo: { PageIndex: 1, PageSize: 1 } })).text);
  const total: number = table.Data?.Total ?? 0;
  const row = await scenario(
    'week analysis, 15 meals, 1 connection, full composition table',
    'WeekFeeding/GetNutritionAnalysis',
    [{ Id }],
    token,
    `${total} foods in the table`,
    1,
  );
  // the first reading of a package is computed, later ones are served from the read cache until the
  // package or a meal changes: the uncached figure is read apart, over packages never analysed before
  const fresh: string[] = [];
  for (let i = 0; i < 100; i++) fresh.push((await fifteenMealWeek(token)) as string);
  const times: number[] = [];
  for (const Id of fresh) {
    const t0 = performance.now();
    const r = await post(APP, 'WeekFeeding/GetNutritionAnalysis', { Id }, token);
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`week analysis: ${r.status} ${r.text.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  row.note = join(
    `cached (the same package, as a dietitian rereads it): target p99 < 50 ms: ${yes(row.p99 < 50)}; uncached (the first reading of each of 100 new packages, sequential): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, p99 < 50 ms: ${yes(percentile(times, 99) < 50)}`,
    row.note,
  );
  return row;
}

/** A package of 15 meals (3 slots × 5 days) of the demo's configured meals, made through the operations; its id. */
async function fifteenMealWeek(token: string): Promise<string | null> {
  const list = JSON.parse((await post(APP, 'WeekFeeding/GetFeedingShoppingcartList', { PagerInfo: { PageIndex: 1, PageSize: 100 } }, token)).text);
  const configured: { Id: string | null; PackageType: number }[] = (list.Data?.ShoppingcartInfos ?? [])
    .map((r: { REC_FeedingInfo: { Id: string | null; PackageType: number } }) => r.REC_FeedingInfo)
    .filter((m: { Id: string | null }) => m.Id);
  if (configured.length === 0) {
    console.log('week analysis: no configured nutrition meals in the demo data; scenario skipped');
    return null;
  }
  const pick = (slot: number, day: number) => {
    const own = configured.filter((m) => m.PackageType === slot);
    const from = own.length ? own : configured;
    return from[(day - 1) % from.length]?.Id as string;
  };
  const body = {
    REC_WeekfeedingInfo: {
      WeekFeedingName: `压测套餐-${Date.now()}`,
      Gender: 1,
      AgeGroup: 2,
      Number: 50,
      REC_WebPackageTypeFeedingInfos: [1, 2, 3].map((PackageType) => ({
        PackageType,
        REC_WebDayFeedingInfos: [1, 2, 3, 4, 5].map((DayOfWeek) => ({
          DayOfWeek,
          REC_DetailFeedingInfos: [{ FeedingId: pick(PackageType, DayOfWeek), Number: 50 }],
        })),
      })),
    },
  };
  const added = JSON.parse((await post(APP, 'WeekFeeding/AddWeekFeeding', body, token)).text);
  const Id: string | undefined = added.Data?.Id;
  if (!Id) throw new Error(`week analysis: package not made: ${added.Message}`);
  return Id;
}

/**
 * The public trace read of the QR page (`Trace/GetTraceByCode`, version 2) of one label, asked by
 * visitors from 10 000 addresses in turn (each far below its 60 reads a minute): after the first
 * read the answer comes from the read cache until the line changes. Target: p99 < 50 ms.
 */
async function traceScenario(db: pg.Client): Promise<Row> {
  const line = (await db.query('select coalesce(order_line_id, id) as id from fill_in_lines order by id limit 1')).rows[0];
  if (!line) throw new Error('trace: the bench database has no stock-in line');
  const Code = encodeURIComponent(Buffer.from(JSON.stringify({ command: 'trace', id: line.id, version: 2 })).toString('base64'));
  const body = JSON.stringify({ Code });
  const sample = await post(APP, 'Trace/GetTraceByCode', { Code });
  if (sample.status !== 200) throw new Error(`trace: ${sample.status} ${sample.text.slice(0, 200)}`);
  await teach('Trace/GetTraceByCode', sample.text);
  let n = 0;
  const visitor = (r: Req): Req => {
    const i = n++ % 10_000;
    r.headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7` };
    r.body = body;
    return r;
  };
  const requests: Req[] = [{ method: 'POST', path: '/v1/Trace/GetTraceByCode', headers: headersOf(), body, setupRequest: visitor }];
  await cannon(APP, requests, { amount: 2000 });
  await cannon(CEILING, requests, { amount: 2000 });
  const real = await cannon(APP, requests, {});
  const ceiling = await cannon(CEILING, requests, {});
  const errors = real.non2xx + real.errors;
  return {
    scenario: 'public trace read (the QR page), cached, 10 000 addresses in turn',
    rps: real.requests.average,
    p50: real.latency.p50,
    p99: real.latency.p99,
    ceilingRps: ceiling.requests.average,
    ceilingP99: ceiling.latency.p99,
    note: join(`target p99 < 50 ms: ${yes(real.latency.p99 < 50)}`, errors ? `${errors} non-2xx` : ''),
  };
}

function report(rows: Row[], memoryMax: Map<string, number>): void {
  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : '–');
  const table = [
    '| scenario | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms | req/s ÷ ceiling | notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.ceilingRps)} | ${fmt(r.ceilingP99)} | ${Number.isFinite(r.rps / r.ceilingRps) ? (r.rps / r.ceilingRps).toFixed(3) : '–'} | ${r.note} |`,
    ),
  ].join('\n');
  const peaks = [...memoryMax.entries()];
  const memoryLine = `Server memory (the largest resident set of each server process, sampled every 500 ms through the whole run): ${
    peaks.map(([label, mb]) => `${label} ${mb.toFixed(0)} MB`).join(', ') || 'not sampled'
  }; under ${MEMORY_LIMIT_MB} MB: ${yes(peaks.length > 0 && peaks.every(([, mb]) => mb < MEMORY_LIMIT_MB))}.`;
  console.log(`\n${table}\n\n${memoryLine}\n`);

  const docPath = process.env.BENCH_DOC ? path.resolve(process.env.BENCH_DOC) : ONLY ? null : path.join(root, 'docs/BENCHMARKS.md');
  if (!docPath) {
    console.log('BENCH_ONLY ran a subset: docs/BENCHMARKS.md left as it is (BENCH_DOC=<file> writes the report there)');
    return;
  }
  const cores = os.cpus().length;
  const pgVersion = spawnSync('psql', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const nginxVersion = (spawnSync(process.env.NGINX ?? '/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr ?? '').trim().replace('nginx version: ', '');
  const machine = `${cores} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${pgVersion}, Redis, ${nginxVersion || 'nginx'}`;
  const doc = `# Benchmarks

Figures of a real run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on ${machine}.
The server, the ceiling and the load generator (autocannon) share that machine. Every scenario runs ${SECONDS} s with ${CONNECTIONS} connections unless it says otherwise (the storms: a fixed ${STORM_ATTEMPTS} requests over ${STORM_CONNECTIONS} connections; the new-word search: until its words run out or ${SECONDS} s pass) against one server instance on PostgreSQL (${PRODUCTS.toLocaleString('en')} products) and Redis, ${
    RUNTIME === 'tsx'
      ? 'run from its TypeScript sources through tsx (production runs the compiled build: `BENCH_RUNTIME=compiled`)'
      : 'run as production runs it, compiled (`npm run build -w apps/server`)'
  }.

The **ceiling** is a bare Fastify route on the same machine answering the same bytes from memory, measured in the same run with the same requests: the ratio req/s ÷ ceiling is the figure that counts, since absolute numbers move with the machine. Each row with a target says in its notes whether this run met it (computed from the figures, never written by hand). Before each measured row, the server and the ceiling get the same unmeasured warm-up (each request of the row twice on every connection; before each storm a smaller storm at its own offer), so that the rows measure a server that has been running, with its caches filled as they would be (decision 018), not its first seconds.

The **nginx + ${CLUSTER.instances} instances** row runs the production shape of \`deploy/\` (\`bench/cluster.ts\`, the same nginx template as \`deploy/start-cluster.sh\`): nginx balancing ${CLUSTER.instances} instances of the server on one PostgreSQL and one Redis. They all run on this same ${cores}-core machine, beside PostgreSQL, Redis and the load generator: the cluster adds no cores, so the row shows what the balancer's hop costs and that purchases spread over instances still sell every unit exactly once, not how far more machines would scale. Its ceiling is the same bare process answering the same bytes directly, without nginx, so the ratio includes nginx's hop.

${table}

${memoryLine}

The search target (p99 under 50 ms on 100 000 products, two-character Chinese words included) is read on the one-connection rows: with ten connections on two cores shared with PostgreSQL and the load generator, p99 measures the queue, not the query. The first two ask popular words, which the read cache answers once they have been asked twice, so they show the cached answer. The row **search latency, uncached, 1 connection** reads the target on answers that cannot come from the read cache: one request at a time, each a word no request of the run asked before, cut from product names at random (the read cache keeps a search's answer only when its words are asked a second time, and each run starts a new server process whose cache is empty), after 200 unmeasured requests of other new words; its req/s is timed like the storms'. The new-word row asks new words in the same way over ten connections, for the database's search under load; the two rows share one list of words, so neither asks a word the other asked. The storm rows: each storm is 30 000 attempts at an offer of 100 units; its req/s is the answers counted by the bench divided by the time from the first request sent to the last answer received, on the bench's own clock (autocannon's duration ends on its one-second tick, which read a storm of 10 000 attempts as 2 s and every storm as 4975/s), and its ceiling is the same 30 000 requests timed the same way; p50 and p99 are of every answer, bought or refused. The storm rows' notes are the correctness figure: every unit sold once and recorded once, none oversold.

Repeat with:

\`\`\`bash
# PostgreSQL on 127.0.0.1:5432, Redis on 6379 and nginx; the database is created and filled on first run
npm run bench
# or: BENCH_DATABASE_URL=postgres://… REDIS_URL=redis://… BENCH_PRODUCTS=100000 BENCH_SECONDS=10 npm run bench
# a subset while working on one thing (prints, writes no doc): BENCH_ONLY=detail,lists,storm npm run bench
\`\`\`

How search stays fast on two-character Chinese words: see \`docs/decisions/006-search-tokens.md\`. The deployment the cluster row runs: \`deploy/README.md\`.
`;
  fs.writeFileSync(docPath, doc);
  console.log(`wrote ${path.relative(root, docPath) || docPath}`);
}

await main();
process.exit(0);
