import type { TOrderEvent } from './types';

export type StepKey = 'confirmed' | 'shipped' | 'transit' | 'received';

export interface TimelineStep {
  key: StepKey;
  done: boolean;
  /** When it happened (the event's time), null while pending. */
  time: string | null;
  /** The delivery date, on the transport step. */
  distDate: string | null;
}

/** The event that marks each of the four steps done; transport starts with shipment. */
const EVENT_OF: Record<StepKey, string> = { confirmed: 'confirmed', shipped: 'shipped', transit: 'shipped', received: 'received' };
const STEPS: StepKey[] = ['confirmed', 'shipped', 'transit', 'received'];
const STEP_EVENTS = new Set(Object.values(EVENT_OF));

/** 确认 → 发货 → 运输中 → 已收货, each done with the time of its first event (spec 02 §2.5, from the real events). */
export function timelineSteps(events: TOrderEvent[], distDate: string | null): TimelineStep[] {
  const first = new Map<string, string>();
  for (const e of events) if (!first.has(e.Type)) first.set(e.Type, e.Time);
  return STEPS.map((key) => {
    const time = first.get(EVENT_OF[key]) ?? null;
    return { key, done: time != null, time, distDate: key === 'transit' ? distDate : null };
  });
}

/** The events outside the four steps: created, invoices, returns, settlements, cancellation — oldest first. */
export const otherEvents = (events: TOrderEvent[]) => events.filter((e) => !STEP_EVENTS.has(e.Type));

/** How far the progress bar has come: the number of steps done (the index of the next one). */
export const currentStep = (steps: TimelineStep[]) => steps.filter((s) => s.done).length;
