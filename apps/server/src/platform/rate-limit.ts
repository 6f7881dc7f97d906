import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Db } from './db.js';
import { tooMany } from './errors.js';

/**
 * "At most once per window" and "at most N per window" across every server instance. Windows are measured on the
 * platform clock (not the store's own TTL) so tests can move time; the store's TTL only
 * cleans up.
 */
export interface RateLimiter {
  /** true if the caller may act now; the window then starts. */
  acquire(key: string, windowMs: number): Promise<boolean>;
  /** Give the window back (the action it guarded failed before anything was sent). */
  release(key: string): Promise<void>;
  /**
   * Counts one try against "at most `max` per window": true while the window's count is
   * within `max`. The window starts at its first try. One atomic step, so simultaneous tries
   * on any number of instances never get more than `max` through.
   */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Forgets windows that are over (Redis expires its keys by itself). */
  purgeExpired(): Promise<void>;
}

/**
 * The key of a client address for per-address limits. An IPv6 subscriber is usually handed a
 * whole /64, so every address in it counts as one; IPv4-mapped IPv6 counts as its IPv4.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const ACQUIRE_LUA = `
local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

const HIT_LUA = `
local v = redis.call('HMGET', KEYS[1], 'n', 'until')
local now = tonumber(ARGV[1])
if v[2] and tonumber(v[2]) > now then
  if tonumber(v[1]) >= tonumber(ARGV[2]) then return 0 end
  redis.call('HINCRBY', KEYS[1], 'n', 1)
  return 1
end
redis.call('HSET', KEYS[1], 'n', 1, 'until', now + tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) + 60000)
return 1`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private redis: Redis,
    private clock: Clock,
    private prefix = 'shanlian:rl:',
  ) {}
  async acquire(key: string, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const r = await this.redis.eval(ACQUIRE_LUA, 1, this.prefix + key, now, now + windowMs, windowMs + 60_000);
    return r === 1;
  }
  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    return (await this.redis.eval(HIT_LUA, 1, `${this.prefix}n:${key}`, now, max, windowMs)) === 1;
  }
  async purgeExpired(): Promise<void> {}
}

/** The same rule on the database: one atomic upsert that only wins when the window is over. */
export class DbRateLimiter implements RateLimiter {
  constructor(
    private db: Db,
    private clock: Clock,
  ) {}
  async acquire(key: string, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const rows = await this.db.execute(sql`
      insert into rate_limits (key, until) values (${key}, ${now + windowMs})
      on conflict (key) do update set until = excluded.until where rate_limits.until <= ${now}
      returning key`);
    return (rows as unknown as { rows: unknown[] }).rows.length === 1;
  }
  async release(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
  /** The upsert locks the row, so its WHERE sees every earlier try: no read-then-write gap. */
  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const rows = await this.db.execute(sql`
      insert into rate_limits (key, until, hits) values (${`n:${key}`}, ${now + windowMs}, 1)
      on conflict (key) do update set
        hits = case when rate_limits.until <= ${now} then 1 else rate_limits.hits + 1 end,
        until = case when rate_limits.until <= ${now} then excluded.until else rate_limits.until end
      where rate_limits.until <= ${now} or rate_limits.hits < ${max}
      returning key`);
    return (rows as unknown as { rows: unknown[] }).rows.length === 1;
  }
  async purgeExpired(): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where until <= ${this.clock.now().getTime()}`);
  }
}

/**
 * The same rule in this process's memory, for limits that must cost nothing on a database that
 * is one connection (the embedded PGlite serves one process only, so there is no other instance
 * to share with). Windows are measured on the platform clock like the others.
 */
export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { until: number; hits: number }>();
  constructor(
    private clock: Clock,
    /** Windows held at most; the oldest are dropped first (a flood of new keys cannot grow memory without end). */
    private maxKeys = 100_000,
  ) {}
  private open(key: string, now: number, windowMs: number, hits: number): void {
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    this.windows.set(key, { until: now + windowMs, hits });
  }
  async acquire(key: string, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const w = this.windows.get(key);
    if (w && w.until > now) return false;
    this.windows.delete(key);
    this.open(key, now, windowMs, 1);
    return true;
  }
  async release(key: string): Promise<void> {
    this.windows.delete(key);
  }
  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const w = this.windows.get(key);
    if (w && w.until > now) {
      if (w.hits >= max) return false;
      w.hits++;
      return true;
    }
    this.windows.delete(key);
    this.open(key, now, windowMs, 1);
    return true;
  }
  async purgeExpired(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const [k, w] of this.windows) if (w.until <= now) this.windows.delete(k);
  }
}

type LimiterDeps = { redis: Redis | null; clock: Clock; database: { db: Db; kind: 'pglite' | 'postgres' } };
const hotLimiters = new WeakMap<LimiterDeps, RateLimiter>();

/**
 * The limiter of a hot path (telemetry reports, public trace reads), one per app: Redis when
 * instances share one, this process's memory on the embedded database (one process only), else
 * the database's table. A refused caller then costs the embedded database nothing.
 */
export function hotPathLimiter(deps: LimiterDeps): RateLimiter {
  let l = hotLimiters.get(deps);
  if (!l) {
    l = deps.redis
      ? new RedisRateLimiter(deps.redis, deps.clock)
      : deps.database.kind === 'pglite'
        ? new MemoryRateLimiter(deps.clock)
        : new DbRateLimiter(deps.database.db, deps.clock);
    hotLimiters.set(deps, l);
  }
  return l;
}

/**
 * Counts one public read of the caller's address (`addressKey`) under `name` against `limit` on the
 * hot-path limiter; beyond it 429 with `message` and Retry-After (the window's seconds).
 */
export async function limitPublicReads(
  deps: LimiterDeps,
  ctx: { req: { ip?: string }; reply: { header(name: string, value: string): unknown } },
  name: string,
  limit: { max: number; windowMs: number },
  message: string,
): Promise<void> {
  if (await hotPathLimiter(deps).hit(`${name}:${addressKey(ctx.req.ip)}`, limit.max, limit.windowMs)) return;
  ctx.reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
  throw tooMany(message);
}
