import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { userRoles, users } from './iam.tables.js';

const page = { PagerInfo: { PageIndex: 1, PageSize: 100 } };
const ids = (rows: { Id: string }[]) => rows.map((r) => r.Id);

describe.each(BACKENDS)('no escalation on any grant path on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let operatorFirmId: string;
  let passwordHash: string;

  /** A platform user of the operator's organisation, in the area, with no role. */
  async function platformUser(phone: string, areaCode: string): Promise<string> {
    const id = newId();
    await t.database.db
      .insert(users)
      .values({ id, firmId: operatorFirmId, fullName: `用户${phone.slice(-4)}`, phone, passwordHash, createdAt: t.clock.now(), status: 1, areaCode });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    operatorFirmId = (await operator.ok('Account/GetCurrentUser', {})).FirmId;
    passwordHash = await hashPassword(DEMO_PASSWORD);
  });
  afterAll(() => t?.close());

  describe('a district administrator of 西湖区 (user and role management, scope 2)', () => {
    let admin: TestClient;
    let adminRoleId: string;
    let westUserId: string;
    let eastUserId: string;
    beforeAll(async () => {
      adminRoleId = (await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '西湖区管理员', DataScope: 2 } })).Id;
      await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
        RoleId: adminRoleId,
        Permissions: ['user:view', 'user:edit', 'role:view', 'role:edit', 'role:delete'],
      });
      const adminId = await platformUser('13700000001', '330106');
      await operator.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: adminId, RoleIds: [adminRoleId] });
      westUserId = await platformUser('13700000002', '330106');
      eastUserId = await platformUser('13700000003', '330102');
      admin = await t.client().login('13700000001');
    });

    it('add role: cannot create a role with scope all, can within the district', async () => {
      const all = await admin.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '全国角色', DataScope: 1 } });
      expect(all.status).toBe(403);
      expect(all.body.Message).toContain('不能授予超出本人权限');
      const { Id } = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '西湖区查看员', DataScope: 2 } });
      expect((await admin.ok('BA_Role/GetBA_RoleById', { Id })).AreaCode).toBe('330106');
      // a parent outside its reach (the operator's national role) is refused
      const national = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '全国角色甲', DataScope: 2 } });
      const under = await admin.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '挂靠', ParentId: national.Id, DataScope: 2 } });
      expect(under.status).toBe(403);
      // a child wider than its parent is refused
      const narrow = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '西湖区本人', DataScope: 5 } });
      const wider = await admin.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '西湖区下级', ParentId: narrow.Id, DataScope: 2 } });
      expect(wider.status).toBe(403);
      expect(wider.body.Message).toContain('上级角色');
    });

    it('update role: cannot widen a role to scope all, nor touch a role of another area', async () => {
      const { Id } = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '待修改', DataScope: 3 } });
      const widen = await admin.call('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id, Name: '待修改', DataScope: 1 } });
      expect(widen.status).toBe(403);
      await admin.ok('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id, Name: '已修改', DataScope: 2 } });
      const national = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '全国角色乙', DataScope: 2 } });
      expect((await admin.call('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id: national.Id, Name: '抢占', DataScope: 2 } })).status).toBe(403);
      expect((await admin.call('BA_Role/DeleteBA_Role', { Id: national.Id })).status).toBe(403);
      expect((await admin.call('BA_Role/UpdateBA_Role', { BA_RoleInfo: { Id: 'system-operator', Name: '改', DataScope: 1 } })).status).toBe(403);
      const listed = await admin.ok('BA_Role/GetBA_RoleList', page);
      expect(ids(listed)).toContain(Id);
      expect(ids(listed)).not.toContain(national.Id);
    });

    it('bulk permissions: cannot add a permission it lacks', async () => {
      const { Id } = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '权限测试', DataScope: 2 } });
      const lacks = await admin.call('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
        RoleId: Id,
        Permissions: ['user:view', 'audit:view'],
      });
      expect(lacks.status).toBe(403);
      expect(lacks.body.Message).toContain('不能授予超出本人权限');
      expect((await admin.ok('BA_Role/GetBA_RoleById', { Id })).Permissions).toEqual([]);
      await admin.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['user:view', 'role:view'] });
      expect([...(await admin.ok('BA_Role/GetBA_RoleById', { Id })).Permissions].sort()).toEqual(['role:view', 'user:view']);
    });

    it('user-role relation: cannot give a role to a user of 上城区, nor edit that user', async () => {
      const { Id } = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '西湖区用户查看', DataScope: 2 } });
      await admin.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['user:view'] });
      const east = await admin.call('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: eastUserId, RoleIds: [Id] });
      expect(east.status).toBe(403);
      expect((await admin.call('BA_User/UpdateAuthBA_User', { UserId: eastUserId, RoleIds: [Id] })).status).toBe(403);
      expect((await admin.call('BA_User/DisableBA_User', { Id: eastUserId })).status).toBe(403);
      expect((await admin.call('BA_User/ResetPwdBA_User', { Id: eastUserId, Password: 'Qz7!mK2#vR9p' })).status).toBe(403);
      expect((await admin.call('BA_User/GetRolesByUserId', { UserId: eastUserId })).status).toBe(403);
      const [none] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, eastUserId));
      expect(none).toBeUndefined();
      // inside the district it works
      expect(await admin.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: [Id] })).toEqual({ Count: 1 });
      expect(ids(await admin.ok('BA_User/GetRolesByUserId', { UserId: westUserId }))).toEqual([Id]);
      // firm staff are not the district administrator's (user:edit of scope 2 reaches platform users only)
      const [staff] = await t.database.db.select({ id: users.id }).from(users).where(like(users.phone, '1390000%')).limit(1);
      expect((await admin.call('BA_User/UpdateAuthBA_User', { UserId: staff?.id as string, RoleIds: [] })).status).toBe(403);
    });

    it('cannot grant a role whose permissions exceed its own, and keeps roles it could not have granted', async () => {
      const { Id } = await admin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '超权角色', DataScope: 2 } });
      // the operator adds a permission the administrator lacks
      await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['user:view', 'audit:view'] });
      const grant = await admin.call('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: [Id] });
      expect(grant.status).toBe(403);
      expect(grant.body.Message).toContain('不能授予超出本人权限');
      const grantable = ids(await admin.ok('BA_Role/GetSubBA_RoleListByLoginUser', {}));
      expect(grantable).not.toContain(Id);
      expect(grantable).not.toContain('system-operator');
      // the seeded operator role is not the administrator's to give either
      expect((await admin.call('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: ['system-operator'] })).status).toBe(403);
      // the operator gives the user the operator role; the administrator replacing the set keeps it
      await operator.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: ['system-operator'] });
      const kept = await admin.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: [] });
      expect(kept).toEqual({ Count: 1 });
      expect(ids(await admin.ok('BA_User/GetRolesByUserId', { UserId: westUserId }))).toEqual(['system-operator']);
      // nor can it take over or lock out a user above it: resetting the password would hand it the operator's rights
      const reset = await admin.call('BA_User/ResetPwdBA_User', { Id: westUserId, Password: 'Qz7!mK2#vR9p' });
      expect(reset.status).toBe(403);
      expect(reset.body.Message).toContain('超出您的权限');
      expect((await admin.call('BA_User/DisableBA_User', { Id: westUserId })).status).toBe(403);
      expect((await admin.call('EN_Firmuser/CleanUserLoginCache', { Id: westUserId })).status).toBe(403);
    });

    it('a lower scope in the registry grants less: a role of scope 2 cannot be given by someone holding it with scope 3', async () => {
      const narrowRole = await operator.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '部门管理员', DataScope: 3 } });
      await operator.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
        RoleId: narrowRole.Id,
        Permissions: ['user:view', 'user:edit', 'role:view', 'role:edit'],
      });
      const deptAdminId = await platformUser('13700000004', '330106');
      await operator.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: deptAdminId, RoleIds: [narrowRole.Id] });
      const deptAdmin = await t.client().login('13700000004');
      const wide = await deptAdmin.call('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '越权', DataScope: 2 } });
      expect(wide.status).toBe(403);
      const own = await deptAdmin.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '本部门', DataScope: 3 } });
      await deptAdmin.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: own.Id, Permissions: ['user:view'] });
      // scope 3 without a department reaches only the own records: another user is out of reach
      expect((await deptAdmin.call('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: westUserId, RoleIds: [own.Id] })).status).toBe(403);
    });
  });

  describe('a school manager (firm roles)', () => {
    let manager: TestClient;
    let firmId: string;
    let staffIds: string[];
    beforeAll(async () => {
      manager = await t.client().login('13800000001');
      firmId = (await manager.ok('Account/GetCurrentUser', {})).FirmId;
      const me = (await manager.ok('Account/GetCurrentUser', {})).UserId;
      const staff = await t.database.db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(and(eq(users.firmId, firmId), ne(users.id, me), like(users.phone, '1390000%')))
        .orderBy(users.phone);
      staffIds = staff.map((s) => s.id);
      expect(staffIds.length).toBeGreaterThanOrEqual(3);
    });

    it('creates a firm role with firm permissions only: no supply-group or system permission', async () => {
      const { Id } = await manager.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '食堂采购员', DataScope: 1 } });
      for (const p of ['shelf:view', 'user:view', 'role:edit', 'audit:view'] as const) {
        const r = await manager.call('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
          RoleId: Id,
          Permissions: ['order:view', p],
        });
        expect(r.status, p).toBe(403);
      }
      await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
        RoleId: Id,
        Permissions: ['order:view', 'cart:view', 'firm-user:view'],
      });
      expect((await manager.ok('BA_Role/GetBA_RoleById', { Id })).Permissions).toHaveLength(3);
      // even the operator cannot put a system permission into a firm's role (it cannot reach the role)
      expect(
        (await operator.call('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['user:view'] })).status,
      ).toBe(403);
    });

    it('firm user permissions: gives its staff the firm roles, never to a user of another firm', async () => {
      const { Id } = await manager.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '仓管员', DataScope: 1 } });
      await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['order:view'] });
      expect(await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: staffIds[0] as string, RoleIds: [Id] })).toEqual({ Count: 1 });
      const other = await t.client().login('13800000005');
      const otherMe = await other.ok('Account/GetCurrentUser', {});
      expect(otherMe.FirmId).not.toBe(firmId);
      const cross = await manager.call('EN_Firmuser/PermissEN_Firmuser', { Id: otherMe.UserId, RoleIds: [Id] });
      expect(cross.status).toBe(403);
      // nor the other firm's manager to ours, nor our role to theirs
      expect((await other.call('EN_Firmuser/PermissEN_Firmuser', { Id: staffIds[0] as string, RoleIds: ['system-buyer'] })).status).toBe(403);
      // a platform role or the supplier's seeded role does not fit a school's staff
      expect((await manager.call('EN_Firmuser/PermissEN_Firmuser', { Id: staffIds[0] as string, RoleIds: ['system-supplier'] })).status).toBe(403);
      expect((await manager.call('EN_Firmuser/PermissEN_Firmuser', { Id: staffIds[0] as string, RoleIds: ['system-operator'] })).status).toBe(403);
      const roleIds = ids(await manager.ok('EN_Firmuser/GetRolesWithLoginUser', {}));
      expect(roleIds).toEqual(expect.arrayContaining([Id, 'system-buyer']));
      expect(roleIds).not.toContain('system-supplier');
    });

    it('a staff member with limited rights cannot grant beyond them, and keeps roles above them', async () => {
      const hr = await manager.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '人事专员', DataScope: 1 } });
      await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', {
        RoleId: hr.Id,
        Permissions: ['firm-user:view', 'firm-user:edit', 'firm-role:view', 'firm-role:edit'],
      });
      const [hrId, otherId] = [staffIds[1] as string, staffIds[2] as string];
      await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: hrId, RoleIds: [hr.Id] });
      const hrPhone = (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, hrId)))[0]?.phone as string;
      const clerk = await t.client().login(hrPhone);
      // the other staff member starts without roles
      expect(await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: otherId, RoleIds: [] })).toEqual({ Count: 0 });
      // the seeded manager role holds more than the clerk: not grantable
      const up = await clerk.call('EN_Firmuser/PermissEN_Firmuser', { Id: otherId, RoleIds: ['system-buyer'] });
      expect(up.status).toBe(403);
      expect(up.body.Message).toContain('不能授予超出本人权限');
      // nor take over or lock out the manager
      const managerId = (await manager.ok('Account/GetCurrentUser', {})).UserId;
      expect((await clerk.call('EN_Firmuser/ResetPwdEN_Firmuser', { Id: managerId, Password: 'Qz7!mK2#vR9p' })).status).toBe(403);
      expect((await clerk.call('EN_Firmuser/DisableEN_Firmuser', { Id: managerId })).status).toBe(403);
      await manager.ok('Account/GetCurrentUser', {});
      const grantable = ids(await clerk.ok('EN_Firmuser/GetRolesWithLoginUser', {}));
      expect(grantable).toContain(hr.Id);
      expect(grantable).not.toContain('system-buyer');
      // the clerk cannot create a role holding orders, nor add order permissions to one
      const r = await clerk.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '越权角色', DataScope: 1 } });
      expect(
        (await clerk.call('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: r.Id, Permissions: ['order:view'] })).status,
      ).toBe(403);
      // once the manager gives the other the seeded role, the clerk replacing the set keeps it
      await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: otherId, RoleIds: ['system-buyer'] });
      expect(await clerk.ok('EN_Firmuser/PermissEN_Firmuser', { Id: otherId, RoleIds: [hr.Id] })).toEqual({ Count: 2 });
      expect(ids(await clerk.ok('BA_User/GetRolesByUserId', { UserId: otherId })).sort()).toEqual([hr.Id, 'system-buyer'].sort());
    });
  });
});
