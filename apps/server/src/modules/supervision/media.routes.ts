import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { MSG, type Permission, parseInputTime, SUPERVISION_MSG } from '@shanlian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertAllowed, holds } from '../../platform/access.js';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { tokenOf } from '../../platform/registrar.js';
import { livePlaylist, loadStreams, type MediaStream, playbackPlaylist, playbackRangeError, STREAM_ID, segmentOf } from './media.js';
import { cameraFacts } from './monitors.service.js';
import { readStreamToken, streamKey } from './stream-token.js';

/**
 * The test streams' folder, apps/server/data/media: found from this file, which sits at the same
 * depth in src/ (tsx, tests) and in dist/ (the compiled server, build.mjs keeps the tree's shape).
 */
export const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../data/media');

/** Who may watch a kitchen camera: supervisors (monitor) and a firm's own staff (kitchen-camera). */
const WATCH: readonly Permission[] = ['kitchen-camera:view', 'monitor:view'];
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Playlists are text (a type @fastify/compress does not know); a day's recording lists 43 200 segments, ~1 MB, ~30 KB in brotli. */
const PLAYLIST_COMPRESS = {
  customTypes: /mpegurl/,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** A time of the query string (contract's input times); the `+` of an offset the client did not encode arrives as a space. */
function queryTime(raw: unknown): Date | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  return parseInputTime(raw.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?) (\d{2}:?\d{2})$/, '$1+$2'));
}

type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { start?: string; end?: string } }>;

/** `<token>/<file>` of a media address; a path of more or fewer parts is no address. */
function partsOf(rest: string | undefined): { token: string; file: string } | null {
  const m = /^([^/]+)\/([^/]+)$/.exec(rest ?? '');
  return m ? { token: m[1] as string, file: m[2] as string } : null;
}

/**
 * The platform's own kitchen streams (media.ts) as HLS, each address carrying a stream token
 * (stream-token.ts) that `Monitor/GetPlayUrl` / `Monitor/GetPlaybackUrl` issued:
 * GET /v1/Media/live/{token}/index.m3u8, /v1/Media/playback/{token}/index.m3u8?start=&end= and the
 * segments they name relatively, /v1/Media/{live|playback}/{token}/{file}. (A wildcard route: a
 * token is longer than the router's 100-character limit on a named parameter.)
 *
 * Every request is decided again, in this order: a logged-in caller (401) holding kitchen-camera:view
 * or monitor:view (403), then a token signed by the platform (404 暂无视频 otherwise: an altered or
 * made-up address tells nothing), not expired (403 视频地址已过期), issued to this caller (403), for
 * a camera that still exists and that the caller may see now, by the same scope decision as
 * GetPlayUrl (403); the stream is the camera's current device identifier.
 */
export function mediaRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const streams = loadStreams(MEDIA_DIR);

  async function streamFor(req: MediaRequest, token: string): Promise<MediaStream> {
    const session = tokenOf(req);
    const actor = session ? await sessions.resolve(deps.database.db, session) : null;
    if (!actor) throw unauthorized();
    if (!holds(actor, WATCH)) throw forbidden(MSG.noPermission);
    const check = readStreamToken(await streamKey(deps), token, deps.clock.now());
    if (!check.ok) {
      if (check.reason === 'expired') throw forbidden(SUPERVISION_MSG.streamExpired);
      throw notFound(SUPERVISION_MSG.noVideo);
    }
    if (check.grant.userId !== actor.userId) throw forbidden(MSG.forbidden);
    const camera = await cameraFacts(deps.database.db, check.grant.monitorId);
    if (!camera) throw notFound(SUPERVISION_MSG.noVideo);
    assertAllowed(actor, WATCH, camera.facts, MSG.forbidden);
    const stream = STREAM_ID.test(camera.playUrl) ? streams.get(camera.playUrl) : undefined;
    if (!stream) throw notFound(SUPERVISION_MSG.noVideo);
    return stream;
  }

  const sendPlaylist = (reply: FastifyReply, playlist: string) =>
    reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'private, no-cache').send(playlist);

  async function sendSegment(reply: FastifyReply, stream: MediaStream, file: string) {
    // Only a name stream.json lists reaches the disk: no path of the caller's making.
    const seg = segmentOf(stream, file);
    if (!seg) throw notFound(SUPERVISION_MSG.noVideo);
    const bytes = await fs.readFile(path.join(stream.dir, seg.file));
    return reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=86400').send(bytes);
  }

  app.get('/v1/Media/live/*', { compress: PLAYLIST_COMPRESS }, async (req: MediaRequest, reply) => {
    const parts = partsOf(req.params['*']);
    const stream = await streamFor(req, parts?.token ?? '');
    if (!parts) throw notFound(SUPERVISION_MSG.noVideo);
    if (parts.file !== 'index.m3u8') return sendSegment(reply, stream, parts.file);
    return sendPlaylist(reply, livePlaylist(stream, deps.clock.now()));
  });

  app.get('/v1/Media/playback/*', { compress: PLAYLIST_COMPRESS }, async (req: MediaRequest, reply) => {
    const parts = partsOf(req.params['*']);
    const stream = await streamFor(req, parts?.token ?? '');
    if (!parts) throw notFound(SUPERVISION_MSG.noVideo);
    if (parts.file !== 'index.m3u8') return sendSegment(reply, stream, parts.file);
    const start = queryTime(req.query.start);
    const end = queryTime(req.query.end);
    const now = deps.clock.now();
    const refused = playbackRangeError(start, end, now);
    if (refused === 'range') throw badRequest(SUPERVISION_MSG.playbackRange);
    if (refused === 'tooLong') throw badRequest(SUPERVISION_MSG.playbackTooLong);
    // An end a little ahead of the clock (the caller's clock may run fast) is recorded only up to now.
    const until = new Date(Math.min((end as Date).getTime(), now.getTime()));
    if (until.getTime() <= (start as Date).getTime()) throw badRequest(SUPERVISION_MSG.playbackRange);
    return sendPlaylist(reply, playbackPlaylist(stream, start as Date, until));
  });
}
