import { ALARM_STATUS, ALARM_TYPES, type AlarmStatus, type AlarmType, type TAlarmEvent, toChinaIso } from '@shanlian/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { coldChainAlarms, vehicles } from './delivery.tables.js';

/** The wire shape of an alarm case (DST_Alarm and GetDistorder's Event). */
export function alarmEvent(r: typeof coldChainAlarms.$inferSelect & { vehicleNo: string }): TAlarmEvent {
  const type = r.alarmType as AlarmType;
  const isTemperature = type === 'temperature_high' || type === 'temperature_low';
  const end = r.endedAt ?? r.lastOutAt;
  return {
    Id: r.id,
    AlarmType: type,
    AlarmTypeDesc: ALARM_TYPES[type],
    Temperature: isTemperature ? r.peak : r.otherValue,
    Humidity: isTemperature ? r.otherValue : r.peak,
    Longitude: r.lng,
    Latitude: r.lat,
    StartTime: toChinaIso(r.startedAt),
    EndTime: r.endedAt ? toChinaIso(r.endedAt) : null,
    DurationMinutes: Math.round(((end.getTime() - r.startedAt.getTime()) / 60_000) * 10) / 10,
    Status: r.status,
    StatusDesc: ALARM_STATUS[r.status as AlarmStatus],
    AckUserName: r.ackUserName,
    AckAction: r.ackAction,
    AckTime: r.ackAt ? toChinaIso(r.ackAt) : null,
    VehicleNo: r.vehicleNo,
    DeliveryId: r.deliveryId,
  };
}

/** Alarm cases matching `where`, newest first, as wire rows. */
export async function alarmEvents(db: Db, where: SQL | undefined, limit = 500, offset = 0): Promise<TAlarmEvent[]> {
  const rows = await db
    .select({ a: coldChainAlarms, vehicleNo: vehicles.vehicleNo })
    .from(coldChainAlarms)
    .innerJoin(vehicles, eq(vehicles.id, coldChainAlarms.vehicleId))
    .where(where)
    .orderBy(desc(coldChainAlarms.startedAt), desc(coldChainAlarms.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => alarmEvent({ ...r.a, vehicleNo: r.vehicleNo }));
}

/** The alarm cases of one run, in time order (the map's and the chart's). */
export async function alarmsOfDelivery(db: Db, deliveryId: string): Promise<TAlarmEvent[]> {
  const rows = await alarmEvents(db, eq(coldChainAlarms.deliveryId, deliveryId));
  return rows.reverse();
}
