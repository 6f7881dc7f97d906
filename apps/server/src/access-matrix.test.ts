import {
  isAudited,
  isPermission,
  type OperationDef,
  type OperationName,
  operations,
  PERMISSIONS,
  type Permission,
  permissionsOfAccess,
} from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type CallResult, createTestApp, type TestApp, TestClient } from './test/helper.js';

/**
 * The access matrix, generated from the contract: every operation, called over HTTP with an
 * empty body by nobody and by each seeded role's demo account, answers as its access says.
 * The registrar decides access before it reads the body, so `{}` reaches that decision.
 */

/** Permissions of the registry that no operation needs yet, each with the issue that brings it. */
const RESERVED: Partial<Record<Permission, string>> = {
  'order:export': '订单导出：导出功能随报表一期实现',
  'supplier-order:export': '销售订单导出：导出功能随报表一期实现',
  'shelf:delete': '商品只下架不删除；删除留待商品库一期',
  'seckill:view': '秒杀场次随商品列表读取（shelf:view）；独立的秒杀列表留待营销一期',
  'supervision-firm:export': '辖区企业导出：随监管报表一期实现',
};

const ROLES = {
  buyer: '13800000001',
  supplier: '13800000002',
  supervisor: '13800000003',
  operator: '13800000004',
} as const;
type Role = keyof typeof ROLES;

const defs = Object.values(operations) as OperationDef[];
/** Not reachable with a JSON body: tried with a multipart form instead. */
const MULTIPART = new Set<string>(['File/Upload']);
const callable = defs.filter((d) => d.access.kind !== 'dev' && !MULTIPART.has(d.name));

describe('the contract names access for every operation', () => {
  it('gives every operation an access kind, and only permissions of the registry', () => {
    for (const d of defs) {
      expect(['public', 'login', 'permission', 'dev', 'device', 'platform'], d.name).toContain(d.access.kind);
      if (d.access.kind === 'permission') {
        const named = permissionsOfAccess(d.access);
        expect(named.length, d.name).toBeGreaterThan(0);
        for (const p of named) expect(isPermission(p), `${d.name}: ${p}`).toBe(true);
      }
    }
  });

  it('needs every permission of the registry somewhere, or reserves it with a reason', () => {
    const used = new Set<string>(defs.flatMap((d) => permissionsOfAccess(d.access)));
    const unused = PERMISSIONS.filter((p) => !used.has(p));
    for (const p of unused) expect(RESERVED[p], `${p} is named by no operation and not reserved`).toBeTruthy();
    // a reserved permission that an operation now needs is no longer reserved
    for (const p of Object.keys(RESERVED) as Permission[]) {
      expect(isPermission(p), p).toBe(true);
      expect(used.has(p), `${p} is reserved but an operation needs it`).toBe(false);
    }
  });
});

describe.each(BACKENDS)('the access matrix on %s', (backend) => {
  let t: TestApp;
  const held = new Map<Role, Set<string>>();

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  /** What a status says about access: 401 not logged in, 403 refused, anything else admitted. */
  function expectAdmitted(name: string, who: string, r: CallResult): void {
    expect([401, 403], `${who} ${name}: ${r.status} ${r.body.Message}`).not.toContain(r.status);
  }

  /** Whether the call may have ended the session or changed the caller: then the caller logs in again. */
  const mayChangeSession = (d: OperationDef, r: CallResult) => r.status < 300 && (d.transaction || isAudited(d) || d.name === 'Account/Logout');

  async function session(phone: string): Promise<TestClient> {
    return new TestClient(t.baseUrl).login(phone);
  }

  it('answers nobody 401 on every operation that needs a login or a permission, and never 401/403 on public ones', async () => {
    const anon = t.client();
    for (const d of callable) {
      const r = await anon.raw(d.name, {});
      if (d.access.kind === 'public') expectAdmitted(d.name, 'anonymous', r);
      else expect(r.status, `anonymous ${d.name}: ${r.status} ${r.body.Message}`).toBe(401);
    }
  });

  it.each(Object.keys(ROLES) as Role[])('admits %s exactly to the operations its permissions name', async (role) => {
    let client = await session(ROLES[role]);
    const me = await client.ok('Account/GetCurrentUser', {});
    const perms = new Set<string>(me.Permissions);
    expect(perms.size, role).toBeGreaterThan(0);
    let refused = 0;
    let admitted = 0;
    for (const d of callable) {
      const r = await client.raw(d.name, {});
      const named = permissionsOfAccess(d.access);
      if (d.access.kind === 'device' || d.access.kind === 'platform') {
        // a person's session is no device token, nor an AI platform's key
        expect(r.status, `${role} ${d.name}: ${r.status} ${r.body.Message}`).toBe(401);
        refused++;
      } else if (d.access.kind === 'permission' && !named.some((p) => perms.has(p))) {
        expect(r.status, `${role} ${d.name} (needs ${named.join('|')}): ${r.status} ${r.body.Message}`).toBe(403);
        refused++;
      } else {
        expectAdmitted(d.name, role, r);
        admitted++;
      }
      if (mayChangeSession(d, r)) client = await session(ROLES[role]);
    }
    // every role is refused somewhere and admitted somewhere
    expect(refused, role).toBeGreaterThan(0);
    expect(admitted, role).toBeGreaterThan(0);
  });

  it('holds what the seeded roles are meant to hold', async () => {
    for (const role of Object.keys(ROLES) as Role[]) {
      const me = await (await session(ROLES[role])).ok('Account/GetCurrentUser', {});
      held.set(role, new Set<string>(me.Permissions));
    }
    const has = (role: Role, p: Permission) => held.get(role)?.has(p);
    expect(has('buyer', 'order:view')).toBe(true);
    expect(has('buyer', 'supplier-order:view')).toBe(false);
    expect(has('supplier', 'supplier-order:view')).toBe(true);
    expect(has('supplier', 'order:view')).toBe(false);
    expect(has('supervisor', 'supervision-firm:view')).toBe(true);
    expect(has('supervisor', 'user:view')).toBe(false);
    expect(has('operator', 'user:view')).toBe(true);
    expect(has('operator', 'cart:edit')).toBe(false);
  });

  it('takes an upload only from a logged-in user (multipart)', async () => {
    const post = async (cookie: string | null) => {
      const form = new FormData();
      form.append('Purpose', 'test');
      const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: cookie ? { cookie } : {}, body: form });
      return { status: res.status, body: await res.json() };
    };
    expect((await post(null)).status).toBe(401);
    for (const role of Object.keys(ROLES) as Role[]) {
      const c = await session(ROLES[role]);
      const r = await post(c.cookie);
      expect([401, 403], `${role} File/Upload: ${r.status} ${r.body.Message}`).not.toContain(r.status);
    }
  });

  it('covers every operation but the development ones', () => {
    const covered = new Set([...callable.map((d) => d.name), ...MULTIPART]);
    const all = Object.keys(operations) as OperationName[];
    expect(all.filter((n) => !covered.has(n) && operations[n].access.kind !== 'dev')).toEqual([]);
  });
});
