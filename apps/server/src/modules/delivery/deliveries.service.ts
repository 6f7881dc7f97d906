import { distanceM, DELIVERY_MSG as M, MAP_DEFAULTS, parseInputTime, STOP_STATUS, type StopStatus, TELEMETRY } from '@shanlian/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { allows, assertAllowed } from '../../platform/access.js';
import type { Config } from '../../platform/config.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { firmsByIds } from '../firm/firm.service.js';
import { activeStaffOf } from '../iam/user-records.service.js';
import { postMessage } from '../message/message.service.js';
import { fillInsForDelivery, shippedFillInsOf } from '../trace/fill-in.read.js';
import { deliveries, deliveryStops, vehicles } from './delivery.tables.js';
import { recordJourneyReports, stopArrived } from './journey.js';
import { isUniqueViolation, reachableVehicle } from './vehicles.service.js';

/** The enabled staff of the caller's firm who may drive. */
export async function driverList(db: Db, actor: Actor, search: string | null | undefined) {
  const rows = await activeStaffOf(db, actor.firmId, search, 200);
  return rows.map((r) => ({ Id: r.id, FullName: r.fullName, MobileNumber: r.phone }));
}

/** Ids of the stock-in records already on a run (a record travels on one). */
const onARun = (db: Db) => db.select({ id: deliveryStops.fillInId }).from(deliveryStops).getSQL();

/** The caller's shipped records that no run carries yet, with the buyer and its coordinates. */
export async function deliverableList(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  if (actor.platform) return { rows: [], total: 0 };
  const { rows, total } = await shippedFillInsOf(db, actor.firmId, search, onARun(db), limit, offset);
  const firms = await firmsByIds(
    db,
    rows.map((r) => r.buyerFirmId),
  );
  return {
    rows: rows.map((r) => {
      const f = firms.get(r.buyerFirmId);
      return {
        Id: r.id,
        FillInNo: r.fillInNo,
        FirmId: r.buyerFirmId,
        FirmName: f?.name ?? '',
        DistDate: r.distDate ? r.distDate.toISOString() : null,
        LineCount: r.lineCount,
        Longitude: f?.longitude ?? null,
        Latitude: f?.latitude ?? null,
      };
    }),
    total,
  };
}

/** Starts a run: a free vehicle in service, a driver of the firm, shipped records as stops nearest first. */
export async function startDelivery(
  db: Db,
  actor: Actor,
  now: Date,
  input: { VehicleId: string; DriverUserId: string; FillInIds: string[]; StartTime?: string | null },
) {
  const startedAt = input.StartTime ? (parseInputTime(input.StartTime) as Date) : now;
  if (startedAt.getTime() > now.getTime() + 60_000 || now.getTime() - startedAt.getTime() > TELEMETRY.maxBackdateMs) throw badRequest(M.startTime);
  const vehicle = await reachableVehicle(db, actor, input.VehicleId, 'delivery:edit');
  if (vehicle.status !== 1) throw badRequest(M.vehicleDisabled);
  const [driver] = (await activeStaffOf(db, vehicle.firmId, null, 1000)).filter((u) => u.id === input.DriverUserId);
  if (!driver) throw badRequest(M.driverNotStaff);
  const ids = [...new Set(input.FillInIds)];
  const records = await fillInsForDelivery(db, ids);
  if (records.length !== ids.length) throw notFound(M.fillInNotFound);
  for (const r of records) {
    if (r.supplierFirmId !== vehicle.firmId) throw forbidden(M.fillInNotFound);
    if (r.status !== 3) throw badRequest(`${M.fillInNotShipped}：${r.fillInNo}`);
  }
  const taken = await db.select({ fillInNo: deliveryStops.fillInNo }).from(deliveryStops).where(inArray(deliveryStops.fillInId, ids)).limit(1);
  if (taken[0]) throw conflict(`${M.fillInOnDelivery}：${taken[0].fillInNo}`);
  const firms = await firmsByIds(db, [vehicle.firmId, ...records.map((r) => r.buyerFirmId)]);
  const start = firms.get(vehicle.firmId);
  if (!start || start.longitude == null || start.latitude == null) throw badRequest(M.startNoCoordinates);
  const from = { lng: start.longitude, lat: start.latitude };
  const stops = records.map((r) => {
    const f = firms.get(r.buyerFirmId);
    if (!f || f.longitude == null || f.latitude == null) throw badRequest(`${M.stopNoCoordinates}：${f?.name ?? ''}`);
    return { r, f, d: distanceM(from, { lng: f.longitude, lat: f.latitude }) };
  });
  stops.sort((a, b) => a.d - b.d);
  const id = newId();
  try {
    await db.insert(deliveries).values({
      id,
      firmId: vehicle.firmId,
      vehicleId: vehicle.id,
      driverUserId: driver.id,
      driverName: driver.fullName,
      startFirmId: start.id,
      startFirmName: start.name,
      startLng: start.longitude,
      startLat: start.latitude,
      temperatureClass: vehicle.temperatureClass,
      status: 1,
      startedAt,
      createdBy: actor.userId,
    });
    await db.insert(deliveryStops).values(
      stops.map((s, i) => ({
        id: newId(),
        deliveryId: id,
        fillInId: s.r.id,
        fillInNo: s.r.fillInNo,
        buyerFirmId: s.f.id,
        buyerFirmName: s.f.name,
        lng: s.f.longitude,
        lat: s.f.latitude,
        status: 0,
        sort: i,
      })),
    );
  } catch (e) {
    if (isUniqueViolation(e, 'deliveries_vehicle_active_uq')) throw conflict(M.vehicleBusy);
    if (isUniqueViolation(e, 'delivery_stops_fill_in_uq')) throw conflict(M.fillInOnDelivery);
    throw e;
  }
  for (const s of stops) {
    await postMessage(db, {
      firmId: s.f.id,
      kind: 'delivery',
      title: '配送已出发',
      body: `进货单 ${s.r.fillInNo} 已由 ${vehicle.vehicleNo}（司机 ${driver.fullName}）发车配送，可在配送跟踪中查看实时位置与温度。`,
      link: `/eshop/store/delivery/${s.r.id}`,
      now,
    });
  }
  return { Id: id };
}

/** A run by id: 404 when there is none. */
export async function runOf(db: Db, id: string) {
  const [run] = await db.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  if (!run) throw notFound(M.deliveryNotFound);
  return run;
}

/** Marks a stop arrived (the supplier) or signed (the supplier or the receiving firm); a run with every stop signed finishes. */
export async function setStopStatus(db: Db, actor: Actor, now: Date, stopId: string, status: 1 | 2): Promise<null> {
  const [stop] = await db.select().from(deliveryStops).where(eq(deliveryStops.id, stopId)).limit(1);
  if (!stop) throw notFound(M.stopNotFound);
  const run = await runOf(db, stop.deliveryId);
  const supplier = allows(actor, 'delivery:edit', { firmId: run.firmId, ownerId: run.createdBy });
  const receiver = status === 2 && allows(actor, 'delivery-track:edit', { firmId: stop.buyerFirmId });
  if (!supplier && !receiver) throw forbidden();
  if (run.status !== 1) throw conflict(M.deliveryFinished);
  if (status <= stop.status) throw conflict(M.stopStatus);
  const changed = await db
    .update(deliveryStops)
    .set(
      status === 1
        ? { status, arrivedAt: now, arrivedBy: 'manual' }
        : { status, signedAt: now, signedBy: actor.userId, arrivedAt: stop.arrivedAt ?? now, arrivedBy: stop.arrivedBy ?? 'manual' },
    )
    .where(and(eq(deliveryStops.id, stop.id), eq(deliveryStops.status, stop.status)))
    .returning({ id: deliveryStops.id });
  if (changed.length === 0) throw conflict(M.stopStatus);
  if (stop.status === 0) {
    await recordJourneyReports(db, now, run, [stop]);
    const [vehicle] = await db.select({ no: vehicles.vehicleNo }).from(vehicles).where(eq(vehicles.id, run.vehicleId)).limit(1);
    await stopArrived(db, now, vehicle?.no ?? '', stop);
  }
  if (status === 2) {
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryStops)
      .where(and(eq(deliveryStops.deliveryId, run.id), sql`${deliveryStops.status} < 2`));
    if (Number(open?.n ?? 0) === 0) await finish(db, run.id, now);
    await postMessage(db, {
      firmId: run.firmId,
      kind: 'delivery',
      title: '配送已签收',
      body: `${stop.buyerFirmName} 已签收进货单 ${stop.fillInNo}（${STOP_STATUS[2 as StopStatus]}）。`,
      link: '/supplier/deliveries',
      now,
    });
  }
  return null;
}

async function finish(db: Db, id: string, now: Date) {
  await db
    .update(deliveries)
    .set({ status: 2, finishedAt: now })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 1)));
}

/** Ends a run under way (its vehicle is free again). */
export async function finishDelivery(db: Db, actor: Actor, now: Date, id: string): Promise<null> {
  const run = await runOf(db, id);
  assertAllowed(actor, 'delivery:edit', { firmId: run.firmId, ownerId: run.createdBy });
  if (run.status !== 1) throw conflict(M.deliveryFinished);
  await finish(db, run.id, now);
  return null;
}

/** The map's tile layer as configured, and the defaults of spec 02 §9. */
export function mapConfig(config: Config) {
  const template = config.MAP_TILE_URL?.trim() || null;
  const key = config.MAP_KEY?.trim() ?? '';
  const keyMissing = !!template && template.includes('{key}') && !key;
  return {
    TileUrl: template && !keyMissing ? template.replaceAll('{key}', encodeURIComponent(key)) : null,
    TileCrs: config.MAP_TILE_CRS,
    Subdomains: config.MAP_TILE_SUBDOMAINS,
    KeyMissing: keyMissing,
    Zoom: MAP_DEFAULTS.zoom,
    RenderDelayMs: MAP_DEFAULTS.renderDelayMs,
  };
}
