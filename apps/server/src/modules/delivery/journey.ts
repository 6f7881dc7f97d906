import { TRACE_MSG } from '@shanlian/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { postMessage } from '../message/message.service.js';
import { recordBatchEvents, type SensorSummary } from '../trace/epcis.js';
import { fillInsForDelivery } from '../trace/fill-in.read.js';
import { markArrived } from '../trace/fill-in.service.js';
import { coldChainAlarms, type deliveries, type deliveryStops, telemetryPoints, vehicles } from './delivery.tables.js';

type Run = typeof deliveries.$inferSelect;
type Stop = Pick<typeof deliveryStops.$inferSelect, 'fillInId'>;
type ArrivedStop = Pick<typeof deliveryStops.$inferSelect, 'fillInId' | 'fillInNo' | 'buyerFirmId'>;

/** What the vehicle's sensors read on a run up to `to`, with whether the run alarmed by then. */
export async function journeySummary(db: Db, run: Run, to: Date): Promise<SensorSummary | null> {
  const [agg] = await db
    .select({
      n: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${telemetryPoints.at})`,
      last: sql<string | null>`max(${telemetryPoints.at})`,
      tMin: sql<number | null>`min(${telemetryPoints.temperature})`,
      tMax: sql<number | null>`max(${telemetryPoints.temperature})`,
      tAvg: sql<number | null>`avg(${telemetryPoints.temperature})::float8`,
      hMin: sql<number | null>`min(${telemetryPoints.humidity})`,
      hMax: sql<number | null>`max(${telemetryPoints.humidity})`,
      hAvg: sql<number | null>`avg(${telemetryPoints.humidity})::float8`,
    })
    .from(telemetryPoints)
    .where(and(eq(telemetryPoints.vehicleId, run.vehicleId), gte(telemetryPoints.at, run.startedAt), lte(telemetryPoints.at, to)));
  if (!agg || Number(agg.n) === 0 || !agg.first || !agg.last) return null;
  const alarms = await db
    .select({ type: coldChainAlarms.alarmType })
    .from(coldChainAlarms)
    .where(and(eq(coldChainAlarms.deliveryId, run.id), lte(coldChainAlarms.startedAt, to)));
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const range = (min: unknown, max: unknown, mean: unknown) =>
    num(min) === null ? null : { min: num(min) as number, max: num(max) as number, mean: num(mean) as number };
  return {
    startTime: new Date(agg.first),
    endTime: new Date(agg.last),
    temperature: range(agg.tMin, agg.tMax, agg.tAvg),
    humidity: range(agg.hMin, agg.hMax, agg.hAvg),
    temperatureAlarm: alarms.some((a) => a.type.startsWith('temperature')),
    humidityAlarm: alarms.some((a) => a.type.startsWith('humidity')),
  };
}

/**
 * Records the journey's readings up to `to` as an EPCIS sensor report on every batch the stops
 * carry (the trace timeline's 运输温控). Nothing without readings.
 */
export async function recordJourneyReports(db: Db, now: Date, run: Run, stops: readonly Stop[], to: Date = now): Promise<void> {
  const summary = await journeySummary(db, run, to);
  if (!summary || stops.length === 0) return;
  const [vehicle] = await db.select({ no: vehicles.vehicleNo }).from(vehicles).where(eq(vehicles.id, run.vehicleId)).limit(1);
  const records = await fillInsForDelivery(
    db,
    stops.map((s) => s.fillInId),
  );
  await recordBatchEvents(
    db,
    now,
    records.flatMap((r) =>
      r.lineIds.map((lineId) => ({
        lineId,
        bizStep: 'sensor_reporting' as const,
        eventTime: summary.endTime,
        firmId: run.firmId,
        firmName: `${run.startFirmName}（${vehicle?.no ?? ''} 冷链运输）`,
        sensor: summary,
      })),
    ),
  );
}

/**
 * A stop reached (by the terminal's point or marked by the supplier): its stock-in record is
 * delivered (已送达) through the trace module, and the receiving firm is told to accept it.
 */
export async function stopArrived(db: Db, now: Date, vehicleNo: string, stop: ArrivedStop): Promise<void> {
  await markArrived(db, now, stop.fillInId, `${vehicleNo} 到达`);
  await postMessage(db, {
    firmId: stop.buyerFirmId,
    kind: 'delivery',
    title: TRACE_MSG.arrivedTitle,
    body: TRACE_MSG.arrivedBody(vehicleNo, stop.fillInNo),
    link: `/eshop/store/stockin?record=${stop.fillInId}`,
    now,
  });
}
