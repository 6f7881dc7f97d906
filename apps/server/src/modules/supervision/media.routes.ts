import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { MSG, type Permission, parseInputTime, SUPERVISION_MSG } from '@shanlian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holds } from '../../platform/access.js';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { tokenOf } from '../../platform/registrar.js';
import { livePlaylist, loadStreams, type MediaStream, playbackPlaylist, playbackRangeError, STREAM_ID, segmentOf } from './media.js';

/**
 * The test streams' folder, apps/server/data/media: found from this file, which sits at the same
 * depth in src/ (tsx, tests) and in dist/ (the compiled server, build.mjs keeps the tree's shape).
 */
export const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../data/media');

/** Who may watch a kitchen camera: supervisors (monitor) and a firm's own staff (kitchen-camera). */
const WATCH: readonly Permission[] = ['kitchen-camera:view', 'monitor:view'];
/** The prefix of the segment URIs in the playlists (path-absolute, resolved against the playlist's origin). */
const BASE = '/v1/Media';
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Playlists are text (a type @fastify/compress does not know); a day's recording lists 43 200 segments, 4.6 MB, ~50 KB in brotli. */
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

/**
 * GET /v1/Media/live/{stream}/index.m3u8, /v1/Media/playback/{stream}/index.m3u8?start=&end= and
 * /v1/Media/segment/{stream}/{file}: the kitchen cameras' test streams (media.ts) as HLS, to a logged-in
 * caller holding kitchen-camera:view or monitor:view (401 / 403 before anything about a stream is told).
 */
export function mediaRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const streams = loadStreams(MEDIA_DIR);

  async function streamFor(req: FastifyRequest<{ Params: { stream: string } }>): Promise<MediaStream> {
    const token = tokenOf(req);
    const actor = token ? await sessions.resolve(deps.database.db, token) : null;
    if (!actor) throw unauthorized();
    if (!holds(actor, WATCH)) throw forbidden(MSG.noPermission);
    const id = req.params.stream;
    const stream = STREAM_ID.test(id) ? streams.get(id) : undefined;
    if (!stream) throw notFound(SUPERVISION_MSG.noVideo);
    return stream;
  }

  app.get<{ Params: { stream: string } }>('/v1/Media/live/:stream/index.m3u8', { compress: PLAYLIST_COMPRESS }, async (req, reply) => {
    const stream = await streamFor(req);
    return reply
      .header('content-type', PLAYLIST_TYPE)
      .header('cache-control', 'no-cache')
      .send(livePlaylist(stream, deps.clock.now(), BASE));
  });

  app.get<{ Params: { stream: string }; Querystring: { start?: string; end?: string } }>(
    '/v1/Media/playback/:stream/index.m3u8',
    { compress: PLAYLIST_COMPRESS },
    async (req, reply) => {
      const stream = await streamFor(req);
      const start = queryTime(req.query.start);
      const end = queryTime(req.query.end);
      const now = deps.clock.now();
      const refused = playbackRangeError(start, end, now);
      if (refused === 'range') throw badRequest(SUPERVISION_MSG.playbackRange);
      if (refused === 'tooLong') throw badRequest(SUPERVISION_MSG.playbackTooLong);
      // An end a little ahead of the clock (the caller's clock may run fast) is recorded only up to now.
      const until = new Date(Math.min((end as Date).getTime(), now.getTime()));
      if (until.getTime() <= (start as Date).getTime()) throw badRequest(SUPERVISION_MSG.playbackRange);
      const playlist = playbackPlaylist(stream, start as Date, until, BASE);
      return reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'no-cache').send(playlist);
    },
  );

  app.get<{ Params: { stream: string; file: string } }>('/v1/Media/segment/:stream/:file', { compress: false }, async (req, reply) => {
    const stream = await streamFor(req);
    // Only a name stream.json lists reaches the disk: no path of the caller's making.
    const segment = segmentOf(stream, req.params.file);
    if (!segment) throw notFound(SUPERVISION_MSG.noVideo);
    const bytes = await fs.readFile(path.join(stream.dir, segment.file));
    return reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=86400').send(bytes);
  });
}
