import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from './db.js';

/**
 * Changes as cache tags, on one instance or several (decision 018).
 *
 * The database names what a write changed: triggers (migration 0019) put tags such as
 * 'item:<id>', 'shelf', 'cms' or 'session:<id>' into cache_changes under the writing
 * transaction's id. The registrar takes its transaction's tags as the transaction's last statement
 * (so they never persist) and announces them once the commit is done, before the answer goes out.
 * Tags of writers outside the registrar (jobs, scripts, seeding) are committed and swept within a
 * second. Announcing gives each tag a new version and tells every instance's listeners.
 *
 * A version is a token unique to this process and moment, never a count: a Redis that lost its
 * data and starts again cannot hand out a version an old cache entry already holds.
 */
export interface Changes {
  /** The tags the transaction wrote so far, deleted with it; call as the transaction's last statement. */
  take(tx: Db): Promise<string[]>;
  /** Gives the tags new versions (shared in Redis) and tells the listeners of every instance. */
  announce(tags: string[]): Promise<void>;
  /** Announces the committed tags of writers outside the registrar (their own writes included, when they call it). */
  sweep(): Promise<void>;
  /**
   * The current version of each tag, for a reader about to read what they cover; null when a
   * version is not known (Redis lost its data or does not answer), and the reader must not cache.
   */
  versions(tags: string[]): Promise<(string | null)[] | null>;
  /** Listeners hear every announcement, this instance's at once and others' as they arrive. */
  listen(listener: (tags: string[]) => void): () => void;
  /** Starts sweeping (an app serving requests); close stops it. */
  start(): void;
  close(): Promise<void>;
}

const CHANNEL = 'sl:changes';
const SWEEP_MS = 1_000;
const VERSION_PREFIX = 'v:';

/** The tags the registrar's transaction wrote, deleted as they are read; none when it wrote nothing. */
async function takeTags(tx: Db): Promise<string[]> {
  const res = (await tx.execute(sql`delete from cache_changes where txid = txid_current_if_assigned() returning tag`)) as unknown as {
    rows: { tag: string }[];
  };
  return res.rows.map((r) => r.tag);
}

async function sweepTags(db: Db): Promise<string[]> {
  const res = (await db.execute(sql`delete from cache_changes returning tag`)) as unknown as { rows: { tag: string }[] };
  return [...new Set(res.rows.map((r) => r.tag))];
}

abstract class BaseChanges implements Changes {
  /** This instance: a random id, so that versions are unique across instances and Redis restarts. */
  protected readonly instanceId = randomBytes(6).toString('base64url');
  private counter = 0;
  protected listeners = new Set<(tags: string[]) => void>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    protected db: Db,
    protected onError: (err: unknown) => void,
  ) {}

  start(): void {
    if (this.timer) return;
    // the timer's sweep is skipped while one runs; a caller's always runs
    this.timer = setInterval(() => {
      if (!this.sweeping) this.sweep().catch(this.onError);
    }, SWEEP_MS);
    this.timer.unref();
  }

  /** A version: this instance's id and a count. */
  protected nextVersion(): string {
    return `${this.instanceId}.${(++this.counter).toString(36)}`;
  }

  take(tx: Db): Promise<string[]> {
    return takeTags(tx);
  }

  /**
   * Announces what writers outside the registrar committed. One sweep at a time per instance: a
   * call while one runs waits for it and then sweeps again, since the running one may have read
   * the table before the caller's own write committed.
   */
  sweep(): Promise<void> {
    const next: Promise<void> = (this.sweeping ?? Promise.resolve())
      .catch(() => {})
      .then(() => sweepTags(this.db))
      .then((tags) => (tags.length ? this.announce(tags) : undefined))
      .finally(() => {
        if (this.sweeping === next) this.sweeping = null;
      });
    this.sweeping = next;
    return next;
  }

  protected hear(tags: string[]): void {
    for (const l of this.listeners) l(tags);
  }

  listen(listener: (tags: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  abstract announce(tags: string[]): Promise<void>;
  abstract versions(tags: string[]): Promise<(string | null)[] | null>;

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping?.catch(() => {});
  }
}

/** One instance, no Redis: versions in this process. */
export class LocalChanges extends BaseChanges {
  private current = new Map<string, string>();

  async announce(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    for (const t of tags) this.current.set(t, this.nextVersion());
    this.hear(tags);
  }

  async versions(tags: string[]): Promise<string[]> {
    return tags.map((t) => {
      let v = this.current.get(t);
      if (!v) {
        v = this.nextVersion();
        this.current.set(t, v);
      }
      return v;
    });
  }
}

/** Several instances: versions in Redis, announcements on its pub/sub. */
export class RedisChanges extends BaseChanges {
  private subscriber: Redis | null = null;
  private channel: string;

  constructor(
    db: Db,
    private redis: Redis,
    prefix: string,
    onError: (err: unknown) => void,
  ) {
    super(db, onError);
    this.channel = `${prefix}${CHANNEL}`;
  }

  override start(): void {
    super.start();
    if (this.subscriber) return;
    // a subscribed connection can do nothing else; keyPrefix does not apply to channels
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', this.onError);
    this.subscriber.subscribe(this.channel).catch(this.onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      let m: { from?: string; tags?: string[] };
      try {
        m = JSON.parse(message);
      } catch {
        return;
      }
      // this instance heard its own announcement when it made it
      if (m.from !== this.instanceId && Array.isArray(m.tags)) this.hear(m.tags);
    });
  }

  async announce(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    // this instance's listeners first: the writer's own next read never sees the old entry
    this.hear(tags);
    const multi = this.redis.multi();
    for (const t of tags) multi.set(VERSION_PREFIX + t, this.nextVersion());
    multi.publish(this.channel, JSON.stringify({ from: this.instanceId, tags }));
    await multi.exec();
  }

  async versions(tags: string[]): Promise<(string | null)[] | null> {
    try {
      const got = await this.redis.mget(...tags.map((t) => VERSION_PREFIX + t));
      const missing = tags.filter((_, i) => got[i] == null);
      // a tag never announced (or lost with Redis's data) gets a version now; until then, no caching
      if (missing.length) {
        const multi = this.redis.multi();
        for (const t of missing) multi.set(VERSION_PREFIX + t, this.nextVersion(), 'NX');
        void multi.exec().catch(() => {});
      }
      return got;
    } catch {
      return null;
    }
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}

export function createChanges(db: Db, redis: Redis | null, prefix: string, onError: (err: unknown) => void): Changes {
  return redis ? new RedisChanges(db, redis, prefix, onError) : new LocalChanges(db, onError);
}
