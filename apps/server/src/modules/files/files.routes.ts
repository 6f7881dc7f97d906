import multipart from '@fastify/multipart';
import { PROFILE_MSG, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shanlian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';
import { sessionResolver } from '../account/account.service.js';
import { type IncomingFile, saveUploads } from './upload.service.js';

/** Reads every part of a multipart upload into memory (at most UPLOAD_MAX_FILES of 4M each). */
async function readUpload(req: FastifyRequest): Promise<IncomingFile[]> {
  if (!req.isMultipart()) throw badRequest(PROFILE_MSG.uploadNotMultipart);
  const out: IncomingFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') out.push({ fileName: part.filename ?? '', bytes: await part.toBuffer() });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, PROFILE_MSG.uploadSize);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, PROFILE_MSG.uploadTooMany);
    throw badRequest(PROFILE_MSG.uploadMalformed);
  }
  return out;
}

/**
 * POST /v1/File/Upload (multipart, login) and GET /v1/File/Download/{Id}: streams a stored
 * file; ids are unguessable UUIDs.
 */
export function filesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver = sessionResolver(deps)): void {
  // The multipart parser lives only in this scope; every other route still takes JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 1024, parts: UPLOAD_MAX_FILES + 20 },
    });
    registerOperations(scope, deps, sessions, {
      'File/Upload': async (_input, ctx) => saveUploads(ctx.db, ctx.deps.files, actorOf(ctx), { files: await readUpload(ctx.req) }),
    });
  });

  app.get<{ Params: { id: string } }>('/v1/File/Download/:id', async (req, reply) => {
    const id = req.params.id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('文件不存在');
    const file = await deps.files.open(deps.database.db, id);
    if (!file) throw notFound('文件不存在');
    reply.header('content-type', file.mime).header('cache-control', 'public, max-age=86400, immutable').header('x-content-type-options', 'nosniff');
    if (file.mime === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(file.bytes);
  });
}
