import {
  FIRM_CAPITAL_TYPE_NAMES,
  PROFILE_BASIC_FIELDS,
  PROFILE_MSG,
  PROFILE_PERSONNEL_FIELDS,
  type TFirmProfile,
  type TFirmProfileInput,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, count, eq, ilike, like } from 'drizzle-orm';
import { allows, assertAllowed } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { escapeLike } from '../../platform/sql.js';
import { claimFiles } from '../files/files.service.js';
import type { Firm } from './firm.service.js';
import { firms, orgs, pubFirmTypes } from './firm.tables.js';

const CENTRAL_KITCHEN = '中央厨房';

/** The profile's business type radio: decided by firms.type (a buyer declared as a central kitchen shows as one). */
function firmTypeName(firm: Firm, pubFirmTypeName: string): string {
  if (firm.type === 'supplier') return '供应商';
  if (firm.type === 'buyer') return pubFirmTypeName === CENTRAL_KITCHEN ? CENTRAL_KITCHEN : '学校食堂';
  return '其他';
}

async function toProfile(db: Db, firm: Firm): Promise<TFirmProfile> {
  const [org] = firm.orgId ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, firm.orgId)).limit(1) : [];
  const [pub] = firm.pubFirmTypeId
    ? await db.select({ name: pubFirmTypes.name }).from(pubFirmTypes).where(eq(pubFirmTypes.id, firm.pubFirmTypeId)).limit(1)
    : [];
  const pubName = pub?.name ?? '';
  const grade = firm.quantifiedGrade;
  return {
    Id: firm.id,
    Name: firm.name,
    FirmStandardNumber: firm.creditCode,
    USCCode: firm.creditCode,
    LicenseNumber: firm.licenseNumber,
    AreaCode: firm.areaCode,
    AreaName: firm.areaName,
    OrgId: firm.orgId,
    OrgName: org?.name ?? '',
    FirmTypeName: firmTypeName(firm, pubName),
    PubFirmTypeId: firm.pubFirmTypeId,
    PubFirmTypeName: pubName,
    FirmCapitalTypeName: FIRM_CAPITAL_TYPE_NAMES[firm.capitalType] ?? '',
    QuantifiedGrade: grade === 'A' || grade === 'B' || grade === 'C' ? grade : null,
    RegisteredCapital: firm.registeredCapital,
    FirmCreatedTime: firm.foundedYear,
    ContactName: firm.contactName,
    PhoneNumber: firm.phoneNumber,
    PostCode: firm.postCode,
    Fax: firm.fax,
    Email: firm.email,
    Address: firm.address,
    FactoryArea: firm.factoryArea,
    FactoryBuildingArea: firm.buildingArea,
    Longitude: firm.longitude,
    Latitude: firm.latitude,
    FirmImage: firm.imageFileId,
    FirmImageUrl: fileUrl(firm.imageFileId),
    LegalRepresentative: firm.legalRepresentative,
    LegalRepresentativePhones: firm.legalRepresentativePhone,
    Manager: firm.manager,
    ManagerPhones: firm.managerPhone,
    FoodSafetyDirector: firm.foodSafetyDirector,
    FoodSafetyAdmin: firm.foodSafetyAdmin,
    StaffCount: firm.staffCount,
    QcCount: firm.qcCount,
    DinersCount: firm.dinersCount,
  };
}

/** The firm whose profile the caller may edit, locked for update when writing; 404 unknown, 403 out of reach (another firm's). */
async function ownFirm(db: Db, actor: Actor, id: string, forUpdate = false): Promise<Firm> {
  const query = db.select().from(firms).where(eq(firms.id, id)).limit(1);
  const [firm] = forUpdate ? await query.for('update') : await query;
  if (!firm) throw notFound(PROFILE_MSG.firmNotFound);
  assertAllowed(actor, 'firm-profile:edit', { firmId: firm.id, areaCode: firm.areaCode }, PROFILE_MSG.notOwnFirm);
  return firm;
}

/** Firm/GetFirmById: a firm user reads its own firm's profile; supervision the firms of its area. */
export async function getProfile(db: Db, actor: Actor, id: string): Promise<TFirmProfile> {
  const [firm] = await db.select().from(firms).where(eq(firms.id, id)).limit(1);
  if (!firm) throw notFound(PROFILE_MSG.firmNotFound);
  if (!allows(actor, ['firm-profile:view', 'supervision-firm:view'], { firmId: firm.id, areaCode: firm.areaCode })) throw forbidden(PROFILE_MSG.notOwnFirm);
  return toProfile(db, firm);
}

type Patch = Partial<typeof firms.$inferInsert>;
type Field = (typeof PROFILE_BASIC_FIELDS)[number] | (typeof PROFILE_PERSONNEL_FIELDS)[number];

/** Wire field → column. Text columns store '' for null; the others store null. */
const COLUMNS: Record<Field, { column: keyof Patch; text: boolean }> = {
  Name: { column: 'name', text: true },
  LicenseNumber: { column: 'licenseNumber', text: true },
  PubFirmTypeId: { column: 'pubFirmTypeId', text: false },
  QuantifiedGrade: { column: 'quantifiedGrade', text: false },
  RegisteredCapital: { column: 'registeredCapital', text: true },
  FirmCreatedTime: { column: 'foundedYear', text: false },
  ContactName: { column: 'contactName', text: true },
  PhoneNumber: { column: 'phoneNumber', text: true },
  PostCode: { column: 'postCode', text: true },
  Fax: { column: 'fax', text: true },
  Email: { column: 'email', text: true },
  Address: { column: 'address', text: true },
  FactoryArea: { column: 'factoryArea', text: false },
  FactoryBuildingArea: { column: 'buildingArea', text: false },
  Longitude: { column: 'longitude', text: false },
  Latitude: { column: 'latitude', text: false },
  FirmImage: { column: 'imageFileId', text: false },
  LegalRepresentative: { column: 'legalRepresentative', text: true },
  LegalRepresentativePhones: { column: 'legalRepresentativePhone', text: true },
  Manager: { column: 'manager', text: true },
  ManagerPhones: { column: 'managerPhone', text: true },
  FoodSafetyDirector: { column: 'foodSafetyDirector', text: true },
  FoodSafetyAdmin: { column: 'foodSafetyAdmin', text: true },
  StaffCount: { column: 'staffCount', text: false },
  QcCount: { column: 'qcCount', text: false },
  DinersCount: { column: 'dinersCount', text: false },
};

/** Read-only fields of the form, with their labels: sent back unchanged they pass, changed they are refused. */
type ReadOnlyField = 'FirmStandardNumber' | 'USCCode' | 'AreaCode' | 'AreaName' | 'OrgId' | 'OrgName' | 'FirmTypeName' | 'FirmCapitalTypeName';
const READ_ONLY: { field: ReadOnlyField; label: string }[] = [
  { field: 'FirmStandardNumber', label: '统一社会信用代码' },
  { field: 'USCCode', label: '统一社会信用代码' },
  { field: 'AreaCode', label: '所属区域' },
  { field: 'AreaName', label: '所属区域' },
  { field: 'OrgId', label: '所属机构' },
  { field: 'OrgName', label: '所属机构' },
  { field: 'FirmTypeName', label: '业态类型' },
  { field: 'FirmCapitalTypeName', label: '经营类别' },
];

/**
 * Firm/UpdateFirmUser: saves the caller's own firm. Only the fields present are written,
 * and with a Tab only that tab's fields, so the two tabs of the profile save apart.
 */
export async function updateProfile(
  db: Db,
  actor: Actor,
  now: Date,
  input: { EN_FirmuserInfo: TFirmProfileInput; Tab?: 'basic' | 'personnel' | null },
): Promise<TFirmProfile> {
  const info = input.EN_FirmuserInfo;
  const id = info.Id?.trim() || actor.firmId;
  const firm = await ownFirm(db, actor, id, true);
  if (firm.type !== 'buyer' && firm.type !== 'supplier') throw forbidden(PROFILE_MSG.cannotUpdate);

  const current = await toProfile(db, firm);
  for (const { field, label } of READ_ONLY) {
    const sent = info[field];
    if (sent != null && sent.trim() !== (current[field] ?? '')) throw badRequest(PROFILE_MSG.readOnly(label));
  }

  const fields: readonly Field[] =
    input.Tab === 'basic'
      ? PROFILE_BASIC_FIELDS
      : input.Tab === 'personnel'
        ? PROFILE_PERSONNEL_FIELDS
        : [...PROFILE_BASIC_FIELDS, ...PROFILE_PERSONNEL_FIELDS];
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    const value = info[field];
    if (value === undefined) continue;
    const { column, text } = COLUMNS[field];
    patch[column] = value === null || value === '' ? (text ? '' : null) : value;
  }

  const year = patch.foundedYear as number | null | undefined;
  if (year != null && year > Number(toChinaIso(now).slice(0, 4))) throw badRequest(PROFILE_MSG.foundedYear);
  const pubId = patch.pubFirmTypeId as string | null | undefined;
  if (pubId != null) {
    const [pub] = await db.select({ id: pubFirmTypes.id }).from(pubFirmTypes).where(eq(pubFirmTypes.id, pubId)).limit(1);
    if (!pub) throw badRequest(PROFILE_MSG.pubFirmTypeNotFound);
  }
  const imageId = patch.imageFileId as string | null | undefined;
  // A new photo must be a picture this firm uploaded; it becomes public as the firm's photo.
  if (imageId != null && imageId !== firm.imageFileId) await claimFiles(db, actor, now, [imageId], 'firm');

  if (Object.keys(patch).length === 0) return current;
  const [row] = await db
    .update(firms)
    .set(patch as Patch)
    .where(eq(firms.id, firm.id))
    .returning();
  return toProfile(db, row as Firm);
}

/** Firm/GetPubFirmTypeList: the public business types, in their order. */
export async function pubFirmTypeList(db: Db, input: { SearchName?: string | null; Id?: string | null }) {
  const text = input.SearchName?.trim();
  const rows = await db
    .select({ Id: pubFirmTypes.id, Name: pubFirmTypes.name })
    .from(pubFirmTypes)
    .where(and(text ? ilike(pubFirmTypes.name, `%${escapeLike(text)}%`) : undefined, input.Id ? eq(pubFirmTypes.id, input.Id) : undefined))
    .orderBy(asc(pubFirmTypes.sort), asc(pubFirmTypes.name));
  return rows;
}

/** Firm/GetOrgByAreaCode: organisations whose area code starts with the code (330106, or 3301 for the whole city). */
export async function orgsByAreaCode(db: Db, input: { Code: string; limit: number; offset: number }) {
  const where = like(orgs.areaCode, `${escapeLike(input.Code)}%`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ Id: orgs.id, Name: orgs.name, AreaCode: orgs.areaCode })
      .from(orgs)
      .where(where)
      .orderBy(asc(orgs.areaCode), asc(orgs.name), asc(orgs.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(orgs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
