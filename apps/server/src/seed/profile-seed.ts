import type { Duty } from '@shanlian/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { firms, orgs, pubFirmTypes } from '../modules/firm/firm.tables.js';
import { grantSystemRole } from '../modules/iam/grants.js';
import { areas, firmDepartments, firmPositions, users } from '../modules/iam/iam.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { hashPassword } from '../platform/passwords.js';
import { AREAS, fullAreaName, parentCodeOf, SUPERVISION_ORGS } from './areas.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { firmImageSvg } from './images.js';
import { Rng } from './rng.js';

const DAY = 86_400_000;
const AREA_CODE = '330106';

/** Public business types (公共业态), in the order the profile's radios show them. */
export const PUB_FIRM_TYPES = [
  '学校食堂',
  '中央厨房',
  '托幼机构食堂',
  '机关企事业单位食堂',
  '养老机构食堂',
  '集体用餐配送单位',
  '餐饮服务',
  '食品销售',
] as const;

/** Organisations of the demo area (西湖区) and its city. */
export const ORGS: { name: string; areaCode: string }[] = [
  { name: '杭州市西湖区市场监督管理局', areaCode: AREA_CODE },
  { name: '杭州市西湖区教育局', areaCode: AREA_CODE },
  { name: '杭州市西湖区卫生健康局', areaCode: AREA_CODE },
  { name: '杭州市西湖区疾病预防控制中心', areaCode: AREA_CODE },
];

type Pub = (typeof PUB_FIRM_TYPES)[number];
type Org = '杭州市西湖区市场监督管理局' | '杭州市西湖区教育局';
type Staff = { fullName: string; gender: '男' | '女'; position: string; department: string };

interface BuyerProfile {
  pub: Pub;
  org: Org;
  licenseNumber: string;
  grade: 'A' | 'B' | 'C';
  capitalType: 'individual' | 'enterprise';
  registeredCapital: string;
  foundedYear: number;
  phoneNumber: string;
  postCode: string;
  fax: string;
  email: string;
  factoryArea: number;
  buildingArea: number;
  longitude: number;
  latitude: number;
  legalRepresentative: string;
  legalRepresentativePhone: string;
  /** 分管食堂的负责人 (a vice principal or deputy manager). */
  foodSafetyDirector: string;
  staffCount: number;
  qcCount: number;
  dinersCount: number;
  /** The staff in the picker; the first is the canteen manager, the food-safety administrator is marked. */
  staff: Staff[];
}

const S = (fullName: string, gender: '男' | '女', position: string, department: string): Staff => ({ fullName, gender, position, department });

/** Profiles of the demo buyers, by firm name (catalogue-data BUYERS); the demo buyer first. */
const PROFILES: Record<string, BuyerProfile> = {
  阳光实验小学食堂: {
    pub: '学校食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060012841',
    grade: 'A',
    capitalType: 'enterprise',
    registeredCapital: '180万元',
    foundedYear: 1998,
    phoneNumber: '0571-88861234',
    postCode: '310012',
    fax: '0571-88861235',
    email: 'ygsy_st@xhedu.cn',
    factoryArea: 1850,
    buildingArea: 1260,
    longitude: 120.0987,
    latitude: 30.2903,
    legalRepresentative: '陈振华',
    legalRepresentativePhone: '13957101268',
    foodSafetyDirector: '林晓峰',
    staffCount: 28,
    qcCount: 2,
    dinersCount: 1650,
    staff: [
      S('周建平', '男', '食堂主任', '食堂'),
      S('吴海涛', '男', '厨师长', '食堂'),
      S('郑晓敏', '女', '采购员', '后勤处'),
      S('冯桂芳', '女', '保管员', '食堂'),
      S('何俊', '男', '食品安全管理员', '后勤处'),
    ],
  },
  西湖区文苑小学食堂: {
    pub: '学校食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060013527',
    grade: 'A',
    capitalType: 'enterprise',
    registeredCapital: '120万元',
    foundedYear: 2003,
    phoneNumber: '0571-88213467',
    postCode: '310013',
    fax: '0571-88213468',
    email: 'wyxx_hq@xhedu.cn',
    factoryArea: 1320,
    buildingArea: 940,
    longitude: 120.1165,
    latitude: 30.2862,
    legalRepresentative: '沈丽君',
    legalRepresentativePhone: '13957102375',
    foodSafetyDirector: '蒋伟明',
    staffCount: 19,
    qcCount: 1,
    dinersCount: 1120,
    staff: [
      S('张红梅', '女', '食堂主任', '食堂'),
      S('王德胜', '男', '厨师长', '食堂'),
      S('李志刚', '男', '采购员', '总务处'),
      S('韩秀英', '女', '保管员', '食堂'),
      S('曹静', '女', '食品安全管理员', '总务处'),
      S('邱明辉', '男', '营养配餐员', '食堂'),
    ],
  },
  杭州市之江实验中学食堂: {
    pub: '学校食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060015106',
    grade: 'B',
    capitalType: 'enterprise',
    registeredCapital: '260万元',
    foundedYear: 2008,
    phoneNumber: '0571-87096512',
    postCode: '310024',
    fax: '0571-87096513',
    email: 'zjsyzx_st@xhedu.cn',
    factoryArea: 2600,
    buildingArea: 1980,
    longitude: 120.0842,
    latitude: 30.1567,
    legalRepresentative: '徐国强',
    legalRepresentativePhone: '13957103482',
    foodSafetyDirector: '潘建新',
    staffCount: 36,
    qcCount: 3,
    dinersCount: 2380,
    staff: [
      S('刘志强', '男', '食堂主任', '食堂'),
      S('骆永福', '男', '厨师长', '食堂'),
      S('应彩霞', '女', '采购员', '后勤服务中心'),
      S('楼建军', '男', '保管员', '食堂'),
    ],
  },
  西湖区蒋村幼儿园: {
    pub: '托幼机构食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060016274',
    grade: 'A',
    capitalType: 'enterprise',
    registeredCapital: '60万元',
    foundedYear: 2012,
    phoneNumber: '0571-85271936',
    postCode: '310030',
    fax: '0571-85271937',
    email: 'jcyey@xhedu.cn',
    factoryArea: 420,
    buildingArea: 310,
    longitude: 120.0765,
    latitude: 30.2748,
    legalRepresentative: '俞佳慧',
    legalRepresentativePhone: '13957104519',
    foodSafetyDirector: '金晓岚',
    staffCount: 8,
    qcCount: 1,
    dinersCount: 360,
    staff: [
      S('许静', '女', '食堂主任', '后勤组'),
      S('方国平', '男', '厨师长', '食堂'),
      S('唐美娟', '女', '保管员', '食堂'),
      S('汪丽萍', '女', '食品安全管理员', '保健室'),
      S('蔡小红', '女', '营养配餐员', '保健室'),
    ],
  },
  杭州市紫金港中学食堂: {
    pub: '学校食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060017933',
    grade: 'B',
    capitalType: 'enterprise',
    registeredCapital: '200万元',
    foundedYear: 2010,
    phoneNumber: '0571-89712485',
    postCode: '310030',
    fax: '0571-89712486',
    email: 'zjgzx_st@xhedu.cn',
    factoryArea: 2150,
    buildingArea: 1540,
    longitude: 120.0703,
    latitude: 30.3021,
    legalRepresentative: '褚立新',
    legalRepresentativePhone: '13957105627',
    foodSafetyDirector: '孔德海',
    staffCount: 31,
    qcCount: 2,
    dinersCount: 1980,
    staff: [
      S('杨建华', '男', '食堂主任', '食堂'),
      S('严国良', '男', '厨师长', '食堂'),
      S('施丽芬', '女', '采购员', '后勤处'),
      S('董春燕', '女', '保管员', '食堂'),
      S('范志勇', '男', '食品安全管理员', '后勤处'),
      S('姚海燕', '女', '营养配餐员', '食堂'),
    ],
  },
  西湖区蓝天双语幼儿园: {
    pub: '托幼机构食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060018462',
    grade: 'A',
    capitalType: 'individual',
    registeredCapital: '50万元',
    foundedYear: 2015,
    phoneNumber: '0571-88950172',
    postCode: '310012',
    fax: '0571-88950173',
    email: 'ltsy_yey@163.com',
    factoryArea: 380,
    buildingArea: 260,
    longitude: 120.1248,
    latitude: 30.2775,
    legalRepresentative: '朱晓燕',
    legalRepresentativePhone: '13957106734',
    foodSafetyDirector: '朱晓燕',
    staffCount: 6,
    qcCount: 1,
    dinersCount: 280,
    staff: [
      S('卢慧敏', '女', '食堂主任', '后勤组'),
      S('陆国华', '男', '厨师长', '食堂'),
      S('宋雅琴', '女', '采购员', '后勤组'),
      S('贺玲', '女', '食品安全管理员', '保健室'),
    ],
  },
  西湖区留下小学食堂: {
    pub: '学校食堂',
    org: '杭州市西湖区教育局',
    licenseNumber: 'JY33301060019385',
    grade: 'B',
    capitalType: 'enterprise',
    registeredCapital: '90万元',
    foundedYear: 1995,
    phoneNumber: '0571-85225608',
    postCode: '310023',
    fax: '0571-85225609',
    email: 'lxxx_st@xhedu.cn',
    factoryArea: 980,
    buildingArea: 720,
    longitude: 120.0489,
    latitude: 30.2423,
    legalRepresentative: '袁海军',
    legalRepresentativePhone: '13957107841',
    foodSafetyDirector: '盛文杰',
    staffCount: 14,
    qcCount: 1,
    dinersCount: 860,
    staff: [
      S('钱伟', '男', '食堂主任', '总务处'),
      S('孙建明', '男', '厨师长', '食堂'),
      S('胡美玲', '女', '采购员', '总务处'),
      S('黄秀兰', '女', '保管员', '食堂'),
      S('邵晨', '男', '食品安全管理员', '总务处'),
    ],
  },
  杭州学苑中央厨房有限公司: {
    pub: '中央厨房',
    org: '杭州市西湖区市场监督管理局',
    licenseNumber: 'JY23301060020117',
    grade: 'A',
    capitalType: 'enterprise',
    registeredCapital: '1200万元',
    foundedYear: 2016,
    phoneNumber: '0571-86701258',
    postCode: '310024',
    fax: '0571-86701259',
    email: 'service@xueyuan-ck.com',
    factoryArea: 6800,
    buildingArea: 5200,
    longitude: 120.1324,
    latitude: 30.1482,
    legalRepresentative: '马国庆',
    legalRepresentativePhone: '13957108956',
    foodSafetyDirector: '赵文斌',
    staffCount: 86,
    qcCount: 6,
    dinersCount: 12000,
    staff: [
      S('高志远', '男', '生产经理', '生产部'),
      S('罗永刚', '男', '厨师长', '生产部'),
      S('梁晓丽', '女', '采购员', '采购部'),
      S('谢春生', '男', '保管员', '仓储部'),
      S('唐立群', '女', '食品安全管理员', '质量安全部'),
      S('秦文杰', '男', '配送调度员', '配送部'),
    ],
  },
};

/** The demo accounts' own profile fields in the picker. */
const DEMO_STAFF: Record<string, Omit<Staff, 'fullName'> & { contactAddress: string }> = {
  '13800000001': { gender: '女', position: '后勤主任', department: '后勤处', contactAddress: '浙江省杭州市西湖区文一西路嘉绿苑12幢2单元301室' },
  '13800000005': { gender: '男', position: '后勤主任', department: '总务处', contactAddress: '浙江省杭州市西湖区文苑路文鼎苑6幢1单元502室' },
};

const COMMUNITIES = [
  '嘉绿苑',
  '文鼎苑',
  '翠苑一区',
  '古荡新村',
  '西溪花园',
  '北景园',
  '蒋村花园',
  '象山公寓',
  '屏峰小区',
  '申花路南苑',
  '竞舟小区',
  '益乐新村',
];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '朱', '马', '胡', '郭', '林', '何', '高', '罗'];
const GIVEN: Record<'男' | '女', string[]> = {
  男: ['建国', '志强', '海涛', '国平', '明辉', '永刚', '伟', '俊杰', '晓东', '立新', '文斌', '德华'],
  女: ['丽华', '秀英', '美玲', '晓燕', '春梅', '静', '慧敏', '雅琴', '桂芳', '红霞', '玲', '佳慧'],
};

/** A plausible profile for a buyer firm that is not among the demo buyers (registered later, or grown). */
function generatedProfile(firm: typeof firms.$inferSelect, seq: number): BuyerProfile {
  const rng = new Rng(9001 + seq);
  const kitchen = firm.name.includes('中央厨房');
  const kindergarten = firm.name.includes('幼儿园');
  const name = (gender: '男' | '女') => `${rng.pick(SURNAMES)}${rng.pick(GIVEN[gender])}`;
  const gender = (): '男' | '女' => (rng.next() < 0.5 ? '男' : '女');
  const diners = kindergarten ? rng.int(150, 450) : kitchen ? rng.int(5000, 15000) : rng.int(600, 2500);
  const positions: [string, string][] = [
    ['食堂主任', '食堂'],
    ['厨师长', '食堂'],
    ['采购员', '后勤处'],
    ['保管员', '食堂'],
    ['食品安全管理员', '后勤处'],
    ['营养配餐员', '食堂'],
  ];
  const staff = positions.slice(0, 4 + (seq % 3)).map(([position, department]) => {
    const g = gender();
    return S(name(g), g, position, department);
  });
  return {
    pub: kitchen ? '中央厨房' : kindergarten ? '托幼机构食堂' : '学校食堂',
    org: kitchen ? '杭州市西湖区市场监督管理局' : '杭州市西湖区教育局',
    licenseNumber: `JY${kitchen ? 2 : 3}330106${String(30000 + seq * 37).padStart(6, '0')}${seq % 10}`,
    grade: rng.pick(['A', 'B', 'B', 'C'] as const),
    capitalType: 'enterprise',
    registeredCapital: `${rng.int(5, 30) * 10}万元`,
    foundedYear: rng.int(1990, 2020),
    phoneNumber: `0571-8${rng.int(1000000, 9999999)}`,
    postCode: rng.pick(['310012', '310013', '310023', '310024', '310030']),
    fax: '',
    email: '',
    factoryArea: rng.int(40, 300) * 10,
    buildingArea: rng.int(30, 200) * 10,
    longitude: Math.round((120.04 + rng.next() * 0.1) * 10000) / 10000,
    latitude: Math.round((30.15 + rng.next() * 0.15) * 10000) / 10000,
    legalRepresentative: name(gender()),
    legalRepresentativePhone: `1395710${String(rng.int(0, 9999)).padStart(4, '0')}`,
    foodSafetyDirector: name(gender()),
    staffCount: Math.max(6, Math.round(diners / 60)),
    qcCount: kitchen ? 4 : 1,
    dinersCount: diners,
    staff,
  };
}

/**
 * The business profiles of the demo market: public firm types, the area's organisations, a
 * complete profile for every buyer firm (the demo buyer first) and 4-6 staff per buyer for
 * the person picker (phones 1390000xxxx, the demo password). Idempotent: what exists is kept,
 * a profile is filled only while its licence number is empty.
 */
/** The lookups of the business profile (public firm types, organisations): reference data, seeded in production too. */
export async function seedProfileLookups(db: Db): Promise<void> {
  const haveAreas = new Set((await db.select({ code: areas.code }).from(areas)).map((r) => r.code));
  for (const [i, a] of AREAS.entries()) {
    if (!haveAreas.has(a.code))
      await db
        .insert(areas)
        .values({ code: a.code, name: a.name, fullName: fullAreaName(a.code), parentCode: parentCodeOf(a.code), level: a.code.length / 2, sort: i });
  }
  const haveTypes = new Set((await db.select({ name: pubFirmTypes.name }).from(pubFirmTypes)).map((r) => r.name));
  for (const [i, name] of PUB_FIRM_TYPES.entries()) {
    if (!haveTypes.has(name)) await db.insert(pubFirmTypes).values({ id: newId(), name, sort: i + 1 });
  }
  for (const o of [...ORGS, ...SUPERVISION_ORGS]) {
    const [have] = await db
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.name, o.name), eq(orgs.areaCode, o.areaCode)))
      .limit(1);
    if (!have) await db.insert(orgs).values({ id: newId(), name: o.name, areaCode: o.areaCode });
  }
}

export async function seedProfiles(db: Db, deps: Deps, opts: { now: Date }): Promise<{ profiles: number; staff: number }> {
  const { now } = opts;

  await seedProfileLookups(db);
  const typeIds = new Map((await db.select().from(pubFirmTypes)).map((r) => [r.name, r.id]));
  const orgIds = new Map((await db.select().from(orgs).where(eq(orgs.areaCode, AREA_CODE))).map((r) => [r.name, r.id]));

  const buyers = await db.select().from(firms).where(eq(firms.type, 'buyer')).orderBy(asc(firms.createdAt), asc(firms.id));
  const demoUsers = await db
    .select()
    .from(users)
    .where(inArray(users.phone, Object.keys(DEMO_STAFF)));
  for (const u of demoUsers) {
    const extra = DEMO_STAFF[u.phone];
    if (!extra || u.positionId) continue;
    const place = await placeOf(db, u.firmId, extra.department, extra.position);
    await db
      .update(users)
      .set({ gender: extra.gender, contactAddress: extra.contactAddress, ...place })
      .where(eq(users.id, u.id));
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let profiles = 0;
  let staffCount = 0;
  for (const [seq, firm] of buyers.entries()) {
    if (seq > 999) break; // the 1390000xxxx range holds a thousand firms' staff
    const p = PROFILES[firm.name] ?? generatedProfile(firm, seq);
    const rng = new Rng(7001 + seq);
    const staff = p.staff.map((s, k) => ({
      ...s,
      phone: `1390000${String(seq * 10 + k + 1).padStart(4, '0')}`,
      contactAddress: `${firm.areaName || '浙江省杭州市西湖区'}${rng.pick(COMMUNITIES)}${rng.int(1, 30)}幢${rng.int(1, 4)}单元${rng.int(1, 18)}0${rng.int(1, 4)}室`,
    }));
    for (const [k, s] of staff.entries()) {
      const id = newId();
      const inserted = await db
        .insert(users)
        .values({
          id,
          firmId: firm.id,
          fullName: s.fullName,
          phone: s.phone,
          passwordHash,
          createdAt: new Date(now.getTime() - 300 * DAY + k * 60_000),
          gender: s.gender,
          contactAddress: s.contactAddress,
          duties: dutiesOf(s.position, k),
          ...(await placeOf(db, firm.id, s.department, s.position)),
        })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      if (inserted.length) await grantSystemRole(db, id, 'buyer');
      staffCount += inserted.length;
    }

    if (firm.licenseNumber !== '') continue;
    const manager = staff[0] as (typeof staff)[number];
    const admin = staff.find((s) => s.position === '食品安全管理员') ?? manager;
    const imageFileId =
      firm.imageFileId ??
      (await deps.files.save(db, { fileName: `firm-profile-${seq}.svg`, bytes: Buffer.from(firmImageSvg(firm.name, seq + 31), 'utf8'), ownerFirmId: firm.id }));
    await db
      .update(firms)
      .set({
        licenseNumber: p.licenseNumber,
        orgId: orgIds.get(p.org) ?? null,
        pubFirmTypeId: typeIds.get(p.pub) ?? null,
        capitalType: p.capitalType,
        quantifiedGrade: p.grade,
        registeredCapital: p.registeredCapital,
        foundedYear: p.foundedYear,
        contactName: firm.contactName || manager.fullName,
        phoneNumber: p.phoneNumber,
        postCode: p.postCode,
        fax: p.fax,
        email: p.email,
        areaCode: firm.areaCode || AREA_CODE,
        areaName: firm.areaName || '浙江省杭州市西湖区',
        factoryArea: p.factoryArea,
        buildingArea: p.buildingArea,
        longitude: p.longitude,
        latitude: p.latitude,
        imageFileId,
        legalRepresentative: p.legalRepresentative,
        legalRepresentativePhone: p.legalRepresentativePhone,
        manager: manager.fullName,
        managerPhone: manager.phone,
        foodSafetyDirector: p.foodSafetyDirector,
        foodSafetyAdmin: admin.fullName,
        staffCount: p.staffCount,
        qcCount: p.qcCount,
        dinersCount: p.dinersCount,
      })
      .where(eq(firms.id, firm.id));
    profiles++;
  }
  return { profiles, staff: staffCount };
}

/** The firm's department and position of these names, made when missing. */
async function placeOf(db: Db, firmId: string, department: string, position: string): Promise<{ departmentId: string | null; positionId: string | null }> {
  let departmentId: string | null = null;
  let positionId: string | null = null;
  if (department) {
    const [d] = await db
      .select({ id: firmDepartments.id })
      .from(firmDepartments)
      .where(and(eq(firmDepartments.firmId, firmId), eq(firmDepartments.name, department)));
    departmentId = d?.id ?? newId();
    if (!d)
      await db.insert(firmDepartments).values({ id: departmentId, firmId, name: department, parentId: null, path: `/${departmentId}/`, createdAt: new Date() });
  }
  if (position) {
    const [p] = await db
      .select({ id: firmPositions.id })
      .from(firmPositions)
      .where(and(eq(firmPositions.firmId, firmId), eq(firmPositions.name, position)));
    positionId = p?.id ?? newId();
    if (!p) await db.insert(firmPositions).values({ id: positionId, firmId, name: position, createdAt: new Date() });
  }
  return { departmentId, positionId };
}

/** The first of a school's staff is its manager (负责人); food-safety administrators are its food-safety officers. */
function dutiesOf(position: string, k: number): Duty[] {
  const duties: Duty[] = k === 0 ? ['manager'] : [];
  if (position.includes('食品安全')) duties.push('safety');
  if (position.includes('质量') || position.includes('质检')) duties.push('quality');
  return duties;
}
