// The delivery simulator: a vehicle terminal driving the demo route through the real telemetry
// operation (HTTP, or MQTT), time-compressed, with an excursion, a short spike and a network gap
// whose buffered points arrive late and shuffled, as a real terminal sends them.
import { telemetryTopic } from '@shanlian/contract';
import mqtt from 'mqtt';
import { type DemoRoute, seeded, type TrackPoint, track } from '../apps/server/src/seed/delivery-track.js';

export interface SimOptions {
  baseUrl: string;
  deviceToken: string;
  route: DemoRoute;
  /** Journey time per real time (16: a 20-minute journey in 75 seconds). */
  speed: number;
  /** Points in one report. */
  batch: number;
  /** An excursion above the chilled band (six minutes at 11 °C by default), and a one-minute spike. */
  excursion: boolean;
  /** A network gap: points of this share of the journey are held and sent later in one shuffled batch. */
  gap: boolean;
  /** Over MQTT (the plate names the topic) instead of HTTP. */
  mqtt?: { url: string; plate: string };
  /** The journey when already planned (see plan), else planned to end now. */
  points?: TrackPoint[];
  onProgress?: (p: { sent: number; total: number; accepted: number; duplicates: number; rejected: number }) => void;
}

export interface SimResult {
  points: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  first: string;
  last: string;
}

/**
 * The journey is laid out so that its last point falls at the moment the simulation ends: with
 * speed S and journey D, the first point is stamped now − D·(1 − 1/S) and points are sent as their
 * compressed time comes, so nothing is in the future and the map shows a vehicle moving now.
 */
export function plan(route: DemoRoute, o: Pick<SimOptions, 'speed' | 'excursion'>, now = Date.now()): TrackPoint[] {
  const draft = track(route, { start: 0, stepS: 5, kmh: 28, baseTemperature: 4, dwellS: 120, random: seeded(7) });
  const duration = Date.parse((draft.at(-1) as TrackPoint).Time);
  const start = now - duration * (1 - 1 / o.speed);
  return track(route, {
    start,
    stepS: 5,
    kmh: 28,
    baseTemperature: 4,
    dwellS: 120,
    random: seeded(7),
    ...(o.excursion ? { excursion: { at: 0.25, minutes: 6, temperature: 11 }, spike: { at: 0.75, seconds: 60, temperature: 12 } } : {}),
  });
}

async function sendHttp(baseUrl: string, token: string, points: readonly TrackPoint[]) {
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/v1/Telemetry/Report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${token}` },
    body: JSON.stringify({ Points: points }),
  });
  const body = (await res.json()) as { IsSuccess: boolean; Message: string; Data: { Accepted: number; Duplicates: number; Rejected: unknown[] } | null };
  if (!body.IsSuccess || !body.Data) throw new Error(`Telemetry/Report ${res.status}: ${body.Message}`);
  return body.Data;
}

const shuffle = <T>(items: T[], random: () => number) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

/** Drives the route in real time compressed by `speed`, sending as the points come due. */
export async function simulateDelivery(o: SimOptions): Promise<SimResult> {
  const points = o.points ?? plan(o.route, o);
  const firstT = Date.parse((points[0] as TrackPoint).Time);
  const wallStart = Date.now();
  const gapFrom = Math.floor(points.length * 0.7);
  const gapTo = Math.floor(points.length * 0.78);
  const held: TrackPoint[] = [];
  let pending: TrackPoint[] = [];
  const totals = { accepted: 0, duplicates: 0, rejected: 0, sent: 0 };
  const client = o.mqtt ? await mqtt.connectAsync(o.mqtt.url, { reconnectPeriod: 1000 }) : null;
  const send = async (batch: TrackPoint[]) => {
    if (batch.length === 0) return;
    totals.sent += batch.length;
    if (client && o.mqtt) {
      await client.publishAsync(telemetryTopic(o.mqtt.plate), JSON.stringify({ DeviceToken: o.deviceToken, Points: batch }), { qos: 1 });
      totals.accepted += batch.length;
    } else {
      const r = await sendHttp(o.baseUrl, o.deviceToken, batch);
      totals.accepted += r.Accepted;
      totals.duplicates += r.Duplicates;
      totals.rejected += r.Rejected.length;
    }
    o.onProgress?.({ ...totals, total: points.length });
  };
  try {
    for (const [i, p] of points.entries()) {
      // wait until this point's compressed time has come
      const due = wallStart + (Date.parse(p.Time) - firstT) / o.speed;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (o.gap && i >= gapFrom && i < gapTo) {
        held.push(p);
        continue;
      }
      pending.push(p);
      if (o.gap && i === gapTo && held.length) {
        // the network is back: the buffer goes out shuffled, with a few points sent twice
        await send(shuffle([...held, ...held.slice(0, 5)], seeded(11)));
        held.length = 0;
      }
      if (pending.length >= o.batch || i === points.length - 1) {
        await send(pending);
        pending = [];
      }
    }
  } finally {
    await client?.endAsync();
  }
  return { points: points.length, ...totals, first: (points[0] as TrackPoint).Time, last: (points.at(-1) as TrackPoint).Time };
}
