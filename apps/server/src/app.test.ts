import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.js';
import { createTestApp, type TestApp } from './test/helper.js';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers an unknown operation with a 404 envelope', async () => {
    const r = await t.client().raw('Store/NoSuchThing', {});
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ IsSuccess: false, Data: null, Message: '接口不存在' });
  });

  it('treats an empty body as {} and a broken one as a 400', async () => {
    const empty = await t.client().raw('Store/GetIndexBackImg', null, { rawBody: '' });
    expect(empty.status).toBe(200);
    const broken = await t.client().raw('Store/GetIndexBackImg', null, { rawBody: '{"a":' });
    expect(broken.status).toBe(400);
    expect(broken.body.Message).toBe('请求体不是合法的JSON');
  });

  it('refuses bodies over 1 MB', async () => {
    const r = await t.client().raw('Store/GetFoodsaleshelfDetailList', { ProductName: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body.Message).toBe('请求体过大');
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const doc = await (await fetch(`${t.baseUrl}/v1/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/Store/GetProductDetailById']).toBeDefined();
    const page = await fetch(`${t.baseUrl}/v1/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('streams files and answers 404 for unknown ones', async () => {
    expect((await fetch(`${t.baseUrl}/v1/File/Download/not-an-id`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/v1/File/Download/01890000-0000-7000-8000-000000000000`)).status).toBe(404);
  });
});

describe('config', () => {
  it('honours PORT and DATA_DIR and refuses a bad environment with a clear message', () => {
    const c = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/sl-x' });
    expect(c.PORT).toBe(4100);
    expect(c.filesDir).toBe('/tmp/sl-x/files');
    // relative to where npm was run, not to the workspace npm runs the script in
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/shanlian' }).dataDir).toBe('/srv/shanlian/data');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS/);
  });
});
