import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../platform/db.js';
import { seckillDetails, seckillPurchases } from './seckill.tables.js';

/**
 * The flash-sale gate (decision 018): the units of a running offer, held in Redis (or in this
 * process when no Redis is configured) and taken by one atomic step that also keeps the
 * per-buyer limit. Only an attempt that got its units goes on to PostgreSQL, where the
 * conditional UPDATE stays the truth; the others are refused at once, without a query.
 *
 * The gate may only ever hold as many units as the database has left, or more, never fewer:
 * an attempt that took units and then failed gives them back; when the gate is rebuilt (a
 * window's first attempt, an instance's start, Redis lost its data, an order cancelled) it
 * is read again from the database's committed figures under a new epoch, and units taken under
 * an older epoch are not given back to it (the database's figures already count them right).
 * A gate holding a few units more than the database only lets those attempts reach PostgreSQL,
 * which refuses them: no unit is ever sold twice.
 */

/** What the gate holds of an offer when it is built: from the database's committed rows. */
export interface GateFigures {
  left: number;
  limitPerBuyer: number;
  /** Units each buyer firm has bought. */
  bought: Map<string, number>;
  /** When the offer's window ends: the gate forgets it then. */
  endAt: Date;
}

/** Units an attempt took; given back (same epoch only) when the attempt fails. */
export interface GateTicket {
  offerId: string;
  firmId: string;
  quantity: number;
  epoch: string;
}

export type GateVerdict =
  | { ok: true; ticket: GateTicket }
  /** Fewer units left than asked for (0: sold out). */
  | { ok: false; reason: 'units'; left: number }
  /** The firm's limit would be passed; `bought` is what it has. */
  | { ok: false; reason: 'limit'; bought: number; limit: number };

export interface SeckillGate {
  /** Takes units for a firm; `build` reads the offer's figures when the gate does not hold it (null: not running). */
  take(offerId: string, firmId: string, quantity: number, build: () => Promise<GateFigures | null>): Promise<GateVerdict | null>;
  giveBack(ticket: GateTicket): Promise<void>;
  /** Drops what the gate holds of the offer: the next attempt rebuilds it from the database. */
  forget(offerId: string): Promise<void>;
}

const newEpoch = () => randomBytes(8).toString('base64url');
/** The gate outlives the window a little, so that late attempts are told "ended" by the database path. */
const AFTER_END_MS = 60_000;

/** Reads an offer's committed figures for the gate; null when it is not running at `now`. */
export async function gateFigures(db: Db, offerId: string, now: Date): Promise<GateFigures | null> {
  const [offer] = await db.select().from(seckillDetails).where(eq(seckillDetails.id, offerId)).limit(1);
  if (!offer || now < offer.startAt || now >= offer.endAt) return null;
  const rows = await db
    .select({ firmId: seckillPurchases.buyerFirmId, quantity: seckillPurchases.quantity })
    .from(seckillPurchases)
    .where(eq(seckillPurchases.seckillDetailId, offerId));
  return {
    left: Math.max(0, offer.quantity - offer.orderQuantity),
    limitPerBuyer: offer.limitPerBuyer,
    bought: new Map(rows.map((r) => [r.firmId, r.quantity])),
    endAt: offer.endAt,
  };
}

/** Concurrent first attempts at an offer share one read of its figures. */
function shared(building: Map<string, Promise<GateFigures | null>>, offerId: string, build: () => Promise<GateFigures | null>) {
  let flight = building.get(offerId);
  if (!flight) {
    flight = build().finally(() => building.delete(offerId));
    building.set(offerId, flight);
  }
  return flight;
}

// ---------- in this process ----------

interface LocalOffer {
  left: number;
  limit: number;
  epoch: string;
  bought: Map<string, number>;
  endAt: number;
}

/** One instance without Redis: the same steps on a map; a step runs whole between two awaits. */
export class LocalGate implements SeckillGate {
  private offers = new Map<string, LocalOffer>();
  private building = new Map<string, Promise<GateFigures | null>>();

  async take(offerId: string, firmId: string, quantity: number, build: () => Promise<GateFigures | null>): Promise<GateVerdict | null> {
    let o = this.offers.get(offerId);
    if (o && o.endAt + AFTER_END_MS <= Date.now()) {
      this.offers.delete(offerId);
      o = undefined;
    }
    if (!o) {
      const figures = await shared(this.building, offerId, build);
      if (!figures) return null;
      o = this.offers.get(offerId);
      if (!o) {
        o = { left: figures.left, limit: figures.limitPerBuyer, epoch: newEpoch(), bought: new Map(figures.bought), endAt: figures.endAt.getTime() };
        this.offers.set(offerId, o);
      }
    }
    if (o.left < quantity) return { ok: false, reason: 'units', left: o.left };
    const bought = o.bought.get(firmId) ?? 0;
    if (o.limit > 0 && bought + quantity > o.limit) return { ok: false, reason: 'limit', bought, limit: o.limit };
    o.left -= quantity;
    o.bought.set(firmId, bought + quantity);
    return { ok: true, ticket: { offerId, firmId, quantity, epoch: o.epoch } };
  }

  async giveBack(t: GateTicket): Promise<void> {
    const o = this.offers.get(t.offerId);
    if (!o || o.epoch !== t.epoch) return;
    o.left += t.quantity;
    o.bought.set(t.firmId, Math.max(0, (o.bought.get(t.firmId) ?? 0) - t.quantity));
  }

  async forget(offerId: string): Promise<void> {
    this.offers.delete(offerId);
  }
}

// ---------- in Redis ----------

/**
 * One hash per offer: left, limit, epoch and b:<firm> per buyer. Each script runs whole in
 * Redis, so any number of instances take units without ever passing the figures.
 */
const TAKE = `
local left = redis.call('HGET', KEYS[1], 'left')
if not left then return {-2} end
left = tonumber(left)
local qty = tonumber(ARGV[2])
if left < qty then return {-1, left} end
local limit = tonumber(redis.call('HGET', KEYS[1], 'limit'))
local bought = tonumber(redis.call('HGET', KEYS[1], 'b:' .. ARGV[1]) or '0')
if limit > 0 and bought + qty > limit then return {-3, bought, limit} end
redis.call('HINCRBY', KEYS[1], 'left', -qty)
redis.call('HINCRBY', KEYS[1], 'b:' .. ARGV[1], qty)
return {1, left - qty, redis.call('HGET', KEYS[1], 'epoch')}
`;

const GIVE_BACK = `
if redis.call('HGET', KEYS[1], 'epoch') ~= ARGV[3] then return 0 end
redis.call('HINCRBY', KEYS[1], 'left', tonumber(ARGV[2]))
redis.call('HINCRBY', KEYS[1], 'b:' .. ARGV[1], -tonumber(ARGV[2]))
return 1
`;

/** Builds the hash unless another attempt (on any instance) built it first. */
const BUILD = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'left', ARGV[1], 'limit', ARGV[2], 'epoch', ARGV[3])
for i = 5, #ARGV, 2 do redis.call('HSET', KEYS[1], 'b:' .. ARGV[i], ARGV[i + 1]) end
redis.call('PEXPIREAT', KEYS[1], ARGV[4])
return 1
`;

type GateRedis = Redis & {
  slGateTake(key: string, firmId: string, quantity: number): Promise<[number, number?, (number | string)?]>;
  slGateGiveBack(key: string, firmId: string, quantity: number, epoch: string): Promise<number>;
  slGateBuild(key: string, ...args: (string | number)[]): Promise<number>;
};

export class RedisGate implements SeckillGate {
  private redis: GateRedis;
  private building = new Map<string, Promise<GateFigures | null>>();

  constructor(redis: Redis) {
    this.redis = redis as GateRedis;
    // EVALSHA after the first call; ioredis puts its key prefix before KEYS
    if (!('slGateTake' in redis)) {
      redis.defineCommand('slGateTake', { numberOfKeys: 1, lua: TAKE });
      redis.defineCommand('slGateGiveBack', { numberOfKeys: 1, lua: GIVE_BACK });
      redis.defineCommand('slGateBuild', { numberOfKeys: 1, lua: BUILD });
    }
  }

  static key(offerId: string): string {
    return `sk:gate:${offerId}`;
  }

  async take(offerId: string, firmId: string, quantity: number, build: () => Promise<GateFigures | null>): Promise<GateVerdict | null> {
    const key = RedisGate.key(offerId);
    for (let round = 0; round < 3; round++) {
      const r = await this.redis.slGateTake(key, firmId, quantity);
      const code = Number(r[0]);
      if (code === 1) return { ok: true, ticket: { offerId, firmId, quantity, epoch: String(r[2]) } };
      if (code === -1) return { ok: false, reason: 'units', left: Number(r[1]) };
      if (code === -3) return { ok: false, reason: 'limit', bought: Number(r[1]), limit: Number(r[2]) };
      // -2: not held (the window's first attempt, or Redis lost it): build it from the database
      const figures = await shared(this.building, offerId, build);
      if (!figures) return null;
      const buyers = [...figures.bought].flat();
      await this.redis.slGateBuild(key, figures.left, figures.limitPerBuyer, newEpoch(), figures.endAt.getTime() + AFTER_END_MS, ...buyers);
    }
    // built and gone three times in a row (Redis flushed over and over): let the database decide
    return null;
  }

  async giveBack(t: GateTicket): Promise<void> {
    await this.redis.slGateGiveBack(RedisGate.key(t.offerId), t.firmId, t.quantity, t.epoch);
  }

  async forget(offerId: string): Promise<void> {
    await this.redis.del(RedisGate.key(offerId));
  }
}

export function createGate(redis: Redis | null): SeckillGate {
  return redis ? new RedisGate(redis) : new LocalGate();
}

// ---------- refusals, counted without a query each ----------

/**
 * Refused attempts per offer, counted in memory and added to the offers' figures every few
 * seconds (and at shutdown): a storm's thousands of refusals cost one UPDATE per offer per flush.
 */
export class RefusalCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private db: Db,
    private onError: (err: unknown) => void,
    private everyMs = 2_000,
  ) {}

  count(offerId: string): void {
    this.pending.set(offerId, (this.pending.get(offerId) ?? 0) + 1);
  }

  start(): void {
    this.timer ??= setInterval(() => this.flush().catch(this.onError), this.everyMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    for (const [i, [offerId, n]] of batch.entries()) {
      try {
        await this.db
          .update(seckillDetails)
          .set({ refusedCount: sql`${seckillDetails.refusedCount} + ${n}` })
          .where(eq(seckillDetails.id, offerId));
      } catch (err) {
        // kept for the next flush
        for (const [id, m] of batch.slice(i)) this.pending.set(id, (this.pending.get(id) ?? 0) + m);
        throw err;
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
