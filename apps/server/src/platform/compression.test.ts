import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

/** The API's answers as a phone's browser asks for them: compressed when they are worth it. */
describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  const post = (op: string, body: unknown, encoding?: string) =>
    fetch(`${t.baseUrl}/v1/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      body: JSON.stringify(body),
    });
  const list = { OrderBy: 'sales', PagerInfo: { PageIndex: 1, PageSize: 20 } };

  it('sends a large list in brotli or gzip, as asked, with the same content', async () => {
    const plain = await post('Store/GetFoodsaleshelfInfoList', list, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(4096);

    for (const [asked, sent, inflate] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      // fetch would inflate the body itself; read the bytes as sent over a raw request instead.
      const res = await rawPost('/v1/Store/GetFoodsaleshelfInfoList', list, asked);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(text.length / 3);
      expect(JSON.parse(inflate(res.body).toString('utf8'))).toEqual(JSON.parse(text));
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await rawPost('/v1/Store/GetStoreStats', {}, 'br, gzip');
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  async function rawPost(url: string, body: unknown, encoding: string) {
    const http = await import('node:http');
    const { port } = new URL(t.baseUrl);
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: url, method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }
});
