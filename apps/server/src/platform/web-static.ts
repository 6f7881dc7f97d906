import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash, so a name is never reused for other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes: the browser may keep it but must ask whether it changed. */
const REVALIDATE = 'no-cache';

const isHashedAsset = (file: string) => file.split(path.sep).includes('assets');

/**
 * Serves the built web app: files as built, with the brotli or gzip twin the build wrote next to each
 * when the browser accepts it, and the SPA's index.html for every other page address (GET and HEAD).
 * Answers false when there is no build, so the API alone still runs (tests, `npm run dev`).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per built file (found at start), so a page address never reaches the disk.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The twins are chosen by Accept-Encoding through their plain name, never asked for directly.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', isHashedAsset(path.relative(webDist, file)) ? IMMUTABLE : REVALIDATE);
    },
  });
  return true;
}

/** The SPA's answer for a page address no route serves; anything else is the caller's 404. */
export function sendSpaIndex(url: string, method: string, reply: FastifyReply): FastifyReply | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const pathname = url.split('?')[0] ?? '';
  // A missing chunk must stay a 404: index.html in its place breaks the page with a MIME error.
  if (pathname.startsWith('/v1/') || pathname.startsWith('/assets/')) return null;
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
