import { createHash } from 'node:crypto';
import {
  falsePositiveRate,
  SUPERVISION_MSG as M,
  type TAbility,
  type TAbilityInput,
  type TGradeSetting,
  type TPlatform,
  toChinaIso,
  VIOLATION_GRADES,
  type ViolationGrade,
} from '@shanlian/contract';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId, newSecret } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { aiAbilities, aiDetections, aiPlatformAbilities, aiPlatforms, violationCases, violationGrades } from './supervision.tables.js';

export type AbilityRow = typeof aiAbilities.$inferSelect;
export type PlatformRow = typeof aiPlatforms.$inferSelect;
export type GradeRow = typeof violationGrades.$inferSelect;

/** A platform's access key: shown once; only its SHA-256 is stored (like a vehicle's device token). */
export const hashPlatformKey = (key: string): string => createHash('sha256').update(key).digest('hex');
function newPlatformKey(): { key: string; hash: string } {
  const key = `ai_${newSecret()}`;
  return { key, hash: hashPlatformKey(key) };
}

// ---- grades ----

export async function gradeSettings(db: Db): Promise<Map<number, GradeRow>> {
  const rows = await db.select().from(violationGrades).orderBy(asc(violationGrades.grade));
  return new Map(rows.map((r) => [r.grade, r]));
}

export async function gradeOf(db: Db, grade: number): Promise<GradeRow> {
  const [row] = await db.select().from(violationGrades).where(eq(violationGrades.grade, grade)).limit(1);
  if (!row) throw new Error(`grade ${grade} has no setting`);
  return row;
}

export const gradeSettingOut = (r: GradeRow): TGradeSetting => ({
  Grade: r.grade as ViolationGrade,
  Name: VIOLATION_GRADES[r.grade as ViolationGrade],
  DeadlineHours: r.deadlineHours,
  YellowHours: r.yellowHours,
  MergeWindowMinutes: r.mergeWindowMinutes,
  SMSFirmManager: r.smsFirmManager ? 1 : 0,
  SMSFirmHeadOfQuality: r.smsFirmHeadOfQuality ? 1 : 0,
  SMSFirmSecurityOfficer: r.smsFirmSecurityOfficer ? 1 : 0,
  SMSExecutor: r.smsExecutor ? 1 : 0,
  SMSParentExecutor: r.smsParentExecutor ? 1 : 0,
});

export async function saveGradeSetting(db: Db, actor: Actor, now: Date, s: Omit<TGradeSetting, 'Name'>): Promise<void> {
  await db
    .update(violationGrades)
    .set({
      deadlineHours: s.DeadlineHours,
      yellowHours: s.YellowHours,
      mergeWindowMinutes: s.MergeWindowMinutes,
      smsFirmManager: s.SMSFirmManager === 1,
      smsFirmHeadOfQuality: s.SMSFirmHeadOfQuality === 1,
      smsFirmSecurityOfficer: s.SMSFirmSecurityOfficer === 1,
      smsExecutor: s.SMSExecutor === 1,
      smsParentExecutor: s.SMSParentExecutor === 1,
      updatedBy: actor.userId,
      updatedAt: now,
    })
    .where(eq(violationGrades.grade, s.Grade));
}

// ---- abilities ----

/** Cases and false positives per ability. */
async function ratesOf(db: Db, ids: string[]): Promise<Map<string, { cases: number; fp: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: violationCases.abilityId, cases: count(), fp: sql<number>`count(*) filter (where ${violationCases.status} = 5)` })
    .from(violationCases)
    .where(inArray(violationCases.abilityId, ids))
    .groupBy(violationCases.abilityId);
  return new Map(rows.map((r) => [r.id, { cases: Number(r.cases), fp: Number(r.fp) }]));
}

export async function abilityRows(db: Db, rows: AbilityRow[]): Promise<TAbility[]> {
  const [rates, grades] = await Promise.all([
    ratesOf(
      db,
      rows.map((r) => r.id),
    ),
    gradeSettings(db),
  ]);
  return rows.map((r) => {
    const rate = rates.get(r.id) ?? { cases: 0, fp: 0 };
    return {
      Id: r.id,
      Code: r.code,
      Name: r.name,
      Grade: r.grade,
      GradeName: VIOLATION_GRADES[r.grade as ViolationGrade] ?? '',
      DeadlineHours: r.deadlineHours,
      EffectiveDeadlineHours: r.deadlineHours ?? grades.get(r.grade)?.deadlineHours ?? 24,
      Description: r.description,
      Enabled: r.enabled,
      Cases: rate.cases,
      FalsePositives: rate.fp,
      FalsePositiveRate: Math.round(falsePositiveRate(rate.fp, rate.cases) * 10000) / 10000,
    };
  });
}

export async function enabledAbilities(db: Db): Promise<TAbility[]> {
  const rows = await db.select().from(aiAbilities).where(eq(aiAbilities.enabled, true)).orderBy(asc(aiAbilities.grade), asc(aiAbilities.code));
  return abilityRows(db, rows);
}

export async function listAbilities(db: Db, f: { SearchName?: string | null; limit: number; offset: number }) {
  const where = f.SearchName
    ? or(ilike(aiAbilities.name, `%${escapeLike(f.SearchName)}%`), ilike(aiAbilities.code, `%${escapeLike(f.SearchName)}%`))
    : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(aiAbilities).where(where),
    db.select().from(aiAbilities).where(where).orderBy(asc(aiAbilities.grade), asc(aiAbilities.code)).limit(f.limit).offset(f.offset),
  ]);
  return { rows: await abilityRows(db, rows), total: Number(total?.n ?? 0) };
}

export async function abilityById(db: Db, id: string): Promise<AbilityRow> {
  const [row] = await db.select().from(aiAbilities).where(eq(aiAbilities.id, id)).limit(1);
  if (!row) throw notFound(M.abilityUnknown);
  return row;
}

export async function abilityByCode(db: Db, code: string): Promise<AbilityRow | null> {
  const [row] = await db.select().from(aiAbilities).where(eq(aiAbilities.code, code)).limit(1);
  return row ?? null;
}

export async function saveAbility(db: Db, now: Date, input: TAbilityInput): Promise<{ Id: string }> {
  const taken = await abilityByCode(db, input.Code);
  if (taken && taken.id !== input.Id) throw conflict(M.abilityCodeTaken);
  const values = {
    code: input.Code,
    name: input.Name,
    grade: input.Grade,
    deadlineHours: input.DeadlineHours ?? null,
    description: input.Description ?? '',
    enabled: input.Enabled ?? true,
  };
  if (input.Id) {
    await abilityById(db, input.Id);
    await db.update(aiAbilities).set(values).where(eq(aiAbilities.id, input.Id));
    return { Id: input.Id };
  }
  const id = newId();
  await db.insert(aiAbilities).values({ id, ...values, createdAt: now });
  return { Id: id };
}

export async function deleteAbility(db: Db, id: string): Promise<void> {
  await abilityById(db, id);
  const [used] = await db.select({ n: count() }).from(violationCases).where(eq(violationCases.abilityId, id));
  if (Number(used?.n ?? 0) > 0) throw conflict(M.abilityInUse);
  await db.delete(aiPlatformAbilities).where(eq(aiPlatformAbilities.abilityId, id));
  await db.delete(aiAbilities).where(eq(aiAbilities.id, id));
}

// ---- platforms ----

async function platformRows(db: Db, rows: PlatformRow[]): Promise<TPlatform[]> {
  const ids = rows.map((r) => r.id);
  const offered = ids.length
    ? await db
        .select({
          id: aiPlatformAbilities.id,
          platformId: aiPlatformAbilities.platformId,
          abilityId: aiAbilities.id,
          code: aiAbilities.code,
          name: aiAbilities.name,
          enabled: aiPlatformAbilities.enabled,
        })
        .from(aiPlatformAbilities)
        .innerJoin(aiAbilities, eq(aiAbilities.id, aiPlatformAbilities.abilityId))
        .where(inArray(aiPlatformAbilities.platformId, ids))
        .orderBy(asc(aiAbilities.grade), asc(aiAbilities.code))
    : [];
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    Vendor: r.vendor,
    Description: r.description,
    Enabled: r.enabled,
    KeyCreateTime: toChinaIso(r.keyCreatedAt),
    LastPushTime: r.lastPushAt ? toChinaIso(r.lastPushAt) : null,
    Abilities: offered
      .filter((o) => o.platformId === r.id)
      .map((o) => ({ Id: o.id, AbilityUniqueId: o.abilityId, Code: o.code, Name: o.name, Enabled: o.enabled })),
    CreateTime: toChinaIso(r.createdAt),
  }));
}

export async function allPlatforms(db: Db): Promise<TPlatform[]> {
  return platformRows(db, await db.select().from(aiPlatforms).orderBy(asc(aiPlatforms.createdAt), asc(aiPlatforms.id)));
}

export async function listPlatforms(db: Db, f: { SearchName?: string | null; limit: number; offset: number }) {
  const where = f.SearchName ? ilike(aiPlatforms.name, `%${escapeLike(f.SearchName)}%`) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(aiPlatforms).where(where),
    db.select().from(aiPlatforms).where(where).orderBy(asc(aiPlatforms.createdAt), asc(aiPlatforms.id)).limit(f.limit).offset(f.offset),
  ]);
  return { rows: await platformRows(db, rows), total: Number(total?.n ?? 0) };
}

async function platformById(db: Db, id: string): Promise<PlatformRow> {
  const [row] = await db.select().from(aiPlatforms).where(eq(aiPlatforms.id, id)).limit(1);
  if (!row) throw notFound('AI平台不存在');
  return row;
}

export async function platformOut(db: Db, id: string): Promise<TPlatform> {
  return (await platformRows(db, [await platformById(db, id)]))[0] as TPlatform;
}

type PlatformInput = { Name: string; Vendor?: string; Description?: string; Enabled?: boolean };

export async function addPlatform(db: Db, now: Date, input: PlatformInput): Promise<{ Id: string; AccessKey: string }> {
  const id = newId();
  const { key, hash } = newPlatformKey();
  await db.insert(aiPlatforms).values({
    id,
    name: input.Name,
    vendor: input.Vendor ?? '',
    description: input.Description ?? '',
    enabled: input.Enabled ?? true,
    keyHash: hash,
    keyCreatedAt: now,
    createdAt: now,
  });
  return { Id: id, AccessKey: key };
}

export async function updatePlatform(db: Db, input: PlatformInput & { Id: string }): Promise<void> {
  await platformById(db, input.Id);
  await db
    .update(aiPlatforms)
    .set({ name: input.Name, vendor: input.Vendor ?? '', description: input.Description ?? '', enabled: input.Enabled ?? true })
    .where(eq(aiPlatforms.id, input.Id));
}

export async function renewPlatformKey(db: Db, now: Date, id: string): Promise<{ Id: string; AccessKey: string }> {
  await platformById(db, id);
  const { key, hash } = newPlatformKey();
  await db.update(aiPlatforms).set({ keyHash: hash, keyCreatedAt: now }).where(eq(aiPlatforms.id, id));
  return { Id: id, AccessKey: key };
}

export async function deletePlatform(db: Db, id: string): Promise<void> {
  await platformById(db, id);
  const [used] = await db.select({ n: count() }).from(aiDetections).where(eq(aiDetections.platformId, id));
  if (Number(used?.n ?? 0) > 0) throw conflict(M.platformInUse);
  await db.delete(aiPlatforms).where(eq(aiPlatforms.id, id));
}

export async function platformAbilities(db: Db, platformId: string) {
  await platformById(db, platformId);
  const rows = await db
    .select({
      id: aiPlatformAbilities.id,
      abilityId: aiAbilities.id,
      code: aiAbilities.code,
      name: aiAbilities.name,
      grade: aiAbilities.grade,
      enabled: aiPlatformAbilities.enabled,
    })
    .from(aiPlatformAbilities)
    .innerJoin(aiAbilities, eq(aiAbilities.id, aiPlatformAbilities.abilityId))
    .where(eq(aiPlatformAbilities.platformId, platformId))
    .orderBy(asc(aiAbilities.grade), asc(aiAbilities.code));
  return rows.map((r) => ({ Id: r.id, AbilityUniqueId: r.abilityId, Code: r.code, Name: r.name, Grade: r.grade, Enabled: r.enabled }));
}

/** Every ability of the catalogue, in the shape of a platform's list (the specifications' client asks without a platform). */
export async function everyAbility(db: Db) {
  const rows = await db.select().from(aiAbilities).orderBy(asc(aiAbilities.grade), asc(aiAbilities.code));
  return rows.map((r) => ({ Id: r.id, AbilityUniqueId: r.id, Code: r.code, Name: r.name, Grade: r.grade, Enabled: r.enabled }));
}

export async function setPlatformAbilities(db: Db, platformId: string, abilityIds: string[]): Promise<{ Count: number }> {
  await platformById(db, platformId);
  const wanted = [...new Set(abilityIds)];
  if (wanted.length) {
    const found = await db.select({ id: aiAbilities.id }).from(aiAbilities).where(inArray(aiAbilities.id, wanted));
    if (found.length !== wanted.length) throw badRequest(M.abilityUnknown);
  }
  await db.delete(aiPlatformAbilities).where(eq(aiPlatformAbilities.platformId, platformId));
  if (wanted.length) await db.insert(aiPlatformAbilities).values(wanted.map((abilityId) => ({ id: newId(), platformId, abilityId, enabled: true })));
  return { Count: wanted.length };
}

/** The enabled platform of an access key, or null. */
export async function platformOfKey(db: Db, key: string | null): Promise<PlatformRow | null> {
  if (!key) return null;
  const [row] = await db
    .select()
    .from(aiPlatforms)
    .where(and(eq(aiPlatforms.keyHash, hashPlatformKey(key)), eq(aiPlatforms.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** The enabled ability of this code that the platform offers, or null. */
export async function offeredAbility(db: Db, platformId: string, code: string): Promise<AbilityRow | null> {
  const [row] = await db
    .select({ a: aiAbilities })
    .from(aiPlatformAbilities)
    .innerJoin(aiAbilities, eq(aiAbilities.id, aiPlatformAbilities.abilityId))
    .where(
      and(eq(aiPlatformAbilities.platformId, platformId), eq(aiPlatformAbilities.enabled, true), eq(aiAbilities.code, code), eq(aiAbilities.enabled, true)),
    )
    .limit(1);
  return row?.a ?? null;
}

export async function touchPlatform(db: Db, id: string, now: Date): Promise<void> {
  await db.update(aiPlatforms).set({ lastPushAt: now }).where(eq(aiPlatforms.id, id));
}
