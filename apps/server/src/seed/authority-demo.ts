import { and, eq, inArray } from 'drizzle-orm';
import { firms, orgs } from '../modules/firm/firm.tables.js';
import { createAuthorityAdmin } from '../modules/iam/authority-admin.service.js';
import { grantSystemRole } from '../modules/iam/grants.js';
import { departments, positions, users } from '../modules/iam/iam.tables.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

const DAY = 86_400_000;

interface Officer {
  fullName: string;
  gender: '男' | '女';
  birthDate: string;
  department: string;
  position: string;
}

/** Each demo authority's departments, positions and officers (the demo supervisor first, by phone). */
const AUTHORITIES: {
  areaCode: string;
  supervisorPhone: string;
  departments: string[];
  positions: string[];
  supervisor: Omit<Officer, 'fullName'>;
  officers: Officer[];
  admin: string;
  adminGender: '男' | '女';
}[] = [
  {
    areaCode: '330106',
    supervisorPhone: '13800000003',
    departments: ['餐饮服务监管科', '食品生产监管科', '执法稽查大队'],
    positions: ['科长', '副科长', '科员', '执法队员'],
    supervisor: { gender: '男', birthDate: '1982-04-16', department: '餐饮服务监管科', position: '科长' },
    officers: [
      { fullName: '陈思远', gender: '男', birthDate: '1988-09-03', department: '餐饮服务监管科', position: '科员' },
      { fullName: '林晓雯', gender: '女', birthDate: '1991-12-21', department: '餐饮服务监管科', position: '副科长' },
      { fullName: '吴国栋', gender: '男', birthDate: '1979-06-08', department: '执法稽查大队', position: '执法队员' },
      { fullName: '黄佳怡', gender: '女', birthDate: '1994-03-27', department: '食品生产监管科', position: '科员' },
    ],
    admin: '何静',
    adminGender: '女',
  },
  {
    areaCode: '330102',
    supervisorPhone: '13800000006',
    departments: ['餐饮服务监管科', '执法稽查大队'],
    positions: ['科长', '科员', '执法队员'],
    supervisor: { gender: '女', birthDate: '1985-11-02', department: '餐饮服务监管科', position: '科长' },
    officers: [
      { fullName: '徐志明', gender: '男', birthDate: '1987-02-14', department: '餐饮服务监管科', position: '科员' },
      { fullName: '蒋雨桐', gender: '女', birthDate: '1993-08-30', department: '执法稽查大队', position: '执法队员' },
    ],
    admin: '邵建平',
    adminGender: '男',
  },
  {
    areaCode: '3301',
    supervisorPhone: '13800000007',
    departments: ['餐饮服务食品安全监督管理处', '执法稽查局'],
    positions: ['处长', '副处长', '一级主任科员'],
    supervisor: { gender: '男', birthDate: '1976-05-19', department: '餐饮服务食品安全监督管理处', position: '处长' },
    officers: [
      { fullName: '沈慧敏', gender: '女', birthDate: '1984-10-11', department: '餐饮服务食品安全监督管理处', position: '副处长' },
      { fullName: '韩立军', gender: '男', birthDate: '1980-01-25', department: '执法稽查局', position: '一级主任科员' },
    ],
    admin: '曹文博',
    adminGender: '男',
  },
];

/**
 * The demo authorities' people (issue: the person picker offered one person with every field
 * empty): each authority's departments and positions, the demo supervisor placed in one, a few
 * officers holding 监管人员, and an administrator of the authority's own people (phones
 * 135100000xx, the demo password). Made after the demo supervisors, so that those stay the first
 * reviewers of their areas (the executors new AI cases are assigned to).
 */
export async function seedAuthorityDemo(db: Db, opts: { now: Date; passwordHash: string }): Promise<{ officers: number }> {
  let officers = 0;
  for (const [a, def] of AUTHORITIES.entries()) {
    const [supervisor] = await db.select().from(users).where(eq(users.phone, def.supervisorPhone)).limit(1);
    if (!supervisor) continue;
    const [firm] = await db.select().from(firms).where(eq(firms.id, supervisor.firmId)).limit(1);
    if (!firm) continue;
    const [org] = await db
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.name, firm.name), eq(orgs.areaCode, def.areaCode)))
      .limit(1);
    const orgId = org?.id ?? null;
    const at = new Date(opts.now.getTime() - 200 * DAY);
    const deptIds = new Map<string, string>();
    for (const name of def.departments) {
      const id = newId();
      await db.insert(departments).values({ id, name, parentId: null, path: `/${id}/`, areaCode: def.areaCode, orgId, createdAt: at });
      deptIds.set(name, id);
    }
    const posIds = new Map<string, string>();
    for (const name of def.positions) {
      const id = newId();
      await db.insert(positions).values({ id, name, areaCode: def.areaCode, orgId, createdAt: at });
      posIds.set(name, id);
    }
    const address = `${firm.areaName}办公区`;
    await db
      .update(users)
      .set({
        gender: def.supervisor.gender,
        birthDate: def.supervisor.birthDate,
        contactAddress: address,
        departmentId: deptIds.get(def.supervisor.department) ?? null,
        positionId: posIds.get(def.supervisor.position) ?? null,
      })
      .where(eq(users.id, supervisor.id));
    for (const [k, o] of def.officers.entries()) {
      const id = newId();
      await db.insert(users).values({
        id,
        firmId: firm.id,
        fullName: o.fullName,
        phone: `135100001${a}${k}`,
        passwordHash: opts.passwordHash,
        gender: o.gender,
        birthDate: o.birthDate,
        contactAddress: address,
        areaCode: def.areaCode,
        orgId,
        departmentId: deptIds.get(o.department) ?? null,
        positionId: posIds.get(o.position) ?? null,
        createdAt: new Date(at.getTime() + (k + 1) * 60_000),
      });
      await grantSystemRole(db, id, 'supervisor');
      officers++;
    }
    const { userId } = await createAuthorityAdmin(db, new Date(at.getTime() + 30 * 60_000), {
      firmId: firm.id,
      firmName: firm.name,
      areaCode: def.areaCode,
      orgId,
      fullName: def.admin,
      phone: `1351000000${a}`,
      password: DEMO_PASSWORD,
      createdBy: null,
    });
    await db
      .update(users)
      .set({
        contactAddress: address,
        gender: def.adminGender,
        departmentId: deptIds.get(def.departments[0] as string) ?? null,
        positionId: posIds.get(def.positions[0] as string) ?? null,
      })
      .where(inArray(users.id, [userId]));
  }
  return { officers };
}
