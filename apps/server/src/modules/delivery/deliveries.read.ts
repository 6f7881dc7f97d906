import {
  type AlarmBand,
  DELIVERY_STATUS,
  type DeliveryStatus,
  distanceM,
  DELIVERY_MSG as M,
  STOP_STATUS,
  type StopStatus,
  type TDistorder,
  type TDistorderRow,
  TELEMETRY,
  TEMPERATURE_CLASSES,
  type TemperatureClass,
  type TRoutePoint,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { allows, holds, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { firmsByIds } from '../firm/firm.service.js';
import { phonesOfUsers } from '../iam/user-records.service.js';
import { recordIdOfLine } from '../trace/fill-in.read.js';
import { alarmsOfDelivery } from './alarms.read.js';
import { bandOfRule, ruleOf, ruleWire } from './bands.js';
import { coldChainAlarms, deliveries, deliveryStops, telemetryPoints, vehicles } from './delivery.tables.js';
import { lastPoints, vehicleWire } from './vehicles.service.js';

type StopRow = typeof deliveryStops.$inferSelect;
type PointRow = typeof telemetryPoints.$inferSelect;

const stopWire = (s: StopRow) => ({
  Id: s.id,
  FillInId: s.fillInId,
  FillInNo: s.fillInNo,
  TargetFirmId: s.buyerFirmId,
  TargetFirmName: s.buyerFirmName,
  Status: s.status,
  StatusDesc: STOP_STATUS[s.status as StopStatus],
  Longitude: s.lng,
  Latitude: s.lat,
  ArriveTime: s.arrivedAt ? toChinaIso(s.arrivedAt) : null,
  SignTime: s.signedAt ? toChinaIso(s.signedAt) : null,
});

/** What the list and the delivery order say alike of a run. */
const runHead = (run: typeof deliveries.$inferSelect) => ({
  Id: run.id,
  Status: run.status,
  StatusDesc: DELIVERY_STATUS[run.status as DeliveryStatus],
  StartTime: toChinaIso(run.startedAt),
  EndTime: run.finishedAt ? toChinaIso(run.finishedAt) : null,
});

/** Runs the caller reaches: its firm's own (supplier), or those with a stop at its firm (buyer). */
function runsReachable(actor: Actor): SQL {
  const own = scopeFilter(actor, 'delivery:view', { firm: deliveries.firmId, owner: deliveries.createdBy });
  const stopping = holds(actor, 'delivery-track:view')
    ? sql`exists (select 1 from delivery_stops s where s.delivery_id = deliveries.id and ${scopeFilter(actor, 'delivery-track:view', { firm: sql`s.buyer_firm_id` })})`
    : sql`false`;
  return or(own, stopping) as SQL;
}

/** The stops of a run a caller may see: all for the supplier (and a supervisor), its own for a receiving firm. */
function visibleStops(actor: Actor, runFirmId: string, runOwner: string | null, stops: readonly StopRow[], supervisor = false): StopRow[] {
  if (supervisor || allows(actor, 'delivery:view', { firmId: runFirmId, ownerId: runOwner })) return [...stops];
  return stops.filter((s) => allows(actor, 'delivery-track:view', { firmId: s.buyerFirmId }));
}

/** Delivery runs, newest first. */
export async function listDeliveries(
  db: Db,
  actor: Actor,
  input: { Status?: 1 | 2 | null; SearchName?: string | null },
  limit: number,
  offset: number,
): Promise<{ rows: TDistorderRow[]; total: number }> {
  const like = input.SearchName ? `%${escapeLike(input.SearchName)}%` : null;
  const where = and(
    runsReachable(actor),
    input.Status ? eq(deliveries.status, input.Status) : undefined,
    like
      ? or(
          ilike(deliveries.driverName, like),
          sql`${deliveries.vehicleId} in (select v.id from vehicles v where v.vehicle_no ilike ${like})`,
          sql`${deliveries.id} in (select s.delivery_id from delivery_stops s where s.buyer_firm_name ilike ${like} or s.fill_in_no ilike ${like})`,
        )
      : undefined,
  ) as SQL;
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveries).where(where);
  const runs = await db
    .select({ run: deliveries, vehicleNo: vehicles.vehicleNo })
    .from(deliveries)
    .innerJoin(vehicles, eq(vehicles.id, deliveries.vehicleId))
    .where(where)
    .orderBy(desc(deliveries.startedAt), desc(deliveries.id))
    .limit(limit)
    .offset(offset);
  const ids = runs.map((r) => r.run.id);
  const [stops, alarms, last] = await Promise.all([
    ids.length ? db.select().from(deliveryStops).where(inArray(deliveryStops.deliveryId, ids)).orderBy(asc(deliveryStops.sort)) : Promise.resolve([]),
    ids.length
      ? db
          .select({
            deliveryId: coldChainAlarms.deliveryId,
            n: sql<number>`count(*)::int`,
            open: sql<number>`count(*) filter (where ${coldChainAlarms.status} = 1)::int`,
          })
          .from(coldChainAlarms)
          .where(inArray(coldChainAlarms.deliveryId, ids))
          .groupBy(coldChainAlarms.deliveryId)
      : Promise.resolve([]),
    lastPoints(db, [...new Set(runs.filter((r) => r.run.status === 1).map((r) => r.run.vehicleId))]),
  ]);
  return {
    rows: runs.map(({ run, vehicleNo }) => {
      const a = alarms.find((x) => x.deliveryId === run.id);
      const p = run.status === 1 ? last.get(run.vehicleId) : undefined;
      return {
        ...runHead(run),
        VehicleId: run.vehicleId,
        VehicleNo: vehicleNo,
        TemperatureClassName: TEMPERATURE_CLASSES[run.temperatureClass as TemperatureClass],
        DriverName: run.driverName,
        StartFirmName: run.startFirmName,
        Stops: visibleStops(
          actor,
          run.firmId,
          run.createdBy,
          stops.filter((s) => s.deliveryId === run.id),
        ).map(stopWire),
        AlarmCount: Number(a?.n ?? 0),
        OpenAlarmCount: Number(a?.open ?? 0),
        LastReportTime: p ? toChinaIso(p.at) : null,
        LastTemperature: p?.temperature ?? null,
        LastHumidity: p?.humidity ?? null,
      };
    }),
    total: Number(total?.n ?? 0),
  };
}

const outOfBand = (p: PointRow, b: AlarmBand) =>
  (p.temperature !== null &&
    ((b.maxTemperature !== null && p.temperature > b.maxTemperature) || (b.minTemperature !== null && p.temperature < b.minTemperature))) ||
  (p.humidity !== null && ((b.maxHumidity !== null && p.humidity > b.maxHumidity) || (b.minHumidity !== null && p.humidity < b.minHumidity)));

/** At most `max` points, evenly spaced, keeping the first, the last and every point out of band. */
export function thinRoute(points: readonly PointRow[], band: AlarmBand, max: number): PointRow[] {
  if (points.length <= max) return [...points];
  const keep = new Set<number>([0, points.length - 1]);
  points.forEach((p, i) => {
    if (outOfBand(p, band)) keep.add(i);
  });
  const room = Math.max(0, max - keep.size);
  const step = points.length / Math.max(1, room);
  for (let k = 0; k < room; k++) keep.add(Math.min(points.length - 1, Math.floor(k * step)));
  return [...keep].sort((a, b) => a - b).map((i) => points[i] as PointRow);
}

const routePoint = (p: PointRow): TRoutePoint => ({
  Time: toChinaIso(p.at),
  Longitude: p.lng,
  Latitude: p.lat,
  Temperature: p.temperature,
  Humidity: p.humidity,
  Speed: p.speed,
  Door: p.door,
});

/** The journey's figures over all its points: readings, distance (gaps not bridged), the last report. */
export function summarise(points: readonly PointRow[]): TDistorder['Summary'] {
  const ts = points.map((p) => p.temperature).filter((v): v is number => v !== null);
  const hs = points.map((p) => p.humidity).filter((v): v is number => v !== null);
  const avg = (v: number[]) => (v.length ? Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10 : null);
  let metres = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as PointRow;
    const b = points[i] as PointRow;
    if (b.at.getTime() - a.at.getTime() > TELEMETRY.gapMs) continue;
    metres += distanceM({ lng: a.lng, lat: a.lat }, { lng: b.lng, lat: b.lat });
  }
  const last = points.at(-1);
  return {
    PointCount: points.length,
    MinTemperature: ts.length ? Math.min(...ts) : null,
    MaxTemperature: ts.length ? Math.max(...ts) : null,
    AvgTemperature: avg(ts),
    MinHumidity: hs.length ? Math.min(...hs) : null,
    MaxHumidity: hs.length ? Math.max(...hs) : null,
    DistanceKm: Math.round(metres / 100) / 10,
    LastReportTime: last ? toChinaIso(last.at) : null,
  };
}

/** The delivery order of a stock-in record (spec 02 §3), for its supplier, its receiver and their supervisors. */
export async function distorderOf(db: Db, actor: Actor, now: Date, fillInId: string): Promise<TDistorder> {
  // the id names a stock-in record, or one of its lines (an order line links to its delivery so)
  const stopOf = (id: string) => db.select().from(deliveryStops).where(eq(deliveryStops.fillInId, id)).limit(1);
  let [stop] = await stopOf(fillInId);
  if (!stop) {
    const recordId = await recordIdOfLine(db, fillInId);
    if (recordId) [stop] = await stopOf(recordId);
  }
  if (!stop) throw notFound(M.noDelivery);
  const [run] = await db.select().from(deliveries).where(eq(deliveries.id, stop.deliveryId)).limit(1);
  if (!run) throw notFound(M.noDelivery);
  const buyer = (await firmsByIds(db, [stop.buyerFirmId])).get(stop.buyerFirmId);
  const supervisor = actor.platform && allows(actor, 'supervision-stock-in:view', { firmId: stop.buyerFirmId, areaCode: buyer?.areaCode ?? null });
  const reaches =
    supervisor ||
    allows(actor, 'delivery:view', { firmId: run.firmId, ownerId: run.createdBy }) ||
    allows(actor, 'delivery-track:view', { firmId: stop.buyerFirmId });
  if (!reaches) throw forbidden();
  const to = run.finishedAt ?? now;
  const [vehicleRow] = await db.select().from(vehicles).where(eq(vehicles.id, run.vehicleId)).limit(1);
  if (!vehicleRow) throw notFound(M.vehicleNotFound);
  const [stops, points, rule, events, phones, [vehicle]] = await Promise.all([
    db.select().from(deliveryStops).where(eq(deliveryStops.deliveryId, run.id)).orderBy(asc(deliveryStops.sort)),
    db
      .select()
      .from(telemetryPoints)
      .where(and(eq(telemetryPoints.vehicleId, run.vehicleId), gte(telemetryPoints.at, run.startedAt), lte(telemetryPoints.at, to)))
      .orderBy(asc(telemetryPoints.at)),
    ruleOf(db, run.temperatureClass),
    alarmsOfDelivery(db, run.id),
    phonesOfUsers(db, [run.driverUserId]),
    vehicleWire(db, [vehicleRow]),
  ]);
  const band = bandOfRule(rule);
  const route = thinRoute(points, band, TELEMETRY.maxRoutePoints);
  return {
    ...runHead(run),
    Band: ruleWire(rule),
    Route: route.map(routePoint),
    RouteThinned: route.length < points.length,
    Event: events,
    dST_DistorderfirmInfos: visibleStops(actor, run.firmId, run.createdBy, stops, supervisor).map(stopWire),
    eN_DistvehicleInfo: vehicle as TDistorder['eN_DistvehicleInfo'],
    Cac_QLYFirm: { Id: run.startFirmId, FirmName: run.startFirmName, Longitude: run.startLng, Latitude: run.startLat },
    bA_UserInfo: { Id: run.driverUserId, FullName: run.driverName, MobileNumber: phones.get(run.driverUserId) ?? '' },
    vI_FirmmonitorInfos: vehicleRow.playUrl ? [{ Id: vehicleRow.id, Name: `${vehicleRow.vehicleNo} 车载摄像头`, PlayUrl: vehicleRow.playUrl }] : [],
    Summary: summarise(points),
  };
}
