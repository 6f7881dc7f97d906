import { ALARM_TYPES, type AlarmBand, alarming, type Excursion, DELIVERY_MSG as M, type TAlarmEvent, TELEMETRY } from '@shanlian/contract';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, holds, scopeFilter } from '../../platform/access.js';
import type { Actor, Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { phonesOfUsers } from '../iam/user-records.service.js';
import { postMessage } from '../message/message.service.js';
import { alarmEvents } from './alarms.read.js';
import { allRules, bandOfRule, ruleOf, ruleWire } from './bands.js';
import { alarmRules, coldChainAlarms, deliveries, deliveryStops, telemetryPoints } from './delivery.tables.js';
import { recordJourneyReports } from './journey.js';
import type { VehicleRow } from './vehicles.service.js';

type PointRow = typeof telemetryPoints.$inferSelect;
type CaseRow = typeof coldChainAlarms.$inferSelect;

/** One reading judged on its own (decision 015): its column, its limits in a band, the alarm types it raises. */
interface Reading {
  column: AnyColumn;
  of: (p: PointRow) => number | null;
  limits: (b: AlarmBand) => { min: number | null; max: number | null };
  /** The band with the other reading's limits left out. */
  alone: (b: AlarmBand) => AlarmBand;
  types: readonly string[];
}

const READINGS: readonly Reading[] = [
  {
    column: telemetryPoints.temperature,
    of: (p) => p.temperature,
    limits: (b) => ({ min: b.minTemperature, max: b.maxTemperature }),
    alone: (b) => ({ ...b, minHumidity: null, maxHumidity: null }),
    types: ['temperature_high', 'temperature_low'],
  },
  {
    column: telemetryPoints.humidity,
    of: (p) => p.humidity,
    limits: (b) => ({ min: b.minHumidity, max: b.maxHumidity }),
    alone: (b) => ({ ...b, minTemperature: null, maxTemperature: null }),
    types: ['humidity_high', 'humidity_low'],
  },
];

/** What one reconciliation of a reading works with. */
interface Judged {
  vehicle: VehicleRow;
  reading: Reading;
  band: AlarmBand;
  minDurationS: number;
}

/** SQL: a point with the reading inside the band. Excursions end only there (a point without the reading ends none). */
function inBand(r: Reading, b: AlarmBand): SQL {
  const { min, max } = r.limits(b);
  return and(isNotNull(r.column), min === null ? undefined : gte(r.column, min), max === null ? undefined : lte(r.column, max)) as SQL;
}

function isOut(p: PointRow, r: Reading, b: AlarmBand): boolean {
  const v = r.of(p);
  const { min, max } = r.limits(b);
  return v !== null && ((max !== null && v > max) || (min !== null && v < min));
}

const caseEnd = (c: CaseRow) => c.endedAt ?? c.lastOutAt;

/** Cases of the vehicle for the reading whose span meets [lo, hi]. */
function casesMeeting(db: Db, j: Judged, lo: Date, hi: Date) {
  return db
    .select()
    .from(coldChainAlarms)
    .where(
      and(
        eq(coldChainAlarms.vehicleId, j.vehicle.id),
        inArray(coldChainAlarms.alarmType, [...j.reading.types]),
        lte(coldChainAlarms.startedAt, hi),
        or(isNull(coldChainAlarms.endedAt), gte(coldChainAlarms.endedAt, lo)),
      ),
    )
    .orderBy(asc(coldChainAlarms.createdAt), asc(coldChainAlarms.id));
}

/** The nearest point with the reading inside the band strictly before `at` (or after): no excursion of it crosses there. */
async function boundary(db: Db, j: Judged, at: Date, dir: 'before' | 'after'): Promise<Date | null> {
  const [r] = await db
    .select({ at: telemetryPoints.at })
    .from(telemetryPoints)
    .where(
      and(eq(telemetryPoints.vehicleId, j.vehicle.id), dir === 'before' ? lt(telemetryPoints.at, at) : gt(telemetryPoints.at, at), inBand(j.reading, j.band)),
    )
    .orderBy(dir === 'before' ? desc(telemetryPoints.at) : asc(telemetryPoints.at))
    .limit(1);
  return r?.at ?? null;
}

/** The span to judge again: the cases met, widened to the nearest points in band, until no case sticks out. */
async function spanAround(db: Db, j: Judged, from: Date, to: Date, met: CaseRow[]) {
  let lo = from;
  let hi = to;
  let cases = met;
  for (let round = 0; round < 3; round++) {
    for (const c of cases) {
      if (c.startedAt < lo) lo = c.startedAt;
      if (caseEnd(c) > hi) hi = caseEnd(c);
    }
    const [before, after] = await Promise.all([boundary(db, j, lo, 'before'), boundary(db, j, hi, 'after')]);
    lo = before ?? new Date(lo.getTime() - TELEMETRY.maxAgeMs);
    hi = after ?? new Date(hi.getTime() + TELEMETRY.maxFutureMs);
    cases = await casesMeeting(db, j, lo, hi);
    if (!cases.some((c) => c.startedAt < lo || caseEnd(c) > hi)) break;
  }
  return { lo, hi, cases };
}

/** The class whose band judges the vehicle's readings: the run under way's (fixed when it began), else the vehicle's. */
async function judgedClass(db: Db, vehicle: VehicleRow): Promise<string> {
  const [run] = await db
    .select({ temperatureClass: deliveries.temperatureClass })
    .from(deliveries)
    .where(and(eq(deliveries.vehicleId, vehicle.id), eq(deliveries.status, 1)))
    .limit(1);
  return run?.temperatureClass ?? vehicle.temperatureClass;
}

/** Cases merged into the oldest keep an acknowledgement one of them had. */
function ackCarried(keep: CaseRow, matches: readonly CaseRow[]) {
  const acked = matches.find((c) => c.status === 2);
  if (keep.status === 2 || !acked) return {};
  return { status: 2, ackUserId: acked.ackUserId, ackUserName: acked.ackUserName, ackAction: acked.ackAction, ackAt: acked.ackAt };
}

/**
 * Of several vehicles' new points (each list in time order), the vehicles whose cases
 * `reconcileAlarms` would change: a reading out of its band, or a case of that reading meeting the
 * points' span. For the others it would read and return, so a writer storing many vehicles' points
 * at once asks two questions for all of them instead of several for each. `classOfRun` gives the
 * temperature class of each vehicle's run under way (the band that judges it, as `judgedClass`).
 */
export async function vehiclesToReconcile(
  db: Db,
  items: readonly { vehicle: VehicleRow; points: readonly PointRow[] }[],
  classOfRun: ReadonlyMap<string, string>,
): Promise<Set<string>> {
  const need = new Set<string>();
  if (items.length === 0) return need;
  const rules = await allRules(db);
  const judged = items.map((it) => {
    const cls = classOfRun.get(it.vehicle.id) ?? it.vehicle.temperatureClass;
    const rule = rules.find((r) => r.temperatureClass === cls);
    const readings = rule
      ? READINGS.map((reading) => ({ reading, band: reading.alone(bandOfRule(rule)) })).filter(({ reading, band }) => {
          const { min, max } = reading.limits(band);
          return min !== null || max !== null;
        })
      : [];
    // a class without a rule: reconcileAlarms reports it as it always has
    if (!rule) need.add(it.vehicle.id);
    if (readings.some(({ reading, band }) => it.points.some((p) => isOut(p, reading, band)))) need.add(it.vehicle.id);
    return { ...it, readings };
  });
  const rest = judged.filter((j) => !need.has(j.vehicle.id) && j.readings.length > 0 && j.points.length > 0);
  if (rest.length === 0) return need;
  const from = new Date(Math.min(...rest.map((j) => (j.points[0] as PointRow).at.getTime())));
  const to = new Date(Math.max(...rest.map((j) => (j.points.at(-1) as PointRow).at.getTime())));
  const cases = await db
    .select({
      vehicleId: coldChainAlarms.vehicleId,
      alarmType: coldChainAlarms.alarmType,
      startedAt: coldChainAlarms.startedAt,
      endedAt: coldChainAlarms.endedAt,
    })
    .from(coldChainAlarms)
    .where(
      and(
        inArray(
          coldChainAlarms.vehicleId,
          rest.map((j) => j.vehicle.id),
        ),
        lte(coldChainAlarms.startedAt, to),
        or(isNull(coldChainAlarms.endedAt), gte(coldChainAlarms.endedAt, from)),
      ),
    );
  for (const j of rest) {
    const lo = (j.points[0] as PointRow).at.getTime();
    const hi = (j.points.at(-1) as PointRow).at.getTime();
    // the condition of casesMeeting, per vehicle and reading
    const met = cases.some(
      (c) =>
        c.vehicleId === j.vehicle.id &&
        c.startedAt.getTime() <= hi &&
        (c.endedAt === null || c.endedAt.getTime() >= lo) &&
        j.readings.some(({ reading }) => reading.types.includes(c.alarmType)),
    );
    if (met) need.add(j.vehicle.id);
  }
  return need;
}

/**
 * Brings the vehicle's alarm cases up to date after new points (decision 015), temperature and
 * humidity each on its own, by the band of the run under way: when the points touch an excursion
 * or an existing case, the stored points around them (from the last reading in band before to the
 * first after) are judged again, and the cases there made to match: grown, merged into the oldest
 * (keeping an acknowledgement), removed when no longer an alarm (unless acknowledged), or added.
 * The same points give the same cases whatever the order and chunks they came in.
 */
export async function reconcileAlarms(db: Db, deps: Pick<Deps, 'sms'>, now: Date, vehicle: VehicleRow, points: readonly PointRow[]): Promise<void> {
  if (points.length === 0) return;
  const rule = await ruleOf(db, await judgedClass(db, vehicle));
  for (const reading of READINGS) {
    const band = reading.alone(bandOfRule(rule));
    const { min, max } = reading.limits(band);
    if (min !== null || max !== null) await reconcileReading(db, deps, now, points, { vehicle, reading, band, minDurationS: rule.minDurationS });
  }
}

/** The reconciliation of one reading (temperature or humidity) with its own cases. */
async function reconcileReading(db: Db, deps: Pick<Deps, 'sms'>, now: Date, points: readonly PointRow[], j: Judged): Promise<void> {
  const from = (points[0] as PointRow).at;
  const to = (points.at(-1) as PointRow).at;
  const met = await casesMeeting(db, j, from, to);
  if (met.length === 0 && !points.some((p) => isOut(p, j.reading, j.band))) return;
  const { lo, hi, cases } = await spanAround(db, j, from, to, met);
  const around = await db
    .select()
    .from(telemetryPoints)
    .where(and(eq(telemetryPoints.vehicleId, j.vehicle.id), gte(telemetryPoints.at, lo), lte(telemetryPoints.at, hi)))
    .orderBy(asc(telemetryPoints.at));
  const found = alarming(
    around.map((p) => ({ t: p.at.getTime(), temperature: p.temperature, humidity: p.humidity })),
    j.band,
  );
  const byTime = new Map(around.map((p) => [p.at.getTime(), p]));
  const used = new Set<string>();
  for (const ex of found) {
    const exEnd = ex.endT ?? ex.lastOutT;
    const matches = cases.filter((c) => !used.has(c.id) && c.alarmType === ex.type && c.startedAt.getTime() <= exEnd && caseEnd(c).getTime() >= ex.startT);
    const values = await caseValues(db, j, ex, byTime, now);
    const keep = matches[0];
    if (!keep) {
      const id = newId();
      await db.insert(coldChainAlarms).values({ id, ...values, status: 1, createdAt: now });
      await announce(db, deps, now, j.vehicle, values);
      continue;
    }
    used.add(keep.id);
    await db
      .update(coldChainAlarms)
      .set({ ...values, ...ackCarried(keep, matches) })
      .where(eq(coldChainAlarms.id, keep.id));
    const merged = matches.filter((c) => c.id !== keep.id);
    for (const c of merged) used.add(c.id);
    if (merged.length)
      await db.delete(coldChainAlarms).where(
        inArray(
          coldChainAlarms.id,
          merged.map((c) => c.id),
        ),
      );
  }
  const stale = cases.filter((c) => !used.has(c.id) && c.status === 1 && c.startedAt >= lo && caseEnd(c) <= hi);
  if (stale.length)
    await db.delete(coldChainAlarms).where(
      inArray(
        coldChainAlarms.id,
        stale.map((c) => c.id),
      ),
    );
}

/** The columns of a case from its excursion: the peak's other reading and place, the band, the run it happened on. */
async function caseValues(db: Db, { vehicle, band, minDurationS }: Judged, ex: Excursion, byTime: Map<number, PointRow>, now: Date) {
  const peak = byTime.get(ex.peakT);
  const temperature = ex.type.startsWith('temperature');
  const [run] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.vehicleId, vehicle.id),
        lte(deliveries.startedAt, new Date(ex.startT)),
        or(isNull(deliveries.finishedAt), gte(deliveries.finishedAt, new Date(ex.startT))),
      ),
    )
    .orderBy(desc(deliveries.startedAt))
    .limit(1);
  return {
    vehicleId: vehicle.id,
    deliveryId: run?.id ?? null,
    firmId: vehicle.firmId,
    alarmType: ex.type,
    startedAt: new Date(ex.startT),
    endedAt: ex.endT === null ? null : new Date(ex.endT),
    lastOutAt: new Date(ex.lastOutT),
    peak: ex.peak,
    peakAt: new Date(ex.peakT),
    otherValue: peak ? (temperature ? peak.humidity : peak.temperature) : null,
    lng: peak?.lng ?? null,
    lat: peak?.lat ?? null,
    bandMin: temperature ? band.minTemperature : band.minHumidity,
    bandMax: temperature ? band.maxTemperature : band.maxHumidity,
    minDurationS,
    updatedAt: now,
  };
}

/** A new case: a message to the supplier and every receiving firm, a text to the driver, a sensor report on the goods carried. */
async function announce(
  db: Db,
  deps: Pick<Deps, 'sms'>,
  now: Date,
  vehicle: VehicleRow,
  c: { deliveryId: string | null; alarmType: string; peak: number; startedAt: Date; lastOutAt: Date },
) {
  const what = ALARM_TYPES[c.alarmType as keyof typeof ALARM_TYPES];
  const unit = c.alarmType.startsWith('temperature') ? '°C' : '%';
  const since = c.startedAt.toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  const text = `${vehicle.vehicleNo} ${what}：峰值 ${c.peak}${unit}，自 ${since} 起已持续超过规定时长。`;
  const [run] = c.deliveryId ? await db.select().from(deliveries).where(eq(deliveries.id, c.deliveryId)).limit(1) : [];
  // the goods still on board when it began: a stop reached before then took its goods off the vehicle
  const stops = run
    ? (await db.select().from(deliveryStops).where(eq(deliveryStops.deliveryId, run.id))).filter((s) => !s.arrivedAt || s.arrivedAt > c.startedAt)
    : [];
  const link = stops[0] ? `/eshop/store/delivery/${stops[0].fillInId}` : '/supplier/deliveries';
  await postMessage(db, { firmId: vehicle.firmId, kind: 'cold-chain-alarm', title: `冷链告警：${what}`, body: text, link, now });
  for (const firmId of new Set(stops.map((s) => s.buyerFirmId))) {
    const own = stops.find((s) => s.buyerFirmId === firmId);
    await postMessage(db, {
      firmId,
      kind: 'cold-chain-alarm',
      title: `冷链告警：${what}`,
      body: text,
      link: own ? `/eshop/store/delivery/${own.fillInId}` : null,
      now,
    });
  }
  if (run) {
    const phone = (await phonesOfUsers(db, [run.driverUserId])).get(run.driverUserId);
    if (phone) {
      await deps.sms.send(db, {
        phone,
        template: 'alarm',
        params: { plate: vehicle.vehicleNo, alarm: what, peak: `${c.peak}${unit}`, since },
        code: what,
        purpose: 'cold-chain-alarm',
        text: `【膳链】冷链告警：${text}请立即检查车厢温控。`,
      });
    }
    await recordJourneyReports(db, now, run, stops, c.lastOutAt);
  }
}

/** Alarms a caller reaches: its vehicles' (supplier), or those of runs carrying its goods when they began (buyer). */
function alarmsReachable(actor: Actor): SQL {
  const own = scopeFilter(actor, 'delivery:view', { firm: coldChainAlarms.firmId });
  const stopping = holds(actor, 'delivery-track:view')
    ? sql`exists (select 1 from delivery_stops s where s.delivery_id = cold_chain_alarms.delivery_id and (s.arrived_at is null or s.arrived_at > cold_chain_alarms.started_at) and ${scopeFilter(actor, 'delivery-track:view', { firm: sql`s.buyer_firm_id` })})`
    : sql`false`;
  return or(own, stopping) as SQL;
}

export async function listAlarms(
  db: Db,
  actor: Actor,
  input: { Status?: 1 | 2 | null; DeliveryId?: string | null },
  limit: number,
  offset: number,
): Promise<{ rows: TAlarmEvent[]; total: number }> {
  const where = and(
    alarmsReachable(actor),
    input.Status ? eq(coldChainAlarms.status, input.Status) : undefined,
    input.DeliveryId ? eq(coldChainAlarms.deliveryId, input.DeliveryId) : undefined,
  ) as SQL;
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(coldChainAlarms).where(where);
  return { rows: await alarmEvents(db, where, limit, offset), total: Number(total?.n ?? 0) };
}

/** The supplier records what it did about an alarm (who and when with it). */
export async function acknowledgeAlarm(db: Db, actor: Actor, now: Date, id: string, action: string): Promise<null> {
  const [c] = await db.select().from(coldChainAlarms).where(eq(coldChainAlarms.id, id)).limit(1);
  if (!c) throw notFound(M.alarmNotFound);
  assertAllowed(actor, 'delivery:edit', { firmId: c.firmId });
  const changed = await db
    .update(coldChainAlarms)
    .set({ status: 2, ackUserId: actor.userId, ackUserName: actor.fullName, ackAction: action, ackAt: now, updatedAt: now })
    .where(and(eq(coldChainAlarms.id, c.id), eq(coldChainAlarms.status, 1)))
    .returning({ id: coldChainAlarms.id });
  if (changed.length === 0) throw conflict(M.alarmAcknowledged);
  return null;
}

export async function ruleList(db: Db) {
  return (await allRules(db)).map(ruleWire);
}

/** Operators set a class's band (readings judged from now on use it; existing cases keep theirs). */
export async function saveRule(
  db: Db,
  actor: Actor,
  now: Date,
  input: {
    TemperatureClass: string;
    MinTemperature: number | null;
    MaxTemperature: number | null;
    MinHumidity: number | null;
    MaxHumidity: number | null;
    MinDurationMinutes: number;
  },
): Promise<null> {
  await db
    .update(alarmRules)
    .set({
      minTemperature: input.MinTemperature,
      maxTemperature: input.MaxTemperature,
      minHumidity: input.MinHumidity,
      maxHumidity: input.MaxHumidity,
      minDurationS: input.MinDurationMinutes * 60,
      updatedBy: actor.userId,
      updatedByName: actor.fullName,
      updatedAt: now,
    })
    .where(eq(alarmRules.temperatureClass, input.TemperatureClass));
  return null;
}
