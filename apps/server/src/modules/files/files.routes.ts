import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';

/** GET /v1/File/Download/{Id}: streams a stored file; ids are unguessable UUIDs. */
export function filesRoutes(app: FastifyInstance, deps: Deps): void {
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
