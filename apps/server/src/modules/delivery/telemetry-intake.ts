import { DELIVERY_MSG as M, TELEMETRY, type TTelemetryResult } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/context.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { hotPathLimiter } from '../../platform/rate-limit.js';
import { vehicles } from './delivery.tables.js';
import { hashDeviceToken } from './device-token.js';
import { checkReport } from './telemetry.service.js';
import { telemetryWriter } from './telemetry-writer.js';
import type { VehicleRow } from './vehicles.service.js';

type IntakeDeps = Pick<Deps, 'database' | 'clock' | 'sms' | 'changes' | 'redis'>;

/** A report refused for its token's rate: 429, and when to try again. */
export class TooManyReports extends AppError {
  readonly retryAfterS = Math.ceil(TELEMETRY.reportWindowMs / 1000);
  constructor() {
    super(429, M.tooManyReports);
  }
}

/**
 * How long an instance remembers that a token was refused, and holds each refusal's answer: a
 * terminal that ignores `Retry-After` and sends again at once is answered from memory, without
 * Redis, and no sooner than this, so however many connections it opens it costs the instance a
 * few cheap answers a second per connection instead of its whole event loop (decision 024).
 */
export const REFUSAL_HOLD_MS = 250;
/** Tokens remembered as refused at most per instance (a flood of new tokens cannot grow memory without end). */
const MAX_REFUSED = 10_000;
const refusedUntil = new WeakMap<IntakeDeps, Map<string, number>>();

/** The time (platform clock, ms) until which the token is answered 429 from this instance's memory, or 0. */
function refusedFromMemory(deps: IntakeDeps, hash: string): number {
  const until = refusedUntil.get(deps)?.get(hash) ?? 0;
  return until > deps.clock.now().getTime() ? until : 0;
}

function rememberRefusal(deps: IntakeDeps, hash: string): void {
  let m = refusedUntil.get(deps);
  if (!m) {
    m = new Map();
    refusedUntil.set(deps, m);
  }
  m.delete(hash);
  if (m.size >= MAX_REFUSED) m.delete(m.keys().next().value as string);
  m.set(hash, deps.clock.now().getTime() + REFUSAL_HOLD_MS);
}

/**
 * Counts one report of the token (every instance shares the count through Redis): over
 * `TELEMETRY.reportsPerWindow` per window, 429. Counted before the token is even looked up, so
 * a flood costs the database nothing; a token just refused is refused again from memory for
 * `REFUSAL_HOLD_MS`, so it costs Redis nothing either.
 */
export async function limitReports(deps: IntakeDeps, token: string): Promise<void> {
  const hash = hashDeviceToken(token);
  if (refusedFromMemory(deps, hash)) throw new TooManyReports();
  const ok = await hotPathLimiter(deps).hit(`telemetry:${hash}`, TELEMETRY.reportsPerWindow, TELEMETRY.reportWindowMs);
  if (!ok) {
    rememberRefusal(deps, hash);
    throw new TooManyReports();
  }
}

/** Tokens remembered at most per instance (a vehicle row each). */
const MAX_CACHED_TOKENS = 20_000;
const tokenCaches = new WeakMap<IntakeDeps, Map<string, { vehicle: VehicleRow; version: string }>>();

/**
 * The vehicle of a device token, 401 for none. Remembered with the version of its tag
 * ('vehicle:<token hash>', moved by any change of the vehicle's row, its token renewed or the
 * vehicle deleted) read before the row was: a terminal reporting every second costs one version
 * check, not a query, and a renewed token is refused at its next report on every instance.
 */
export async function vehicleOfDeviceToken(deps: IntakeDeps, token: string): Promise<VehicleRow> {
  const hash = hashDeviceToken(token);
  let cache = tokenCaches.get(deps);
  if (!cache) {
    cache = new Map();
    tokenCaches.set(deps, cache);
  }
  const [version = null] = (await deps.changes.versions([`vehicle:${hash}`])) ?? [];
  const known = cache.get(hash);
  if (known && version !== null && known.version === version) return known.vehicle;
  const [v] = await deps.database.db.select().from(vehicles).where(eq(vehicles.tokenHash, hash)).limit(1);
  if (!v) {
    cache.delete(hash);
    throw unauthorized(M.deviceTokenInvalid);
  }
  if (version !== null) {
    if (!known && cache.size >= MAX_CACHED_TOKENS) cache.delete(cache.keys().next().value as string);
    cache.set(hash, { vehicle: v, version });
  }
  return v;
}

/**
 * One report of a terminal (HTTP or MQTT): its rate counted, its token's vehicle found (and
 * `check`ed, as MQTT checks the topic's plate), each point checked, the good ones stored by the
 * shared writer; answers once they are stored.
 */
export async function acceptReport(
  deps: IntakeDeps,
  token: string | null | undefined,
  raw: readonly unknown[],
  check?: (vehicle: VehicleRow) => void,
): Promise<TTelemetryResult> {
  if (!token) throw unauthorized(M.deviceTokenMissing);
  await limitReports(deps, token);
  const vehicle = await vehicleOfDeviceToken(deps, token);
  check?.(vehicle);
  const now = deps.clock.now();
  const { points, valid, rejected } = checkReport(now, raw.slice(0, TELEMETRY.maxPointsPerBatch));
  const accepted = await telemetryWriter(deps).submit({ vehicle, receivedAt: now, points });
  return { Accepted: accepted, Duplicates: valid - accepted, Rejected: rejected };
}
