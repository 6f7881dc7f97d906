import { distanceM, DELIVERY_MSG as M, parseInputTime, TELEMETRY, type TTelemetryResult, ZTelemetryPoint } from '@shanlian/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { telemetryAccepted } from '../../platform/metrics.js';
import { firstIssueMessage } from '../../platform/registrar.js';
import { reconcileAlarms, vehiclesToReconcile } from './alarms.service.js';
import { deliveries, deliveryStops, telemetryPoints } from './delivery.tables.js';
import { recordJourneyReports, stopArrived } from './journey.js';
import type { VehicleRow } from './vehicles.service.js';

export type PointRow = typeof telemetryPoints.$inferSelect;
type NewPoint = Omit<PointRow, 'vehicleId' | 'receivedAt'>;

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

/** One report's good points (one per time), ready to store. */
export interface CheckedReport {
  vehicle: VehicleRow;
  /** When the report arrived: the points' receivedAt. */
  receivedAt: Date;
  points: NewPoint[];
}

/** Checks each point of a report on its own: the good ones (the first of each time) and the refused with their reason. */
export function checkReport(now: Date, raw: readonly unknown[]): { points: NewPoint[]; valid: number; rejected: TTelemetryResult['Rejected'] } {
  const rejected: TTelemetryResult['Rejected'] = [];
  const byTime = new Map<number, NewPoint>();
  raw.forEach((r, index) => {
    const p = checkPoint(r, now);
    if (typeof p === 'string') rejected.push({ Index: index, Message: p });
    else if (!byTime.has(p.at.getTime())) byTime.set(p.at.getTime(), p);
  });
  return { points: [...byTime.values()], valid: raw.length - rejected.length, rejected };
}

/** Rows of one multi-row INSERT: nine columns each, far below PostgreSQL's 65 535 parameters. */
const INSERT_CHUNK = 1000;

/**
 * Stores the points of several reports (of one or many vehicles) in the caller's transaction:
 * each point once (a repeat, in the database or earlier in this call, is the same row), with
 * multi-row INSERTs; then the stops reached and the alarm cases brought up to date, vehicle by
 * vehicle, from what every report stored. Answers how many of each report's points were new.
 *
 * The vehicles are locked (advisory, in one order on every instance) before anything is read:
 * a vehicle's cases are reconciled from all points other writers stored before it.
 */
export async function storeReports(db: Db, deps: Pick<Deps, 'sms'>, now: Date, reports: readonly CheckedReport[]): Promise<number[]> {
  const accepted = reports.map(() => 0);
  const owner = new Map<string, number>();
  const rows: PointRow[] = [];
  reports.forEach((r, i) => {
    for (const p of r.points) {
      const key = `${r.vehicle.id}|${p.at.getTime()}`;
      if (owner.has(key)) continue;
      owner.set(key, i);
      rows.push({ ...p, vehicleId: r.vehicle.id, receivedAt: r.receivedAt });
    }
  });
  if (rows.length === 0) return accepted;
  const vehicleById = new Map(reports.map((r) => [r.vehicle.id, r.vehicle]));
  const ids = [...vehicleById.keys()];
  // the subquery's ORDER BY is kept (a sorted subquery is never flattened): the same lock order everywhere, no deadlock
  await db.execute(
    sql`select pg_advisory_xact_lock(k) from (select distinct hashtextextended(v, 0) as k from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as v order by k) as locks`,
  );
  const inserted: PointRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    inserted.push(
      ...(await db
        .insert(telemetryPoints)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning()),
    );
  }
  if (inserted.length === 0) return accepted;
  const byVehicle = new Map<string, PointRow[]>();
  for (const p of inserted) {
    const i = owner.get(`${p.vehicleId}|${p.at.getTime()}`) as number;
    accepted[i] = (accepted[i] ?? 0) + 1;
    const list = byVehicle.get(p.vehicleId);
    if (list) list.push(p);
    else byVehicle.set(p.vehicleId, [p]);
  }
  const items = [...byVehicle].map(([id, points]) => ({
    vehicle: vehicleById.get(id) as VehicleRow,
    points: points.sort((a, b) => a.at.getTime() - b.at.getTime()),
  }));
  // the runs under way and their pending stops, for every vehicle at once
  const runs = await db
    .select()
    .from(deliveries)
    .where(
      and(
        inArray(
          deliveries.vehicleId,
          items.map((it) => it.vehicle.id),
        ),
        eq(deliveries.status, 1),
      ),
    );
  const pending = runs.length
    ? await db
        .select()
        .from(deliveryStops)
        .where(
          and(
            inArray(
              deliveryStops.deliveryId,
              runs.map((r) => r.id),
            ),
            eq(deliveryStops.status, 0),
          ),
        )
    : [];
  for (const it of items) {
    const run = runs.find((r) => r.vehicleId === it.vehicle.id);
    const stops = run ? pending.filter((s) => s.deliveryId === run.id) : [];
    if (run && stops.length) await reachStops(db, now, it.vehicle, it.points, run, stops);
  }
  const classOfRun = new Map(runs.map((r) => [r.vehicleId, r.temperatureClass]));
  const need = await vehiclesToReconcile(db, items, classOfRun);
  for (const it of items) if (need.has(it.vehicle.id)) await reconcileAlarms(db, deps, now, it.vehicle, it.points);
  telemetryAccepted.inc(accepted.reduce((a, b) => a + b, 0));
  return accepted;
}

/**
 * One report of a vehicle's terminal in the caller's transaction (the demo data's ingest): each
 * point checked on its own, the good ones stored once each, then stops reached and alarm cases
 * brought up to date. Terminals' reports go through the shared writer (telemetry-writer.ts).
 */
export async function ingest(db: Db, deps: Pick<Deps, 'sms'>, now: Date, vehicle: VehicleRow, raw: readonly unknown[]): Promise<TTelemetryResult> {
  const { points, valid, rejected } = checkReport(now, raw);
  const [accepted = 0] = await storeReports(db, deps, now, [{ vehicle, receivedAt: now, points }]);
  return { Accepted: accepted, Duplicates: valid - accepted, Rejected: rejected };
}

type RunRow = typeof deliveries.$inferSelect;
type StopRow = typeof deliveryStops.$inferSelect;

/** Pending stops of the run under way within the arrival radius of a new point become arrived at that point's time. */
async function reachStops(db: Db, now: Date, vehicle: VehicleRow, points: readonly PointRow[], run: RunRow, pending: readonly StopRow[]): Promise<void> {
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
