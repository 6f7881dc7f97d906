import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { departments } from './iam.tables.js';

const PAGE = { PagerInfo: { PageIndex: 1, PageSize: 100 } };

describe.each(BACKENDS)('departments and positions on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let xihu: TestClient;
  let shangcheng: TestClient;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login('13800000004');
    xihu = await t.client().login('13800000003');
    shangcheng = await t.client().login('13800000006');
    buyer = await t.asBuyer();
    otherBuyer = await t.client().login('13800000005');
    const orgs = await operator.ok('BA_User/GetOrgList', { AreaCode: '330106' });
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs.every((o: { AreaCode: string }) => o.AreaCode.startsWith('330106'))).toBe(true);
    orgId = orgs[0].Id;
  });
  afterAll(() => t?.close());

  it('adds, moves and deletes platform departments, with clear messages for bad input', async () => {
    const { Id: root } = await operator.ok('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '食品安全科', AreaCode: '330106', OrgId: orgId } });
    const { Id: child } = await operator.ok('BA_Department/AddBA_Department', {
      BA_DepartmentInfo: { Name: '巡查一组', ParentId: root, AreaCode: '330106', OrgId: orgId },
    });
    const { Id: grandchild } = await operator.ok('BA_Department/AddBA_Department', {
      BA_DepartmentInfo: { Name: '巡查一组甲班', ParentId: child, AreaCode: '330106', OrgId: orgId },
    });
    const got = await operator.ok('BA_Department/GetBA_DepartmentById', { Id: child });
    expect(got).toMatchObject({
      Name: '巡查一组',
      ParentId: root,
      ParentName: '食品安全科',
      AreaCode: '330106',
      AreaName: '浙江省杭州市西湖区',
      OrgId: orgId,
      UserCount: 0,
    });
    expect(got.OrgName).not.toBe('');

    const empty = await operator.call('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: ' ', AreaCode: '330106' } });
    expect([empty.status, empty.body.Message]).toEqual([400, '请输入部门名称']);
    const badArea = await operator.call('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '甲', AreaCode: '33010' } });
    expect([badArea.status, badArea.body.Message]).toEqual([400, '地区编码应为2、4或6位数字']);
    const unknownArea = await operator.call('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '甲', AreaCode: '330199' } });
    expect([unknownArea.status, unknownArea.body.Message]).toEqual([400, '地区不存在']);
    const twice = await operator.call('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '食品安全科', AreaCode: '330106', OrgId: orgId } });
    expect([twice.status, twice.body.Message]).toEqual([409, '部门名称已存在']);
    const loop = await operator.call('BA_Department/UpdateBA_Department', {
      BA_DepartmentInfo: { Id: root, Name: '食品安全科', ParentId: grandchild, AreaCode: '330106', OrgId: orgId },
    });
    expect([loop.status, loop.body.Message]).toEqual([400, '上级部门不能是本部门或其下级']);

    // moving the middle one to the top carries its subtree's paths along
    await operator.ok('BA_Department/UpdateBA_Department', {
      BA_DepartmentInfo: { Id: child, Name: '巡查组', ParentId: null, AreaCode: '330106', OrgId: orgId },
    });
    const [g] = await t.database.db.select().from(departments).where(eq(departments.id, grandchild));
    expect(g?.path).toBe(`/${child}/${grandchild}/`);

    const list = await operator.call('BA_Department/GetBA_DepartmentList', { SearchName: '巡查', AreaCode: '330106', ...PAGE });
    expect(list.body.Data.map((d: { Name: string }) => d.Name).sort()).toEqual(['巡查一组甲班', '巡查组'].sort());
    expect(list.body.PagerInfo.RowCount).toBe(2);
    expect((await operator.ok('BA_Department/GetBA_DepartmentByName', { Name: '巡查组' })).map((d: { Id: string }) => d.Id)).toEqual([child]);
    expect((await operator.ok('BA_Department/GetBA_DepartmentByOrgId', { OrgId: orgId })).map((d: { Id: string }) => d.Id)).toEqual(
      expect.arrayContaining([root, child, grandchild]),
    );

    // people or children block a delete; a whole subtree goes at once
    const user = await operator.ok('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '部门测试', MobileNumber: '13711110001', Gender: 1, Password: 'Kq7#mWz9!pL2', AreaCode: '330106', DepartmentId: root },
    });
    expect((await operator.ok('BA_Department/GetBA_DepartmentById', { Id: root })).UserCount).toBe(1);
    const busy = await operator.call('BA_Department/DeleteBA_Department', { Id: root });
    expect([busy.status, busy.body.Message]).toEqual([409, '该部门仍有人员，不能删除']);
    const parent = await operator.call('BA_Department/DeleteBA_Department', { Id: child });
    expect([parent.status, parent.body.Message]).toEqual([409, '该部门有下级部门，不能删除']);
    expect(await operator.ok('BA_Department/DeleteBA_DepartmentINID', { Ids: [child, grandchild] })).toEqual({ Deleted: 2 });
    expect((await operator.call('BA_Department/GetBA_DepartmentById', { Id: child })).status).toBe(404);
    await operator.ok('BA_User/DeleteBA_User', { Id: user.Id });
    await operator.ok('BA_Department/DeleteBA_Department', { Id: root });

    const rules = await operator.ok('BA_Department/GetValidationPara', {});
    expect(rules.find((r: { Field: string }) => r.Field === 'Name')).toMatchObject({ Required: true, MaxLength: 30, Message: '请输入部门名称' });
  });

  it("keeps a district's departments and positions to its supervisors", async () => {
    const { Id: xd } = await operator.ok('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '西湖稽查科', AreaCode: '330106' } });
    const { Id: sd } = await operator.ok('BA_Department/AddBA_Department', { BA_DepartmentInfo: { Name: '上城稽查科', AreaCode: '330102' } });
    const { Id: sp } = await operator.ok('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '上城稽查员', AreaCode: '330102' } });
    const mine = await xihu.ok('BA_Department/GetBA_DepartmentByAreaCode', { Areacode: '330106', ...PAGE });
    expect(mine.map((d: { Id: string }) => d.Id)).toContain(xd);
    expect(mine.map((d: { Id: string }) => d.Id)).not.toContain(sd);
    const theirs = await shangcheng.ok('BA_Department/GetBA_DepartmentByAreaCode', { Areacode: '330102', ...PAGE });
    // 上城区's own (the demo authority's departments and this one), nothing of 西湖区
    expect(theirs.map((d: { Id: string }) => d.Id)).toContain(sd);
    expect(theirs.map((d: { Id: string }) => d.Id)).not.toContain(xd);
    expect(theirs.every((d: { AreaCode: string }) => d.AreaCode.startsWith('330102'))).toBe(true);
    expect((await xihu.call('BA_Department/GetBA_DepartmentByAreaCode', { Areacode: '330102', ...PAGE })).status).toBe(403);
    expect((await xihu.call('BA_Position/GetBA_PositionByAreaCode', { Areacode: '330102', ...PAGE })).status).toBe(403);
    // the level above exactly (the parent executor of a report is chosen there; decision 016), nothing under it
    const above = await xihu.ok('BA_Position/GetBA_PositionByAreaCode', { Areacode: '3301', ...PAGE });
    expect(above.map((p: { Id: string }) => p.Id)).not.toContain(sp);
    expect(above.every((p: { AreaCode: string }) => p.AreaCode === '3301')).toBe(true);
    const theirPositions = await shangcheng.ok('BA_Position/GetBA_PositionByAreaCode', { Areacode: '330102', ...PAGE });
    expect(theirPositions.map((p: { Id: string }) => p.Id)).toContain(sp);
    expect(theirPositions.every((p: { AreaCode: string }) => p.AreaCode.startsWith('330102'))).toBe(true);
    // the supervisors hold no department:view: by id and the catalogue are refused
    expect((await xihu.call('BA_Department/GetBA_DepartmentById', { Id: xd })).status).toBe(403);
    expect((await buyer.call('BA_Department/GetBA_DepartmentList', PAGE)).status).toBe(403);
  });

  it('adds and deletes platform positions', async () => {
    const { Id } = await operator.ok('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '科长', AreaCode: '330106', OrgId: orgId } });
    const twice = await operator.call('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '科长', AreaCode: '330106', OrgId: orgId } });
    expect([twice.status, twice.body.Message]).toEqual([409, '岗位名称已存在']);
    const long = await operator.call('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '长'.repeat(31), AreaCode: '330106' } });
    expect([long.status, long.body.Message]).toEqual([400, '岗位名称不能超过30个字']);
    await operator.ok('BA_Position/UpdateBA_Position', { BA_PositionInfo: { Id, Name: '副科长', AreaCode: '330106', OrgId: orgId } });
    expect(await operator.ok('BA_Position/GetBA_PositionById', { Id })).toMatchObject({ Name: '副科长', AreaName: '浙江省杭州市西湖区', UserCount: 0 });
    expect((await operator.ok('BA_Position/GetBA_PositionByOrgId', { OrgId: orgId })).map((p: { Id: string }) => p.Id)).toContain(Id);
    const user = await operator.ok('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '岗位测试', MobileNumber: '13711110002', Gender: 2, Password: 'Kq7#mWz9!pL2', AreaCode: '330106', PositionId: Id },
    });
    expect((await operator.call('BA_Position/DeleteBA_Position', { Id })).status).toBe(409);
    await operator.ok('BA_User/DeleteBA_User', { Id: user.Id });
    expect(await operator.ok('BA_Position/DeleteBA_PositionINID', { Ids: [Id] })).toEqual({ Deleted: 1 });
  });

  it("keeps a firm's departments and positions to the firm", async () => {
    const me = await buyer.ok('Account/GetCurrentUser', {});
    const other = await otherBuyer.ok('Account/GetCurrentUser', {});
    const { Id: dept } = await buyer.ok('EN_Firmdepartment/AddEN_Firmdepartment', { EN_FirmdepartmentInfo: { Name: '质检室' } });
    const { Id: sub } = await buyer.ok('EN_Firmdepartment/AddEN_Firmdepartment', { EN_FirmdepartmentInfo: { Name: '质检一组', ParentId: dept } });
    const { Id: pos } = await buyer.ok('EN_Firmposition/AddEN_Firmposition', { EN_FirmpositionInfo: { Name: '质检员' } });
    expect(await buyer.ok('EN_Firmdepartment/GetEN_FirmdepartmentById', { Id: sub })).toMatchObject({ ParentName: '质检室', FirmId: me.FirmId });
    const twice = await buyer.call('EN_Firmdepartment/AddEN_Firmdepartment', { EN_FirmdepartmentInfo: { Name: '质检室' } });
    expect([twice.status, twice.body.Message]).toEqual([409, '部门名称已存在']);
    const loop = await buyer.call('EN_Firmdepartment/UpdateEN_Firmdepartment', { EN_FirmdepartmentInfo: { Id: dept, Name: '质检室', ParentId: sub } });
    expect([loop.status, loop.body.Message]).toEqual([400, '上级部门不能是本部门或其下级']);
    // another firm's department is no parent, nothing to open, absent from lists
    const foreignParent = await otherBuyer.call('EN_Firmdepartment/AddEN_Firmdepartment', { EN_FirmdepartmentInfo: { Name: '借用', ParentId: dept } });
    expect([foreignParent.status, foreignParent.body.Message]).toEqual([400, '上级部门不存在']);
    expect((await otherBuyer.call('EN_Firmdepartment/GetEN_FirmdepartmentById', { Id: dept })).status).toBe(403);
    expect((await otherBuyer.call('EN_Firmposition/GetEN_FirmpositionById', { Id: pos })).status).toBe(403);
    expect((await otherBuyer.call('EN_Firmdepartment/DeleteEN_Firmdepartment', { Id: sub })).status).toBe(403);
    const theirs = await otherBuyer.ok('EN_Firmdepartment/GetEN_FirmdepartmentList', PAGE);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((d: { FirmId: string }) => d.FirmId === other.FirmId)).toBe(true);
    expect((await otherBuyer.call('EN_Firmdepartment/GetEN_FirmdepartmentByFirmId', { FirmId: me.FirmId })).status).toBe(403);
    expect(await otherBuyer.ok('EN_Firmdepartment/GetEN_FirmdepartmentByName', { Name: '质检室' })).toEqual([]);
    expect((await buyer.ok('EN_Firmdepartment/GetEN_FirmdepartmentByName', { Name: '质检室' })).map((d: { Id: string }) => d.Id)).toEqual([dept]);
    expect((await buyer.ok('EN_Firmuser/GetDepartmentByFirmIdAndName', { FirmId: me.FirmId, Name: '质检室' }))?.Id).toBe(dept);
    expect((await buyer.ok('EN_Firmuser/GetFirmPositionByFirmIdAndName', { FirmId: me.FirmId, Name: '质检员' }))?.Id).toBe(pos);
    expect(await buyer.ok('EN_Firmuser/GetFirmPositionByFirmIdAndName', { FirmId: me.FirmId, Name: '不存在' })).toBeNull();

    // the district's supervisor reads the firm's departments; the other district's does not
    const byFirm = await xihu.ok('EN_Firmdepartment/GetEN_FirmdepartmentByFirmId', { FirmId: me.FirmId });
    expect(byFirm.map((d: { Id: string }) => d.Id)).toEqual(expect.arrayContaining([dept, sub]));
    expect((await xihu.ok('EN_Firmposition/GetEN_FirmpositionByFirmId', { FirmId: me.FirmId })).map((p: { Id: string }) => p.Id)).toContain(pos);
    expect((await shangcheng.call('EN_Firmdepartment/GetEN_FirmdepartmentByFirmId', { FirmId: me.FirmId })).status).toBe(403);
    expect((await shangcheng.call('EN_Firmuser/GetDepartmentByFirmIdAndName', { FirmId: me.FirmId, Name: '质检室' })).status).toBe(403);

    // a department with people stays; empty ones go
    const seeded = (await buyer.ok('EN_Firmdepartment/GetEN_FirmdepartmentByName', { Name: '食堂' }))[0];
    expect(seeded.UserCount).toBeGreaterThan(0);
    const busy = await buyer.call('EN_Firmdepartment/DeleteEN_Firmdepartment', { Id: seeded.Id });
    expect([busy.status, busy.body.Message]).toEqual([409, '该部门仍有人员，不能删除']);
    expect((await buyer.call('EN_Firmdepartment/DeleteEN_Firmdepartment', { Id: dept })).status).toBe(409);
    expect(await buyer.ok('EN_Firmdepartment/DeleteEN_FirmdepartmentINID', { Ids: [dept, sub] })).toEqual({ Deleted: 2 });
    await buyer.ok('EN_Firmposition/UpdateEN_Firmposition', { EN_FirmpositionInfo: { Id: pos, Name: '质量检验员' } });
    expect((await buyer.ok('EN_Firmposition/GetEN_FirmpositionList', { SearchName: '检验', ...PAGE })).map((p: { Name: string }) => p.Name)).toEqual([
      '质量检验员',
    ]);
    await buyer.ok('EN_Firmposition/DeleteEN_Firmposition', { Id: pos });
    expect((await buyer.call('EN_Firmposition/GetEN_FirmpositionById', { Id: pos })).status).toBe(404);
    expect((await buyer.ok('EN_Firmposition/GetValidationPara', {}))[0]).toMatchObject({ Field: 'Name', Required: true });
  });
});
