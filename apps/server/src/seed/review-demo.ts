import { LicenseType } from '@shanlian/contract';
import { and, asc, eq } from 'drizzle-orm';
import { firmLicenseFiles, firmLicenses, firmReviewEvents, firms } from '../modules/firm/firm.tables.js';
import { grantSystemRole } from '../modules/iam/grants.js';
import { users } from '../modules/iam/iam.tables.js';
import { foodTypes, shelfItemImages, shelfItems } from '../modules/store/store.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { hashPassword } from '../platform/passwords.js';
import { SUPPLIERS, withCheckChar } from './catalogue-data.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { licenseSvg, productImageSvg } from './images.js';

const HOUR = 3_600_000;

/** The applicant of the review demo (not among DEMO_ACCOUNTS: it is not yet a firm of the store). */
export const REVIEW_DEMO = {
  firmName: '杭州绿源农产品有限公司',
  creditCode: withCheckChar('91330106MA2KL8R3Q'),
  phone: '13800000008',
  fullName: '孙晓峰',
  address: '杭州市西湖区三墩镇紫金港路88号',
} as const;

async function saveSvg(db: Db, deps: Deps, name: string, svg: string): Promise<string> {
  return deps.files.save(db, { fileName: `${name}.svg`, bytes: Buffer.from(svg, 'utf8') });
}

/**
 * The console's review queues, not empty on a demo start: a supplier that registered and waits
 * for review (its business and food-business licences scanned, two items on its shelf waiting
 * too, none of it in the store), and a price change of a listed item of the demo supplier
 * (13800000002) waiting while the store shows the old price.
 */
export async function seedReviewDemo(db: Db, deps: Deps, opts: { now: Date }): Promise<{ firms: number; items: number; changes: number }> {
  const now = opts.now;
  const registered = new Date(now.getTime() - 26 * HOUR);
  const firmId = newId();
  await db.insert(firms).values({
    id: firmId,
    name: REVIEW_DEMO.firmName,
    creditCode: REVIEW_DEMO.creditCode,
    type: 'supplier',
    status: 'pending',
    contactAddress: REVIEW_DEMO.address,
    address: REVIEW_DEMO.address,
    managingScope: '蔬菜、水果、食用农产品的批发与配送',
    contactName: REVIEW_DEMO.fullName,
    contactPhone: REVIEW_DEMO.phone,
    legalRepresentative: REVIEW_DEMO.fullName,
    licenseNumber: 'JY13301060086421',
    // as a registration leaves it: the area is filled in the business profile later
    createdAt: registered,
  });
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    firmId,
    fullName: REVIEW_DEMO.fullName,
    phone: REVIEW_DEMO.phone,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    duties: ['manager'],
    createdAt: registered,
  });
  await grantSystemRole(db, userId, 'supplier');
  await db.insert(firmReviewEvents).values({ id: newId(), firmId, action: 'register', reason: '', userId, userName: REVIEW_DEMO.fullName, at: registered });

  const licences = [
    {
      type: LicenseType.Business,
      name: '营业执照',
      number: REVIEW_DEMO.creditCode,
      authority: '杭州市西湖区市场监督管理局',
      from: '2023-03-15',
      to: '2043-03-14',
    },
    {
      type: LicenseType.FoodBusiness,
      name: '食品经营许可证',
      number: 'JY13301060086421',
      authority: '杭州市西湖区市场监督管理局',
      from: '2023-05-20',
      to: '2028-05-19',
    },
  ];
  for (const [i, l] of licences.entries()) {
    const fileId = await saveSvg(
      db,
      deps,
      `review-license-${i}`,
      licenseSvg({ firmName: REVIEW_DEMO.firmName, licenseName: l.name, number: l.number, authority: l.authority, validTo: l.to }),
    );
    const licenseId = newId();
    await db.insert(firmLicenses).values({
      id: licenseId,
      firmId,
      licenseType: l.type,
      name: l.name,
      number: l.number,
      issuingAuthority: l.authority,
      validFrom: new Date(`${l.from}T00:00:00+08:00`),
      validTo: new Date(`${l.to}T00:00:00+08:00`),
      fileId,
      createdAt: registered,
    });
    await db.insert(firmLicenseFiles).values({ id: newId(), licenseId, fileId, sort: 0 });
  }

  // its shelf: two new items, waiting for review and out of the store while the firm is pending
  const products = [
    {
      code: '10201',
      name: '有机上海青',
      spec: '5kg/箱',
      unit: '箱',
      price: 4200,
      original: 4800,
      intro: '<p>基地直采有机上海青，当日采摘、冷链配送，叶片鲜嫩。</p>',
    },
    {
      code: '10301',
      name: '红富士苹果（80#）',
      spec: '10kg/箱',
      unit: '箱',
      price: 9800,
      original: 11000,
      intro: '<p>山东栖霞红富士，果径80mm以上，脆甜多汁。</p>',
    },
  ];
  let items = 0;
  for (const [i, p] of products.entries()) {
    const [type] = await db.select().from(foodTypes).where(eq(foodTypes.code, p.code)).limit(1);
    if (!type) continue;
    const id = newId();
    const cover = await saveSvg(db, deps, `review-product-${i}`, productImageSvg({ name: p.name, typeCode: p.code, seed: 9100 + i }));
    const submitted = new Date(registered.getTime() + (i + 1) * HOUR);
    await db.insert(shelfItems).values({
      id,
      supplierFirmId: firmId,
      foodTypeId: type.id,
      foodTypeCode: type.code,
      name: p.name,
      specification: p.spec,
      unit: p.unit,
      brand: '绿源',
      priceFen: p.price,
      originalPriceFen: p.original,
      stock: 500,
      coverFileId: cover,
      introduction: p.intro,
      onSale: true,
      live: false,
      supplierActive: false,
      reviewStatus: 'pending',
      submittedAt: submitted,
      createdAt: submitted,
      updatedAt: submitted,
    });
    await db.insert(shelfItemImages).values({ id: newId(), shelfItemId: id, fileId: cover, sort: 0 });
    items++;
  }

  // the demo supplier asks for a higher price of one of its listed items
  let changes = 0;
  const [supplier] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(eq(firms.name, SUPPLIERS[0]?.name ?? ''))
    .limit(1);
  const [item] = supplier
    ? await db
        .select()
        .from(shelfItems)
        .where(and(eq(shelfItems.supplierFirmId, supplier.id), eq(shelfItems.listed, true)))
        .orderBy(asc(shelfItems.createdAt), asc(shelfItems.id))
        .limit(1)
    : [];
  if (item) {
    const images = await db.select().from(shelfItemImages).where(eq(shelfItemImages.shelfItemId, item.id)).orderBy(asc(shelfItemImages.sort));
    const priceFen = Math.round((item.priceFen * 1.08) / 10) * 10;
    await db
      .update(shelfItems)
      .set({
        reviewStatus: 'pending',
        submittedAt: new Date(now.getTime() - 3 * HOUR),
        pending: {
          name: item.name,
          priceFen,
          originalPriceFen: Math.max(item.originalPriceFen, priceFen),
          imageFileIds: images.length ? images.map((r) => r.fileId) : item.coverFileId ? [item.coverFileId] : [],
          introduction: item.introduction,
        },
      })
      .where(eq(shelfItems.id, item.id));
    changes++;
  }
  return { firms: 1, items, changes };
}
