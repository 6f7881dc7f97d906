import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distanceM } from '@shanlian/contract';

/** The demo route (a hand-drawn path in Hangzhou, WGS-84): the demo seed and the simulator drive it. */
export interface DemoRoute {
  note: string;
  start: { name: string; longitude: number; latitude: number };
  stops: { name: string; longitude: number; latitude: number }[];
  path: [number, number][];
}

export const DEMO_ROUTE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/demo/delivery-route.json');

export function loadDemoRoute(file = DEMO_ROUTE_FILE): DemoRoute {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoRoute;
}

export interface TrackPoint {
  Time: string;
  Longitude: number;
  Latitude: number;
  Temperature: number;
  Humidity: number;
  Speed: number;
}

export interface TrackOptions {
  /** When the vehicle leaves (epoch ms). */
  start: number;
  /** Seconds between points. */
  stepS: number;
  /** Driving speed. */
  kmh: number;
  /** A chilled load's normal reading. */
  baseTemperature: number;
  /** Seconds parked at each stop on the way (the door opens there). */
  dwellS: number;
  /** An excursion above the band: from this share of the journey, for so many minutes, at this temperature. */
  excursion?: { at: number; minutes: number; temperature: number };
  /** A short spike (a door opened): at this share, for so many seconds. */
  spike?: { at: number; seconds: number; temperature: number };
  /** A deterministic jitter source in [0, 1). */
  random: () => number;
}

/**
 * Timed points along the path: the vehicle drives at the given speed, waits at each stop it passes
 * within 30 m, and reads temperature and humidity with a little noise, an optional excursion and
 * an optional spike. Pure: the same options give the same points.
 */
export function track(route: DemoRoute, o: TrackOptions): TrackPoint[] {
  const stepM = (o.kmh / 3.6) * o.stepS;
  const out: TrackPoint[] = [];
  const stops = route.stops.map((s) => ({ lng: s.longitude, lat: s.latitude }));
  let t = o.start;
  const place = (lng: number, lat: number, speed: number) => out.push(reading(o, t, lng, lat, speed));
  for (let i = 0; i + 1 < route.path.length; i++) {
    const [aLng, aLat] = route.path[i] as [number, number];
    const [bLng, bLat] = route.path[i + 1] as [number, number];
    const d = distanceM({ lng: aLng, lat: aLat }, { lng: bLng, lat: bLat });
    const n = Math.max(1, Math.round(d / stepM));
    for (let k = 0; k < n; k++) {
      place(aLng + ((bLng - aLng) * k) / n, aLat + ((bLat - aLat) * k) / n, o.kmh);
      t += o.stepS * 1000;
    }
    if (stops.some((s) => distanceM(s, { lng: bLng, lat: bLat }) < 30)) {
      for (let w = 0; w < o.dwellS; w += o.stepS) {
        place(bLng, bLat, 0);
        t += o.stepS * 1000;
      }
    }
  }
  const [lastLng, lastLat] = route.path.at(-1) as [number, number];
  place(lastLng, lastLat, 0);
  return applyEvents(out, o);
}

function reading(o: TrackOptions, t: number, lng: number, lat: number, speed: number): TrackPoint {
  const noise = (o.random() - 0.5) * 0.6;
  return {
    Time: new Date(t).toISOString(),
    Longitude: Math.round(lng * 1e6) / 1e6,
    Latitude: Math.round(lat * 1e6) / 1e6,
    Temperature: Math.round((o.baseTemperature + noise) * 10) / 10,
    Humidity: Math.round(78 + (o.random() - 0.5) * 8),
    Speed: speed,
  };
}

/** The excursion and the spike laid over the readings. */
function applyEvents(points: TrackPoint[], o: TrackOptions): TrackPoint[] {
  const n = points.length;
  const over = (at: number, seconds: number, temperature: number) => {
    const from = Math.floor(at * n);
    const count = Math.max(1, Math.round(seconds / o.stepS));
    for (let i = from; i < Math.min(n, from + count); i++) {
      const p = points[i] as TrackPoint;
      const shape = Math.sin((Math.PI * (i - from + 0.5)) / count);
      p.Temperature = Math.round((temperature - 1 + shape * 1.5) * 10) / 10;
    }
  };
  if (o.excursion) over(o.excursion.at, o.excursion.minutes * 60, o.excursion.temperature);
  if (o.spike) over(o.spike.at, o.spike.seconds, o.spike.temperature);
  return points;
}

/** A small deterministic generator (the demo is the same every time). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
