import { type OperationName, operations } from '@shanlian/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import type { Deps, SessionResolver } from './context.js';
import { assertEveryOperationRegistered, type Handlers, registerOperations } from './registrar.js';

const loginOnly = (Object.keys(operations) as OperationName[]).filter((n) => {
  const kind = operations[n].access.kind;
  return kind === 'login' || kind === 'permission';
});

describe('the registrar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers an anonymous call to any login-only operation 401 before looking at its body', async () => {
    expect(loginOnly.length).toBeGreaterThan(20);
    for (const name of loginOnly) {
      if (name === 'File/Upload') continue; // multipart: its parser answers a JSON body first
      const r = await t.client().raw(name, { Id: 42, PagerInfo: { PageIndex: 'x' }, B2B_ShoppingcartInfo: [] });
      expect(r.status, name).toBe(401);
      expect(r.body.Data, name).toBeNull();
    }
  });

  it('pages a paged operation from its input and writes PagerInfo', async () => {
    const r = await t.client().call('Store/GetDocumentList', { PagerInfo: { PageIndex: 2, PageSize: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.PagerInfo).toMatchObject({ PageIndex: 2, PageSize: 3 });
    expect(r.body.PagerInfo.RowCount).toBeGreaterThan(3);
    expect(r.body.Data.length).toBeLessThanOrEqual(3);
    const first = await t.client().call('Store/GetDocumentList', { PagerInfo: { PageIndex: 1, PageSize: 3 } });
    expect(first.body.Data.map((d: { Id: string }) => d.Id)).not.toContain(r.body.Data[0].Id);
    const defaults = await t.client().call('Store/GetDocumentList', {});
    expect(defaults.body.PagerInfo).toMatchObject({ PageIndex: 1, PageSize: 10 });
  });
});

describe('registration', () => {
  const deps = { config: { NODE_ENV: 'test' } } as Deps;
  const sessions: SessionResolver = { resolve: async () => null };
  const handlers = { 'Store/GetIndexBackImg': async () => [] } as unknown as Handlers<'Store/GetIndexBackImg'>;

  it('refuses an operation registered twice', () => {
    const d = { ...deps };
    const app = Fastify();
    registerOperations(app, d, sessions, handlers);
    expect(() => registerOperations(app, d, sessions, handlers)).toThrow(/registered twice/);
  });

  it('fails the start of an app that leaves an operation of the contract without a handler', async () => {
    const d = { ...deps };
    const app = Fastify();
    registerOperations(app, d, sessions, handlers);
    assertEveryOperationRegistered(app, d);
    await expect(app.ready()).rejects.toThrow(/without a handler: .*Store\/GetFoodTypeTree/);
  });
});
