import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from './config.js';
import { type Database, openPglite } from './db.js';

/** A built web app in miniature: index.html and one hashed chunk, each with the twins the build writes. */
function fixtureDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, twins: boolean) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    if (!twins) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from(text)));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(Buffer.from(text)));
  };
  write(
    'index.html',
    `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`,
    true,
  );
  write('assets/app-Ab12Cd34.js', `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`, true);
  write('assets/small-Zz99Yy88.css', 'body{margin:0}', false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  return dir;
}

describe('the built web app as served', () => {
  let app: FastifyInstance;
  let database: Database;
  let dist: string;
  beforeAll(async () => {
    dist = fixtureDist();
    database = await openPglite();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-app-'));
    ({ app } = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dist }), database, redis: null }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends a hashed chunk as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const plain = fs.readFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'));
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload)).toEqual(plain);
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload)).toEqual(plain);
    const none = await get('/assets/app-Ab12Cd34.js', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload).toEqual(plain);
    for (const r of [br, gz, none]) {
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(r.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('serves a file the build did not compress as it is, and a missing chunk as a 404, not the page', async () => {
    const css = await get('/assets/small-Zz99Yy88.css', 'br');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
    const missing = await get('/assets/gone-00000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect((await get('/assets/app-Ab12Cd34.js.br')).statusCode).toBe(404);
  });

  it('answers every page address with index.html, compressed and revalidated, for GET and HEAD', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'));
    for (const url of ['/eshop/store', '/eshop/store/product/detail/abc?x=1', '/supplier/orders', '/', '/favicon.svg']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const r = await get(url, 'br', method);
        expect(r.statusCode, `${method} ${url}`).toBe(200);
        expect(r.headers['cache-control'], `${method} ${url}`).toBe('no-cache');
        if (url === '/favicon.svg') continue;
        expect(r.headers['content-type']).toMatch(/^text\/html/);
        expect(r.headers['content-encoding']).toBe('br');
        expect(String(r.headers.vary).toLowerCase()).toContain('accept-encoding');
        if (method === 'GET') expect(zlib.brotliDecompressSync(r.rawPayload)).toEqual(html);
        else expect(r.rawPayload.length).toBe(0);
      }
    }
    const head = await get('/assets/app-Ab12Cd34.js', 'gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload.length).toBe(0);
  });

  it('keeps the API out of the fallback', async () => {
    const r = await get('/v1/Store/NoSuchThing', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ IsSuccess: false, Data: null, Message: '接口不存在' });
    const post = await app.inject({ method: 'POST', url: '/eshop/store' });
    expect(post.statusCode).toBe(404);
  });
});
