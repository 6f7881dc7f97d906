import type { TRoutePoint } from '@shanlian/contract';
import gcoord from 'gcoord';

/** A route point as the page draws and replays it (t in epoch ms, WGS-84 as stored). */
export interface Pt {
  t: number;
  lng: number;
  lat: number;
  temperature: number | null;
  humidity: number | null;
  speed: number | null;
}

export const toPoints = (route: readonly TRoutePoint[]): Pt[] =>
  route.map((p) => ({ t: Date.parse(p.Time), lng: p.Longitude, lat: p.Latitude, temperature: p.Temperature, humidity: p.Humidity, speed: p.Speed }));

/** The route split where two points are further apart in time than `gapMs`: a gap is never drawn as a line. */
export function segments<T extends { t: number }>(points: readonly T[], gapMs: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  for (const p of points) {
    const prev = current.at(-1);
    if (prev && p.t - prev.t > gapMs) {
      out.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * How a WGS-84 point becomes a Leaflet [lat, lng]: converted to GCJ-02 only when the tiles are
 * Chinese (GCJ-02); a plain background or WGS-84 tiles take the points as they are.
 */
export function projector(tiles: 'gcj02' | 'wgs84' | 'none'): (lng: number, lat: number) => [number, number] {
  if (tiles !== 'gcj02') return (lng, lat) => [lat, lng];
  return (lng, lat) => {
    const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];
    return [y, x];
  };
}

/** The index of the last point at or before `t` (0 before the first). */
export function indexAt(points: readonly { t: number }[], t: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (hi < 0 || t <= (points[0] as { t: number }).t) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((points[mid] as { t: number }).t <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where the vehicle was at `t`: between two points it moves along the line, across a gap it waits at the last point. */
export function positionAt(points: readonly Pt[], t: number, gapMs: number): { lng: number; lat: number; index: number } | null {
  if (points.length === 0) return null;
  const i = indexAt(points, t);
  const a = points[i] as Pt;
  const b = points[i + 1];
  if (!b || t <= a.t || b.t - a.t > gapMs) return { lng: a.lng, lat: a.lat, index: i };
  const f = (t - a.t) / (b.t - a.t);
  return { lng: a.lng + (b.lng - a.lng) * f, lat: a.lat + (b.lat - a.lat) * f, index: i };
}

/** A series for the chart: [t, value] with a null after each gap so that the line breaks there. */
export function chartSeries(points: readonly Pt[], key: 'temperature' | 'humidity', gapMs: number): [number, number | null][] {
  const out: [number, number | null][] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev && p.t - prev.t > gapMs) out.push([prev.t + 1, null]);
    out.push([p.t, p[key]]);
  });
  return out;
}
