import type { Db } from '../../platform/db.js';
import { newId } from '../../platform/ids.js';
import { epcisEvents } from './trace.tables.js';

/** The business steps the platform records for a batch (GS1 CBV 2.0 bizStep, short form). */
export type BizStep = 'commissioning' | 'shipping' | 'receiving' | 'accepting' | 'storing' | 'inspecting';

export interface BatchEvent {
  /** The stock-in line whose batch the event is about. */
  lineId: string;
  bizStep: BizStep;
  eventTime: Date;
  /** Where it happened: the firm whose name the circulation timeline shows. */
  firmId: string | null;
  firmName: string;
  /** The quantity the event is about (defaults to the line's quantity). */
  quantity?: number;
  /** Ids of certificate files linked by `certificationInfo`. */
  certificateFileIds?: readonly string[];
}

/**
 * Stores events of batches as GS1 EPCIS 2.0 ObjectEvents, append-only, in the caller's
 * transaction. (Placeholder body: the full JSON-LD document is built by the EPCIS owner.)
 */
export async function recordBatchEvents(db: Db, now: Date, events: readonly BatchEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(epcisEvents).values(
    events.map((e) => ({
      id: newId(),
      lineId: e.lineId,
      bizStep: e.bizStep,
      firmId: e.firmId,
      firmName: e.firmName,
      eventTime: e.eventTime,
      document: { type: 'ObjectEvent', bizStep: e.bizStep },
      recordedAt: now,
    })),
  );
}
