import fs from 'node:fs';
import type { DataScope, Permission } from '@shanlian/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firms } from '../modules/firm/firm.tables.js';
import { departments, firmDepartments, users } from '../modules/iam/iam.tables.js';
import {
  allows,
  assertAllowed,
  assertInOwnFirm,
  holds,
  inOwnArea,
  inOwnFirm,
  type RecordFacts,
  reachesArea,
  scopeFilter,
  scopeOf,
  scopeWithin,
} from './access.js';
import type { Actor } from './context.js';
import { type Database, openPglite } from './db.js';

const SCOPES: DataScope[] = [1, 2, 3, 4, 5];

function actorOf(over: Partial<Actor> & { scopes?: ReadonlyMap<Permission, DataScope> }): Actor {
  return {
    userId: 'u-self',
    sessionId: 's',
    fullName: '测试',
    phone: '13700000000',
    firmId: 'firm-a',
    firmName: '',
    firmType: 'buyer',
    platform: false,
    areaCode: '330106',
    departmentId: null,
    departmentPath: null,
    roleIds: [],
    roleNames: [],
    scopes: new Map(),
    duties: [],
    ...over,
  };
}

describe('scopeOf, holds and scopeWithin', () => {
  const a = actorOf({
    scopes: new Map<Permission, DataScope>([
      ['order:view', 3],
      ['supplier-order:view', 1],
    ]),
  });
  it('answers the widest scope among the named permissions the actor holds, null for none', () => {
    expect(scopeOf(a, 'order:view')).toBe(3);
    expect(scopeOf(a, ['order:view', 'supplier-order:view'])).toBe(1);
    expect(scopeOf(a, ['supplier-order:view', 'order:view'])).toBe(1);
    expect(scopeOf(a, ['order:view', 'cart:view'])).toBe(3);
    expect(scopeOf(a, 'cart:view')).toBeNull();
    expect(scopeOf(a, [])).toBeNull();
    expect(scopeOf(null, 'order:view')).toBeNull();
    expect(holds(a, 'order:view')).toBe(true);
    expect(holds(a, ['cart:view', 'order:edit'])).toBe(false);
    expect(holds(null, 'order:view')).toBe(false);
  });
  it('bounds a scope by a wider or equal one only', () => {
    expect(scopeWithin(3, 2)).toBe(true);
    expect(scopeWithin(2, 2)).toBe(true);
    expect(scopeWithin(1, 2)).toBe(false);
    expect(scopeWithin(5, null)).toBe(false);
  });
});

describe('allows', () => {
  const firmUser = (scope: DataScope, dept: string | null = '/d1/') =>
    actorOf({ scopes: new Map<Permission, DataScope>([['order:view', scope]]), departmentId: dept ? 'd1' : null, departmentPath: dept });
  const platformUser = (scope: DataScope, area = '3301', dept: string | null = '/p1/') =>
    actorOf({
      platform: true,
      firmId: 'firm-platform',
      firmType: 'operator',
      areaCode: area,
      scopes: new Map<Permission, DataScope>([['user:view', scope]]),
      departmentId: dept ? 'p1' : null,
      departmentPath: dept,
    });

  it('denies by default: no actor, a permission not held, an empty list', () => {
    expect(allows(null, 'order:view', { firmId: 'firm-a' })).toBe(false);
    expect(allows(firmUser(1), 'order:edit', { firmId: 'firm-a' })).toBe(false);
    expect(allows(firmUser(1), [], { firmId: 'firm-a' })).toBe(false);
    expect(() => assertAllowed(firmUser(1), 'order:edit', { firmId: 'firm-a' }, '不行')).toThrow('不行');
    expect(() => assertAllowed(firmUser(1), 'order:view', { firmId: 'firm-a' })).not.toThrow();
  });

  it('never lets a firm user outside the firm, whatever the scope', () => {
    for (const s of SCOPES) {
      expect(allows(firmUser(s), 'order:view', { firmId: 'firm-b', ownerId: 'u-self', ownerDepartmentPath: '/d1/' })).toBe(false);
      expect(allows(firmUser(s), 'order:view', { firmId: null, ownerId: 'u-self' })).toBe(false);
      expect(allows(firmUser(s), 'order:view', { ownerId: 'u-self' })).toBe(false);
    }
  });

  it('gives a firm user with scope 1 or 2 the whole firm, area aside', () => {
    for (const s of [1, 2] as DataScope[]) {
      expect(allows(firmUser(s), 'order:view', { firmId: 'firm-a', ownerId: 'someone', areaCode: '110101' })).toBe(true);
      expect(allows(firmUser(s), 'order:view', { firmId: 'firm-a' })).toBe(true);
    }
  });

  it('reads department scopes 3 (and below) and 4 (only the department) from the owner’s department path', () => {
    const rec = (path: string | null, owner = 'other'): RecordFacts => ({ firmId: 'firm-a', ownerId: owner, ownerDepartmentPath: path });
    expect(allows(firmUser(3), 'order:view', rec('/d1/'))).toBe(true);
    expect(allows(firmUser(3), 'order:view', rec('/d1/d2/'))).toBe(true);
    expect(allows(firmUser(3), 'order:view', rec('/d10/'))).toBe(false);
    expect(allows(firmUser(3), 'order:view', rec('/d0/d1/'))).toBe(false);
    expect(allows(firmUser(3), 'order:view', rec(null))).toBe(false);
    expect(allows(firmUser(4), 'order:view', rec('/d1/'))).toBe(true);
    expect(allows(firmUser(4), 'order:view', rec('/d1/d2/'))).toBe(false);
    // own records always; without a department only own records
    expect(allows(firmUser(4), 'order:view', rec('/elsewhere/', 'u-self'))).toBe(true);
    expect(allows(firmUser(3, null), 'order:view', rec('/d1/'))).toBe(false);
    expect(allows(firmUser(3, null), 'order:view', rec(null, 'u-self'))).toBe(true);
  });

  it('gives scope 5 only the actor’s own records', () => {
    expect(allows(firmUser(5), 'order:view', { firmId: 'firm-a', ownerId: 'u-self' })).toBe(true);
    expect(allows(firmUser(5), 'order:view', { firmId: 'firm-a', ownerId: 'other', ownerDepartmentPath: '/d1/' })).toBe(false);
    expect(allows(firmUser(5), 'order:view', { firmId: 'firm-a' })).toBe(false);
  });

  it('gives a platform user everything with scope 1 and the own area and below (by code prefix) with scope 2', () => {
    expect(allows(platformUser(1), 'user:view', { firmId: 'anything', areaCode: '110101' })).toBe(true);
    expect(allows(platformUser(1), 'user:view', {})).toBe(true);
    expect(allows(platformUser(2), 'user:view', { areaCode: '3301' })).toBe(true);
    expect(allows(platformUser(2), 'user:view', { areaCode: '330106' })).toBe(true);
    expect(allows(platformUser(2), 'user:view', { areaCode: '3302' })).toBe(false);
    expect(allows(platformUser(2), 'user:view', { areaCode: '33' })).toBe(false);
    expect(allows(platformUser(2), 'user:view', { firmId: 'firm-a' })).toBe(false);
    expect(allows(platformUser(2, '330106'), 'user:view', { areaCode: '330102' })).toBe(false);
    expect(allows(platformUser(3), 'user:view', { ownerId: 'x', ownerDepartmentPath: '/p1/p2/' })).toBe(true);
    expect(allows(platformUser(4), 'user:view', { ownerId: 'x', ownerDepartmentPath: '/p1/p2/' })).toBe(false);
    expect(allows(platformUser(5), 'user:view', { ownerId: 'u-self' })).toBe(true);
    expect(allows(platformUser(5), 'user:view', { ownerId: 'x', areaCode: '3301' })).toBe(false);
  });
});

describe('reachesArea and inOwnArea', () => {
  const platformUser = (scope: DataScope | null, area = '3301') =>
    actorOf({
      platform: true,
      firmId: 'firm-platform',
      firmType: 'operator',
      areaCode: area,
      scopes: new Map<Permission, DataScope>(scope === null ? [] : [['user:view', scope]]),
    });

  it('reads the own area and below by code prefix, not a sibling or the level above', () => {
    const a = platformUser(2);
    expect(inOwnArea(a, '3301')).toBe(true);
    expect(inOwnArea(a, '330106')).toBe(true);
    expect(inOwnArea(a, '3302')).toBe(false);
    expect(inOwnArea(a, '33')).toBe(false);
    // an actor of no area (the national operator) holds every area below the root
    expect(inOwnArea(platformUser(2, ''), '110101')).toBe(true);
  });

  it('lets scope 1 name any area, any other scope its own area and below, and nobody without the permission', () => {
    expect(reachesArea(platformUser(1), 'user:view', '110101')).toBe(true);
    for (const s of [2, 3, 4, 5] as DataScope[]) {
      expect(reachesArea(platformUser(s), 'user:view', '330106'), `scope ${s}`).toBe(true);
      expect(reachesArea(platformUser(s), 'user:view', '3301'), `scope ${s}`).toBe(true);
      expect(reachesArea(platformUser(s), 'user:view', '3302'), `scope ${s}`).toBe(false);
      expect(reachesArea(platformUser(s), 'user:view', '33'), `scope ${s}`).toBe(false);
    }
    expect(reachesArea(platformUser(null), 'user:view', '330106')).toBe(false);
    expect(reachesArea(platformUser(1), 'user:edit', '330106')).toBe(false);
    expect(reachesArea(null, 'user:view', '330106')).toBe(false);
    // the widest of several permissions counts
    const both = actorOf({
      platform: true,
      areaCode: '3301',
      scopes: new Map<Permission, DataScope>([
        ['user:view', 2],
        ['user:export', 1],
      ]),
    });
    expect(reachesArea(both, 'user:view', '1101')).toBe(false);
    expect(reachesArea(both, ['user:view', 'user:export'], '1101')).toBe(true);
  });
});

describe('inOwnFirm', () => {
  it('holds the firm wall alone: the own firm only, never a record of no firm', () => {
    const a = actorOf({});
    expect(inOwnFirm(a, 'firm-a')).toBe(true);
    expect(inOwnFirm(a, 'firm-b')).toBe(false);
    expect(inOwnFirm(a, null)).toBe(false);
    expect(inOwnFirm(a, undefined)).toBe(false);
    expect(inOwnFirm(a, '')).toBe(false);
    expect(inOwnFirm(null, 'firm-a')).toBe(false);
    // a platform user's own firm is the platform's, not the firms of its area
    const p = actorOf({ platform: true, firmId: 'firm-platform', scopes: new Map<Permission, DataScope>([['user:view', 1]]) });
    expect(inOwnFirm(p, 'firm-platform')).toBe(true);
    expect(inOwnFirm(p, 'firm-a')).toBe(false);
    expect(() => assertInOwnFirm(a, 'firm-b', '不是本单位的')).toThrow('不是本单位的');
    expect(() => assertInOwnFirm(a, 'firm-a')).not.toThrow();
  });
});

/**
 * scopeFilter against the real tables of the seeded database: for every scope, the rows it keeps
 * are exactly those `allows` allows, on firm users (firm department tree) and platform users
 * (platform department tree, areas).
 */
describe('scopeFilter on the real tables', () => {
  let database: Database;
  const now = new Date('2026-11-20T08:00:00Z');
  // firm A with departments /fa-root/ ⊃ /fa-root/fa-child/, and /fa-other/; firm B elsewhere
  const firmA = 'acc-firm-a';
  const firmB = 'acc-firm-b';
  const platform = 'acc-firm-p';
  const people = {
    self: { dept: 'fa-root', firm: firmA },
    root: { dept: 'fa-root', firm: firmA },
    child: { dept: 'fa-child', firm: firmA },
    other: { dept: 'fa-other', firm: firmA },
    none: { dept: null, firm: firmA },
    foreign: { dept: null, firm: firmB },
    pself: { dept: 'p-root', firm: platform },
    pchild: { dept: 'p-child', firm: platform },
    pother: { dept: 'p-other', firm: platform },
  } as const;
  type Who = keyof typeof people;
  const ids = Object.keys(people).map((k) => `acc-${k}`);

  beforeAll(async () => {
    database = await openPglite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
    const db = database.db;
    await db.insert(firms).values([
      { id: firmA, type: 'buyer', name: '甲校', creditCode: 'ACC-A', areaCode: '330106', createdAt: now },
      { id: firmB, type: 'buyer', name: '乙校', creditCode: 'ACC-B', areaCode: '330102', createdAt: now },
      { id: platform, type: 'operator', name: '平台', creditCode: 'ACC-P', areaCode: '', createdAt: now },
    ] as (typeof firms.$inferInsert)[]);
    await db.insert(firmDepartments).values([
      { id: 'fa-root', firmId: firmA, name: '总务处', parentId: null, path: '/fa-root/', createdAt: now },
      { id: 'fa-child', firmId: firmA, name: '食堂', parentId: 'fa-root', path: '/fa-root/fa-child/', createdAt: now },
      { id: 'fa-other', firmId: firmA, name: '教务处', parentId: null, path: '/fa-other/', createdAt: now },
    ]);
    await db.insert(departments).values([
      { id: 'p-root', name: '监管一科', parentId: null, path: '/p-root/', areaCode: '3301', createdAt: now },
      { id: 'p-child', name: '监管一组', parentId: 'p-root', path: '/p-root/p-child/', areaCode: '3301', createdAt: now },
      { id: 'p-other', name: '监管二科', parentId: null, path: '/p-other/', areaCode: '3301', createdAt: now },
    ]);
    let n = 0;
    await db.insert(users).values(
      (Object.keys(people) as Who[]).map((k) => ({
        id: `acc-${k}`,
        firmId: people[k].firm,
        fullName: k,
        phone: `1370000${String(++n).padStart(4, '0')}`,
        passwordHash: 'x',
        createdAt: now,
        departmentId: people[k].dept,
      })),
    );
  });
  afterAll(() => database?.close());

  const pathOf = (dept: string | null) =>
    ({
      'fa-root': '/fa-root/',
      'fa-child': '/fa-root/fa-child/',
      'fa-other': '/fa-other/',
      'p-root': '/p-root/',
      'p-child': '/p-root/p-child/',
      'p-other': '/p-other/',
    })[dept ?? ''] ?? null;

  async function kept(where: SQL): Promise<string[]> {
    const rows = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), where));
    return rows.map((r) => r.id.slice(4)).sort();
  }
  function allowed(actor: Actor, perm: Permission): string[] {
    return (Object.keys(people) as Who[])
      .filter((k) => allows(actor, perm, { firmId: people[k].firm, ownerId: `acc-${k}`, ownerDepartmentPath: pathOf(people[k].dept) }))
      .sort();
  }

  it('keeps for a firm user exactly what allows allows, scope by scope', async () => {
    const expected: Record<DataScope, Who[]> = {
      1: ['child', 'none', 'other', 'root', 'self'],
      2: ['child', 'none', 'other', 'root', 'self'],
      3: ['child', 'root', 'self'],
      4: ['root', 'self'],
      5: ['self'],
    };
    for (const s of SCOPES) {
      const a = actorOf({
        userId: 'acc-self',
        firmId: firmA,
        departmentId: 'fa-root',
        departmentPath: '/fa-root/',
        scopes: new Map<Permission, DataScope>([['firm-user:view', s]]),
      });
      const got = await kept(scopeFilter(a, 'firm-user:view', { firm: users.firmId, owner: users.id }));
      expect(got, `scope ${s}`).toEqual([...expected[s]].sort());
      expect(got, `scope ${s}`).toEqual(allowed(a, 'firm-user:view'));
    }
  });

  it('keeps nothing without the permission, or without a firm column for a firm user', async () => {
    const a = actorOf({ userId: 'acc-self', firmId: firmA, scopes: new Map<Permission, DataScope>([['firm-user:view', 1]]) });
    expect(await kept(scopeFilter(a, 'firm-user:edit', { firm: users.firmId, owner: users.id }))).toEqual([]);
    expect(await kept(scopeFilter(null, 'firm-user:view', { firm: users.firmId, owner: users.id }))).toEqual([]);
    expect(await kept(scopeFilter(a, 'firm-user:view', { owner: users.id }))).toEqual([]);
  });

  it('reads the department of a firm user in a sub-department (scope 3 reaches down, not up)', async () => {
    const a = actorOf({
      userId: 'acc-child',
      firmId: firmA,
      departmentId: 'fa-child',
      departmentPath: '/fa-root/fa-child/',
      scopes: new Map<Permission, DataScope>([['firm-user:view', 3]]),
    });
    expect(await kept(scopeFilter(a, 'firm-user:view', { firm: users.firmId, owner: users.id }))).toEqual(['child']);
    // a firm user without a department keeps only own records
    const b = actorOf({ userId: 'acc-none', firmId: firmA, scopes: new Map<Permission, DataScope>([['firm-user:view', 4]]) });
    expect(await kept(scopeFilter(b, 'firm-user:view', { firm: users.firmId, owner: users.id }))).toEqual(['none']);
  });

  it('gives a platform user all rows with scope 1, the area by prefix with scope 2, the platform tree with 3 and 4', async () => {
    const p = (s: DataScope, area = '3301') =>
      actorOf({
        userId: 'acc-pself',
        firmId: platform,
        firmType: 'operator',
        platform: true,
        areaCode: area,
        departmentId: 'p-root',
        departmentPath: '/p-root/',
        scopes: new Map<Permission, DataScope>([['user:view', s]]),
      });
    expect(await kept(scopeFilter(p(1), 'user:view', { firm: users.firmId, owner: users.id }))).toEqual([...ids.map((i) => i.slice(4))].sort());
    // by the firm's area when the table has no area column
    expect(await kept(scopeFilter(p(2), 'user:view', { firm: users.firmId }))).toEqual(['child', 'foreign', 'none', 'other', 'root', 'self']);
    expect(await kept(scopeFilter(p(2, '330106'), 'user:view', { firm: users.firmId }))).toEqual(['child', 'none', 'other', 'root', 'self']);
    expect(await kept(scopeFilter(p(2, '330102'), 'user:view', { firm: users.firmId }))).toEqual(['foreign']);
    // an area column of its own wins
    const area = await database.db
      .select({ id: firms.id })
      .from(firms)
      .where(and(inArray(firms.id, [firmA, firmB, platform]), scopeFilter(p(2, '330102'), 'user:view', { area: firms.areaCode, firm: firms.id })));
    expect(area.map((r) => r.id)).toEqual([firmB]);
    // an area column alone is enough
    const areaOnly = await database.db
      .select({ id: firms.id })
      .from(firms)
      .where(and(inArray(firms.id, [firmA, firmB, platform]), scopeFilter(p(2, '330102'), 'user:view', { area: firms.areaCode })));
    expect(areaOnly.map((r) => r.id)).toEqual([firmB]);
    // without area or firm columns, scope 2 keeps nothing
    expect(await kept(scopeFilter(p(2), 'user:view', { owner: users.id }))).toEqual([]);
    expect(await kept(scopeFilter(p(3), 'user:view', { owner: users.id }))).toEqual(['pchild', 'pself']);
    expect(await kept(scopeFilter(p(4), 'user:view', { owner: users.id }))).toEqual(['pself']);
    expect(await kept(scopeFilter(p(5), 'user:view', { owner: users.id }))).toEqual(['pself']);
    for (const s of [3, 4, 5] as DataScope[]) {
      expect(await kept(scopeFilter(p(s), 'user:view', { owner: users.id }))).toEqual(allowed(p(s), 'user:view'));
    }
  });

  it('escapes the area code: a wildcard in it matches itself only', async () => {
    const p = actorOf({ platform: true, areaCode: '33%', scopes: new Map<Permission, DataScope>([['user:view', 2]]) });
    const rows = await database.db
      .select({ id: firms.id })
      .from(firms)
      .where(and(inArray(firms.id, [firmA, firmB]), scopeFilter(p, 'user:view', { area: firms.areaCode })));
    expect(rows).toEqual([]);
    expect(await database.db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmA))).toHaveLength(1);
  });
});
