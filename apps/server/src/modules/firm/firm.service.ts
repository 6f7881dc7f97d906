import { type FirmStatus, MSG, toChinaIso } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { type FirmType, firmLicenses, firms, orgs } from './firm.tables.js';

export type Firm = typeof firms.$inferSelect;

export async function getFirm(db: Db, id: string): Promise<Firm | null> {
  const [row] = await db.select().from(firms).where(eq(firms.id, id)).limit(1);
  return row ?? null;
}

/**
 * The firm's status, read under a share lock: a status move (an UPDATE of the row) and a write that
 * depends on the status (a new shelf item) then happen one after the other, never past each other.
 */
export async function lockedFirmStatus(db: Db, id: string): Promise<FirmStatus | null> {
  const [row] = await db.select({ status: firms.status }).from(firms).where(eq(firms.id, id)).limit(1).for('share');
  return (row?.status as FirmStatus | undefined) ?? null;
}

export async function firmsByIds(db: Db, ids: string[]): Promise<Map<string, Firm>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(firms)
    .where(inArray(firms.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids of the firms of these types (in the area and below when given), as a subquery another module filters by. */
export function firmIdsOf(types: readonly string[], areaCode?: string | null) {
  return new QueryBuilder()
    .select({ id: firms.id })
    .from(firms)
    .where(and(inArray(firms.type, types as FirmType[]), areaCode ? like(firms.areaCode, `${escapeLike(areaCode)}%`) : undefined));
}

/** The ids of the firms (of any type) in the area and below, as a subquery another module filters by. */
export function firmIdsInArea(areaCode: string) {
  return new QueryBuilder()
    .select({ id: firms.id })
    .from(firms)
    .where(like(firms.areaCode, `${escapeLike(areaCode)}%`));
}

/** The ids of the firms whose name contains the text, as a subquery another module filters by. */
export function firmIdsNamed(text: string) {
  return new QueryBuilder()
    .select({ id: firms.id })
    .from(firms)
    .where(ilike(firms.name, `%${escapeLike(text)}%`));
}

/** The name of the firm a column refers to ('' when none), as a column of another module's select. */
export const firmNameColumn = (col: SQLWrapper) => sql<string>`coalesce((select ${firms.name} from ${firms} where ${firms.id} = ${col}), '')`;

/** The area code of the firm a column refers to ('' when none), as a column of another module's select. */
export const firmAreaCodeColumn = (col: SQLWrapper) => sql<string>`coalesce((select ${firms.areaCode} from ${firms} where ${firms.id} = ${col}), '')`;

/**
 * Buyer firms by name (a supplier picking a receiving unit): those whose name contains the text,
 * else those among the ids another module's subquery gives.
 */
export function buyerFirmsFor(db: Db, pick: { search?: string | null; among?: SQLWrapper }, limit: number): Promise<{ id: string; name: string }[]> {
  const text = pick.search?.trim();
  return db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(
      and(
        eq(firms.type, 'buyer'),
        text ? ilike(firms.name, `%${escapeLike(text)}%`) : undefined,
        !text && pick.among ? inArray(firms.id, pick.among) : undefined,
      ),
    )
    .orderBy(asc(firms.name), asc(firms.id))
    .limit(limit);
}

/** The one buyer firm registered under exactly this name; null when none or more than one. */
export async function buyerFirmIdByExactName(db: Db, name: string): Promise<string | null> {
  const rows = await db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.type, 'buyer'), eq(firms.name, name)))
    .orderBy(asc(firms.createdAt))
    .limit(2);
  return rows.length === 1 && rows[0] ? rows[0].id : null;
}

export type Org = typeof orgs.$inferSelect;

/** Supervising organisations by id. */
export async function orgsByIds(db: Db, ids: string[]): Promise<Map<string, Org>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orgs)
    .where(inArray(orgs.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The organisations of the area and below. */
export function orgsUnder(db: Db, areaCode: string): Promise<Org[]> {
  return db
    .select()
    .from(orgs)
    .where(like(orgs.areaCode, `${escapeLike(areaCode)}%`))
    .orderBy(asc(orgs.areaCode), asc(orgs.name), asc(orgs.id));
}

/** The name of the organisation a column refers to ('' when none), as a column of another module's select. */
export const orgNameColumn = (col: SQLWrapper) => sql<string>`coalesce((select ${orgs.name} from ${orgs} where ${orgs.id} = ${col}), '')`;

/** The supervising organisation of this name in the area, made when missing (a new authority's). */
export async function orgNamed(db: Db, name: string, areaCode: string): Promise<string> {
  const [have] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.name, name), eq(orgs.areaCode, areaCode)))
    .limit(1);
  if (have) return have.id;
  const id = newId();
  await db.insert(orgs).values({ id, name, areaCode });
  return id;
}

/** The supervision authority (a firm of type supervisor) registered for exactly this area, if any. */
export async function authorityOfArea(db: Db, areaCode: string): Promise<Firm | null> {
  const [row] = await db
    .select()
    .from(firms)
    .where(and(eq(firms.type, 'supervisor'), eq(firms.areaCode, areaCode)))
    .limit(1);
  return row ?? null;
}

/** A page of the supervision authorities (by area code), optionally by a part of the name. */
export async function listAuthorities(db: Db, f: { search?: string | null; limit: number; offset: number }) {
  const where = and(eq(firms.type, 'supervisor'), f.search ? ilike(firms.name, `%${escapeLike(f.search)}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(firms).where(where);
  const rows = await db.select().from(firms).where(where).orderBy(asc(firms.areaCode), asc(firms.id)).limit(f.limit).offset(f.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function creditCodeTaken(db: Db, creditCode: string): Promise<boolean> {
  const [row] = await db.select({ id: firms.id }).from(firms).where(eq(firms.creditCode, creditCode)).limit(1);
  return !!row;
}

export async function createFirm(
  db: Db,
  input: {
    name: string;
    creditCode: string;
    type: FirmType;
    contactAddress: string;
    contactName?: string;
    contactPhone?: string;
    createdAt: Date;
    /** A registered supplier starts pending (waits for the platform's review); everyone else active. */
    status?: FirmStatus;
    areaCode?: string;
    areaName?: string;
    orgId?: string | null;
  },
): Promise<Firm> {
  const [row] = await db
    .insert(firms)
    .values({
      id: newId(),
      name: input.name,
      creditCode: input.creditCode,
      type: input.type,
      contactAddress: input.contactAddress,
      address: input.contactAddress,
      contactName: input.contactName ?? '',
      contactPhone: input.contactPhone ?? '',
      createdAt: input.createdAt,
      status: input.status ?? 'active',
      areaCode: input.areaCode ?? '',
      areaName: input.areaName ?? '',
      orgId: input.orgId ?? null,
    })
    // Two registrations of one credit code at once: the unique index decides, the later one
    // (which waits for the first to commit) inserts nothing and answers 409.
    .onConflictDoNothing({ target: firms.creditCode })
    .returning();
  if (!row) throw conflict(MSG.creditCodeTaken);
  return row;
}

/** Supplier firm ids whose name contains the text (for the store's supplier filter). */
export async function supplierIdsByName(db: Db, name: string): Promise<string[]> {
  const rows = await db
    .select({ id: firms.id })
    .from(firms)
    .where(and(eq(firms.type, 'supplier'), ilike(firms.name, `%${escapeLike(name)}%`)));
  return rows.map((r) => r.id);
}

/** Suppliers as the store lists them: active ones only (not pending, rejected or suspended). */
export async function listSuppliers(db: Db, input: { searchName?: string | null; limit: number; offset: number }) {
  const text = input.searchName?.trim();
  const where = and(
    eq(firms.type, 'supplier'),
    eq(firms.status, 'active'),
    text ? or(ilike(firms.name, `%${escapeLike(text)}%`), ilike(firms.managingScope, `%${escapeLike(text)}%`)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(firms).where(where).orderBy(asc(firms.createdAt), asc(firms.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(firms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function supplierLicenses(db: Db, firmId: string) {
  const rows = await db.select().from(firmLicenses).where(eq(firmLicenses.firmId, firmId)).orderBy(desc(firmLicenses.validTo));
  return rows.map((l) => ({
    Id: l.id,
    LicenseName: l.name,
    LicenseNumber: l.number,
    IssuingAuthority: l.issuingAuthority,
    ValidFrom: toChinaIso(l.validFrom),
    ValidTo: toChinaIso(l.validTo),
    FileUrl: l.fileId ? fileUrl(l.fileId) : null,
  }));
}

/** Active firms of the kind (the store's figures count only those). */
export async function countFirms(db: Db, type: FirmType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(firms)
    .where(and(eq(firms.type, type), eq(firms.status, 'active')));
  return row?.n ?? 0;
}

/** The id and type of the firm registered under this credit code, if any. */
export async function firmByCreditCode(db: Db, creditCode: string): Promise<{ id: string; type: FirmType } | null> {
  const [row] = await db.select({ id: firms.id, type: firms.type }).from(firms).where(eq(firms.creditCode, creditCode)).limit(1);
  return row ?? null;
}

/**
 * Active buyer firms (schools, canteens) as the public lists them: name and area only, in the area
 * and below and named like the text when given, ordered by `order` (a column of another module's
 * select, e.g. its newest published week, nulls last) then name; with the total.
 */
export async function publicBuyerFirms(
  db: Db,
  f: { areaCode?: string | null; search?: string | null; order?: (firmId: SQLWrapper) => SQLWrapper },
  limit: number,
  offset: number,
): Promise<{ rows: { id: string; name: string; areaCode: string; areaName: string; address: string }[]; total: number }> {
  const text = f.search?.trim();
  const where = and(
    eq(firms.type, 'buyer'),
    eq(firms.status, 'active'),
    f.areaCode ? like(firms.areaCode, `${escapeLike(f.areaCode)}%`) : undefined,
    text ? ilike(firms.name, `%${escapeLike(text)}%`) : undefined,
  );
  const [rows, [all]] = await Promise.all([
    db
      .select({ id: firms.id, name: firms.name, areaCode: firms.areaCode, areaName: firms.areaName, address: firms.address })
      .from(firms)
      .where(where)
      .orderBy(...(f.order ? [sql`${f.order(firms.id)} desc nulls last`] : []), asc(firms.name), asc(firms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(firms).where(where),
  ]);
  return { rows, total: all?.n ?? 0 };
}

/** One active buyer firm as the public sees it (name, area, address), null for any other. */
export async function publicBuyerFirm(db: Db, id: string) {
  const [row] = await db
    .select({ id: firms.id, name: firms.name, areaCode: firms.areaCode, areaName: firms.areaName, address: firms.address, grade: firms.quantifiedGrade })
    .from(firms)
    .where(and(eq(firms.id, id), eq(firms.type, 'buyer'), eq(firms.status, 'active')))
    .limit(1);
  return row ?? null;
}
