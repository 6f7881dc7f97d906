import { DELIVERY_MSG as M, TELEMETRY } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { telemetryWriter } from './telemetry-writer.js';
import { placeFirms, report, rowsOf, type SimPoint, shuffled, testPlate, walk } from './test-support.js';

describe.each(BACKENDS)('telemetry fairness and batching on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    await placeFirms(t, (await supplier.ok('Account/GetCurrentUser', {})).FirmId, (await buyer.ok('Account/GetCurrentUser', {})).FirmId);
  }, 60_000);
  afterAll(() => t?.close());

  const newVehicle = (TemperatureClass: 'chilled' | 'frozen' = 'chilled') =>
    supplier.ok('DST_Vehicle/SaveVehicle', { VehicleNo: testPlate(), TemperatureClass }) as Promise<{ Id: string; DeviceToken: string }>;
  const storedCount = async (vehicleId: string) =>
    Number((await rowsOf(t, sql`select count(*)::int as n from telemetry_points where vehicle_id = ${vehicleId}`))[0]?.n);
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  /** The next window of every token: the limits count on the platform clock. */
  const nextWindow = () => t.clock.advance(TELEMETRY.reportWindowMs);

  it('answers 429 with Retry-After to a token flooding single points, stores what it let through, and stores every point of another token', async () => {
    nextWindow();
    const flooder = await newVehicle();
    const other = await newVehicle();
    const floodPoints = walk(minutesAgo(10), 300, 1000, () => 4);
    const otherPoints = walk(minutesAgo(10), 200, 1000, () => 4);
    const otherChunks = [0, 1, 2, 3, 4].map((k) => otherPoints.slice(k * 40, (k + 1) * 40));
    // 300 one-point reports of one token and five reports of another, all at once
    const [flood, others] = await Promise.all([
      Promise.all(floodPoints.map((p) => report(t, flooder.DeviceToken, [p]))),
      Promise.all(otherChunks.map((c) => report(t, other.DeviceToken, c))),
    ]);
    const ok = flood.filter((r) => r.status === 200);
    const refused = flood.filter((r) => r.status === 429);
    expect(ok).toHaveLength(TELEMETRY.reportsPerWindow);
    expect(refused).toHaveLength(300 - TELEMETRY.reportsPerWindow);
    expect(refused[0]?.body).toMatchObject({ IsSuccess: false, Message: M.tooManyReports });
    expect(ok.reduce((n, r) => n + r.body.Data.Accepted, 0)).toBe(TELEMETRY.reportsPerWindow);
    expect(await storedCount(flooder.Id)).toBe(TELEMETRY.reportsPerWindow);
    expect(others.map((r) => [r.status, r.body.Data.Accepted])).toEqual(otherChunks.map(() => [200, 40]));
    expect(await storedCount(other.Id)).toBe(200);
    // the next window lets the token in again
    nextWindow();
    expect((await report(t, flooder.DeviceToken, floodPoints.slice(-5))).body.Data).toMatchObject({ Accepted: 5, Duplicates: 0 });
  });

  it('tells a refused terminal when to try again', async () => {
    nextWindow();
    const v = await newVehicle();
    const p = walk(minutesAgo(3), 1, 1000, () => 4);
    for (let i = 0; i < TELEMETRY.reportsPerWindow; i++) await report(t, v.DeviceToken, p);
    const res = await fetch(`${t.baseUrl}/v1/Telemetry/Report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Device ${v.DeviceToken}` },
      body: JSON.stringify({ Points: p }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(Math.ceil(TELEMETRY.reportWindowMs / 1000)));
  });

  it('stores every point exactly once when many vehicles send overlapping reports at once, in few transactions', async () => {
    nextWindow();
    const fleet = await Promise.all(Array.from({ length: 12 }, () => newVehicle()));
    const before = { ...telemetryWriter(t.deps).stats };
    // each vehicle: 120 points in four overlapping reports (every point sent twice), all sent together
    const plans = fleet.map((v, i) => {
      const points = walk(minutesAgo(30), 120, 5000, (k) => 3 + ((k + i) % 4));
      const reports = [0, 1, 2, 3].map((k) =>
        shuffled(points, k + 1 + i)
          .slice(0, 60)
          .concat(points.slice(k * 30, (k + 1) * 30)),
      );
      return { v, points, reports };
    });
    const sent = plans.flatMap((p) => p.reports.map((r) => ({ v: p.v, r })));
    const answers = await Promise.all(shuffled(sent, 3).map(({ v, r }) => report(t, v.DeviceToken, r).then((a) => ({ v, a }))));
    for (const { v, points } of plans) {
      const mine = answers.filter((x) => x.v.Id === v.Id);
      expect(mine.every((x) => x.a.status === 200)).toBe(true);
      // every distinct point counted accepted once over the reports that carried it, the rest as repeats
      expect(mine.reduce((n, x) => n + x.a.body.Data.Accepted, 0)).toBe(points.length);
      expect(mine.reduce((n, x) => n + x.a.body.Data.Duplicates, 0)).toBe(4 * 90 - points.length);
      const rows = await rowsOf(t, sql`select at, count(*)::int as n from telemetry_points where vehicle_id = ${v.Id} group by at order by at`);
      expect(rows.map((r) => new Date(r.at as string).getTime())).toEqual(points.map((p) => Date.parse(p.Time)));
      expect(rows.every((r) => r.n === 1)).toBe(true);
    }
    const after = telemetryWriter(t.deps).stats;
    expect(after.reports - before.reports).toBe(sent.length);
    // 48 reports sent together were written in far fewer transactions than reports
    expect(after.flushes - before.flushes).toBeLessThan(sent.length / 2);
  });

  it('makes one alarm of an excursion whose points arrive in reports written together with other vehicles', async () => {
    nextWindow();
    const [cold, warm, calm] = await Promise.all([newVehicle(), newVehicle(), newVehicle()]);
    const excursion = walk(minutesAgo(40), 240, 5000, (i) => (i >= 60 && i < 150 ? 12 : 4));
    const steady = walk(minutesAgo(40), 240, 5000, () => 4);
    const chunks = (ps: SimPoint[], seed: number) => [0, 1, 2, 3, 4, 5].map((k) => shuffled(ps, seed).slice(k * 40, (k + 1) * 40));
    const jobs = [
      ...chunks(excursion, 1).map((c) => () => report(t, cold.DeviceToken, c)),
      ...chunks(excursion, 2).map((c) => () => report(t, warm.DeviceToken, c)),
      ...chunks(steady, 3).map((c) => () => report(t, calm.DeviceToken, c)),
    ];
    const answers = await Promise.all(shuffled(jobs, 9).map((j) => j()));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cases = async (id: string) => rowsOf(t, sql`select alarm_type, started_at, ended_at from cold_chain_alarms where vehicle_id = ${id}`);
    for (const v of [cold, warm]) {
      const got = await cases(v.Id);
      expect(got).toHaveLength(1);
      expect(got[0]?.alarm_type).toBe('temperature_high');
      expect(new Date(got[0]?.started_at as string).getTime()).toBe(Date.parse((excursion[60] as SimPoint).Time));
      expect(new Date(got[0]?.ended_at as string).getTime()).toBe(Date.parse((excursion[150] as SimPoint).Time));
    }
    expect(await cases(calm.Id)).toHaveLength(0);
  });

  it('refuses a renewed token at its next report (the remembered vehicle is forgotten)', async () => {
    nextWindow();
    const v = await newVehicle();
    const p = walk(minutesAgo(5), 2, 1000, () => 4);
    expect((await report(t, v.DeviceToken, p.slice(0, 1))).status).toBe(200);
    const renewed = (await supplier.ok('DST_Vehicle/RenewDeviceToken', { Id: v.Id })) as { DeviceToken: string };
    const old = await report(t, v.DeviceToken, p.slice(1));
    expect([old.status, old.body.Message]).toEqual([401, M.deviceTokenInvalid]);
    expect((await report(t, renewed.DeviceToken, p.slice(1))).body.Data.Accepted).toBe(1);
  });

  it.skipIf(backend !== 'postgres' || !process.env.REDIS_URL)(
    'counts a token on every instance: a flood split over two instances gets no more through',
    async () => {
      nextWindow();
      const second = await createTestApp(backend, t);
      try {
        const v = await newVehicle();
        const points = walk(minutesAgo(10), 60, 1000, () => 4);
        const answers = await Promise.all(points.map((p, i) => report(i % 2 ? second : t, v.DeviceToken, [p])));
        expect(answers.filter((a) => a.status === 200)).toHaveLength(TELEMETRY.reportsPerWindow);
        expect(await storedCount(v.Id)).toBe(TELEMETRY.reportsPerWindow);
      } finally {
        await second.close();
      }
    },
  );
});
