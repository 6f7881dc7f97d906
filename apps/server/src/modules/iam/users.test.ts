import { MSG } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rolePermissions, roles, userRoles, users } from './iam.tables.js';

const PAGE = { PagerInfo: { PageIndex: 1, PageSize: 100 } };
const PASSWORD = 'Kq7#mWz9!pL2';

describe.each(BACKENDS)('platform users on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let xihuSupervisor: TestClient;
  /** A 西湖区 administrator: a platform role of area scope with user:view/edit/delete. */
  let admin: TestClient;
  let adminId: string;
  const idOf = async (phone: string) => ((await t.database.db.select().from(users).where(eq(users.phone, phone)))[0] as { id: string }).id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    xihuSupervisor = await t.client().login('13800000003');
    ({ Id: adminId } = await operator.ok('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '区管理员', MobileNumber: '13722220001', Gender: 2, BOD: '1985-03-09', Education: 6, Password: PASSWORD, AreaCode: '330106' },
    }));
    const roleId = newId();
    const db = t.database.db;
    await db.insert(roles).values({ id: roleId, name: '西湖区用户管理员', dataScope: 2, areaCode: '330106', createdAt: new Date() });
    await db
      .insert(rolePermissions)
      .values(['user:view', 'user:edit', 'user:delete', 'user:export', 'department:view'].map((p) => ({ roleId, permission: p as 'user:view' })));
    await db.insert(userRoles).values({ userId: adminId, roleId });
    admin = await t.client().login('13722220001', PASSWORD);
  });
  afterAll(() => t?.close());

  it('adds a platform user with clear messages for bad input, lists and opens it with names', async () => {
    const got = await operator.ok('BA_User/GetBA_UserById', { Id: adminId });
    expect(got).toMatchObject({
      FullName: '区管理员',
      MobileNumber: '13722220001',
      Gender: 2,
      GenderName: '女',
      BOD: '1985-03-09',
      Education: 6,
      EducationName: '本科',
      AreaCode: '330106',
      AreaName: '浙江省杭州市西湖区',
      Status: 1,
      StatusName: '启用',
      Roles: [{ Name: '西湖区用户管理员' }],
    });
    expect(got.FirmName).toBe('膳链平台运营中心');

    const info = { FullName: '新人', MobileNumber: '13722220002', Gender: 1 as const, Password: PASSWORD, AreaCode: '330106' };
    const taken = await operator.call('BA_User/AddBA_User', { BA_UserInfo: { ...info, MobileNumber: '13800000003' } });
    expect([taken.status, taken.body.Message]).toEqual([409, MSG.phoneRegistered]);
    const badPhone = await operator.call('BA_User/AddBA_User', { BA_UserInfo: { ...info, MobileNumber: '1234' } });
    expect([badPhone.status, badPhone.body.Message]).toEqual([400, MSG.phoneFormat]);
    const badBod = await operator.call('BA_User/AddBA_User', { BA_UserInfo: { ...info, BOD: '2001-02-30' } });
    expect([badBod.status, badBod.body.Message]).toEqual([400, '出生日期不正确']);
    const noGender = await operator.call('BA_User/AddBA_User', { BA_UserInfo: { ...info, Gender: 3 as never } });
    expect([noGender.status, noGender.body.Message]).toEqual([400, '请选择性别']);
    const badDept = await operator.call('BA_User/AddBA_User', { BA_UserInfo: { ...info, DepartmentId: 'nope' } });
    expect([badDept.status, badDept.body.Message]).toEqual([400, '部门不存在']);
    expect((await operator.ok('BA_User/GetBA_UserList', { SearchName: '新人', ...PAGE })).length).toBe(0);

    const { Id } = await operator.ok('BA_User/AddBA_User', { BA_UserInfo: info });
    const noRole = await operator.ok('BA_User/GetNoRoleBA_UserList', PAGE);
    expect(noRole.map((u: { Id: string }) => u.Id)).toContain(Id);
    expect(noRole.map((u: { Id: string }) => u.Id)).not.toContain(adminId);
    const byRole = await operator.ok('BA_User/GetBA_UserList', { RoleId: got.Roles[0].Id, ...PAGE });
    expect(byRole.map((u: { Id: string }) => u.Id)).toEqual([adminId]);
    // firm staff are no platform users
    const all = await operator.ok('BA_User/GetBA_UserList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(all.map((u: { MobileNumber: string }) => u.MobileNumber)).not.toContain('13800000001');
    expect((await operator.call('BA_User/GetBA_UserById', { Id: await idOf('13800000001') })).status).toBe(404);

    await operator.ok('BA_User/UpdateBA_User', { BA_UserInfo: { Id, FullName: '新人甲', MobileNumber: '13722220003', Gender: 2, AreaCode: '330102' } });
    expect(await operator.ok('BA_User/GetBA_UserById', { Id })).toMatchObject({
      FullName: '新人甲',
      MobileNumber: '13722220003',
      GenderName: '女',
      AreaCode: '330102',
    });
  });

  it("keeps a district administrator to the district's users", async () => {
    const listed = await admin.ok('BA_User/GetBA_UserList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const phones = listed.map((u: { MobileNumber: string }) => u.MobileNumber);
    expect(phones).toContain('13800000003');
    expect(phones).not.toContain('13800000006');
    expect(phones).not.toContain('13800000004');
    expect(listed.every((u: { AreaCode: string }) => u.AreaCode.startsWith('330106'))).toBe(true);
    expect((await admin.call('BA_User/GetBA_UserList', { AreaCode: '330102', ...PAGE })).status).toBe(403);

    const zhou = await idOf('13800000006');
    expect((await admin.call('BA_User/GetBA_UserById', { Id: zhou })).status).toBe(403);
    const change = await admin.call('BA_User/UpdateBA_User', {
      BA_UserInfo: { Id: zhou, FullName: '周婷', MobileNumber: '13800000006', Gender: 2, AreaCode: '330106' },
    });
    expect(change.status).toBe(403);
    expect((await admin.call('BA_User/DeleteBA_User', { Id: zhou })).status).toBe(403);
    const outside = await admin.call('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '越界', MobileNumber: '13722220009', Gender: 1, Password: PASSWORD, AreaCode: '330102' },
    });
    expect([outside.status, outside.body.Message]).toEqual([403, '所选地区不在您的管理范围内']);
    const self = await admin.call('BA_User/DeleteBA_User', { Id: adminId });
    expect([self.status, self.body.Message]).toEqual([403, '不能删除自己']);

    const orgs = await admin.ok('BA_User/GetOrgList', {});
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs.every((o: { AreaCode: string }) => o.AreaCode.startsWith('330106'))).toBe(true);
    expect((await admin.call('BA_User/GetOrgList', { AreaCode: '330102' })).status).toBe(403);
  });

  it('deletes softly: the user is disabled and its sessions end at once', async () => {
    const { Id } = await admin.ok('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '临时工', MobileNumber: '13722220010', Gender: 1, Password: PASSWORD, AreaCode: '330106' },
    });
    const temp = await t.client().login('13722220010', PASSWORD);
    expect((await temp.call('Account/GetCurrentUser', {})).status).toBe(200);
    await admin.ok('BA_User/DeleteBA_User', { Id });
    expect((await temp.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect(await admin.ok('BA_User/GetBA_UserById', { Id })).toMatchObject({ Status: 2, StatusName: '禁用' });
    expect((await t.client().call('Account/Login', { MobileNumber: '13722220010', Password: PASSWORD })).status).not.toBe(200);
    expect((await admin.ok('BA_User/GetBA_UserList', { Status: 2, ...PAGE })).map((u: { Id: string }) => u.Id)).toEqual([Id]);
  });

  it("picks the district's people for supervision, masked, by name, department and position", async () => {
    const { Id: dept } = await operator.ok('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '执法大队', AreaCode: '330106' } });
    const { Id: pos } = await operator.ok('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '执法队员', AreaCode: '330106' } });
    await operator.ok('BA_User/AddBA_User', {
      BA_UserInfo: {
        FullName: '执法者',
        MobileNumber: '13722220020',
        Gender: 1,
        BOD: '1990-01-02',
        Password: PASSWORD,
        AreaCode: '330106',
        DepartmentId: dept,
        PositionId: pos,
      },
    });
    await operator.ok('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '上城执法者', MobileNumber: '13722220021', Gender: 1, Password: PASSWORD, AreaCode: '330102' },
    });
    const page = await xihuSupervisor.call('BA_User/GetBA_UserByAreaCode', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(page.status).toBe(200);
    const names = page.body.Data.map((u: { FullName: string }) => u.FullName);
    expect(names).toContain('执法者');
    expect(names).not.toContain('上城执法者');
    expect(names).not.toContain('周婷');
    const found = await xihuSupervisor.ok('BA_User/GetBA_UserByAreaCode', { SearchName: '执法', DepartmentId: dept, PositionId: pos, ...PAGE });
    expect(found).toEqual([
      {
        Id: expect.any(String),
        FullName: '执法者',
        Gender: '男',
        BOD: '1990-01-02',
        PosName: '执法队员',
        DeptName: '执法大队',
        MobileNumber: '137****0020',
        ContactAddress: '',
        Duties: [],
      },
    ]);
    expect((await xihuSupervisor.call('BA_User/GetBA_UserByAreaCode', { Areacode: '330102', ...PAGE })).status).toBe(403);
    const buyer = await t.asBuyer();
    expect((await buyer.call('BA_User/GetBA_UserByAreaCode', PAGE)).status).toBe(403);
  });

  it('exports the list to Excel and answers the form rules and user types', async () => {
    const file = await admin.ok('BA_User/GetBA_UserExport', {});
    expect(file.FileName).toBe('平台用户.xlsx');
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${file.FileId}`, { headers: { cookie: admin.cookie ?? '' } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect((await xihuSupervisor.call('BA_User/GetBA_UserExport', {})).status).toBe(403);

    const rules = await admin.ok('BA_User/GetValidationPara', {});
    expect(rules.map((r: { Field: string }) => r.Field)).toEqual(expect.arrayContaining(['FullName', 'MobileNumber', 'Password', 'AreaCode', 'BOD']));
    expect(rules.find((r: { Field: string }) => r.Field === 'FullName')).toMatchObject({ Required: true, MaxLength: 30, Message: '请输入姓名' });
    expect(await admin.ok('BA_User/GetFirmUserType', {})).toEqual([
      { Id: 1, Name: '平台用户' },
      { Id: 2, Name: '企业用户' },
    ]);
  });
});
