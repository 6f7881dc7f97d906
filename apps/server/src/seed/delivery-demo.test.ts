import { DEFAULT_BANDS, distanceM } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';
import { loadDemoRoute, seeded, type TrackPoint, track } from './delivery-track.js';

const route = loadDemoRoute();
const at = ([lng, lat]: [number, number]) => ({ lng, lat });
const chilledMax = DEFAULT_BANDS.chilled.maxTemperature as number;

/** The longest run of consecutive points above the chilled band, in minutes. */
function longestExcursionMinutes(points: { Time: string; Temperature: number | null }[]): number {
  let best = 0;
  let from: number | null = null;
  for (const p of points) {
    const t = Date.parse(p.Time);
    if ((p.Temperature ?? Number.NEGATIVE_INFINITY) > chilledMax) {
      from ??= t;
      best = Math.max(best, (t - from) / 60_000);
    } else from = null;
  }
  return best;
}

/** How often the path changes its heading by more than 30°. */
function turnsOf(path: [number, number][]): number {
  const heading = (a: [number, number], b: [number, number]) => Math.atan2(b[1] - a[1], (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180));
  let turns = 0;
  for (let i = 1; i + 1 < path.length; i++) {
    const h1 = heading(path[i - 1] as [number, number], path[i] as [number, number]);
    const h2 = heading(path[i] as [number, number], path[i + 1] as [number, number]);
    const delta = Math.abs(((h2 - h1 + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
    if (delta > Math.PI / 6) turns++;
  }
  return turns;
}

function inTimeOrder(points: { Time: string }[]): boolean {
  return points.every((p, i) => i === 0 || Date.parse(p.Time) > Date.parse((points[i - 1] as { Time: string }).Time));
}

describe('the demo route, as data', () => {
  it('is a road-like path of 60–150 vertices from the warehouse past both canteens, with turns', () => {
    expect(route.note).toMatch(/hand-drawn/);
    expect(route.path.length).toBeGreaterThanOrEqual(60);
    expect(route.path.length).toBeLessThanOrEqual(150);
    expect(distanceM(at(route.path[0] as [number, number]), { lng: route.start.longitude, lat: route.start.latitude })).toBeLessThan(1);
    for (const s of route.stops) {
      const nearest = Math.min(...route.path.map((p) => distanceM(at(p), { lng: s.longitude, lat: s.latitude })));
      expect(nearest, s.name).toBeLessThan(30);
    }
    // the destination is the last stop; the path is longer than the beeline, and it turns
    const last = route.stops.at(-1) as { longitude: number; latitude: number };
    expect(distanceM(at(route.path.at(-1) as [number, number]), { lng: last.longitude, lat: last.latitude })).toBeLessThan(30);
    const length = route.path.slice(1).reduce((sum, p, i) => sum + distanceM(at(route.path[i] as [number, number]), at(p)), 0);
    const beeline = distanceM(at(route.path[0] as [number, number]), at(route.path.at(-1) as [number, number]));
    expect(length).toBeGreaterThan(beeline * 1.15);
    expect(length).toBeLessThan(20_000);
    expect(turnsOf(route.path)).toBeGreaterThanOrEqual(6);
    // no hop between vertices is longer than a city block
    for (let i = 1; i < route.path.length; i++)
      expect(distanceM(at(route.path[i - 1] as [number, number]), at(route.path[i] as [number, number]))).toBeLessThan(400);
  });

  it('drives to timed readings: in time order at the step, at about the speed, a chilled load with its excursion, the same every time', () => {
    const options = {
      start: Date.UTC(2026, 8, 1, 0, 0),
      stepS: 10,
      kmh: 28,
      baseTemperature: 4,
      dwellS: 300,
      excursion: { at: 0.3, minutes: 6.5, temperature: 11 },
      random: seeded(7),
    };
    const points: TrackPoint[] = track(route, options);
    expect(inTimeOrder(points)).toBe(true);
    for (let i = 1; i < points.length; i++) expect(Date.parse((points[i] as TrackPoint).Time) - Date.parse((points[i - 1] as TrackPoint).Time)).toBe(10_000);
    const moving = points.filter((p) => p.Speed > 0);
    for (let i = 1; i < moving.length; i++) {
      const hop = distanceM(
        { lng: (moving[i - 1] as TrackPoint).Longitude, lat: (moving[i - 1] as TrackPoint).Latitude },
        { lng: (moving[i] as TrackPoint).Longitude, lat: (moving[i] as TrackPoint).Latitude },
      );
      expect(hop).toBeLessThan((28 / 3.6) * 10 * 1.6);
    }
    // a dwell at the first canteen: five minutes standing within 30 m of it
    const first = route.stops[0] as { longitude: number; latitude: number };
    const parked = points.filter((p) => p.Speed === 0 && distanceM({ lng: p.Longitude, lat: p.Latitude }, { lng: first.longitude, lat: first.latitude }) < 30);
    expect(parked.length).toBeGreaterThanOrEqual(30);
    const normal = points.filter((p) => p.Temperature <= chilledMax);
    for (const p of normal) {
      expect(p.Temperature).toBeGreaterThanOrEqual(3);
      expect(p.Temperature).toBeLessThanOrEqual(5);
      expect(p.Humidity).toBeGreaterThanOrEqual(70);
      expect(p.Humidity).toBeLessThanOrEqual(85);
    }
    expect(longestExcursionMinutes(points)).toBeGreaterThanOrEqual(6);
    expect(track(route, { ...options, random: seeded(7) })).toEqual(points);
    expect(longestExcursionMinutes(track(route, { ...options, excursion: undefined, random: seeded(7) }))).toBe(0);
  });
});

describe.each(BACKENDS)('the seeded delivery demo on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [buyer, supplier] = await Promise.all([t.asBuyer(), t.asSupplier()]);
  });
  afterAll(() => t.close());

  it('gives the demo supplier a chilled vehicle and a frozen one, whose tokens are not shown again', async () => {
    const list = await supplier.ok('DST_Vehicle/GetVehicleList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const chilled = list.find((v: { VehicleNo: string }) => v.VehicleNo === '浙A5C321');
    const frozen = list.find((v: { VehicleNo: string }) => v.VehicleNo === '浙A7D852');
    expect(chilled).toMatchObject({ TemperatureClass: 'chilled', Status: 1 });
    expect(chilled.PlayUrl).toBe('');
    expect(frozen).toMatchObject({ TemperatureClass: 'frozen', PlayUrl: '' });
    expect(chilled.TokenCreateTime).not.toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/dev_/);
    expect(chilled.LastReportTime).not.toBeNull();
  });

  it('has one finished run to both demo canteens, its stops signed, with the alarm the engine raised', async () => {
    const runs = await supplier.ok('DST_Distorder/GetDistorderList', { Status: 2, PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const run = runs.find((r: { VehicleNo: string }) => r.VehicleNo === '浙A5C321');
    expect(run).toBeDefined();
    expect(run.StartFirmName).toBe(route.start.name);
    expect(run.Stops.map((s: { TargetFirmName: string }) => s.TargetFirmName)).toEqual(route.stops.map((s) => s.name));
    for (const s of run.Stops) {
      expect(s.Status).toBe(2);
      expect(s.ArriveTime, s.TargetFirmName).not.toBeNull();
      expect(Date.parse(s.SignTime)).toBeGreaterThanOrEqual(Date.parse(s.ArriveTime));
    }
    expect(run.AlarmCount).toBeGreaterThanOrEqual(1);
    // it happened in the past, a few hours before the demo was made
    expect(Date.parse(run.EndTime)).toBeLessThan(t.clock.now().getTime());
    expect(Date.parse(run.StartTime)).toBeGreaterThan(t.clock.now().getTime() - 6 * 3600_000);
  });

  it('answers the demo canteen the route of its stock-in record, in time order, with the excursion as a temperature alarm', async () => {
    const runs = await buyer.ok('DST_Distorder/GetDistorderList', { Status: 2, PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const run = runs.find((r: { VehicleNo: string }) => r.VehicleNo === '浙A5C321');
    // the canteen sees its own stop only
    expect(run.Stops.map((s: { TargetFirmName: string }) => s.TargetFirmName)).toEqual([route.stops[0]?.name]);
    const stop = run.Stops[0];
    const order = await buyer.ok('DST_Distorder/GetDistorder', { foodFirmFillInId: stop.FillInId });
    expect(order.Id).toBe(run.Id);
    expect(order.Status).toBe(2);
    expect(order.Route.length).toBeGreaterThan(100);
    expect(inTimeOrder(order.Route)).toBe(true);
    expect(order.Route[0]).toMatchObject({ Longitude: route.start.longitude, Latitude: route.start.latitude });
    expect(order.Cac_QLYFirm).toMatchObject({ FirmName: route.start.name, Longitude: route.start.longitude, Latitude: route.start.latitude });
    expect(order.Summary.DistanceKm).toBeGreaterThan(3);
    // the demo vehicles carry no camera
    expect(order.vI_FirmmonitorInfos).toHaveLength(0);
    expect(longestExcursionMinutes(order.Route)).toBeGreaterThanOrEqual(6);
    const high = order.Event.filter((e: { AlarmType: string }) => e.AlarmType === 'temperature_high');
    expect(high).toHaveLength(1);
    expect(high[0].DurationMinutes).toBeGreaterThanOrEqual(6);
    expect(high[0].Temperature).toBeGreaterThan(chilledMax);
    expect(high[0].EndTime).not.toBeNull();
    // the short spike later on is under the band's five minutes: no case of its own
    expect(order.Event).toHaveLength(1);
    const alarms = await buyer.ok('DST_Alarm/GetAlarmList', { DeliveryId: run.Id, PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(alarms.map((a: { Id: string }) => a.Id)).toEqual([high[0].Id]);
  });

  it('shows another firm’s canteen nothing of the run', async () => {
    const runs = await supplier.ok('DST_Distorder/GetDistorderList', { Status: 2, PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const run = runs.find((r: { VehicleNo: string }) => r.VehicleNo === '浙A5C321');
    const other = run.Stops.find((s: { TargetFirmName: string }) => s.TargetFirmName === route.stops[1]?.name);
    // the demo buyer is the first canteen: the second canteen's record is not its own
    const answer = await buyer.call('DST_Distorder/GetDistorder', { foodFirmFillInId: other.FillInId });
    expect(answer.status).toBe(403);
    expect(answer.body.IsSuccess).toBe(false);
    expect(answer.body.Data ?? null).toBeNull();
  });
});
