import { describe, expect, it } from 'vitest';
import {
  ALARM_TYPE_VALUES,
  ALARM_TYPES,
  type AlarmBand,
  alarming,
  DEFAULT_BANDS,
  DELIVERY_MSG,
  deliveryPlan,
  distanceM,
  excursions,
  type SensorPoint,
  TELEMETRY,
  TELEMETRY_TOPIC_FILTER,
  TEMPERATURE_CLASS_VALUES,
  TEMPERATURE_CLASSES,
  telemetryTopic,
} from './delivery.js';

const MIN = 60_000;
const at = (minute: number, temperature: number | null, humidity: number | null = null): SensorPoint => ({ t: minute * MIN, temperature, humidity });
const chilled = DEFAULT_BANDS.chilled;

describe('the cold-chain bands', () => {
  it('are those of GB 31605: frozen at or below −18 °C, chilled 0–8 °C and at most 95 % humidity, ambient unbounded; five minutes before an alarm', () => {
    expect(DEFAULT_BANDS.frozen).toEqual({ minTemperature: null, maxTemperature: -18, minHumidity: null, maxHumidity: null, minDurationMs: 5 * MIN });
    expect(DEFAULT_BANDS.chilled).toEqual({ minTemperature: 0, maxTemperature: 8, minHumidity: null, maxHumidity: 95, minDurationMs: 5 * MIN });
    expect(DEFAULT_BANDS.ambient).toEqual({ minTemperature: null, maxTemperature: null, minHumidity: null, maxHumidity: null, minDurationMs: 5 * MIN });
    expect(TEMPERATURE_CLASS_VALUES).toEqual(['frozen', 'chilled', 'ambient']);
    expect(TEMPERATURE_CLASSES.frozen).toBe('冷冻');
    expect(ALARM_TYPE_VALUES).toEqual(Object.keys(ALARM_TYPES));
  });
});

describe('excursions', () => {
  it('is one run per side while the points stay out, ended by the first point back in band, with its peak', () => {
    const points = [at(0, 4), at(1, 9), at(2, 12), at(3, 10), at(4, 7), at(5, 3)];
    expect(excursions(points, chilled)).toEqual([
      { type: 'temperature_high', startT: 1 * MIN, endT: 4 * MIN, lastOutT: 3 * MIN, peak: 12, peakT: 2 * MIN, durationMs: 3 * MIN },
    ]);
  });

  it('reads the bounds as inclusive: 8 °C and 0 °C are in band, 8.1 and −0.1 are not', () => {
    expect(excursions([at(0, 8), at(1, 0), at(2, 95 / 100)], chilled)).toEqual([]);
    const out = excursions([at(0, 8.1), at(1, 5), at(2, -0.1)], chilled);
    expect(out.map((e) => [e.type, e.startT, e.endT, e.durationMs])).toEqual([
      ['temperature_high', 0, 1 * MIN, 1 * MIN],
      ['temperature_low', 2 * MIN, null, 0],
    ]);
  });

  it('keeps the lowest reading as the peak of a low run, and the highest of a high run', () => {
    const low = excursions([at(0, -1), at(1, -3), at(2, -2)], chilled);
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({ type: 'temperature_low', peak: -3, peakT: 1 * MIN, lastOutT: 2 * MIN, endT: null, durationMs: 2 * MIN });
    const high = excursions([at(0, 9), at(1, 11), at(2, 10)], chilled);
    expect(high[0]).toMatchObject({ peak: 11, peakT: 1 * MIN });
  });

  it('splits a run that crosses from one side to the other, the second starting where the first ends', () => {
    const out = excursions([at(0, 10), at(1, 11), at(2, -1), at(3, -2), at(4, 5)], chilled);
    expect(out.map((e) => ({ type: e.type, startT: e.startT, endT: e.endT, peak: e.peak }))).toEqual([
      { type: 'temperature_high', startT: 0, endT: 2 * MIN, peak: 11 },
      { type: 'temperature_low', startT: 2 * MIN, endT: 4 * MIN, peak: -2 },
    ]);
  });

  it('lets a point without the reading neither start nor end a run', () => {
    const out = excursions([at(0, 10), at(1, null), at(2, 12), at(3, null), at(4, 6)], chilled);
    expect(out).toEqual([{ type: 'temperature_high', startT: 0, endT: 4 * MIN, lastOutT: 2 * MIN, peak: 12, peakT: 2 * MIN, durationMs: 4 * MIN }]);
    expect(excursions([at(0, null), at(1, Number.NaN), at(2, null)], chilled)).toEqual([]);
  });

  it('lets a point that carries no such reading at all neither start nor end a run', () => {
    const noReading = { t: 1 * MIN, humidity: 50 } as unknown as SensorPoint;
    expect(excursions([at(0, 10), noReading, at(2, 11), at(3, 5)], chilled).map((e) => [e.startT, e.endT])).toEqual([[0, 3 * MIN]]);
  });

  it('dates the peak at its first reading when it is read again', () => {
    expect(excursions([at(0, 9), at(1, 12), at(2, 12), at(3, 5)], chilled)[0]).toMatchObject({ peak: 12, peakT: 1 * MIN });
    expect(excursions([at(0, -1), at(1, -4), at(2, -4), at(3, 5)], chilled)[0]).toMatchObject({ peak: -4, peakT: 1 * MIN });
  });

  it('reads humidity on its own bounds, beside temperature, and answers the runs in the order they started', () => {
    const points = [at(0, 5, 90), at(1, 5, 97), at(2, 9, 98), at(3, 9, 90), at(4, 5, 90)];
    expect(excursions(points, chilled).map((e) => [e.type, e.startT, e.endT, e.peak])).toEqual([
      ['humidity_high', 1 * MIN, 3 * MIN, 98],
      ['temperature_high', 2 * MIN, 4 * MIN, 9],
    ]);
    const band: AlarmBand = { minTemperature: null, maxTemperature: null, minHumidity: 30, maxHumidity: null, minDurationMs: 0 };
    expect(excursions([at(0, 50, 20), at(1, 50, 25), at(2, 50, 40)], band).map((e) => [e.type, e.peak, e.durationMs])).toEqual([['humidity_low', 20, 2 * MIN]]);
  });

  it('finds nothing on a band without bounds (ambient goods)', () => {
    expect(excursions([at(0, 70, 100), at(1, -50, 0)], DEFAULT_BANDS.ambient)).toEqual([]);
  });

  it('counts frozen goods above −18 °C as too warm, and nothing as too cold', () => {
    const out = excursions([at(0, -20), at(1, -17), at(2, -60)], DEFAULT_BANDS.frozen);
    expect(out.map((e) => [e.type, e.startT, e.endT])).toEqual([['temperature_high', 1 * MIN, 2 * MIN]]);
  });
});

describe('alarming', () => {
  it('keeps only the excursions held at least the band’s minimum time, the bound included', () => {
    const five = [at(0, 10), at(5, 10), at(6, 5)];
    const underFive = [at(10, 10), at(14, 10), at(14.99, 5)];
    const out = alarming([...five, ...underFive], chilled);
    expect(out.map((e) => [e.startT, e.durationMs])).toEqual([[0, 6 * MIN]]);
    // exactly the minimum: an alarm
    expect(alarming([at(0, 10), at(5, 5)], chilled)).toHaveLength(1);
    // a minute short of it: not yet
    expect(alarming([at(0, 10), at(4, 10)], chilled)).toEqual([]);
  });
});

describe('distances and the delivery plan', () => {
  it('measures great-circle distances in metres', () => {
    const a = { lng: 120.15, lat: 30.28 };
    expect(distanceM(a, a)).toBe(0);
    // one degree of latitude ≈ 111.2 km
    expect(distanceM({ lng: 120, lat: 30 }, { lng: 120, lat: 31 })).toBeCloseTo(111_195, -1);
    // one degree of longitude at 30° N ≈ 96.3 km
    expect(distanceM({ lng: 120, lat: 30 }, { lng: 121, lat: 30 })).toBeCloseTo(96_297, -1);
    expect(distanceM({ lng: 0, lat: 0 }, { lng: 180, lat: 0 })).toBeCloseTo(Math.PI * 6_371_000, -1);
    expect(distanceM({ lng: 121, lat: 31 }, { lng: 120, lat: 30 })).toBeCloseTo(distanceM({ lng: 120, lat: 30 }, { lng: 121, lat: 31 }), 6);
  });

  it('heads for the farthest stop and passes the other pending ones nearest first', () => {
    const start = { Longitude: 120, Latitude: 30 };
    const stop = (id: string, lat: number | null, Status = 0) => ({ id, Status, Longitude: lat === null ? null : 120, Latitude: lat });
    const near = stop('near', 30.01);
    const mid = stop('mid', 30.05);
    const done = stop('done', 30.03, 2);
    const far = stop('far', 30.2, 1);
    const nowhere = stop('nowhere', null);
    const plan = deliveryPlan(start, [mid, far, nowhere, done, near]);
    expect(plan?.destination.id).toBe('far');
    expect(plan?.waypoints.map((s) => s.id)).toEqual(['near', 'mid']);
  });

  it('heads for the first listed of two stops equally far', () => {
    const start = { Longitude: 120, Latitude: 30 };
    const north = { id: 'north', Status: 0, Longitude: 120, Latitude: 30.1 };
    const south = { id: 'south', Status: 0, Longitude: 120, Latitude: 29.9 };
    expect(deliveryPlan(start, [north, south])?.destination.id).toBe('north');
    expect(deliveryPlan(start, [south, north])?.destination.id).toBe('south');
  });

  it('answers no plan without a start or without any stop placed', () => {
    const stops = [{ Status: 0, Longitude: 120.1, Latitude: 30.1 }];
    expect(deliveryPlan(null, stops)).toBeNull();
    expect(deliveryPlan({ Longitude: null, Latitude: 30 }, stops)).toBeNull();
    expect(deliveryPlan({ Longitude: 120, Latitude: null }, stops)).toBeNull();
    expect(deliveryPlan({ Longitude: 120, Latitude: 30 }, [{ Status: 0, Longitude: 120.1, Latitude: null }])).toBeNull();
    expect(deliveryPlan({ Longitude: 120, Latitude: 30 }, [{ Status: 0, Longitude: null, Latitude: 30.1 }])).toBeNull();
    const one = deliveryPlan({ Longitude: 120, Latitude: 30 }, stops);
    expect(one).toEqual({ destination: stops[0], waypoints: [] });
  });
});

describe('telemetry limits and their words', () => {
  it('names the vehicle in its topic, which the subscription filter matches', () => {
    expect(telemetryTopic('浙A12345')).toBe('shanlian/vehicles/浙A12345/telemetry');
    expect(TELEMETRY_TOPIC_FILTER.replace('+', '浙A12345')).toBe(telemetryTopic('浙A12345'));
  });

  it('says the limits the checks apply', () => {
    expect(TELEMETRY.maxFutureMs).toBe(5 * MIN);
    expect(DELIVERY_MSG.pointFuture).toContain(`${TELEMETRY.maxFutureMs / MIN}分钟`);
    expect(TELEMETRY.maxAgeMs).toBe(7 * 24 * 60 * MIN);
    expect(DELIVERY_MSG.pointTooOld).toContain(`${TELEMETRY.maxAgeMs / (24 * 60 * MIN)}天`);
    expect(DELIVERY_MSG.pointTemperature).toContain(`${TELEMETRY.minTemperature} 到 ${TELEMETRY.maxTemperature}`);
    expect(DELIVERY_MSG.tooManyPoints).toBe(`一次最多上传${TELEMETRY.maxPointsPerBatch}个点`);
    expect(DELIVERY_MSG.tooManyReports).toContain(`每${TELEMETRY.reportWindowMs / 1000}秒最多${TELEMETRY.reportsPerWindow}次`);
    expect(TELEMETRY.maxBackdateMs).toBe(12 * 60 * MIN);
    expect(DELIVERY_MSG.startTime).toContain(`${TELEMETRY.maxBackdateMs / (60 * MIN)}小时`);
    expect(TELEMETRY.gapMs).toBe(2 * MIN);
  });
});
