import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rolePermissions, roles, userRoles, users } from './iam.tables.js';

const PAGE = { PagerInfo: { PageIndex: 1, PageSize: 100 } };
const PASSWORD = 'Kq7#mWz9!pL2';

describe.each(BACKENDS)("a firm's own staff on %s", (backend) => {
  let t: TestApp;
  let manager: TestClient;
  let otherManager: TestClient;
  let firmId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    manager = await t.asBuyer();
    otherManager = await t.client().login('13800000005');
    firmId = (await manager.ok('Account/GetCurrentUser', {})).FirmId;
  });
  afterAll(() => t?.close());
  const userByPhone = async (phone: string) => (await t.database.db.select().from(users).where(eq(users.phone, phone)))[0] as typeof users.$inferSelect;

  it("adds a food-safety officer who then appears in the firm's person picker", async () => {
    const [dept] = await manager.ok('EN_Firmdepartment/GetEN_FirmdepartmentByName', { Name: '食堂' });
    const { Id: pos } = await manager.ok('EN_Firmposition/AddEN_Firmposition', { EN_FirmpositionInfo: { Name: '食品安全员' } });
    const info = {
      FullName: '林安全',
      MobileNumber: '13733330001',
      Gender: 2 as const,
      BOD: '1992-06-18',
      Education: 5,
      DepartmentId: dept.Id,
      PositionId: pos,
      Password: PASSWORD,
      Duties: ['safety' as const],
    };
    const badDuty = await manager.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { ...info, Duties: ['boss' as never] } });
    expect([badDuty.status, badDuty.body.Message]).toEqual([400, '职责不正确']);
    const noName = await manager.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { ...info, FullName: '' } });
    expect([noName.status, noName.body.Message]).toEqual([400, '请输入姓名']);
    // another firm's department or position is refused
    const [foreign] = await otherManager.ok('EN_Firmdepartment/GetEN_FirmdepartmentList', PAGE);
    const wrongDept = await manager.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { ...info, DepartmentId: foreign.Id } });
    expect([wrongDept.status, wrongDept.body.Message]).toEqual([400, '部门不属于本单位']);
    const [foreignPos] = await otherManager.ok('EN_Firmposition/GetEN_FirmpositionList', PAGE);
    const wrongPos = await manager.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { ...info, PositionId: foreignPos.Id } });
    expect([wrongPos.status, wrongPos.body.Message]).toEqual([400, '岗位不属于本单位']);
    const taken = await manager.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { ...info, MobileNumber: '13900000001' } });
    expect(taken.status).toBe(409);

    const { Id } = await manager.ok('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: info });
    const picked = await manager.ok('EN_Firmuser/GetFirmUserList', { SearchName: '林安全' });
    expect(picked).toEqual([
      {
        Id,
        FullName: '林安全',
        Gender: '女',
        BOD: '1992-06-18',
        Duties: ['safety'],
        MobileNumber: '137****0001',
        ContactAddress: '',
        PosName: '食品安全员',
        DeptName: '食堂',
      },
    ]);
    const row = await manager.ok('EN_Firmuser/GetEN_FirmuserById', { Id });
    expect(row).toMatchObject({
      FullName: '林安全',
      DutyNames: ['食品安全员'],
      DepartmentName: '食堂',
      PositionName: '食品安全员',
      EducationName: '大专',
      Status: 1,
    });
    const list = await manager.ok('EN_Firmuser/GetFirmEN_FirmuserList', { DepartmentId: dept.Id, ...PAGE });
    expect(list.map((u: { Id: string }) => u.Id)).toContain(Id);

    // another firm: not listed, not opened, not changed
    expect((await otherManager.call('EN_Firmuser/GetEN_FirmuserById', { Id })).status).toBe(403);
    expect((await otherManager.ok('EN_Firmuser/GetFirmEN_FirmuserList', { SearchName: '林安全', ...PAGE })).length).toBe(0);
    expect((await otherManager.ok('EN_Firmuser/GetFirmUserList', { SearchName: '林安全' })).length).toBe(0);
    expect((await otherManager.call('EN_Firmuser/DeleteEN_Firmuser', { Id })).status).toBe(403);
    const hijack = await otherManager.call('EN_Firmuser/UpdateFirmEN_Firmuser', {
      EN_FirmuserInfo: { Id, FullName: '改名', MobileNumber: '13733330001', Gender: 2 },
    });
    expect(hijack.status).toBe(403);

    await manager.ok('EN_Firmuser/UpdateFirmEN_Firmuser', {
      EN_FirmuserInfo: { Id, FullName: '林安全', MobileNumber: '13733330001', Gender: 2, DepartmentId: dept.Id, Duties: ['safety', 'quality'] },
    });
    expect((await manager.ok('EN_Firmuser/GetEN_FirmuserById', { Id })).DutyNames).toEqual(['食品安全员', '质量负责人']);

    // the new person logs in; deleting ends the session and leaves the picker
    const person = await t.client().login('13733330001', PASSWORD);
    await manager.ok('EN_Firmuser/DeleteEN_Firmuser', { Id });
    expect((await person.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect(await manager.ok('EN_Firmuser/GetFirmUserList', { SearchName: '林安全' })).toEqual([]);
    const me = await userByPhone('13800000001');
    const self = await manager.call('EN_Firmuser/DeleteEN_Firmuser', { Id: me.id });
    expect([self.status, self.body.Message]).toEqual([403, '不能删除自己']);
  });

  it('holds a department scope: a role of "own department" lists only that department', async () => {
    const cook = await userByPhone('13900000002');
    expect(cook.firmId).toBe(firmId);
    const db = t.database.db;
    const roleId = newId();
    await db.insert(roles).values({ id: roleId, name: '本部门查看', dataScope: 4, firmId, areaCode: '330106', createdAt: new Date() });
    await db.insert(rolePermissions).values({ roleId, permission: 'firm-user:view' });
    await db.delete(userRoles).where(eq(userRoles.userId, cook.id));
    await db.insert(userRoles).values({ userId: cook.id, roleId });
    const sameDept = await db
      .select()
      .from(users)
      .where(eq(users.departmentId, cook.departmentId as string));
    expect(sameDept.length).toBeGreaterThan(1);

    const client = await t.client().login('13900000002');
    const seen = await client.ok('EN_Firmuser/GetFirmEN_FirmuserList', PAGE);
    expect(seen.map((u: { Id: string }) => u.Id).sort()).toEqual(sameDept.map((u) => u.id).sort());
    const outsider = await userByPhone('13800000001');
    expect(outsider.departmentId).not.toBe(cook.departmentId);
    expect((await client.call('EN_Firmuser/GetEN_FirmuserById', { Id: outsider.id })).status).toBe(403);
    expect((await client.ok('EN_Firmuser/GetEN_FirmuserById', { Id: sameDept[0]?.id as string })).Id).toBe(sameDept[0]?.id);
    expect(
      (await client.call('EN_Firmuser/AddFirmEN_Firmuser', { EN_FirmuserInfo: { FullName: 'x', MobileNumber: '13733330009', Gender: 1, Password: PASSWORD } }))
        .status,
    ).toBe(403);
  });

  it('answers the duties, statuses, form rules, org chart and an Excel export', async () => {
    expect(await manager.ok('EN_Firmuser/GetEN_Firmusertype', {})).toEqual([
      { Code: 'manager', Name: '负责人' },
      { Code: 'quality', Name: '质量负责人' },
      { Code: 'safety', Name: '食品安全员' },
    ]);
    expect(await manager.ok('EN_Firmuser/GetEN_Firmuserstatus', {})).toEqual([
      { Id: 1, Name: '启用' },
      { Id: 2, Name: '禁用' },
    ]);
    const rules = await manager.ok('EN_Firmuser/GetValidationPara', {});
    expect(rules.find((r: { Field: string }) => r.Field === 'Duties')).toMatchObject({ Required: false });
    const chart = await manager.ok('EN_Firmuser/GetFirmEN_FirmuserOrgImgByFirmId', {});
    const canteen = chart.find((n: { Name: string }) => n.Name === '食堂');
    expect(canteen.Users.map((u: { FullName: string }) => u.FullName)).toContain('周建平');
    const file = await manager.ok('EN_Firmuser/GetEN_FirmuserExport', {});
    expect(file.FileName).toBe('员工.xlsx');
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${file.FileId}`, { headers: { cookie: manager.cookie ?? '' } });
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("lets the district's supervisor see the staff and org chart of its firms only", async () => {
    const xihu = await t.client().login('13800000003');
    const shangcheng = await t.client().login('13800000006');
    const staff = await xihu.call('EN_Firmuser/GetEN_FirmuserByAreaIdName', { FirmId: firmId, ...PAGE });
    expect(staff.status).toBe(200);
    const zhou = staff.body.Data.find((u: { FullName: string }) => u.FullName === '周建平');
    expect(zhou).toMatchObject({ MobileNumber: '139****0001', FirmId: firmId, DeptName: '食堂' });
    expect(await shangcheng.ok('EN_Firmuser/GetEN_FirmuserByAreaIdName', { FirmId: firmId, ...PAGE })).toEqual([]);
    expect((await shangcheng.call('EN_Firmuser/GetEN_FirmuserByAreaIdName', { AreaCode: '330106', ...PAGE })).status).toBe(403);
    const chart = await xihu.ok('EN_Firmuser/GetEN_FirmuserOrgImgByFirmId', { FirmId: firmId });
    expect(chart.map((n: { Name: string }) => n.Name)).toContain('食堂');
    expect((await shangcheng.call('EN_Firmuser/GetEN_FirmuserOrgImgByFirmId', { FirmId: firmId })).status).toBe(403);
    expect((await manager.call('EN_Firmuser/GetEN_FirmuserOrgImgByFirmId', { FirmId: firmId })).status).toBe(403);
  });
});

describe.each(BACKENDS)("a firm's counts of its own people on %s", (backend) => {
  let t: TestApp;
  let manager: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    manager = await t.asBuyer();
  });
  afterAll(() => t?.close());

  it('counts each position’s and each role’s members among the firm’s own staff only', async () => {
    const me = await manager.ok('Account/GetCurrentUser', {});
    const staff = await t.database.db.select().from(users).where(eq(users.firmId, me.FirmId));
    const active = staff.filter((u) => u.status === 1);
    const positions = await manager.ok('EN_Firmposition/GetEN_FirmpositionList', PAGE);
    for (const p of positions as { Id: string; UserCount: number }[]) expect(p.UserCount).toBe(active.filter((u) => u.positionId === p.Id).length);
    // the demo school's staff hold positions: the page is not a column of zeros
    expect((positions as { UserCount: number }[]).some((p) => p.UserCount > 0)).toBe(true);
    const rolesListed = (await manager.ok('BA_Role/GetBA_RoleList', PAGE)) as { Id: string; UserCount: number }[];
    const held = await t.database.db.select().from(userRoles);
    const mine = new Set(staff.map((u) => u.id));
    for (const r of rolesListed) {
      expect(r.UserCount).toBe(held.filter((h) => h.roleId === r.Id && mine.has(h.userId)).length);
      // a seeded role is shared by every school; a school counts only its own people in it
      expect(r.UserCount).toBeLessThanOrEqual(staff.length);
    }
  });
});
