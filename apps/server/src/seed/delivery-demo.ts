import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { coldChainAlarms, deliveries, deliveryStops, vehicles } from '../modules/delivery/delivery.tables.js';
import { newDeviceToken } from '../modules/delivery/device-token.js';
import { ingest } from '../modules/delivery/telemetry.service.js';
import { firms } from '../modules/firm/firm.tables.js';
import { users } from '../modules/iam/iam.tables.js';
import { fillIns } from '../modules/trace/trace.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { loadDemoRoute, seeded, track } from './delivery-track.js';

const HOUR = 3600_000;

/**
 * The delivery demo: the suppliers' warehouses get coordinates, the demo supplier two vehicles
 * (their tokens are not kept: a developer renews one in the desk), and one finished run of two
 * stock-in records to the demo canteens, driven along the demo route three hours ago through the
 * real ingest, so that its alarm (a six-minute excursion above the chilled band) and its arrival
 * reports are the engine's own.
 */
export async function seedDeliveryDemo(db: Db, deps: Deps, opts: { now: Date }): Promise<{ vehicles: number; points: number; alarms: number }> {
  const route = loadDemoRoute();
  const suppliers = await db.select().from(firms).where(eq(firms.type, 'supplier')).orderBy(asc(firms.createdAt), asc(firms.id));
  const demo = suppliers.find((f) => f.name === route.start.name) ?? suppliers[0];
  if (!demo) return { vehicles: 0, points: 0, alarms: 0 };
  // warehouses around the north-west of Hangzhou; the demo supplier's at the route's start
  for (const [i, f] of suppliers.entries()) {
    const at =
      f.id === demo.id
        ? { longitude: route.start.longitude, latitude: route.start.latitude }
        : { longitude: 120.03 + (i % 5) * 0.021, latitude: 30.33 - Math.floor(i / 5) * 0.017 };
    if (f.longitude === null) await db.update(firms).set(at).where(eq(firms.id, f.id));
  }
  const [driver] = await db.select().from(users).where(eq(users.firmId, demo.id)).orderBy(asc(users.createdAt)).limit(1);
  const now = opts.now;
  const made = [
    { no: '浙A5C321', cls: 'chilled', maker: '江铃', model: '冷藏车 JX5044XLC', size: [4.2, 1.9, 2.0] },
    { no: '浙A7D852', cls: 'frozen', maker: '福田', model: '冷冻车 BJ5048XLC', size: [5.2, 2.1, 2.2] },
  ].map((v) => ({
    id: newId(),
    firmId: demo.id,
    vehicleNo: v.no,
    maker: v.maker,
    model: v.model,
    lengthM: v.size[0] as number,
    widthM: v.size[1] as number,
    heightM: v.size[2] as number,
    temperatureClass: v.cls,
    status: 1,
    playUrl: '',
    tokenHash: newDeviceToken().hash,
    tokenCreatedAt: now,
    createdBy: driver?.id ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insert(vehicles).values(made);
  if (!driver) return { vehicles: made.length, points: 0, alarms: 0 };

  // one record of the demo supplier to each demo canteen on the route, received already
  const canteens = await db
    .select()
    .from(firms)
    .where(
      inArray(
        firms.name,
        route.stops.map((s) => s.name),
      ),
    );
  const records = [];
  for (const c of canteens) {
    const [r] = await db
      .select()
      .from(fillIns)
      .where(and(eq(fillIns.supplierFirmId, demo.id), eq(fillIns.buyerFirmId, c.id), gte(fillIns.status, 4)))
      .orderBy(desc(fillIns.createdAt))
      .limit(1);
    if (r) records.push({ record: r, firm: c });
  }
  if (records.length === 0) return { vehicles: made.length, points: 0, alarms: 0 };
  const chilled = made[0] as (typeof made)[number];
  const start = now.getTime() - 3 * HOUR;
  const runId = newId();
  await db.insert(deliveries).values({
    id: runId,
    firmId: demo.id,
    vehicleId: chilled.id,
    driverUserId: driver.id,
    driverName: driver.fullName,
    startFirmId: demo.id,
    startFirmName: demo.name,
    startLng: route.start.longitude,
    startLat: route.start.latitude,
    temperatureClass: chilled.temperatureClass,
    status: 1,
    startedAt: new Date(start - 60_000),
    createdBy: driver.id,
  });
  await db.insert(deliveryStops).values(
    records.map(({ record, firm }, i) => ({
      id: newId(),
      deliveryId: runId,
      fillInId: record.id,
      fillInNo: record.fillInNo,
      buyerFirmId: firm.id,
      buyerFirmName: firm.name,
      lng: firm.longitude,
      lat: firm.latitude,
      status: 0,
      sort: i,
    })),
  );
  const points = track(route, {
    start,
    stepS: 10,
    kmh: 28,
    baseTemperature: 4,
    dwellS: 300,
    excursion: { at: 0.3, minutes: 6.5, temperature: 11 },
    spike: { at: 0.75, seconds: 60, temperature: 12 },
    random: seeded(2026),
  });
  const result = await db.transaction((tx) => ingest(tx, deps, now, chilled, points));
  const end = new Date(Date.parse((points.at(-1) as { Time: string }).Time) + 5 * 60_000);
  await db.update(deliveryStops).set({ status: 2, signedAt: end, signedBy: driver.id }).where(eq(deliveryStops.deliveryId, runId));
  await db.update(deliveries).set({ status: 2, finishedAt: end }).where(eq(deliveries.id, runId));
  const alarms = await db.select({ id: coldChainAlarms.id }).from(coldChainAlarms).where(eq(coldChainAlarms.deliveryId, runId));
  return { vehicles: made.length, points: result.Accepted, alarms: alarms.length };
}
