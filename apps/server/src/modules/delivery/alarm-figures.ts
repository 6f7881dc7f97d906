import { and, countDistinct, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { firmAreaCodeColumn, firmIdsInArea } from '../firm/firm.service.js';
import { coldChainAlarms, deliveryStops } from './delivery.tables.js';

/**
 * Cold-chain alarm cases for the platform's figures, by the area of the buyer firms whose goods
 * the run carried when the alarm began (the stops not yet reached then: the same firms the alarm
 * notified). An alarm of a run with stops in two areas counts once in each.
 */

/** The stops a run still had to reach when its alarm began. */
const carried = sql`(${deliveryStops.arrivedAt} is null or ${deliveryStops.arrivedAt} > ${coldChainAlarms.startedAt})`;

export interface AlarmFigures {
  /** Distinct alarm cases begun in the range (in the area: those that carried goods of its buyer firms). */
  total: number;
  byArea: { areaCode: string; count: number }[];
  /** Alarms carrying no buyer's goods (no run, or every stop reached), counted only without an area. */
  unattributed: number;
}

/** Alarm cases begun in [from, to), by the buyer firm's area; in the area and below when given. */
export async function alarmFiguresByBuyerArea(db: Db, from: Date, to: Date, areaCode?: string | null): Promise<AlarmFigures> {
  const inRange = and(gte(coldChainAlarms.startedAt, from), lt(coldChainAlarms.startedAt, to));
  const inArea: SQL | undefined = areaCode ? inArray(deliveryStops.buyerFirmId, firmIdsInArea(areaCode)) : undefined;
  const joined = sql`${deliveryStops.deliveryId} = ${coldChainAlarms.deliveryId} and ${carried}`;
  const [byArea, [total], [loose]] = await Promise.all([
    db
      .select({ areaCode: firmAreaCodeColumn(deliveryStops.buyerFirmId), count: countDistinct(coldChainAlarms.id) })
      .from(coldChainAlarms)
      .innerJoin(deliveryStops, joined)
      .where(and(inRange, inArea))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`),
    db
      .select({ n: countDistinct(coldChainAlarms.id) })
      .from(coldChainAlarms)
      .leftJoin(deliveryStops, joined)
      .where(and(inRange, inArea)),
    areaCode
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: countDistinct(coldChainAlarms.id) })
          .from(coldChainAlarms)
          .leftJoin(deliveryStops, joined)
          .where(and(inRange, isNull(deliveryStops.id))),
  ]);
  return {
    total: Number(total?.n ?? 0),
    byArea: byArea.map((r) => ({ areaCode: r.areaCode, count: Number(r.count) })),
    unattributed: Number(loose?.n ?? 0),
  };
}
