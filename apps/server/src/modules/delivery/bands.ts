import { type AlarmBand, type TAlarmRule, TEMPERATURE_CLASS_VALUES, TEMPERATURE_CLASSES, type TemperatureClass, toChinaIso } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { alarmRules } from './delivery.tables.js';

export type RuleRow = typeof alarmRules.$inferSelect;

/** A stored rule as the excursion rule reads it. */
export const bandOfRule = (r: RuleRow): AlarmBand => ({
  minTemperature: r.minTemperature,
  maxTemperature: r.maxTemperature,
  minHumidity: r.minHumidity,
  maxHumidity: r.maxHumidity,
  minDurationMs: r.minDurationS * 1000,
});

export const ruleWire = (r: RuleRow): TAlarmRule => ({
  TemperatureClass: r.temperatureClass as TemperatureClass,
  TemperatureClassName: TEMPERATURE_CLASSES[r.temperatureClass as TemperatureClass],
  MinTemperature: r.minTemperature,
  MaxTemperature: r.maxTemperature,
  MinHumidity: r.minHumidity,
  MaxHumidity: r.maxHumidity,
  MinDurationMinutes: r.minDurationS / 60,
  UpdateTime: r.updatedAt ? toChinaIso(r.updatedAt) : null,
  UpdateUserName: r.updatedByName,
});

/** The rule of a temperature class (the migration seeds all three). */
export async function ruleOf(db: Db, temperatureClass: string): Promise<RuleRow> {
  const [r] = await db.select().from(alarmRules).where(eq(alarmRules.temperatureClass, temperatureClass)).limit(1);
  if (!r) throw new Error(`no alarm rule for ${temperatureClass}`);
  return r;
}

/** The three rules in the order of the classes. */
export async function allRules(db: Db): Promise<RuleRow[]> {
  const rows = await db.select().from(alarmRules);
  return TEMPERATURE_CLASS_VALUES.map((c) => rows.find((r) => r.temperatureClass === c)).filter((r): r is RuleRow => !!r);
}
