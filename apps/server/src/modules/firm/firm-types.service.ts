import { OPERATOR_MSG as M, type ZConsolePubFirmType, type ZPubFirmTypeInput } from '@shanlian/contract';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { firms, pubFirmTypes } from './firm.tables.js';

/** The public business types (公共业态) a firm may declare in its profile, as the operator keeps them. */

type PubFirmTypeInput = z.output<typeof ZPubFirmTypeInput>;

/** Every type in its order, with the number of firms that chose it. */
export async function consolePubFirmTypes(db: Db): Promise<z.output<typeof ZConsolePubFirmType>[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(pubFirmTypes).orderBy(asc(pubFirmTypes.sort), asc(pubFirmTypes.name)),
    db.select({ id: firms.pubFirmTypeId, n: count() }).from(firms).where(isNotNull(firms.pubFirmTypeId)).groupBy(firms.pubFirmTypeId),
  ]);
  const byType = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ Id: r.id, Name: r.name, Sort: r.sort, FirmCount: byType.get(r.id) ?? 0 }));
}

export async function savePubFirmType(db: Db, input: PubFirmTypeInput): Promise<{ Id: string }> {
  if (input.Id) {
    const done = await db
      .update(pubFirmTypes)
      .set({ name: input.Name, sort: input.Sort })
      .where(eq(pubFirmTypes.id, input.Id))
      .returning({ id: pubFirmTypes.id });
    if (done.length === 0) throw notFound(M.firmTypeNotFound);
    return { Id: input.Id };
  }
  const id = newId();
  await db.insert(pubFirmTypes).values({ id, name: input.Name, sort: input.Sort });
  return { Id: id };
}

/** Deletes a type no firm has chosen. */
export async function deletePubFirmType(db: Db, id: string): Promise<boolean> {
  const [type] = await db.select({ id: pubFirmTypes.id }).from(pubFirmTypes).where(eq(pubFirmTypes.id, id)).limit(1);
  if (!type) throw notFound(M.firmTypeNotFound);
  const [used] = await db.select({ id: firms.id }).from(firms).where(eq(firms.pubFirmTypeId, id)).limit(1);
  if (used) throw conflict(M.firmTypeInUse);
  await db.delete(pubFirmTypes).where(eq(pubFirmTypes.id, id));
  return true;
}
