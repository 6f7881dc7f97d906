import type { DataScope, Permission } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { firmDepartments, rolePermissions, roles, userRoles, users } from '../iam/iam.tables.js';

/**
 * Orders reach as far as the caller's role scope: a firm's own roles with scope 5 (own orders),
 * 4 (own department) and 3 (own department and below), beside the seeded manager (scope 1).
 */
describe.each(BACKENDS)('orders by data scope on %s', (backend) => {
  let t: TestApp;
  let manager: TestClient;
  let supplier: TestClient;
  let supplierFirmId: string;
  const who: Record<'cook1' | 'cook2' | 'head' | 'clerk' | 'viewer', TestClient> = {} as never;
  let o1: string;
  let o2: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    manager = await t.asBuyer();
    supplier = await t.asSupplier();
    const firmId: string = (await manager.ok('Account/GetCurrentUser', {})).FirmId;
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    const db = t.database.db;
    const now = t.clock.now();
    // 总务处 ⊃ 食堂, and 教务处 beside them
    const [root, kitchen, other] = [newId(), newId(), newId()];
    await db.insert(firmDepartments).values([
      { id: root, firmId, name: '范围测试总务处', parentId: null, path: `/${root}/`, createdAt: now },
      { id: kitchen, firmId, name: '范围测试食堂', parentId: root, path: `/${root}/${kitchen}/`, createdAt: now },
      { id: other, firmId, name: '范围测试教务处', parentId: null, path: `/${other}/`, createdAt: now },
    ]);
    const buying: Permission[] = ['order:view', 'order:edit', 'cart:view', 'cart:edit'];
    async function role(scope: DataScope, permissions: Permission[], roleFirm = firmId): Promise<string> {
      const id = newId();
      await db.insert(roles).values({ id, name: `范围${scope}-${id.slice(-4)}`, dataScope: scope, firmId: roleFirm, createdAt: now });
      await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: id, permission })));
      return id;
    }
    const hash = await hashPassword(DEMO_PASSWORD);
    let n = 0;
    async function person(roleId: string, departmentId: string | null, userFirm = firmId): Promise<TestClient> {
      const id = newId();
      const phone = `1370001${String(++n).padStart(4, '0')}`;
      await db.insert(users).values({ id, firmId: userFirm, fullName: `范围${n}`, phone, passwordHash: hash, createdAt: now, departmentId });
      await db.insert(userRoles).values({ userId: id, roleId });
      return t.client().login(phone);
    }
    who.cook1 = await person(await role(5, buying), kitchen);
    who.cook2 = await person(await role(4, buying), kitchen);
    const tree = await role(3, buying);
    who.head = await person(tree, root);
    who.clerk = await person(tree, other);
    // a supplier's staff member who may look at sales orders but not act on them
    who.viewer = await person(await role(1, ['supplier-order:view'], supplierFirmId), null, supplierFirmId);

    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number }) => p.Stock >= 50);
    o1 = (await who.cook1.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 1 }))[0].Id;
    o2 = (await who.cook2.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 1 }))[0].Id;
  });
  afterAll(() => t?.close());

  async function listed(c: TestClient): Promise<string[]> {
    const rows = await c.ok('Order/GetFirmElectricityOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    return rows.map((o: { Id: string }) => o.Id).sort();
  }

  it('lists for each scope exactly the orders it reaches, and counts the same', async () => {
    expect(await listed(who.cook1)).toEqual([o1]);
    expect(await listed(who.cook2)).toEqual([o1, o2].sort());
    expect(await listed(who.head)).toEqual([o1, o2].sort());
    expect(await listed(who.clerk)).toEqual([]);
    expect(await listed(manager)).toEqual(expect.arrayContaining([o1, o2]));
    expect((await who.cook1.ok('Order/GetOrderStatusCounts', {}))['0']).toBe(1);
    expect((await who.clerk.ok('Order/GetOrderStatusCounts', {}))['0']).toBe(0);
  });

  it('answers an order out of scope with 403 and an unknown one with 404', async () => {
    expect((await who.cook1.call('Order/GetOrderById', { Id: o2 })).status).toBe(403);
    expect((await who.clerk.call('Order/GetOrderEvents', { Id: o1 })).status).toBe(403);
    expect((await who.cook1.call('Order/GetOrderById', { Id: newId() })).status).toBe(404);
    expect((await who.cook2.ok('Order/GetOrderById', { Id: o1 })).Id).toBe(o1);
    expect((await who.head.ok('Order/GetOrderById', { Id: o2 })).Id).toBe(o2);
    // the supplier's side by its own permission
    expect((await who.viewer.ok('Order/GetOrderById', { Id: o1 })).Id).toBe(o1);
    const desk = await who.viewer.ok('SupplierOrder/GetOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(desk.map((o: { Id: string }) => o.Id)).toEqual(expect.arrayContaining([o1, o2]));
  });

  it('lets a write reach only what the scope of its permission reaches', async () => {
    const refused = await who.cook1.call('Order/SetOrderStatus', { Id: o2, Status: 5 });
    expect(refused.status).toBe(403);
    expect((await who.clerk.call('Order/SetOrderStatus', { Id: o1, Status: 5 })).status).toBe(403);
    // viewing sales orders is not confirming them
    expect((await who.viewer.call('SupplierOrder/ConfirmOrder', { Id: o2 })).status).toBe(403);
    expect((await manager.ok('Order/GetOrderById', { Id: o2 })).Status).toBe(1);
    // the same department cancels a colleague's order
    await who.cook2.ok('Order/SetOrderStatus', { Id: o1, Status: 5 });
    expect((await who.cook1.ok('Order/GetOrderById', { Id: o1 })).Status).toBe(5);
  });
});
