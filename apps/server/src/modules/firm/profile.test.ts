import { CONTACT_PHONE_MESSAGE, MSG, PROFILE_MSG, type TFirmProfile } from '@shanlian/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERVISION_ORGS } from '../../seed/areas.js';
import { ORGS, seedProfiles } from '../../seed/profile-seed.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient, tinyPng } from '../../test/helper.js';
import { users } from '../iam/iam.tables.js';
import { firms } from './firm.tables.js';

async function upload(t: TestApp, client: TestClient, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('NodeType', '51');
  form.append('ModuleType', '3');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: client.cookie as string }, body: form });
  const body = (await res.json()) as { Data: { Id: string }[] };
  expect(res.status).toBe(200);
  return body.Data[0]?.Id as string;
}

const phoneOf = (role: string, nth = 0) => DEMO_ACCOUNTS.filter((a) => a.role === role)[nth]?.phone as string;

describe.each(BACKENDS)('business profile and person picker on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let firmId: string;
  let otherBuyer: TestClient;
  let otherFirmId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await seedProfiles(t.database.db, t.deps, { now: t.clock.now() });
    buyer = await t.asBuyer();
    firmId = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    otherBuyer = await t.client().login(phoneOf('buyer', 1));
    otherFirmId = (await otherBuyer.ok('Account/GetCurrentUser', {})).FirmId;
  });
  afterAll(() => t?.close());

  const profileOf = (c: TestClient, id: string): Promise<TFirmProfile> => c.ok('Firm/GetFirmById', { Id: id });
  const save = (c: TestClient, info: Record<string, unknown>, Tab?: 'basic' | 'personnel') =>
    c.call('Firm/UpdateFirmUser', { EN_FirmuserInfo: info, ...(Tab ? { Tab } : {}) } as never);

  it('seeds idempotently: a second run adds nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    expect(await seedProfiles(t.database.db, t.deps, { now: t.clock.now() })).toEqual({ profiles: 0, staff: 0 });
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual(before);
    const buyers = await t.database.db.select().from(firms).where(eq(firms.type, 'buyer'));
    for (const f of buyers) {
      expect(f.licenseNumber).toMatch(/^JY\d{14}$/);
      expect(f.legalRepresentative).not.toBe('');
      expect(f.imageFileId).toBeTruthy();
      const staff = await t.database.db.select().from(users).where(eq(users.firmId, f.id));
      expect(staff.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('asks a visitor to log in', async () => {
    const v = t.client();
    for (const [name, body] of [
      ['Firm/GetFirmById', { Id: firmId }],
      ['Firm/UpdateFirmUser', { EN_FirmuserInfo: { Name: 'x' } }],
      ['EN_Firmuser/GetFirmUserList', {}],
      ['EN_Firmuser/GetFirmDepartmentList', {}],
      ['EN_Firmuser/GetFirmPositionList', {}],
    ] as const) {
      const r = await v.raw(name, body);
      expect(r.status, name).toBe(401);
      expect(r.body.Message).toBe(MSG.loginRequired);
    }
  });

  it("reads the demo buyer's complete profile", async () => {
    const p = await profileOf(buyer, firmId);
    expect(p).toMatchObject({
      Id: firmId,
      Name: '阳光实验小学食堂',
      AreaCode: '330106',
      AreaName: '浙江省杭州市西湖区',
      OrgName: '杭州市西湖区教育局',
      FirmTypeName: '学校食堂',
      PubFirmTypeName: '学校食堂',
      FirmCapitalTypeName: '企业',
      QuantifiedGrade: 'A',
      LicenseNumber: 'JY33301060012841',
      FirmCreatedTime: 1998,
      PostCode: '310012',
      Manager: '周建平',
      ManagerPhones: '13900000001',
      FoodSafetyAdmin: '何俊',
      DinersCount: 1650,
    });
    expect(p.USCCode).toHaveLength(18);
    expect(p.FirmStandardNumber).toBe(p.USCCode);
    expect(p.Longitude).toBeCloseTo(120.0987, 4);
    expect(p.FirmImageUrl).toBe(`/v1/File/Download/${p.FirmImage}`);
    expect((await fetch(`${t.baseUrl}${p.FirmImageUrl}`)).status).toBe(200);
  });

  it("names the business type from the firm's kind", async () => {
    const supplier = await t.asSupplier();
    const sid = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    expect((await profileOf(supplier, sid)).FirmTypeName).toBe('供应商');
    const [kitchen] = await t.database.db.select().from(firms).where(eq(firms.name, '杭州学苑中央厨房有限公司'));
    const staff = await t.client().login(
      (
        await t.database.db
          .select()
          .from(users)
          .where(eq(users.firmId, kitchen?.id as string))
      )[0]?.phone as string,
    );
    const k = await profileOf(staff, kitchen?.id as string);
    expect(k.FirmTypeName).toBe('中央厨房');
    expect(k.OrgName).toBe('杭州市西湖区市场监督管理局');
    const supervisor = await t.client().login(phoneOf('supervisor'));
    const own = (await supervisor.ok('Account/GetCurrentUser', {})).FirmId;
    expect((await profileOf(supervisor, own)).FirmTypeName).toBe('其他');
  });

  it("refuses another firm's profile (403) and an unknown one (404)", async () => {
    const other = await buyer.call('Firm/GetFirmById', { Id: otherFirmId });
    expect(other.status).toBe(403);
    expect(other.body.Message).toBe(PROFILE_MSG.notOwnFirm);
    expect((await (await t.asSupplier()).call('Firm/GetFirmById', { Id: firmId })).status).toBe(403);
    const unknown = await buyer.call('Firm/GetFirmById', { Id: '00000000-0000-7000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe(PROFILE_MSG.firmNotFound);
    const none = await buyer.call('Firm/GetFirmById', {} as never);
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('请提供Id');
  });

  it('lists the public business types in order, searchable, without login', async () => {
    const all = await t.client().ok('Firm/GetPubFirmTypeList', {});
    expect(all.map((x: { Name: string }) => x.Name)).toEqual([
      '学校食堂',
      '中央厨房',
      '托幼机构食堂',
      '机关企事业单位食堂',
      '养老机构食堂',
      '集体用餐配送单位',
      '餐饮服务',
      '食品销售',
    ]);
    const canteens = await t.client().ok('Firm/GetPubFirmTypeList', { SearchName: '食堂' });
    expect(canteens.map((x: { Name: string }) => x.Name)).toEqual(['学校食堂', '托幼机构食堂', '机关企事业单位食堂', '养老机构食堂']);
    expect(await t.client().ok('Firm/GetPubFirmTypeList', { Id: all[1].Id })).toEqual([all[1]]);
    // The specification's extra fields are accepted and ignored.
    expect(await t.client().ok('Firm/GetPubFirmTypeList', { SearchName: '', Token: '', ApiUrl: '', NodeAreaCode: '' } as never)).toHaveLength(8);
    const long = await t.client().call('Firm/GetPubFirmTypeList', { SearchName: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe(PROFILE_MSG.searchTooLong);
  });

  it('pages the organisations of an area, by code prefix', async () => {
    const r = await t.client().call('Firm/GetOrgByAreaCode', { Code: '330106', PagerInfo: { PageIndex: 1, PageSize: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(3);
    expect(r.body.PagerInfo).toEqual({ PageIndex: 1, PageSize: 3, RowCount: 4 });
    const page2 = await t.client().call('Firm/GetOrgByAreaCode', { Code: '330106', PagerInfo: { PageIndex: 2, PageSize: 3 } });
    const names = [...r.body.Data, ...page2.body.Data].map((o: { Name: string; AreaCode: string }) => {
      expect(o.AreaCode).toBe('330106');
      return o.Name;
    });
    expect(names.sort()).toEqual(['杭州市西湖区卫生健康局', '杭州市西湖区市场监督管理局', '杭州市西湖区教育局', '杭州市西湖区疾病预防控制中心'].sort());
    const city = await t.client().call('Firm/GetOrgByAreaCode', { Code: '3301', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    // the 西湖区 organisations and every market-supervision bureau of the city (the 西湖区 one is among both)
    expect(city.body.PagerInfo.RowCount).toBe(new Set([...ORGS, ...SUPERVISION_ORGS].map((o) => o.name)).size);
    expect((await t.client().call('Firm/GetOrgByAreaCode', { Code: '110101' })).body.Data).toEqual([]);
    const missing = await t.client().call('Firm/GetOrgByAreaCode', {} as never);
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe(PROFILE_MSG.enterAreaCode);
    const wrong = await t.client().call('Firm/GetOrgByAreaCode', { Code: '33%' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe(PROFILE_MSG.areaCodeFormat);
  });

  it('saves the basic tab alone and leaves the personnel tab untouched', async () => {
    const c = await t.asBuyer();
    const before = await profileOf(c, firmId);
    const types = await c.ok('Firm/GetPubFirmTypeList', {});
    const r = await save(
      c,
      {
        ...before,
        QuantifiedGrade: 'B',
        RegisteredCapital: '200万元',
        FirmCreatedTime: 2001,
        PhoneNumber: '0571-88861299',
        PostCode: '310013',
        Email: 'canteen@ygsy.edu.cn',
        FactoryArea: 1900.5,
        Longitude: 120.1,
        Latitude: 30.3,
        PubFirmTypeId: types[1].Id,
        // personnel fields sent along are not this tab's: ignored
        Manager: '不应保存',
        StaffCount: 999,
      },
      'basic',
    );
    expect(r.status).toBe(200);
    const after = await profileOf(c, firmId);
    expect(r.body.Data).toEqual(after);
    expect(after).toMatchObject({
      QuantifiedGrade: 'B',
      RegisteredCapital: '200万元',
      FirmCreatedTime: 2001,
      PhoneNumber: '0571-88861299',
      PostCode: '310013',
      Email: 'canteen@ygsy.edu.cn',
      FactoryArea: 1900.5,
      Longitude: 120.1,
      Latitude: 30.3,
      PubFirmTypeName: '中央厨房',
      FirmTypeName: '中央厨房',
    });
    for (const k of [
      'LegalRepresentative',
      'LegalRepresentativePhones',
      'Manager',
      'ManagerPhones',
      'FoodSafetyDirector',
      'FoodSafetyAdmin',
      'StaffCount',
      'QcCount',
      'DinersCount',
    ] as const) {
      expect(after[k], k).toEqual(before[k]);
    }
    // Put the business type back for the other tests.
    await save(c, { PubFirmTypeId: types[0].Id }, 'basic');
  });

  it('saves the personnel tab alone and leaves the basic tab untouched', async () => {
    const c = await t.asBuyer();
    const before = await profileOf(c, firmId);
    const r = await save(
      c,
      {
        LegalRepresentative: '陈振国',
        LegalRepresentativePhones: '13957109999',
        Manager: '吴海涛',
        ManagerPhones: '13900000002',
        FoodSafetyDirector: '林晓峰',
        FoodSafetyAdmin: '郑晓敏',
        StaffCount: 30,
        QcCount: 3,
        DinersCount: 1700,
        Name: '不应保存',
        PostCode: '000000',
      },
      'personnel',
    );
    expect(r.status).toBe(200);
    const after = await profileOf(c, firmId);
    expect(after).toMatchObject({
      LegalRepresentative: '陈振国',
      Manager: '吴海涛',
      ManagerPhones: '13900000002',
      StaffCount: 30,
      QcCount: 3,
      DinersCount: 1700,
    });
    expect(after.Name).toBe(before.Name);
    expect(after.PostCode).toBe(before.PostCode);
    expect(after.QuantifiedGrade).toBe(before.QuantifiedGrade);
  });

  it('writes only the fields present when no tab is named, and clears with null or empty', async () => {
    const c = await t.asBuyer();
    const before = await profileOf(c, firmId);
    const r = await save(c, { Fax: '', QcCount: null, QuantifiedGrade: [] });
    expect(r.status).toBe(200);
    const after = await profileOf(c, firmId);
    expect(after).toEqual({ ...before, Fax: '', QcCount: null, QuantifiedGrade: null });
    await save(c, { QuantifiedGrade: ['a'], Fax: '0571-88861235', QcCount: 2 });
    expect(await profileOf(c, firmId)).toEqual({ ...before, QuantifiedGrade: 'A', Fax: '0571-88861235', QcCount: 2 });
    // The whole profile sent back unchanged is a valid save.
    expect((await save(c, { ...before, QuantifiedGrade: 'A', Fax: '0571-88861235', QcCount: 2 })).status).toBe(200);
  });

  it.each([
    [{ Name: '' }, MSG.enterFirmName],
    [{ Name: '名'.repeat(101) }, PROFILE_MSG.firmNameTooLong],
    [{ LicenseNumber: 'J'.repeat(51) }, PROFILE_MSG.licenseNumberTooLong],
    [{ QuantifiedGrade: ['A', 'B'] }, PROFILE_MSG.gradeOne],
    [{ QuantifiedGrade: 'D' }, PROFILE_MSG.gradeInvalid],
    [{ QuantifiedGrade: 1 }, PROFILE_MSG.gradeInvalid],
    [{ RegisteredCapital: '9'.repeat(31) }, PROFILE_MSG.registeredCapitalTooLong],
    [{ FirmCreatedTime: 1899 }, PROFILE_MSG.foundedYear],
    [{ FirmCreatedTime: 2000.5 }, PROFILE_MSG.foundedYear],
    [{ FirmCreatedTime: '1998' }, PROFILE_MSG.foundedYear],
    [{ ContactName: '名'.repeat(31) }, PROFILE_MSG.contactNameTooLong],
    [{ PhoneNumber: '12345' }, `联系电话：${CONTACT_PHONE_MESSAGE}`],
    [{ PhoneNumber: '0571-888612' }, `联系电话：${CONTACT_PHONE_MESSAGE}`],
    [{ LegalRepresentativePhones: '139571012345' }, `法定代表人电话：${CONTACT_PHONE_MESSAGE}`],
    [{ LegalRepresentativePhones: '1395710abcd' }, `法定代表人电话：${CONTACT_PHONE_MESSAGE}`],
    [{ ManagerPhones: '139000000011' }, `负责人电话：${CONTACT_PHONE_MESSAGE}`],
    [{ PostCode: '31001' }, PROFILE_MSG.postCode],
    [{ PostCode: '3100120' }, PROFILE_MSG.postCode],
    [{ Fax: '传真' }, PROFILE_MSG.fax],
    [{ Email: 'not-an-email' }, PROFILE_MSG.email],
    [{ Address: '址'.repeat(201) }, PROFILE_MSG.addressTooLong],
    [{ FactoryArea: -1 }, PROFILE_MSG.factoryArea],
    [{ FactoryBuildingArea: -0.5 }, PROFILE_MSG.buildingArea],
    [{ Longitude: 180.01 }, PROFILE_MSG.longitude],
    [{ Longitude: -181 }, PROFILE_MSG.longitude],
    [{ Latitude: 90.5 }, PROFILE_MSG.latitude],
    [{ Latitude: -91 }, PROFILE_MSG.latitude],
    [{ LegalRepresentative: '名'.repeat(31) }, PROFILE_MSG.personNameTooLong('法定代表人')],
    [{ Manager: '名'.repeat(31) }, PROFILE_MSG.personNameTooLong('负责人')],
    [{ FoodSafetyDirector: '名'.repeat(31) }, PROFILE_MSG.personNameTooLong('食品安全总监')],
    [{ FoodSafetyAdmin: '名'.repeat(31) }, PROFILE_MSG.personNameTooLong('食品安全员')],
    [{ StaffCount: -1 }, PROFILE_MSG.count('从业人员数')],
    [{ QcCount: 1.5 }, PROFILE_MSG.count('质检人员数')],
    [{ DinersCount: 'many' }, PROFILE_MSG.count('就餐人数')],
  ])('refuses %j with its message', async (info, message) => {
    const before = await profileOf(buyer, firmId);
    const r = await save(buyer, info);
    expect(r.status).toBe(400);
    expect(r.body.IsSuccess).toBe(false);
    expect(r.body.Message).toBe(message);
    expect(await profileOf(buyer, firmId)).toEqual(before);
  });

  it.each(['0571-88861234', '057188861234', '0571-88861234-8001', '010 62345678', '13800000001'])(
    'keeps the contact phone %s exactly as typed, on every phone field',
    async (phone) => {
      const r = await save(otherBuyer, { PhoneNumber: phone, LegalRepresentativePhones: phone, ManagerPhones: phone });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const after = await profileOf(otherBuyer, otherFirmId);
      expect(after).toMatchObject({ PhoneNumber: phone, LegalRepresentativePhones: phone, ManagerPhones: phone });
    },
  );

  it('refuses a founding year after this year, on the server clock', async () => {
    const year = Number(new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 4));
    expect((await save(buyer, { FirmCreatedTime: year })).status).toBe(200);
    const next = await save(buyer, { FirmCreatedTime: year + 1 });
    expect(next.status).toBe(400);
    expect(next.body.Message).toBe(PROFILE_MSG.foundedYear);
    await save(buyer, { FirmCreatedTime: 1998 });
  });

  it('refuses an unknown public business type and a missing tab name', async () => {
    const pub = await save(buyer, { PubFirmTypeId: 'no-such-type' });
    expect(pub.status).toBe(400);
    expect(pub.body.Message).toBe(PROFILE_MSG.pubFirmTypeNotFound);
    const tab = await buyer.call('Firm/UpdateFirmUser', { EN_FirmuserInfo: {}, Tab: 'other' } as never);
    expect(tab.status).toBe(400);
    expect(tab.body.Message).toBe(PROFILE_MSG.tabInvalid);
  });

  it('refuses a changed read-only field and accepts it unchanged', async () => {
    const p = await profileOf(buyer, firmId);
    for (const [field, value, label] of [
      ['USCCode', '91330106MA2KR8TL6X', '统一社会信用代码'],
      ['FirmStandardNumber', '91330106MA2KR8TL6X', '统一社会信用代码'],
      ['AreaName', '浙江省杭州市上城区', '所属区域'],
      ['AreaCode', '330102', '所属区域'],
      ['OrgName', '别的机构', '所属机构'],
      ['OrgId', 'other-org', '所属机构'],
      ['FirmTypeName', '供应商', '业态类型'],
      ['FirmCapitalTypeName', '个体', '经营类别'],
    ] as const) {
      const r = await save(buyer, { [field]: value });
      expect(r.status, field).toBe(400);
      expect(r.body.Message).toBe(PROFILE_MSG.readOnly(label));
      expect((await save(buyer, { [field]: p[field] })).status, field).toBe(200);
    }
    expect(await profileOf(buyer, firmId)).toEqual(p);
  });

  it("refuses to save another firm's profile (403), and a firm that is neither buyer nor supplier", async () => {
    const before = await t.database.db.select().from(firms).where(eq(firms.id, otherFirmId));
    const r = await save(buyer, { Id: otherFirmId, Name: '被篡改的名称' });
    expect(r.status).toBe(403);
    expect(r.body.Message).toBe(PROFILE_MSG.notOwnFirm);
    expect(await t.database.db.select().from(firms).where(eq(firms.id, otherFirmId))).toEqual(before);
    const supervisor = await t.client().login(phoneOf('supervisor'));
    const s = await save(supervisor, { Name: '改名' });
    expect(s.status).toBe(403);
    // a supervisor holds no firm-profile permission: the registrar refuses before the service
    expect(s.body.Message).toBe(MSG.noPermission);
    // A supplier keeps its own profile.
    const supplier = await t.asSupplier();
    const ok = await save(supplier, { QuantifiedGrade: 'A', Manager: '陈建国' });
    expect(ok.status).toBe(200);
    expect(ok.body.Data).toMatchObject({ QuantifiedGrade: 'A', Manager: '陈建国', FirmTypeName: '供应商' });
  });

  it('takes a photo the firm uploaded, and nothing else', async () => {
    const id = await upload(t, buyer, '门头照.png', tinyPng());
    const r = await save(buyer, { FirmImage: id }, 'basic');
    expect(r.status).toBe(200);
    expect(r.body.Data.FirmImage).toBe(id);
    expect(r.body.Data.FirmImageUrl).toBe(`/v1/File/Download/${id}`);
    // saving the same photo again is fine
    expect((await save(buyer, { FirmImage: id })).status).toBe(200);

    const missing = await save(buyer, { FirmImage: '00000000-0000-7000-8000-000000000000' });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe(MSG.fileNotFound);
    const tooLong = await save(buyer, { FirmImage: 'x'.repeat(65) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.Message).toBe(PROFILE_MSG.imageNotFound);
    const othersPhoto = await upload(t, otherBuyer, 'other.png', tinyPng());
    const theirs = await save(buyer, { FirmImage: othersPhoto });
    expect(theirs.status).toBe(403);
    expect(theirs.body.Message).toBe(MSG.fileNotOwn);
    const pdf = await upload(t, buyer, 'invoice.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const notImage = await save(buyer, { FirmImage: pdf });
    expect(notImage.status).toBe(400);
    expect(notImage.body.Message).toBe(MSG.fileImageOnly('单位照片'));
    expect((await profileOf(buyer, firmId)).FirmImage).toBe(id);
  });

  it("lists the caller's own staff in the person picker, searchable and filtered", async () => {
    const all = await buyer.call('EN_Firmuser/GetFirmUserList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(all.status).toBe(200);
    const names = all.body.Data.map((u: { FullName: string }) => u.FullName);
    expect(names.sort()).toEqual(['王丽华', '周建平', '吴海涛', '郑晓敏', '冯桂芳', '何俊'].sort());
    expect(all.body.PagerInfo.RowCount).toBe(6);
    const zhou = all.body.Data.find((u: { FullName: string }) => u.FullName === '周建平');
    expect(zhou).toMatchObject({ Gender: '男', MobileNumber: '139****0001', PosName: '食堂主任', DeptName: '食堂' });
    expect(zhou.ContactAddress).toMatch(/^浙江省杭州市西湖区.+室$/);

    const page = await buyer.call('EN_Firmuser/GetFirmUserList', { PagerInfo: { PageIndex: 2, PageSize: 4 } });
    expect(page.body.Data).toHaveLength(2);
    expect(page.body.PagerInfo).toEqual({ PageIndex: 2, PageSize: 4, RowCount: 6 });

    const search = await buyer.ok('EN_Firmuser/GetFirmUserList', { SearchName: '周' });
    expect(search.map((u: { FullName: string }) => u.FullName)).toEqual(['周建平']);
    const byPhone = await buyer.ok('EN_Firmuser/GetFirmUserList', { SearchName: '13900000005' });
    expect(byPhone.map((u: { FullName: string }) => u.FullName)).toEqual(['何俊']);
    const depIds = new Map<string, string>((await buyer.ok('EN_Firmuser/GetFirmDepartmentList', {})).map((d: { Id: string; Name: string }) => [d.Name, d.Id]));
    const posIds = new Map<string, string>((await buyer.ok('EN_Firmuser/GetFirmPositionList', {})).map((d: { Id: string; Name: string }) => [d.Name, d.Id]));
    const dept = await buyer.ok('EN_Firmuser/GetFirmUserList', { DepId: depIds.get('后勤处') });
    expect(dept.map((u: { FullName: string }) => u.FullName).sort()).toEqual(['王丽华', '郑晓敏', '何俊'].sort());
    const pos = await buyer.ok('EN_Firmuser/GetFirmUserList', { DepId: depIds.get('食堂'), PosId: posIds.get('厨师长') });
    expect(pos.map((u: { FullName: string }) => u.FullName)).toEqual(['吴海涛']);
    expect(await buyer.ok('EN_Firmuser/GetFirmUserList', { SearchName: '%' })).toEqual([]);

    // Another firm's staff never show, even searched by name or phone.
    const other = await otherBuyer.ok('EN_Firmuser/GetFirmUserList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(other.length).toBeGreaterThanOrEqual(5);
    expect(other.map((u: { FullName: string }) => u.FullName)).not.toContain('周建平');
    expect(await otherBuyer.ok('EN_Firmuser/GetFirmUserList', { SearchName: '13900000001' })).toEqual([]);
    const long = await buyer.call('EN_Firmuser/GetFirmUserList', { SearchName: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe(PROFILE_MSG.searchTooLong);
  });

  it("lists the departments and positions of the caller's firm for the picker's filters", async () => {
    const deps = await buyer.ok('EN_Firmuser/GetFirmDepartmentList', {});
    expect(deps.map((d: { Name: string }) => d.Name).sort()).toEqual(['后勤处', '食堂'].sort());
    for (const d of deps) expect(d.Id).toMatch(/^[0-9a-f-]{36}$/);
    const positions = await buyer.ok('EN_Firmuser/GetFirmPositionList', {});
    expect(positions.map((d: { Name: string }) => d.Name).sort()).toEqual(['食堂主任', '厨师长', '采购员', '保管员', '食品安全管理员', '后勤主任'].sort());
    const theirs = await otherBuyer.ok('EN_Firmuser/GetFirmDepartmentList', {});
    expect(theirs.map((d: { Name: string }) => d.Name).sort()).toEqual(['总务处', '食堂'].sort());
  });

  it('lets seeded staff log in with the demo password', async () => {
    const staff = await t.client().login('13900000002');
    const me = await staff.ok('Account/GetCurrentUser', {});
    expect(me.FullName).toBe('吴海涛');
    expect(me.FirmId).toBe(firmId);
  });
});
