import { MSG, SUPERVISION_MSG } from '@shanlian/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { roles, users } from '../iam/iam.tables.js';
import { monitors } from './supervision.tables.js';

const PASSWORD = 'Gs7#kq2Lm9x';
const page = { PagerInfo: { PageIndex: 1, PageSize: 100 } };

describe.each(BACKENDS)('supervision authorities are onboarded on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let xihu: TestClient;
  let buyer: TestClient;

  const counts = async () => {
    const db = t.database.db;
    const [f] = await db.select({ n: count() }).from(firms);
    const [u] = await db.select({ n: count() }).from(users);
    const [r] = await db.select({ n: count() }).from(roles);
    return { firms: Number(f?.n), users: Number(u?.n), roles: Number(r?.n) };
  };
  const good = {
    FirmName: '杭州市拱墅区市场监督管理局',
    AreaCode: '330105',
    AdminFullName: '郑海燕',
    AdminMobileNumber: '13600000101',
    AdminPassword: PASSWORD,
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [operator, xihu, buyer] = await Promise.all([t.client().login('13800000004'), t.client().login('13800000003'), t.asBuyer()]);
  });
  afterAll(() => t.close());

  it('refuses bad input with 4xx and a Chinese message, changing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, FirmName: '' }, 400, SUPERVISION_MSG.authorityNameRequired],
      [{ ...good, AdminFullName: '  ' }, 400, SUPERVISION_MSG.authorityAdminNameRequired],
      [{ ...good, AreaCode: '3305' }, 400, MSG.areaNotFound],
      [{ ...good, AreaCode: 'abc' }, 400, '地区编码应为2、4或6位数字'],
      [{ ...good, AdminMobileNumber: '1234' }, 400, MSG.phoneFormat],
      [{ ...good, AdminPassword: 'abc' }, 400, ''],
      [{ ...good, AdminPassword: 'Password123!' }, 400, ''],
      // the demo buyer's phone is taken
      [{ ...good, AdminMobileNumber: '13800000001' }, 409, MSG.phoneRegistered],
      // 西湖区 has its authority already: the answer names it
      [{ ...good, AreaCode: '330106' }, 409, `${SUPERVISION_MSG.authorityAreaTaken}：杭州市西湖区市场监督管理局`],
    ];
    for (const [body, status, message] of cases) {
      const r = await operator.raw('Supervision/AddAuthority', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.IsSuccess).toBe(false);
      if (message) expect(r.body.Message).toBe(message);
      else expect(r.body.Message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await counts()).toEqual(before);
  });

  it('only the operator registers an authority: a supervisor and a school answer 403, nothing changes', async () => {
    const before = await counts();
    expect((await xihu.call('Supervision/AddAuthority', good)).status).toBe(403);
    expect((await buyer.call('Supervision/AddAuthority', good)).status).toBe(403);
    expect((await t.client().call('Supervision/AddAuthority', good)).status).toBe(401);
    expect((await xihu.call('Supervision/GetAuthorityList', page)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('the operator registers 拱墅区’s authority; its administrator adds a department, a position and an officer with 监管人员; the officer supervises 拱墅区 only', async () => {
    const made = await operator.ok('Supervision/AddAuthority', good);
    expect(made.FirmId).toBeTruthy();
    const [firm] = await t.database.db.select().from(firms).where(eq(firms.id, made.FirmId));
    expect(firm?.type).toBe('supervisor');
    expect(firm?.areaCode).toBe('330105');
    const list = await operator.ok('Supervision/GetAuthorityList', page);
    const row = list.find((a: { FirmId: string }) => a.FirmId === made.FirmId);
    expect(row).toMatchObject({ FirmName: good.FirmName, AreaCode: '330105', AdminNames: ['郑海燕'], OfficerCount: 1 });
    // the same area twice: refused
    expect((await operator.call('Supervision/AddAuthority', { ...good, AdminMobileNumber: '13600000102' })).status).toBe(409);

    const admin = await t.client().login(good.AdminMobileNumber, PASSWORD);
    const me = await admin.ok('Account/GetCurrentUser', {});
    expect(me.FirmName).toBe(good.FirmName);
    expect(me.AreaCode).toBe('330105');
    expect(me.Permissions).toEqual(expect.arrayContaining(['user:edit', 'department:edit', 'position:edit', 'role:view', 'violation:review']));

    const dept = await admin.ok('BA_Department/AddBA_Department', {
      BA_DepartmentInfo: { Name: '餐饮服务监管科', AreaCode: '330105', OrgId: me.OrgId ?? null },
    });
    const pos = await admin.ok('BA_Position/AddBA_Position', { BA_PositionInfo: { Name: '执法人员', AreaCode: '330105', OrgId: me.OrgId ?? null } });
    const officer = await admin.ok('BA_User/AddBA_User', {
      BA_UserInfo: {
        FullName: '冯立新',
        MobileNumber: '13600000103',
        Gender: 1,
        Password: PASSWORD,
        AreaCode: '330105',
        DepartmentId: dept.Id,
        PositionId: pos.Id,
      },
    });
    // an area outside its own is refused
    const outside = await admin.call('BA_User/AddBA_User', {
      BA_UserInfo: { FullName: '越界', MobileNumber: '13600000104', Gender: 2, Password: PASSWORD, AreaCode: '330106' },
    });
    expect(outside.status).toBe(403);
    // the 西湖区 officer is another authority's: out of reach, by id and in the list
    const [li] = await t.database.db.select().from(users).where(eq(users.phone, '13800000003'));
    expect((await admin.call('BA_User/GetBA_UserById', { Id: li?.id ?? '' })).status).toBe(403);
    const people = await admin.ok('BA_User/GetBA_UserList', page);
    expect(people.map((p: { FullName: string }) => p.FullName).sort()).toEqual(['冯立新', '郑海燕'].sort());

    // the seeded 监管人员 is a role the administrator may grant
    const grantable = await admin.ok('BA_Role/GetSubBA_RoleListByLoginUser', {});
    expect(grantable.map((r: { Id: string }) => r.Id)).toContain('system-supervisor');
    expect(await admin.ok('BA_Userrolerelation/AddBA_Userrolerelation', { UserId: officer.Id, RoleIds: ['system-supervisor'] })).toEqual({ Count: 1 });
    const held = await admin.ok('BA_User/GetRolesByUserId', { UserId: officer.Id });
    expect(held.map((r: { Name: string }) => r.Name)).toEqual(['监管人员']);

    // a canteen of 拱墅区 with a camera, and a detection there
    const db = t.database.db;
    const canteenId = newId();
    await db.insert(firms).values({
      id: canteenId,
      name: '拱墅区测试小学食堂',
      creditCode: '12330105TEST00001X',
      type: 'buyer',
      areaCode: '330105',
      areaName: '浙江省杭州市拱墅区',
      createdAt: t.clock.now(),
    });
    const monitorId = newId();
    await db
      .insert(monitors)
      .values({ id: monitorId, firmId: canteenId, name: '拱墅后厨', monitorType: 1, playUrl: 'kitchen-3', createdAt: t.clock.now(), updatedAt: t.clock.now() });
    const platform = await operator.ok('AI_Aiplat/AddAI_Aiplat', { Name: '拱墅测试平台', Vendor: '测试' });
    const abilities = await operator.ok('AI_Aiabilityunique/GetUniqueAbility', {});
    await operator.ok('AI_Aiplatability/SetAbilities', { PlatId: platform.Id, AbilityUniqueIds: abilities.map((a: { Id: string }) => a.Id) });
    const shot = (
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#222' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const pushed = await t
      .client()
      .raw(
        'AI_Aiillegalresult/PushDetection',
        { MonitorId: monitorId, AbilityCode: 'rodent', Confidence: 0.8, CaptureTime: t.clock.now().toISOString(), CaptureImage: shot },
        { headers: { authorization: `Platform ${platform.AccessKey}` } },
      );
    expect(pushed.status).toBe(200);
    const caseId = (pushed.body.Data as { CaseId: string }).CaseId;

    const me2 = await t.client().login('13600000103', PASSWORD);
    const cases = await me2.ok('AI_Aiillegalresult/GetAI_AiillegalresultList', page);
    expect(cases.map((c: { Id: string }) => c.Id)).toEqual([caseId]);
    expect((await me2.ok('AI_Aiillegalresult/ValidationForProcess', { Id: caseId })).Disposal).toBe(true);
    const cams = await me2.ok('Monitor/GetMonitorList', page);
    expect(cams.map((m: { Id: string }) => m.Id)).toEqual([monitorId]);
    // 西湖区’s cases are not the 拱墅区 officer’s, and 拱墅区’s not 西湖区’s
    const xihuCases = await xihu.ok('AI_Aiillegalresult/GetAI_AiillegalresultList', page);
    expect(xihuCases.length).toBeGreaterThan(0);
    expect(xihuCases.map((c: { Id: string }) => c.Id)).not.toContain(caseId);
    expect((await me2.call('AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: xihuCases[0].Id })).status).toBe(403);

    // the officer’s colleagues in the person picker: with their department and position
    const picked = await me2.ok('BA_User/GetBA_UserByAreaCode', { Areacode: '330105', ...page });
    const feng = picked.find((p: { FullName: string }) => p.FullName === '冯立新');
    expect(feng).toMatchObject({ DeptName: '餐饮服务监管科', PosName: '执法人员' });
  });

  it('the demo authorities have officers with departments and positions: the 西湖区 picker offers real colleagues', async () => {
    const picked = await xihu.ok('BA_User/GetBA_UserByAreaCode', { Areacode: '330106', ...page });
    expect(picked.length).toBeGreaterThanOrEqual(3);
    for (const p of picked) {
      expect(p.DeptName, p.FullName).not.toBe('');
      expect(p.PosName, p.FullName).not.toBe('');
    }
    expect(picked.map((p: { FullName: string }) => p.FullName)).toContain('李明');
    const depts = await xihu.ok('BA_Department/GetBA_DepartmentByAreaCode', { Areacode: '330106', ...page });
    expect(depts.length).toBeGreaterThanOrEqual(2);
    const above = await xihu.ok('BA_User/GetBA_UserByAreaCode', { Areacode: '3301', ...page });
    expect(above.map((p: { FullName: string }) => p.FullName)).toContain('钱涛');
    expect(above.every((p: { DeptName: string }) => p.DeptName !== '')).toBe(true);
  });
});
