import { PERMISSIONS, RESOURCE_GROUPS } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rolePermissions, roles } from './iam.tables.js';

describe.each(BACKENDS)('roles and the permission registry on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let buyer: TestClient;
  let supervisor: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    buyer = await t.client().login('13800000001');
    supervisor = await t.client().login('13800000003');
  });
  afterAll(() => t?.close());

  it('answers the resource tree from the registry: groups, resources, operations', async () => {
    const tree = await buyer.ok('Permission/GetResourceTree', {});
    expect(tree.map((g: { Code: string }) => g.Code)).toEqual(RESOURCE_GROUPS.map((g) => g.code));
    const perms = tree.flatMap((g: { Children: { Code: string; Operations: { Code: string }[] }[] }) =>
      g.Children.flatMap((r) => r.Operations.map((o) => `${r.Code}:${o.Code}`)),
    );
    expect(perms).toEqual([...PERMISSIONS]);
    const order = tree.find((g: { Code: string }) => g.Code === 'buying').Children.find((r: { Code: string }) => r.Code === 'order');
    expect(order.Name).toBe('采购订单');
    expect(order.Operations).toContainEqual({ Code: 'export', Name: '导出' });
  });

  it('answers the area tree: province › city › district', async () => {
    const tree = await buyer.ok('Area/GetAreaTree', {});
    const zj = tree.find((a: { Code: string }) => a.Code === '33');
    expect(zj.Name).toContain('浙江');
    const hz = zj.Children.find((a: { Code: string }) => a.Code === '3301');
    const codes = hz.Children.map((a: { Code: string }) => a.Code);
    expect(codes).toEqual(expect.arrayContaining(['330106', '330102']));
  });

  it('lets the operator add, read, list, update, give permissions to and delete a platform role', async () => {
    const { Id } = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '区县审核员', DataScope: 2, Remark: '测试' } });
    const count = await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
      RoleId: Id,
      Permissions: ['firm-review:view', 'firm-review:review', 'audit:view'],
    });
    expect(count).toEqual({ Count: 3 });
    const role = await operator.ok('BA_Role/GetBA_RoleById', { Id });
    expect(role).toMatchObject({
      Name: '区县审核员',
      DataScope: 2,
      DataScopeName: '本地区及下级地区',
      FirmId: null,
      IsSystem: false,
      UserCount: 0,
      Remark: '测试',
    });
    expect([...role.Permissions].sort()).toEqual(['audit:view', 'firm-review:review', 'firm-review:view']);

    const list = await operator.call('BA_Role/GetBA_RoleList', { SearchName: '区县审核', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(list.body.Data.map((r: { Id: string }) => r.Id)).toEqual([Id]);
    expect(list.body.PagerInfo.RowCount).toBe(1);

    // a child: narrower scope, permissions within the parent
    const child = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '区县审核助理', ParentId: Id, DataScope: 5 } });
    await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: child.Id, Permissions: ['firm-review:view'] });
    const outside = await operator.call('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
      RoleId: child.Id,
      Permissions: ['firm-review:view', 'cms:view'],
    });
    expect(outside.status).toBe(403);
    expect(outside.body.Message).toContain('上级角色');
    const wider = await operator.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '越级', ParentId: Id, DataScope: 1 } });
    expect(wider.status).toBe(403);
    expect((await operator.ok('BA_Role/GetBA_RoleById', { Id: child.Id })).ParentName).toBe('区县审核员');

    // a parent losing a permission takes it from its children
    await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['audit:view'] });
    expect((await operator.ok('BA_Role/GetBA_RoleById', { Id: child.Id })).Permissions).toEqual([]);

    // a role is not its own ancestor
    const loop = await operator.call('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id, Name: '区县审核员', ParentId: child.Id, DataScope: 2 } });
    expect(loop.status).toBe(400);

    await operator.ok('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id, Name: '区县审核员（改）', DataScope: 3 } });
    expect(await operator.ok('BA_Role/GetBA_RoleById', { Id })).toMatchObject({ Name: '区县审核员（改）', DataScope: 3 });

    // a role with children is not deleted; then the child, then the parent
    expect((await operator.call('BA_Role/DeleteBA_Role', { Id })).status).toBe(409);
    await operator.ok('BA_Role/DeleteBA_Role', { Id: child.Id });
    await operator.ok('BA_Role/DeleteBA_Role', { Id });
    expect((await operator.call('BA_Role/GetBA_RoleById', { Id })).status).toBe(404);
    const [gone] = await t.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, Id));
    expect(gone).toBeUndefined();
  });

  it('refuses a duplicate name, a missing parent, a bad scope and deleting a role that users hold', async () => {
    const { Id } = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '重名角色', DataScope: 2 } });
    expect((await operator.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '重名角色', DataScope: 2 } })).status).toBe(409);
    const missing = await operator.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '无上级', ParentId: 'nope', DataScope: 2 } });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('上级角色不存在');
    const bad = await operator.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '坏范围', DataScope: 9 } } as never);
    expect(bad.status).toBe(400);
    const me = await supervisor.ok('Account/GetCurrentUser', {});
    await operator.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: me.UserId, RoleIds: ['system-supervisor', Id] });
    const held = await operator.call('BA_Role/DeleteBA_Role', { Id });
    expect(held.status).toBe(409);
    expect(held.body.Message).toContain('仍有用户');
    expect((await operator.ok('BA_Role/GetBA_RoleById', { Id })).UserCount).toBe(1);
    const [still] = await t.database.db.select().from(roles).where(eq(roles.id, Id));
    expect(still?.name).toBe('重名角色');
  });

  it('keeps the seeded roles: never deleted, edited only by a platform user of scope all', async () => {
    const del = await operator.call('BA_Role/DeleteBA_Role', { Id: 'system-buyer' });
    expect(del.status).toBe(403);
    expect(del.body.Message).toBe('内置角色不能删除');
    // the buyer sees the seeded role of its firm's type, but cannot edit it
    const seen = await buyer.ok('BA_Role/GetBA_RoleById', { Id: 'system-buyer' });
    expect(seen.IsSystem).toBe(true);
    const edit = await buyer.call('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id: 'system-buyer', Name: '改名', DataScope: 1 } });
    expect(edit.status).toBe(403);
    expect((await buyer.call('BA_Role/GetBA_RoleById', { Id: 'system-supplier' })).status).toBe(403);
    expect((await buyer.call('BA_Role/GetBA_RoleById', { Id: 'system-operator' })).status).toBe(403);
    // the operator (scope all) may rename it
    await operator.ok('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id: 'system-buyer', Name: '采购单位管理员', DataScope: 1, Remark: '内置' } });
    expect((await operator.ok('BA_Role/GetBA_RoleById', { Id: 'system-buyer' })).Remark).toBe('内置');
  });

  it('keeps a firm to its own roles: created with its firm id, invisible to other firms and to the platform', async () => {
    const { Id } = await buyer.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '食堂管理员', DataScope: 1 } });
    const me = await buyer.ok('Account/GetCurrentUser', {});
    const role = await buyer.ok('BA_Role/GetBA_RoleById', { Id });
    expect(role.FirmId).toBe(me.FirmId);
    const other = await t.client().login('13800000005');
    expect((await other.call('BA_Role/GetBA_RoleById', { Id })).status).toBe(403);
    const otherList = await other.ok('BA_Role/GetBA_RoleList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(otherList.map((r: { Id: string }) => r.Id)).not.toContain(Id);
    expect((await operator.call('BA_Role/GetBA_RoleById', { Id })).status).toBe(403);
    const ownList = await buyer.ok('BA_Role/GetBA_RoleList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const ids = ownList.map((r: { Id: string }) => r.Id);
    expect(ids).toContain(Id);
    expect(ids).toContain('system-buyer');
    expect(ids).not.toContain('system-supplier');
    const parents = await buyer.ok('BA_Role/GetAllParentBA_RoleList', {});
    expect(parents.map((r: { Id: string }) => r.Id)).toEqual(expect.arrayContaining([Id, 'system-buyer']));
    // the supervisor holds no role permission at all
    expect((await supervisor.call('BA_Role/GetBA_RoleList', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).status).toBe(403);
    expect((await operator.call('BA_Role/GetBA_RoleById', { Id: 'no-such-role' })).status).toBe(404);
  });
});
