import { createHash } from 'node:crypto';
import { toChinaIso } from '@shanlian/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { firmsByIds } from '../firm/firm.service.js';
import { epcisEvents, fillInLines, fillIns } from './trace.tables.js';

/** The business steps the platform records for a batch (GS1 CBV 2.0 bizStep, short form). */
export type BizStep = 'commissioning' | 'shipping' | 'receiving' | 'accepting' | 'storing' | 'inspecting' | 'sensor_reporting';

/** What a vehicle's sensors read over a stretch of a journey (an EPCIS 2.0 sensor element). */
export interface SensorSummary {
  startTime: Date;
  endTime: Date;
  temperature: { min: number; max: number; mean: number } | null;
  humidity: { min: number; max: number; mean: number } | null;
  /** Which readings went out of band long enough to be an alarm. */
  temperatureAlarm: boolean;
  humidityAlarm: boolean;
}

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
  /** sensor_reporting: the readings of the journey. */
  sensor?: SensorSummary;
}

export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';

/** CBV 2.0 dispositions: what state the batch is in after each step. */
const DISPOSITION: Record<BizStep, string> = {
  commissioning: 'active',
  shipping: 'in_transit',
  receiving: 'in_progress',
  accepting: 'in_progress',
  storing: 'in_progress',
  inspecting: 'in_progress',
  sensor_reporting: 'in_transit',
};

/** UN/CEFACT Rec. 20 codes of the units that have one; other units (箱, 袋, 件 …) are counted without a uom. */
const UOM: Record<string, string> = {
  公斤: 'KGM',
  千克: 'KGM',
  kg: 'KGM',
  KG: 'KGM',
  克: 'GRM',
  g: 'GRM',
  升: 'LTR',
  L: 'LTR',
  毫升: 'MLT',
  ml: 'MLT',
  吨: 'TNE',
};

/** The platform's public address for identifiers; traceRoutes sets it from PUBLIC_URL at start. */
let publicBase = 'http://localhost:3000';
export function configureEpcis(publicUrl: string): void {
  publicBase = publicUrl.replace(/\/+$/, '');
}
export const firmUri = (firmId: string) => `${publicBase}/firm/${encodeURIComponent(firmId)}`;
/** The trace-scoped address of a file linked to a line (certificates, the supplier's licences): readable by anyone who scans. */
export const traceFileUrl = (lineId: string, fileId: string, base = '') => `${base}/v1/Trace/File/${encodeURIComponent(lineId)}/${encodeURIComponent(fileId)}`;

/** The class of a batch: an LGTIN as GS1 Digital Link with a GTIN, else a private class under the platform. */
export function batchClassUri(line: { gtin: string; batchNumber: string; shelfItemId: string | null; id: string }): string {
  const batch = encodeURIComponent(line.batchNumber);
  if (line.gtin) return `https://id.gs1.org/01/${line.gtin}/10/${batch}`;
  return `${publicBase}/class/${encodeURIComponent(line.shelfItemId ?? line.id)}/10/${batch}`;
}

/** JSON with keys sorted at every level: the canonical form the eventID hashes. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** EPCIS 2.0 sensorElement: gs1:Temperature in CEL, gs1:RelativeHumidity in percent (P1), ALARM_CONDITION when out of band. */
function sensorElement(s: SensorSummary): Record<string, unknown> {
  const report = (type: string, uom: string, v: { min: number; max: number; mean: number }, alarm: boolean) => ({
    type,
    ...(alarm ? { exception: 'ALARM_CONDITION' } : {}),
    minValue: round1(v.min),
    maxValue: round1(v.max),
    meanValue: round1(v.mean),
    uom,
  });
  return {
    sensorMetadata: { startTime: toChinaIso(s.startTime), endTime: toChinaIso(s.endTime) },
    sensorReport: [
      ...(s.temperature ? [report('gs1:Temperature', 'CEL', s.temperature, s.temperatureAlarm)] : []),
      ...(s.humidity ? [report('gs1:RelativeHumidity', 'P1', s.humidity, s.humidityAlarm)] : []),
    ],
  };
}

/** The words the timeline shows for a sensor report: ranges and whether it alarmed. */
export function sensorDetail(document: unknown): { detail: string; alarm: boolean } {
  const element = (document as { sensorElementList?: { sensorReport?: Record<string, unknown>[] }[] }).sensorElementList?.[0];
  const parts: string[] = [];
  let alarm = false;
  for (const r of element?.sensorReport ?? []) {
    const unit = r.type === 'gs1:Temperature' ? ' °C' : ' %';
    const name = r.type === 'gs1:Temperature' ? '温度' : '湿度';
    parts.push(`${name} ${r.minValue}～${r.maxValue}${unit}（平均 ${r.meanValue}${unit}）`);
    if (r.exception === 'ALARM_CONDITION') {
      alarm = true;
      parts.push(`${name}超出冷链范围，已告警`);
    }
  }
  return { detail: parts.length ? parts.join('，') : '无温湿度读数', alarm };
}

/**
 * Stores events of batches as GS1 EPCIS 2.0 JSON-LD ObjectEvents, append-only, in the caller's
 * transaction. The line, its record and the firms are read here; the row's id is the event's
 * hash eventID (ni:///sha-256;…?ver=CBV2.0 of the canonical event and its line).
 */
export async function recordBatchEvents(db: Db, now: Date, events: readonly BatchEvent[]): Promise<void> {
  if (events.length === 0) return;
  const lineIds = [...new Set(events.map((e) => e.lineId))];
  const lines = await db
    .select({ line: fillInLines, supplierFirmId: fillIns.supplierFirmId, buyerFirmId: fillIns.buyerFirmId })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(inArray(fillInLines.id, lineIds));
  const byId = new Map(lines.map((l) => [l.line.id, l]));
  const firmIds = new Set<string>();
  for (const l of lines) {
    if (l.supplierFirmId) firmIds.add(l.supplierFirmId);
    firmIds.add(l.buyerFirmId);
  }
  const firms = await firmsByIds(db, [...firmIds]);
  const rows = events.map((e) => {
    const found = byId.get(e.lineId);
    if (!found) throw new Error(`EPCIS: no stock-in line ${e.lineId}`);
    const { line, supplierFirmId, buyerFirmId } = found;
    const uom = UOM[line.unit.trim()];
    const quantity = e.quantity ?? line.acceptedQuantity ?? line.quantity;
    const event: Record<string, unknown> = {
      type: 'ObjectEvent',
      eventTime: toChinaIso(e.eventTime),
      eventTimeZoneOffset: '+08:00',
      epcList: [],
      action: e.bizStep === 'commissioning' ? 'ADD' : 'OBSERVE',
      bizStep: e.bizStep,
      disposition: DISPOSITION[e.bizStep],
      readPoint: e.firmId ? { id: firmUri(e.firmId) } : undefined,
      bizLocation: e.firmId ? { id: firmUri(e.firmId) } : undefined,
      quantityList: [{ epcClass: batchClassUri(line), quantity, ...(uom ? { uom } : {}) }],
    };
    if (e.bizStep === 'shipping' || e.bizStep === 'receiving') {
      if (supplierFirmId && firms.has(supplierFirmId)) event.sourceList = [{ type: 'owning_party', source: firmUri(supplierFirmId) }];
      event.destinationList = [{ type: 'owning_party', destination: firmUri(buyerFirmId) }];
    }
    if (e.sensor) event.sensorElementList = [sensorElement(e.sensor)];
    const certs = [...new Set(e.certificateFileIds ?? [])];
    if (certs.length === 1) event.certificationInfo = traceFileUrl(line.id, certs[0] as string, publicBase);
    else if (certs.length > 1) event.certificationInfo = certs.map((f) => traceFileUrl(line.id, f, publicBase));
    const hash = createHash('sha256')
      .update(`${canonical(event)}\n${line.id}`)
      .digest('hex');
    const eventID = `ni:///sha-256;${hash}?ver=CBV2.0`;
    const document = JSON.parse(JSON.stringify({ eventID, ...event })) as Record<string, unknown>;
    return { id: eventID, lineId: line.id, bizStep: e.bizStep, firmId: e.firmId, firmName: e.firmName, eventTime: e.eventTime, document, recordedAt: now };
  });
  // The same event twice (a retried step) is the same fact: kept once.
  await db.insert(epcisEvents).values(rows).onConflictDoNothing();
}

/** The events of a stock-in line, oldest first. */
export function lineEvents(db: Db, lineId: string) {
  return db.select().from(epcisEvents).where(eq(epcisEvents.lineId, lineId)).orderBy(asc(epcisEvents.eventTime), asc(epcisEvents.recordedAt));
}

/** An EPCIS 2.0 document of the given events. */
export function epcisDocument(events: readonly unknown[], now: Date): Record<string, unknown> {
  return {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: toChinaIso(now),
    epcisBody: { eventList: events },
  };
}
