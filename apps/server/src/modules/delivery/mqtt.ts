import { TELEMETRY_TOPIC_FILTER, ZTelemetryReport } from '@shanlian/contract';
import mqtt from 'mqtt';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { acceptReport } from './telemetry-intake.js';

type TelemetryDeps = Pick<Deps, 'database' | 'clock' | 'sms' | 'changes' | 'redis'>;

export interface TelemetryLog {
  info(msg: string): void;
  warn(obj: unknown, msg: string): void;
}

/** The plate a telemetry topic names: shanlian/vehicles/<plate>/telemetry. */
export function plateOfTopic(topic: string): string | null {
  const m = /^shanlian\/vehicles\/([^/]+)\/telemetry$/.exec(topic);
  return m ? (m[1] as string) : null;
}

/**
 * One MQTT message: the same JSON as `Telemetry/Report` with the token in `DeviceToken`; the
 * topic's plate must be the token's vehicle. The same intake as HTTP: the token's rate, the shared writer.
 */
export async function handleTelemetryMessage(deps: TelemetryDeps, topic: string, payload: Buffer) {
  const plate = plateOfTopic(topic);
  if (!plate) throw new AppError(400, '主题不正确');
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    throw new AppError(400, '消息不是 JSON');
  }
  const parsed = ZTelemetryReport.safeParse(body);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? '定位数据格式不正确');
  return acceptReport(deps, parsed.data.DeviceToken, parsed.data.Points, (vehicle) => {
    if (vehicle.vehicleNo !== plate) throw new AppError(403, '设备令牌与车牌不符');
  });
}

/** Subscribes to every vehicle's telemetry topic; answers a function that disconnects. */
export function startTelemetrySubscriber(deps: TelemetryDeps, url: string, log: TelemetryLog): () => Promise<void> {
  const client = mqtt.connect(url, { clientId: `shanlian-server-${process.pid}`, reconnectPeriod: 2000, clean: true });
  client.on('connect', () => {
    client.subscribe(TELEMETRY_TOPIC_FILTER, { qos: 1 }, (err) => {
      if (err) log.warn({ err }, 'telemetry: subscribe failed');
      else log.info(`telemetry: subscribed to ${TELEMETRY_TOPIC_FILTER}`);
    });
  });
  client.on('error', (err) => log.warn({ err }, 'telemetry: MQTT error'));
  // messages being stored, awaited by the stop so that the database is not closed under them
  const inFlight = new Set<Promise<unknown>>();
  client.on('message', (topic, payload) => {
    const p = handleTelemetryMessage(deps, topic, payload).then(
      (r) => {
        if (r.Rejected.length) log.warn({ topic, rejected: r.Rejected.slice(0, 5) }, 'telemetry: points rejected');
      },
      (err) => log.warn({ topic, err: err instanceof Error ? err.message : String(err) }, 'telemetry: message refused'),
    );
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  });
  return async () => {
    await new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
    await Promise.all([...inFlight]);
  };
}
