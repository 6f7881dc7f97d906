import { type TAbout, toChinaIso, type ZAboutInput } from '@shanlian/contract';
import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { aboutVersions } from './cms.tables.js';

type AboutRow = typeof aboutVersions.$inferSelect;
type AboutInput = z.output<typeof ZAboutInput>;

const NO_ABOUT = '免责声明尚未发布';

const wire = (r: AboutRow): TAbout => ({
  Version: r.version,
  EffectiveDate: r.effectiveDate,
  Clauses: r.clauses.map((c) => ({ Title: c.Title, Body: c.Body })),
  UpdateTime: toChinaIso(r.createdAt),
  UpdatedBy: r.createdBy,
});

async function newest(db: Db): Promise<AboutRow> {
  const [row] = await db.select().from(aboutVersions).orderBy(desc(aboutVersions.version)).limit(1);
  // the reference seed writes version 1; a database without it has no disclaimer yet
  if (!row) throw notFound(NO_ABOUT);
  return row;
}

/** The store's disclaimer: the newest version. */
export async function storeAbout(db: Db): Promise<Omit<TAbout, 'UpdatedBy'>> {
  const { UpdatedBy: _by, ...about } = wire(await newest(db));
  return about;
}

/** The console's: the newest version and the list of all versions, newest first. */
export async function consoleAbout(db: Db) {
  const current = wire(await newest(db));
  const all = await db
    .select({
      version: aboutVersions.version,
      effectiveDate: aboutVersions.effectiveDate,
      createdAt: aboutVersions.createdAt,
      createdBy: aboutVersions.createdBy,
    })
    .from(aboutVersions)
    .orderBy(desc(aboutVersions.version));
  return {
    ...current,
    Versions: all.map((v) => ({ Version: v.version, EffectiveDate: v.effectiveDate, UpdateTime: toChinaIso(v.createdAt), UpdatedBy: v.createdBy })),
  };
}

/**
 * Saves the disclaimer as a new version (the highest plus one); earlier versions stay. Saves
 * take turns (a transaction lock) so that two at once take two numbers.
 */
export async function saveAbout(db: Db, actor: Actor | null, now: Date, input: AboutInput): Promise<{ Version: number }> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('about_versions'))`);
  const [max] = await db.select({ v: sql<number | null>`max(${aboutVersions.version})` }).from(aboutVersions);
  const version = Number(max?.v ?? 0) + 1;
  await db.insert(aboutVersions).values({
    version,
    effectiveDate: input.EffectiveDate,
    clauses: input.Clauses.map((c) => ({ Title: c.Title, Body: c.Body })),
    createdAt: now,
    createdBy: actor?.fullName ?? '',
  });
  return { Version: version };
}
