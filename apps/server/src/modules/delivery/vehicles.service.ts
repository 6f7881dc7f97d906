import {
  DELIVERY_MSG as M,
  TEMPERATURE_CLASSES,
  type TemperatureClass,
  type TVehicle,
  type TVehicleInput,
  toChinaIso,
  VEHICLE_STATUS,
  type VehicleStatus,
} from '@shanlian/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { deliveries, telemetryPoints, vehicles } from './delivery.tables.js';
import { newDeviceToken } from './device-token.js';

export type VehicleRow = typeof vehicles.$inferSelect;

/** Whether an error is the violation of a unique index (the last guard behind a check). */
export function isUniqueViolation(e: unknown, index: string): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    const err = c as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505' && (err.constraint === index || err.message?.includes(index))) return true;
  }
  return false;
}

/** A vehicle of the caller's firm, for the permission: 404 missing, 403 another firm's. */
export async function reachableVehicle(db: Db, actor: Actor, id: string, permission: 'vehicle:view' | 'vehicle:edit' | 'vehicle:delete' | 'delivery:edit') {
  const [v] = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  if (!v) throw notFound(M.vehicleNotFound);
  assertAllowed(actor, permission, { firmId: v.firmId, ownerId: v.createdBy });
  return v;
}

async function onRunUnderWay(db: Db, vehicleId: string): Promise<boolean> {
  const [r] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.vehicleId, vehicleId), eq(deliveries.status, 1)))
    .limit(1);
  return !!r;
}

async function assertPlateFree(db: Db, plate: string, exceptId: string | null): Promise<void> {
  const [taken] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vehicleNo, plate)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(M.vehicleNoTaken);
}

type VehicleInput = Required<Omit<TVehicleInput, 'Id'>>;

function columnsOf(input: VehicleInput) {
  return {
    vehicleNo: input.VehicleNo,
    maker: input.ProductFirmName,
    model: input.VehicleModel,
    lengthM: input.VehicleLong,
    widthM: input.VehicleWide,
    heightM: input.VehicleHigh,
    temperatureClass: input.TemperatureClass,
    status: input.Status,
    playUrl: input.PlayUrl,
  };
}

/** Adds (answering the device token once) or updates a vehicle of the caller's firm. */
export async function saveVehicle(db: Db, actor: Actor, now: Date, input: VehicleInput & { Id?: string | null }) {
  if (input.Id) {
    const v = await reachableVehicle(db, actor, input.Id, 'vehicle:edit');
    await assertPlateFree(db, input.VehicleNo, v.id);
    if (input.Status === 2 && (await onRunUnderWay(db, v.id))) throw conflict(M.vehicleBusy);
    await guardPlate(() =>
      db
        .update(vehicles)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(vehicles.id, v.id)),
    );
    return { Id: v.id, DeviceToken: null };
  }
  await assertPlateFree(db, input.VehicleNo, null);
  const id = newId();
  const { token, hash } = newDeviceToken();
  await guardPlate(() =>
    db.insert(vehicles).values({
      id,
      firmId: actor.firmId,
      ...columnsOf(input),
      tokenHash: hash,
      tokenCreatedAt: now,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return { Id: id, DeviceToken: token };
}

async function guardPlate(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    if (isUniqueViolation(e, 'vehicles_no_uq')) throw conflict(M.vehicleNoTaken);
    throw e;
  }
}

/** A new token for a vehicle: the old one stops working at once. */
export async function renewDeviceToken(db: Db, actor: Actor, now: Date, id: string) {
  const v = await reachableVehicle(db, actor, id, 'vehicle:edit');
  const { token, hash } = newDeviceToken();
  await db.update(vehicles).set({ tokenHash: hash, tokenCreatedAt: now, updatedAt: now }).where(eq(vehicles.id, v.id));
  return { Id: v.id, DeviceToken: token };
}

/** Deletes a vehicle that never carried a run nor reported a point. */
export async function deleteVehicle(db: Db, actor: Actor, id: string): Promise<null> {
  const v = await reachableVehicle(db, actor, id, 'vehicle:delete');
  const [run] = await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.vehicleId, v.id)).limit(1);
  const [point] = await db.select({ at: telemetryPoints.at }).from(telemetryPoints).where(eq(telemetryPoints.vehicleId, v.id)).limit(1);
  if (run || point) throw badRequest(M.vehicleHasHistory);
  await db.delete(vehicles).where(eq(vehicles.id, v.id));
  return null;
}

interface LastPoint {
  at: Date;
  temperature: number | null;
  humidity: number | null;
}

/** The latest point of each vehicle (one index probe each). */
export async function lastPoints(db: Db, vehicleIds: readonly string[]): Promise<Map<string, LastPoint>> {
  const out = new Map<string, LastPoint>();
  if (vehicleIds.length === 0) return out;
  const ids = sql.join(
    vehicleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = (await db.execute(sql`
    select v.id as vehicle_id, p.at, p.temperature, p.humidity
    from unnest(array[${ids}]::text[]) as v(id)
    cross join lateral (
      select at, temperature, humidity from telemetry_points t where t.vehicle_id = v.id order by t.at desc limit 1
    ) p`)) as unknown as { rows: { vehicle_id: string; at: Date | string; temperature: number | null; humidity: number | null }[] };
  for (const r of res.rows) out.set(r.vehicle_id, { at: new Date(r.at), temperature: r.temperature, humidity: r.humidity });
  return out;
}

/** The wire shape of vehicles, with their latest report and whether a run is under way. */
export async function vehicleWire(db: Db, rows: readonly VehicleRow[]): Promise<TVehicle[]> {
  const ids = rows.map((r) => r.id);
  const [last, busy] = await Promise.all([
    lastPoints(db, ids),
    ids.length
      ? db
          .select({ vehicleId: deliveries.vehicleId })
          .from(deliveries)
          .where(and(eq(deliveries.status, 1), sql`${deliveries.vehicleId} in ${ids}`))
      : Promise.resolve([]),
  ]);
  const busyIds = new Set(busy.map((b) => b.vehicleId));
  return rows.map((v) => {
    const p = last.get(v.id);
    return {
      Id: v.id,
      VehicleNo: v.vehicleNo,
      ProductFirmName: v.maker,
      VehicleModel: v.model,
      VehicleLong: v.lengthM,
      VehicleWide: v.widthM,
      VehicleHigh: v.heightM,
      TemperatureClass: v.temperatureClass as TemperatureClass,
      TemperatureClassName: TEMPERATURE_CLASSES[v.temperatureClass as TemperatureClass],
      Status: v.status,
      StatusDesc: busyIds.has(v.id) ? '配送中' : VEHICLE_STATUS[v.status as VehicleStatus],
      PlayUrl: v.playUrl,
      TokenCreateTime: toChinaIso(v.tokenCreatedAt),
      LastReportTime: p ? toChinaIso(p.at) : null,
      LastTemperature: p?.temperature ?? null,
      LastHumidity: p?.humidity ?? null,
      CreateTime: toChinaIso(v.createdAt),
    };
  });
}

/** The caller's firm's vehicles, newest first, searched by plate, maker or model. */
export async function listVehicles(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const like = search ? `%${escapeLike(search)}%` : null;
  const where = and(
    scopeFilter(actor, 'vehicle:view', { firm: vehicles.firmId, owner: vehicles.createdBy }),
    like ? or(ilike(vehicles.vehicleNo, like), ilike(vehicles.maker, like), ilike(vehicles.model, like)) : undefined,
  ) as SQL;
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(where);
  const rows = await db.select().from(vehicles).where(where).orderBy(desc(vehicles.createdAt), desc(vehicles.id)).limit(limit).offset(offset);
  return { rows: await vehicleWire(db, rows), total: Number(total?.n ?? 0) };
}
