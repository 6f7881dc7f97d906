import multipart from '@fastify/multipart';
import { MSG, PROFILE_MSG, THUMB_MAX, THUMB_MIN, UPLOAD_MAX_FILES, UPLOAD_VIDEO_MAX_BYTES } from '@shanlian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { ByteRange } from '../../platform/file-stores.js';
import { fileUrl, type StoredFile } from '../../platform/files.js';
import { registerOperations, tokenOf } from '../../platform/registrar.js';
import { mayRead } from './files.service.js';
import { type ImageType, thumbFormatFor, thumbnail } from './images.js';
import { type IncomingFile, saveUploads } from './upload.service.js';

/** Reads every part of a multipart upload into memory (at most UPLOAD_MAX_FILES of 4M each) and its form fields. */
export async function readUpload(req: FastifyRequest): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest(PROFILE_MSG.uploadNotMultipart);
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ fileName: part.filename ?? '', bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // past the recordings' bound, so past the pictures' too
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.uploadMediaSize);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, PROFILE_MSG.uploadTooMany);
    throw badRequest(PROFILE_MSG.uploadMalformed);
  }
  return { files, fields };
}

/** `?thumb=<px>`: absent, or a whole number of pixels within the bounds the contract sets. */
export function thumbOf(query: unknown): number | null {
  const raw = (query as { thumb?: unknown } | null)?.thumb;
  if (raw === undefined) return null;
  const px = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(px >= THUMB_MIN && px <= THUMB_MAX)) throw badRequest(MSG.thumbSize);
  return px;
}

const IMAGE_TYPES: Record<string, ImageType | 'svg'> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', bmp: 'bmp', webp: 'webp', svg: 'svg' };
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * POST /v1/File/Upload (multipart, login), File/GetFileById and GET /v1/File/Download/{Id}[?thumb=px]. A file's
 * bytes never change under its id, so public files are cached for a year; private ones
 * (invoices, return attachments, certificates) are served only to the firms party to them,
 * and never stored by a shared cache.
 */
export function filesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  // The multipart parser lives only in this scope; every other route still takes JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_VIDEO_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 20 },
    });
    registerOperations(scope, deps, sessions, {
      'File/Upload': async (_input, ctx) => {
        const { files, fields } = await readUpload(ctx.req);
        return saveUploads(ctx.db, ctx.deps.files, actorOf(ctx), ctx.now, { files, fields });
      },
    });
  });

  registerOperations(app, deps, sessions, {
    // What the download would serve, without the bytes: the same rule, so an unreadable file is as unknown as a missing one.
    'File/GetFileById': async (input, ctx) => {
      const file = /^[0-9a-f-]{36}$/i.test(input.Id) ? await deps.files.row(ctx.db, input.Id) : null;
      if (!file || !(await mayRead(ctx.db, ctx.actor, file))) throw notFound(MSG.fileMissing);
      return { Id: file.id, FileName: file.fileName, ContentType: file.mime, Size: file.size, Url: fileUrl(file.id) };
    },
  });

  app.get<{ Params: { id: string } }>('/v1/File/Download/:id', { compress: false }, async (req, reply) => {
    const id = req.params.id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(MSG.fileMissing);
    const px = thumbOf(req.query);
    const db = deps.database.db;
    const file = await deps.files.row(db, id);
    if (!file) throw notFound(MSG.fileMissing);
    if (!file.isPublic) {
      const token = tokenOf(req);
      const actor = token ? await sessions.resolve(db, token) : null;
      // Whether it exists is not told either.
      if (!(await mayRead(db, actor, file))) throw notFound(MSG.fileMissing);
    }
    return sendFile(deps, req, reply, file, px);
  });
}

// Thumbnails being drawn, so that a burst of requests for a new one draws it once.
const drawing = new Map<string, Promise<Buffer>>();

/**
 * Answers a file the caller may read (the caller has checked): a thumbnail of `px` for a picture
 * when asked, else the bytes streamed, with ranges; cached for a year when public, never when private.
 */
export async function sendFile(deps: Deps, req: FastifyRequest, reply: FastifyReply, file: StoredFile, px: number | null) {
  const id = file.id;
  reply.header('cache-control', file.isPublic ? FOREVER : 'private, no-store').header('x-content-type-options', 'nosniff');
  const type = IMAGE_TYPES[file.extension];
  if (px !== null && type) {
    const format = thumbFormatFor(req.headers.accept);
    const name = `${id}-${px}.${format}`;
    let bytes = await deps.files.derived(id, name);
    if (!bytes) {
      let job = drawing.get(name);
      if (!job) {
        job = (async () => {
          const original = await deps.files.bytes(file);
          if (!original) throw notFound(MSG.fileMissing);
          const made = await thumbnail(original, type, px, format);
          await deps.files.saveDerived(id, name, made);
          return made;
        })().finally(() => drawing.delete(name));
        drawing.set(name, job);
      }
      bytes = await job;
    }
    return reply.header('content-type', `image/${format}`).header('vary', 'Accept').send(bytes);
  }
  // The stored name (already made safe at upload), for the viewer's tile and a saved copy.
  reply.header('content-type', file.mime).header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  if (file.mime === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (file.sha256) reply.header('etag', `"${file.sha256}"`);
  reply.header('accept-ranges', 'bytes');
  const range = byteRangeOf(req.headers.range, file.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError(416, MSG.fileRangeUnsatisfiable);
  }
  // Streamed from whichever store holds it: a video is never read whole into memory.
  const body = await deps.files.stream(file, range ?? undefined);
  if (!body) throw notFound(MSG.fileMissing);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', file.size);
  return reply.send(body);
}

/**
 * `Range: bytes=a-b | a- | -n` (one range: what players and browsers send to seek); absent, of
 * another unit or of several ranges: the whole file (null). A range starting past the end cannot
 * be served.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
