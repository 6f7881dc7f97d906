import type { Changes } from './changes.js';
import type { Clock } from './clock.js';
import { readCacheHits, readCacheMisses } from './metrics.js';

/**
 * Answers read once and kept serialised, for the store's public reads (decision 018).
 *
 * An entry holds the JSON of an answer with the versions of its tags as they were before the
 * database was read. A reader asks for the tags' current versions (one Redis round trip on
 * several instances) and serves the entry only if none has moved, so nothing written and
 * answered before the read started is ever missed, on any instance. Answers that change with
 * the clock (a flash sale starting, a banner's show window) carry the time they expire.
 *
 * Per-firm flags (a product's 收藏) are not part of the cached answer: the JSON is kept in
 * pieces around them and each request joins the pieces with its firm's flags.
 */

/** An answer already serialised (UTF-8 JSON): the registrar sends it as it is. */
export class RawJson {
  constructor(readonly json: Buffer) {}
}

/** Keys seen once that `onSecondAsk` reads do not keep yet; the oldest are forgotten first. */
const MAX_SEEN_ONCE = 50_000;

/** What a loader answers: the value, what goes beside it (a page's total), and when (if ever) it expires without any write. */
export interface Loaded<T> {
  value: T;
  extra?: unknown;
  expiresAt?: Date | null;
}

/** The flag a serialised answer is kept in pieces around: FoodIsCollect of each product (by its Id). */
const FLAG_KEY = 'FoodIsCollect';
const FLAG_MARK = '\u0001';
const FLAG_SPLIT = /"\\u0001([^"]*)"/;

interface Entry {
  versions: (string | null)[];
  expiresAt: number;
  /** The JSON in pieces, encoded once; between piece i and i+1 goes the flag of product flagIds[i]. */
  pieces: Buffer[];
  flagIds: string[];
  /** Non-JSON companions of the answer (a page's total). */
  extra: unknown;
  bytes: number;
}

/** Where a request's flags come from: a set of product ids under its own tag (a firm's favourites). */
export interface FlagSource {
  tag: string;
  load: () => Promise<ReadonlySet<string>>;
}

const MAX_FLAG_SETS = 20_000;

export interface ReadCacheStats {
  hits: number;
  misses: number;
  uncacheable: number;
  entries: number;
  bytes: number;
}

/**
 * Serialises a value with its products' flags cut out, for joining per request. The pieces are
 * views of one exact-size allocation, and the ids are copied flat: a piece or an id that shared
 * memory with the whole JSON string (a pooled slab, a sliced string) would keep it alive.
 */
function piecesOf(value: unknown): { pieces: Buffer[]; flagIds: string[]; bytes: number } {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    if (key === FLAG_KEY && typeof this.Id === 'string') return FLAG_MARK + this.Id;
    return v;
  });
  const parts = json.split(FLAG_SPLIT);
  const texts: string[] = [];
  const flagIds: string[] = [];
  for (const [i, p] of parts.entries()) {
    if (i % 2 === 0) texts.push(p);
    else flagIds.push(Buffer.from(p, 'latin1').toString('latin1'));
  }
  const all = Buffer.allocUnsafeSlow(texts.reduce((n, t) => n + Buffer.byteLength(t), 0));
  let at = 0;
  const pieces = texts.map((t) => {
    const n = all.write(t, at);
    const piece = all.subarray(at, at + n);
    at += n;
    return piece;
  });
  return { pieces, flagIds, bytes: all.length + flagIds.length * 64 };
}

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

function join(e: Entry, flagged: ReadonlySet<string> | null): Buffer {
  if (e.flagIds.length === 0) return e.pieces[0] as Buffer;
  const parts: Buffer[] = [e.pieces[0] as Buffer];
  for (let i = 0; i < e.flagIds.length; i++) parts.push(flagged?.has(e.flagIds[i] as string) ? TRUE : FALSE, e.pieces[i + 1] as Buffer);
  return Buffer.concat(parts);
}

export class ReadCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private loading = new Map<string, Promise<Entry | null>>();
  /** Counts since start; `entries` and `bytes` are what is held now. */
  private counts = { hits: 0, misses: 0, uncacheable: 0 };
  get stats(): ReadCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }

  constructor(
    private changes: Changes,
    private clock: Clock,
    /** Bytes of JSON kept at most; the least recently used entries go first. */
    private maxBytes = 48 * 1024 * 1024,
    /** Kept at most this long even when nothing changes (a safety net, not a rule of freshness). */
    private maxAgeMs = 10 * 60_000,
  ) {}

  private flagSets = new Map<string, { version: string | null; set: ReadonlySet<string> }>();
  private seenOnce = new Set<string>();

  /**
   * The answer under `key`, read by `load` unless a fresh entry exists. `tags` name what it
   * depends on; `flags` is where the asking firm's flagged product ids come from (none: a visitor).
   * The versions of both are asked for in one round trip. With `onSecondAsk`, an answer is kept
   * only when its key is asked for a second time: a search for a word nobody repeats does not
   * push the store's popular answers out of memory.
   */
  async get<T>(
    key: string,
    tags: string[],
    load: () => Promise<Loaded<T>>,
    flags: FlagSource | null = null,
    opts: { onSecondAsk?: boolean } = {},
  ): Promise<{ raw: RawJson; extra: unknown }> {
    const all = await this.changes.versions(flags ? [...tags, flags.tag] : tags);
    const versions = all && flags ? all.slice(0, -1) : all;
    const flagged = flags ? await this.flagSet(flags, all ? (all.at(-1) ?? null) : null) : null;
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && versions && cached.expiresAt > now && sameVersions(cached.versions, versions)) {
      this.counts.hits++;
      readCacheHits.inc();
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, cached);
      return { raw: new RawJson(join(cached, flagged)), extra: cached.extra };
    }
    this.counts.misses++;
    readCacheMisses.inc();
    let cacheable = versions?.every((v) => v !== null) === true;
    if (cacheable && opts.onSecondAsk && !cached && !this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.delete(this.seenOnce.values().next().value as string);
      this.seenOnce.add(key);
      cacheable = false;
    }
    // concurrent misses of one key share one read, when they wait for the same versions
    const flightKey = cacheable ? `${key}\u0000${versions?.join(',')}` : null;
    let flight = flightKey ? this.loading.get(flightKey) : undefined;
    if (!flight) {
      flight = this.fill(key, versions, load, now, cacheable);
      if (flightKey) {
        this.loading.set(flightKey, flight);
        void flight.finally(() => this.loading.delete(flightKey)).catch(() => {});
      }
    }
    const entry = await flight;
    if (!entry) throw new Error('read cache: no entry');
    return { raw: new RawJson(join(entry, flagged)), extra: entry.extra };
  }

  private async flagSet(flags: FlagSource, version: string | null): Promise<ReadonlySet<string>> {
    const known = this.flagSets.get(flags.tag);
    if (known && version !== null && known.version === version) return known.set;
    const set = await flags.load();
    if (version !== null) {
      if (this.flagSets.size >= MAX_FLAG_SETS) this.flagSets.delete(this.flagSets.keys().next().value as string);
      this.flagSets.set(flags.tag, { version, set });
    }
    return set;
  }

  private async fill<T>(key: string, versions: (string | null)[] | null, load: () => Promise<Loaded<T>>, now: number, cacheable: boolean): Promise<Entry> {
    const loaded = await load();
    const extra = loaded.extra ?? null;
    const { pieces, flagIds, bytes: size } = piecesOf(loaded.value);
    const bytes = size + key.length * 2 + 200;
    const expiresAt = Math.min(now + this.maxAgeMs, loaded.expiresAt ? loaded.expiresAt.getTime() : Number.POSITIVE_INFINITY);
    const entry: Entry = { versions: versions ?? [], expiresAt, pieces, flagIds, extra, bytes };
    if (!cacheable) {
      this.counts.uncacheable++;
      return entry;
    }
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += bytes;
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
    return entry;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.flagSets.clear();
    this.seenOnce.clear();
    this.bytes = 0;
  }
}

function sameVersions(a: (string | null)[], b: (string | null)[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
