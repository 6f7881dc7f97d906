import { FillInStatus } from '@shanlian/contract';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { traceIdOf } from './trace.read.js';
import { fillInLines, fillIns } from './trace.tables.js';

/** The batch of one product a firm received, as the meal trace shows it. */
export interface ReceivedBatch {
  /** id for Trace/GetFoodTraceTrail (the order line, or the stock-in line) */
  traceId: string;
  batchNumber: string;
  productDate: string;
  originFirmName: string;
  receivedAt: Date;
  supplierName: string;
}

/** Records whose goods were taken in: accepted or stored (a refunded or suspended record is not a batch in the kitchen). */
const RECEIVED = [FillInStatus.Accepted, FillInStatus.Stored];
const receivedAt = sql<Date>`coalesce(${fillIns.acceptedAt}, ${fillIns.storedAt}, ${fillIns.createdAt})`;

/**
 * For each shelf item, the batch the receiving firm took in most recently at or before `before`
 * (accepted or stored records only). Items with none are absent from the map.
 */
export async function latestReceivedLines(db: Db, receivingFirmId: string, shelfItemIds: string[], before: Date): Promise<Map<string, ReceivedBatch>> {
  const ids = [...new Set(shelfItemIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: fillInLines.id,
      orderLineId: fillInLines.orderLineId,
      shelfItemId: fillInLines.shelfItemId,
      batchNumber: fillInLines.batchNumber,
      productDate: fillInLines.productDate,
      originFirmName: fillInLines.originFirmName,
      supplierName: fillIns.supplyFirmName,
      receivedAt,
    })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(and(eq(fillIns.buyerFirmId, receivingFirmId), inArray(fillIns.status, RECEIVED), inArray(fillInLines.shelfItemId, ids), lte(receivedAt, before)))
    .orderBy(desc(receivedAt), desc(fillInLines.id));
  const out = new Map<string, ReceivedBatch>();
  for (const r of rows) {
    if (!r.shelfItemId || out.has(r.shelfItemId)) continue;
    out.set(r.shelfItemId, {
      traceId: traceIdOf(r),
      batchNumber: r.batchNumber,
      productDate: r.productDate,
      originFirmName: r.originFirmName,
      receivedAt: new Date(r.receivedAt),
      supplierName: r.supplierName,
    });
  }
  return out;
}
