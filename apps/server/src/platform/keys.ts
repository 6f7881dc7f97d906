import { eq } from 'drizzle-orm';
import type { Database } from './db.js';
import { newSecret } from './ids.js';
import { platformKeys } from './platform.tables.js';

const kept = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A secret key by name: the configured one when given, else one made once and kept in the database
 * (`platform_keys`), so that every instance sharing the database signs and checks with the same key
 * without configuration. Read once per database and kept in memory.
 */
export function sharedKey(database: Database, name: string, opts: { configured?: string | null; now: Date }): Promise<Buffer> {
  const configured = opts.configured;
  if (configured) return Promise.resolve(Buffer.from(configured, 'utf8'));
  let byName = kept.get(database);
  if (!byName) {
    byName = new Map();
    kept.set(database, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = (async () => {
      const db = database.db;
      await db.insert(platformKeys).values({ name, key: newSecret(), createdAt: opts.now }).onConflictDoNothing();
      const [row] = await db.select({ key: platformKeys.key }).from(platformKeys).where(eq(platformKeys.name, name)).limit(1);
      if (!row) throw new Error(`platform key ${name} could not be made`);
      return Buffer.from(row.key, 'base64url');
    })();
    // a failed read (the database away) is tried again next time
    key.catch(() => byName?.delete(name));
    byName.set(name, key);
  }
  return key;
}
