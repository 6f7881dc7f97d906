import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Db } from './db.js';

/**
 * "At most once per window" across every server instance. Windows are measured on the
 * platform clock (not the store's own TTL) so tests can move time; the store's TTL only
 * cleans up.
 */
export interface RateLimiter {
  /** true if the caller may act now; the window then starts. */
  acquire(key: string, windowMs: number): Promise<boolean>;
  /** Give the window back (the action it guarded failed before anything was sent). */
  release(key: string): Promise<void>;
}

const ACQUIRE_LUA = `
local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
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
}
