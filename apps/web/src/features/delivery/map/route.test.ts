import { describe, expect, it } from 'vitest';
import { chartSeries, indexAt, type Pt, positionAt, projector, segments } from './route';

const pt = (t: number, lng = 120, lat = 30): Pt => ({ t, lng, lat, temperature: 4, humidity: 80, speed: null });

describe('route helpers', () => {
  it('splits the route at gaps longer than the limit, never bridging them', () => {
    const points = [pt(0), pt(10), pt(20), pt(200), pt(210), pt(500)];
    expect(segments(points, 100).map((s) => s.map((p) => p.t))).toEqual([[0, 10, 20], [200, 210], [500]]);
    expect(segments([], 100)).toEqual([]);
  });

  it('breaks the chart line after a gap with a null', () => {
    expect(chartSeries([pt(0), pt(10), pt(500)], 'temperature', 100)).toEqual([
      [0, 4],
      [10, 4],
      [11, null],
      [500, 4],
    ]);
  });

  it('finds the point at a time and moves along a line but waits across a gap', () => {
    const points = [pt(0, 120, 30), pt(10, 121, 30), pt(1000, 122, 30)];
    expect(indexAt(points, -5)).toBe(0);
    expect(indexAt(points, 10)).toBe(1);
    expect(indexAt(points, 999)).toBe(1);
    expect(positionAt(points, 5, 100)).toEqual({ lng: 120.5, lat: 30, index: 0 });
    expect(positionAt(points, 500, 100)).toEqual({ lng: 121, lat: 30, index: 1 });
    expect(positionAt([], 5, 100)).toBeNull();
  });

  it('converts to GCJ-02 only for Chinese tiles (an offset of some hundred metres in Hangzhou)', () => {
    expect(projector('none')(120.1, 30.3)).toEqual([30.3, 120.1]);
    expect(projector('wgs84')(120.1, 30.3)).toEqual([30.3, 120.1]);
    const [lat, lng] = projector('gcj02')(120.1, 30.3);
    expect(lng - 120.1).toBeGreaterThan(0.003);
    expect(lng - 120.1).toBeLessThan(0.006);
    expect(Math.abs(lat - 30.3)).toBeLessThan(0.003);
  });
});
