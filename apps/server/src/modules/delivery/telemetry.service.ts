import { DELIVERY_MSG as M, distanceM, parseInputTime, TELEMETRY, type TTelemetryResult, ZTelemetryPoint } from '@shanlian/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { unauthorized } from '../../platform/errors.js';
import { firstIssueMessage } from '../../platform/registrar.js';
import { reconcileAlarms } from './alarms.service.js';
import { deliveries, deliveryStops, telemetryPoints, vehicles } from './delivery.tables.js';
import { hashDeviceToken } from './device-token.js';
import { recordJourneyReports, stopArrived } from './journey.js';
import type { VehicleRow } from './vehicles.service.js';
import { telemetryAccepted } from '../../platform/metrics.js';

export type PointRow = typeof telemetryPoints.$inferSelect;
type NewPoint = Omit<PointRow, 'vehicleId' | 'receivedAt'>;

/** The vehicle a device token belongs to: 401 for none. */
export async function vehicleOfToken(db: Db, token: string | null | undefined): Promise<VehicleRow> {
  if (!token) throw unauthorized(M.deviceTokenMissing);
  const [v] = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.tokenHash, hashDeviceToken(token)))
    .limit(1);
  if (!v) throw unauthorized(M.deviceTokenInvalid);
  return v;
}

/** Mainland China with its islands, roughly: a point outside (or at 0, 0) is a terminal without a fix. */
const inChina = (lng: number, lat: number) => lng >= 73 && lng <= 136 && lat >= 3 && lat <= 54;

/** Checks one point on its own: the point to store, or the reason it is refused. */
export function checkPoint(raw: unknown, now: Date): NewPoint | string {
  const parsed = ZTelemetryPoint.safeParse(raw);
  if (!parsed.success) return firstIssueMessage(parsed.error);
  const p = parsed.data;
  const at = parseInputTime(p.Time);
  if (!at) return M.pointTime;
  if (at.getTime() - now.getTime() > TELEMETRY.maxFutureMs) return M.pointFuture;
  if (now.getTime() - at.getTime() > TELEMETRY.maxAgeMs) return M.pointTooOld;
  if (!inChina(p.Longitude, p.Latitude)) return M.pointCoordinates;
  return { at, lng: p.Longitude, lat: p.Latitude, temperature: p.Temperature, humidity: p.Humidity, speed: p.Speed, door: p.Door };
}

/**
 * One report of a vehicle's terminal (HTTP or MQTT), in the caller's transaction: each point
 * checked on its own, the good ones stored once each (a repeat is the same row), then stops
 * reached and alarm cases brought up to date.
 */
export async function ingest(db: Db, deps: Pick<Deps, 'sms'>, now: Date, vehicle: VehicleRow, raw: readonly unknown[]): Promise<TTelemetryResult> {
  const rejected: TTelemetryResult['Rejected'] = [];
  const byTime = new Map<number, NewPoint>();
  raw.forEach((r, index) => {
    const p = checkPoint(r, now);
    if (typeof p === 'string') rejected.push({ Index: index, Message: p });
    else if (!byTime.has(p.at.getTime())) byTime.set(p.at.getTime(), p);
  });
  const valid = raw.length - rejected.length;
  if (byTime.size === 0) return { Accepted: 0, Duplicates: valid, Rejected: rejected };
  // one report of a vehicle at a time: its cases are reconciled from what the others stored
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${vehicle.id}, 0))`);
  const inserted = await db
    .insert(telemetryPoints)
    .values([...byTime.values()].map((p) => ({ ...p, vehicleId: vehicle.id, receivedAt: now })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) {
    inserted.sort((a, b) => a.at.getTime() - b.at.getTime());
    await reachStops(db, now, vehicle, inserted);
    await reconcileAlarms(db, deps, now, vehicle, inserted);
  }
  telemetryAccepted.inc(inserted.length);
  return { Accepted: inserted.length, Duplicates: valid - inserted.length, Rejected: rejected };
}

/** Pending stops of the run under way within the arrival radius of a new point become arrived at that point's time. */
async function reachStops(db: Db, now: Date, vehicle: VehicleRow, points: readonly PointRow[]): Promise<void> {
  const [run] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.vehicleId, vehicle.id), eq(deliveries.status, 1)))
    .limit(1);
  if (!run) return;
  const pending = await db
    .select()
    .from(deliveryStops)
    .where(and(eq(deliveryStops.deliveryId, run.id), eq(deliveryStops.status, 0)));
  for (const stop of pending) {
    if (stop.lng === null || stop.lat === null) continue;
    const target = { lng: stop.lng, lat: stop.lat };
    const hit = points.find((p) => p.at >= run.startedAt && distanceM({ lng: p.lng, lat: p.lat }, target) <= TELEMETRY.arrivalRadiusM);
    if (!hit) continue;
    const changed = await db
      .update(deliveryStops)
      .set({ status: 1, arrivedAt: hit.at, arrivedBy: 'telemetry' })
      .where(and(eq(deliveryStops.id, stop.id), eq(deliveryStops.status, 0)))
      .returning({ id: deliveryStops.id });
    if (changed.length === 0) continue;
    await recordJourneyReports(db, now, run, [stop], hit.at);
    await stopArrived(db, now, vehicle.vehicleNo, stop);
  }
}
