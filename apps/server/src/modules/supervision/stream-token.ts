/**
 * Stream tokens (decision 021): the platform's own stream addresses carry, in their path, a token
 * that names the camera, the viewer and an expiry, signed with HMAC-SHA256. `Monitor/GetPlayUrl`
 * and `Monitor/GetPlaybackUrl` issue them after deciding the caller may see the camera; the media
 * routes check the signature, the expiry and that the caller is the viewer named, then decide the
 * camera's access again. Being in the path (…/live/<token>/index.m3u8), the token also covers the
 * segments the playlist names relatively (…/live/<token>/seg-000.ts).
 *
 * Form: base64url(JSON {m: camera id, u: user id, e: expiry in seconds since the epoch}) "." base64url(HMAC).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { STREAM_TOKEN_MS } from '@shanlian/contract';
import type { Deps } from '../../platform/context.js';
import { sharedKey } from '../../platform/keys.js';

export interface StreamGrant {
  monitorId: string;
  userId: string;
  expiresAt: Date;
}

export type StreamTokenCheck = { ok: true; grant: StreamGrant } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * The expiry of an address issued now that must play for at least `lifeMs`: rounded up to the next
 * step of half STREAM_TOKEN_MS, so that the addresses one viewer is given for one camera within a
 * step are the same string (a player refreshed with the same address keeps playing; it changes once
 * a step, while the old one still has at least half its life).
 */
export function streamExpiry(now: Date, lifeMs: number): Date {
  const step = STREAM_TOKEN_MS / 2;
  return new Date(Math.ceil((now.getTime() + lifeMs) / step) * step);
}

/** What a token looks like in a path: no other character reaches the parser. */
export const STREAM_TOKEN = /^[A-Za-z0-9_-]{16,400}\.[A-Za-z0-9_-]{43}$/;

const DOMAIN = 'shanlian-stream-v1.';

const sign = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(DOMAIN).update(body).digest();

export function issueStreamToken(key: Buffer, grant: StreamGrant): string {
  const body = Buffer.from(JSON.stringify({ m: grant.monitorId, u: grant.userId, e: Math.floor(grant.expiresAt.getTime() / 1000) })).toString('base64url');
  return `${body}.${sign(key, body).toString('base64url')}`;
}

export function readStreamToken(key: Buffer, token: string, now: Date): StreamTokenCheck {
  if (!STREAM_TOKEN.test(token)) return { ok: false, reason: 'malformed' };
  const [body = '', mac = ''] = token.split('.');
  const given = Buffer.from(mac, 'base64url');
  const expected = sign(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: { m?: unknown; u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims?.m !== 'string' || typeof claims.u !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(claims.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { monitorId: claims.m, userId: claims.u, expiresAt } };
}

/** The key stream tokens are signed with: MEDIA_TOKEN_KEY, else the database's own (platform/keys.ts). */
export const streamKey = (deps: Pick<Deps, 'database' | 'config' | 'clock'>): Promise<Buffer> =>
  sharedKey(deps.database, 'media-stream', { configured: deps.config.MEDIA_TOKEN_KEY, now: deps.clock.now() });
