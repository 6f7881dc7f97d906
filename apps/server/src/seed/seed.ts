import { CERTIFICATE_KINDS, type CertificateKind, isColdStorage, LicenseType, NUTRITION_MEAL_TYPE_CODE, toChinaIso, yuanToFen } from '@shanlian/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { banners, news, partners } from '../modules/cms/cms.tables.js';
import { fileGrants } from '../modules/files/files.tables.js';
import { type FirmType, firmLicenses, firms, orgs } from '../modules/firm/firm.tables.js';
import { grantSystemRole } from '../modules/iam/grants.js';
import { users } from '../modules/iam/iam.tables.js';
import { orderEvents, orderLines, orders } from '../modules/order/order.tables.js';
import { seckillDetails } from '../modules/seckill/seckill.tables.js';
import { previousMonth } from '../modules/statement/statement.service.js';
import { loadFoodCompositions } from '../modules/store/composition-data.js';
import { floorFoodTypes, floors, foodTypes, shelfItemImages, shelfItems } from '../modules/store/store.tables.js';
import { type BatchEvent, recordBatchEvents } from '../modules/trace/epcis.js';
import { fillInEvents, fillInLineFiles, fillInLines, fillIns } from '../modules/trace/trace.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { hashPassword } from '../platform/passwords.js';
import { seedAbout } from './about-data.js';
import { fullAreaName } from './areas.js';
import { seedAuthorityDemo } from './authority-demo.js';
import { BANNERS, BUYERS, FLOORS, FOOD_TYPES, NEWS, PARTNERS, PRODUCTS, type SeedProduct, SUPPLIERS, withCheckChar } from './catalogue-data.js';
import { seedCheckout } from './checkout-seed.js';
import { seedDeliveryDemo } from './delivery-demo.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { bannerSvg, firmImageSvg, licenseSvg, logoSvg, newsImageSvg, productImageSvg } from './images.js';
import { seedPlanning } from './planning-demo.js';
import { seedProfileLookups, seedProfiles } from './profile-seed.js';
import { seedReviewDemo } from './review-demo.js';
import { Rng } from './rng.js';
import { seedStatementDemo } from './statement-demo.js';
import { seedSunshineDemo } from './sunshine-demo.js';
import { seedSupervisionDemo } from './supervision-demo.js';
import { applyDemoQuantityRules } from './units-seed.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

const DAY = 86_400_000;

async function saveSvg(db: Db, deps: Deps, name: string, svg: string): Promise<string> {
  return deps.files.save(db, { fileName: `${name}.svg`, bytes: Buffer.from(svg, 'utf8') });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(firms);
  return (row?.n ?? 0) === 0;
}

/** What an empty database gets: reference data only, or the demo market on top of it. */
export type SeedKind = 'reference' | 'demo';

/**
 * Which seed a start applies: `SEED=auto` means the demo market in development and tests but only
 * reference data in production, where demo accounts with a published password must never appear
 * unless `SEED=demo` asks for them explicitly.
 */
export function seedKindFor(config: { NODE_ENV: string; SEED: 'auto' | 'demo' | 'reference' | 'never' }): SeedKind | null {
  if (config.SEED === 'never') return null;
  if (config.SEED === 'demo' || config.SEED === 'reference') return config.SEED;
  return config.NODE_ENV === 'production' ? 'reference' : 'demo';
}

/** Seeds a database that has no firm yet; answers what it did. Reference data is added where missing in either case. */
export async function seedIfEmpty(db: Db, deps: Deps, opts: { kind?: SeedKind; log?: (m: string) => void } = {}): Promise<SeedKind | null> {
  const kind = opts.kind ?? 'demo';
  if (!(await isEmpty(db))) {
    // reference data that a later version brought: added to an existing database once
    await seedAbout(db);
    return null;
  }
  await db.transaction((tx) => (kind === 'demo' ? seedDemo(tx, deps, opts) : seedReference(tx, opts).then(() => undefined)));
  return kind;
}

/** True when the demo accounts exist (a development start lists them). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_ACCOUNTS.map((a) => a.phone),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The reference data every installation needs, demo or not: the food type tree, the store's
 * floors and the profile's lookups (public firm types, organisations). Idempotent; answers the
 * food type ids by code.
 */
export async function seedReference(db: Db, opts: { log?: (m: string) => void } = {}): Promise<Map<string, string>> {
  const log = opts.log ?? (() => {});
  const typeIdByCode = new Map((await db.select({ id: foodTypes.id, code: foodTypes.code }).from(foodTypes)).map((r) => [r.code, r.id]));
  if (typeIdByCode.size === 0) {
    let sort = 0;
    for (const t of FOOD_TYPES) {
      const id = newId();
      typeIdByCode.set(t.code, id);
      await db.insert(foodTypes).values({ id, code: t.code, name: t.name, parentId: null, sort: sort++ });
      for (const c of t.children) {
        const cid = newId();
        typeIdByCode.set(c.code, cid);
        await db.insert(foodTypes).values({ id: cid, code: c.code, name: c.name, parentId: id, sort: sort++ });
      }
    }
  }
  const [floorRow] = await db.select({ n: count() }).from(floors);
  if ((floorRow?.n ?? 0) === 0) {
    for (const [i, f] of FLOORS.entries()) {
      const floorId = newId();
      await db.insert(floors).values({ id: floorId, name: f.name, sort: i + 1 });
      for (const [k, code] of f.typeCodes.entries()) {
        const typeId = typeIdByCode.get(code);
        if (typeId) await db.insert(floorFoodTypes).values({ id: newId(), floorId, foodTypeId: typeId, sort: k });
      }
    }
  }
  await seedProfileLookups(db);
  await seedAbout(db);
  await loadFoodCompositions(db);
  log(`food types ${typeIdByCode.size}, floors ${FLOORS.length}, public firm types and organisations`);
  return typeIdByCode;
}

/** The demo market: a school-food catalogue, suppliers, schools, news, seckill windows around now, and order history. */
export async function seedDemo(db: Db, deps: Deps, opts: { log?: (m: string) => void } = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  const now = deps.clock.now();
  const rng = new Rng(20261121);

  const typeIdByCode = await seedReference(db, opts);

  // firms
  const created = new Date(now.getTime() - 400 * DAY);
  const supplierIds: { id: string; typeCodes: string[] }[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = newId();
    const imageFileId = await saveSvg(db, deps, `firm-${i}`, firmImageSvg(s.name, i + 1));
    await db.insert(firms).values({
      id,
      name: s.name,
      creditCode: s.creditCode,
      type: 'supplier',
      contactAddress: s.address,
      address: s.address,
      managingScope: s.managingScope,
      remark: s.remark,
      imageFileId,
      contactName: s.contactName,
      contactPhone: s.contactPhone,
      areaCode: '330106',
      areaName: fullAreaName('330106'),
      createdAt: new Date(created.getTime() + i * 7 * DAY),
    });
    // every supplier holds its business licence (营业执照, type 1), the catalogue's or one made here
    const licences = s.licenses.some((l) => l.name === '营业执照')
      ? s.licenses
      : [{ name: '营业执照', number: s.creditCode, authority: '杭州市西湖区市场监督管理局', validFrom: '2021-01-01', validTo: '2046-12-31' }, ...s.licenses];
    for (const l of licences) {
      const fileId = await saveSvg(
        db,
        deps,
        `license-${i}`,
        licenseSvg({ firmName: s.name, licenseName: l.name, number: l.number, authority: l.authority, validTo: l.validTo }),
      );
      await db.insert(firmLicenses).values({
        id: newId(),
        firmId: id,
        licenseType: l.name === '营业执照' ? LicenseType.Business : l.name === '食品经营许可证' ? LicenseType.FoodBusiness : LicenseType.Other,
        name: l.name,
        number: l.number,
        issuingAuthority: l.authority,
        validFrom: new Date(`${l.validFrom}T00:00:00+08:00`),
        validTo: new Date(`${l.validTo}T00:00:00+08:00`),
        fileId,
        createdAt: created,
      });
    }
    supplierIds.push({ id, typeCodes: s.typeCodes });
  }
  const buyerIds: string[] = [];
  for (const [i, b] of BUYERS.entries()) {
    const id = newId();
    await db.insert(firms).values({
      id,
      name: b.name,
      creditCode: b.creditCode,
      type: 'buyer',
      contactAddress: b.address,
      address: b.address,
      contactName: b.contactName,
      areaCode: b.areaCode ?? '330106',
      areaName: fullAreaName(b.areaCode ?? '330106'),
      createdAt: new Date(created.getTime() + i * 11 * DAY),
      // the food-safety quantified grade its district gave the canteen (the school page shows it)
      quantifiedGrade: i % 3 === 2 ? 'B' : 'A',
    });
    // a school canteen holds a 食品经营许可证 (单位食堂) from its district's bureau
    const licence = {
      name: '食品经营许可证',
      number: `JY3${(b.areaCode ?? '330106').slice(0, 6)}${String(40_000_000 + i * 7_919).padStart(8, '0')}`,
      authority: `${fullAreaName(b.areaCode ?? '330106').replace(/^浙江省/, '')}市场监督管理局`,
      validFrom: '2024-03-01',
      validTo: '2029-02-28',
    };
    await db.insert(firmLicenses).values({
      id: newId(),
      firmId: id,
      licenseType: LicenseType.FoodBusiness,
      name: licence.name,
      number: licence.number,
      issuingAuthority: licence.authority,
      validFrom: new Date(`${licence.validFrom}T00:00:00+08:00`),
      validTo: new Date(`${licence.validTo}T00:00:00+08:00`),
      fileId: await saveSvg(
        db,
        deps,
        `license-buyer-${i}`,
        licenseSvg({ firmName: b.name, licenseName: licence.name, number: licence.number, authority: licence.authority, validTo: licence.validTo }),
      ),
      createdAt: created,
    });
    buyerIds.push(id);
  }
  const firmIdFor = async (name: string, type: FirmType, seq: string, areaCode: string): Promise<string> => {
    const id = newId();
    await db
      .insert(firms)
      .values({ id, name, creditCode: withCheckChar(`11330106MB${seq}`), type, areaCode, areaName: fullAreaName(areaCode), createdAt: created });
    return id;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const firmIdByName = new Map([...BUYERS.map((b, i) => [b.name, buyerIds[i] as string] as const), [SUPPLIERS[0]?.name ?? '', supplierIds[0]?.id as string]]);
  // the platform's own firms: the operator's and each demo supervisor's organisation
  for (const [k, a] of DEMO_ACCOUNTS.filter((x) => x.role === 'operator' || x.role === 'supervisor').entries()) {
    if (!firmIdByName.has(a.firm)) firmIdByName.set(a.firm, await firmIdFor(a.firm, a.role, String(k + 1).padStart(7, '0'), a.areaCode));
  }
  const orgIdByName = new Map((await db.select({ id: orgs.id, name: orgs.name }).from(orgs)).map((o) => [o.name, o.id]));
  for (const a of DEMO_ACCOUNTS) {
    const id = newId();
    const platform = a.role === 'operator' || a.role === 'supervisor';
    await db.insert(users).values({
      id,
      firmId: firmIdByName.get(a.firm) as string,
      fullName: a.fullName,
      phone: a.phone,
      passwordHash,
      areaCode: platform ? a.areaCode : '',
      orgId: platform ? (orgIdByName.get(a.firm) ?? null) : null,
      duties: platform ? [] : ['manager'],
      createdAt: created,
    });
    await grantSystemRole(db, id, a.role);
  }
  const authorities = await seedAuthorityDemo(db, { now, passwordHash });
  log(`firms: ${SUPPLIERS.length} suppliers, ${BUYERS.length} buyers; supervision officers ${authorities.officers}`);

  // products
  const items = await insertProducts(db, deps, PRODUCTS, { typeIdByCode, supplierIds, rng, now, withImages: true });
  log(`products ${items.length}`);

  // cms
  for (const [i, b] of BANNERS.entries()) {
    const fileId = await saveSvg(db, deps, `banner-${i}`, bannerSvg({ ...b, seed: i + 1 }));
    await db.insert(banners).values({
      id: newId(),
      title: b.title,
      fileId,
      linkUrl: i === 0 ? '/eshop/store/seckill' : i === 1 ? '/eshop/store/nutritiondisplay' : null,
      sort: i,
      updatedAt: now,
    });
  }
  for (const [i, p] of PARTNERS.entries()) {
    const fileId = await saveSvg(db, deps, `partner-${i}`, logoSvg(p.name, i + 1));
    await db.insert(partners).values({ id: newId(), name: p.name, fileId, linkUrl: null, sort: i });
  }
  for (const [i, n] of NEWS.entries()) {
    const fileId = i % 3 === 2 ? null : await saveSvg(db, deps, `news-${i}`, newsImageSvg(n.title, i + 1));
    // (drawn in this order, as before: the read count, then the hour)
    const readCount = rng.int(30, 900);
    const createdAt = new Date(now.getTime() - n.daysAgo * DAY - rng.int(0, 8) * 3_600_000);
    await db.insert(news).values({
      id: newId(),
      title: n.title,
      titleImageFileId: fileId,
      body: n.bodyHtml,
      author: n.author,
      readCount,
      createdAt,
      // published when written
      publishAt: createdAt,
      updatedAt: createdAt,
    });
  }

  // order history: every school orders from the catalogue over the last 60 days
  const shippedOrders: ShippedOrder[] = [];
  const ordinary = items.filter((i) => i.typeCode !== NUTRITION_MEAL_TYPE_CODE);
  const meals = items.filter((i) => i.typeCode === NUTRITION_MEAL_TYPE_CODE);
  for (const [b, buyerId] of buyerIds.entries()) {
    const orderCount = b === 0 ? 10 : rng.int(6, 14);
    for (let k = 0; k < orderCount; k++) {
      const at = new Date(now.getTime() - rng.int(1, 60) * DAY - rng.int(0, 10) * 3_600_000);
      const picks = rng.sample(rng.next() < 0.3 ? meals : ordinary, rng.int(2, 5));
      await placeHistoricOrder(
        db,
        {
          buyerId,
          at,
          now,
          status: k < 2 && b === 0 ? 1 + k : 4,
          lines: picks.map((p) => ({ item: p, quantity: rng.int(2, 40) })),
        },
        shippedOrders,
      );
    }
  }
  log('order history placed');

  // seckill windows around now: one running, one about to start, one ended
  const hour = 3_600_000;
  const windows = [
    { start: now.getTime() - 1 * hour, end: now.getTime() + 3 * hour, sold: [0.35, 0.6, 0.1, 0.8, 0] },
    { start: now.getTime() + 2 * hour, end: now.getTime() + 6 * hour, sold: [0, 0, 0, 0] },
    { start: now.getTime() - 26 * hour, end: now.getTime() - 2 * hour, sold: [1, 0.72, 0.4] },
  ];
  const seckillPool = rng.sample(
    ordinary.filter((i) => i.stock >= 200),
    12,
  );
  let p = 0;
  for (const w of windows) {
    for (const share of w.sold) {
      const item = seckillPool[p++ % seckillPool.length];
      if (!item) continue;
      const quantity = rng.pick([20, 30, 50, 80, 100]);
      const priceFen = Math.max(100, Math.round((item.priceFen * rng.int(60, 85)) / 100));
      const detailId = newId();
      await db.insert(seckillDetails).values({
        id: detailId,
        shelfItemId: item.id,
        startAt: new Date(w.start),
        endAt: new Date(w.end),
        priceFen,
        quantity,
        orderQuantity: 0,
        createdAt: now,
      });
      let toSell = Math.floor(quantity * share);
      while (toSell > 0) {
        const q = Math.min(toSell, rng.int(2, 10));
        toSell -= q;
        const buyerId = rng.pick(buyerIds);
        const at = new Date(Math.min(now.getTime() - 60_000, w.start + rng.int(1, 50) * 60_000));
        await placeHistoricOrder(
          db,
          { buyerId, at, now, status: 4, lines: [{ item: { ...item, priceFen }, quantity: q, seckillDetailId: detailId }] },
          shippedOrders,
        );
      }
    }
  }
  log(`seckill offers ${windows.reduce((n, w) => n + w.sold.length, 0)}`);
  // meal planning: products mapped to composition data, the kitchens' dishes and meals, a school's
  // week and plan; each kitchen has bought its ingredients three days ago (so a meal traces them)
  const school = DEMO_ACCOUNTS.find((a) => a.phone === '13800000001');
  const demoSchoolId = firmIdByName.get(school?.firm ?? '') ?? (buyerIds[0] as string);
  const planning = await seedPlanning(db, { items, schoolId: demoSchoolId, schoolUserId: null, now });
  for (const [kitchenId, itemIds] of planning.kitchenIngredients) {
    const wanted = new Set(itemIds);
    const lines = items.filter((i) => wanted.has(i.id) && i.supplierId !== supplierIds[0]?.id).map((item) => ({ item, quantity: 10 }));
    if (lines.length > 0) await placeHistoricOrder(db, { buyerId: kitchenId, at: new Date(now.getTime() - 3 * DAY), now, status: 4, lines }, shippedOrders);
  }
  log(`planning: ${planning.dishes} dishes, ${planning.meals} meals`);

  // the demo supplier delivered to each demo school in each of the last two months, so that both
  // have statements to show (the random history may have missed a month)
  const demoSupplierId = supplierIds[0]?.id as string;
  const demoSchools = ['13800000001', '13800000005'].map((phone) => firmIdByName.get(DEMO_ACCOUNTS.find((a) => a.phone === phone)?.firm ?? '') ?? '');
  const lastMonth = previousMonth(now);
  const stock = ordinary.filter((i) => i.supplierId === demoSupplierId && i.stock >= 50);
  for (const [b, buyerId] of demoSchools.entries()) {
    for (const month of [previousMonth(new Date(`${lastMonth}-01T12:00:00+08:00`)), lastMonth]) {
      const has = shippedOrders.some(
        (o) => o.buyerId === buyerId && o.supplierId === demoSupplierId && o.received && toChinaIso(o.received.acceptedAt).startsWith(month),
      );
      if (has || !buyerId || stock.length < 3) continue;
      const lines = [0, 1, 2].map((k) => ({ item: stock[(b * 5 + k * 7) % stock.length] as SeededItem, quantity: 10 + 5 * k }));
      await placeHistoricOrder(db, { buyerId, at: new Date(`${month}-12T10:20:00+08:00`), now, status: 4, lines }, shippedOrders);
    }
  }

  // the schools' staff first: two of them accept each delivery
  const { profiles, staff } = await seedProfiles(db, deps, { now });
  log(`firm profiles ${profiles}, canteen staff ${staff}`);

  await seedStockInRecords(db, deps, shippedOrders, {
    supplierNames: new Map(SUPPLIERS.map((sp, i) => [supplierIds[i]?.id as string, sp.name])),
    buyerNames: new Map([
      ...BUYERS.map((b, i) => [buyerIds[i] as string, b.name] as const),
      ...SUPPLIERS.map((sp, i) => [supplierIds[i]?.id as string, sp.name] as const),
    ]),
  });
  log(`stock-in records ${shippedOrders.length}`);

  const stated = await seedStatementDemo(db, deps, { now, supplierPhone: '13800000002', buyerPhones: ['13800000001', '13800000005'] });
  log(`statements: ${stated.drafted} drafted, ${stated.issued} issued, ${stated.paid} paid`);

  await applyDemoQuantityRules(db);
  const checkout = await seedCheckout(db, { now });
  log(`delivery terms ${checkout.suppliers}, addresses ${checkout.addresses}`);

  const delivery = await seedDeliveryDemo(db, deps, { now });
  log(`delivery demo: ${delivery.vehicles} vehicles, ${delivery.points} telemetry points, ${delivery.alarms} cold-chain alarms`);

  const supervision = await seedSupervisionDemo(db, deps, { now });
  log(`supervision demo: ${supervision.cameras} kitchen cameras, ${supervision.cases} cases`);

  const review = await seedReviewDemo(db, deps, { now });
  log(`review demo: ${review.firms} pending supplier with ${review.items} items, ${review.changes} pending change`);

  // 阳光食堂: the demo school's published weeks, parents' feedback, 陪餐 records (after the staff exist)
  const sunshine = await seedSunshineDemo(db, { schoolId: demoSchoolId, weekId: planning.weekId, buyerPhone: '13800000001', now });
  log(`sunshine demo: ${sunshine.published} published weeks, ${sunshine.feedbacks} feedbacks, 陪餐 ${sunshine.accompanied} of ${sunshine.served} meals`);
}

export interface SeededItem {
  id: string;
  supplierId: string;
  typeCode: string;
  name: string;
  specification: string;
  unit: string;
  priceFen: number;
  stock: number;
  coverFileId: string | null;
  shelfLifeDays: number;
  storage: string;
}

/** Inserts shelf items in batches; each gets a supplier that deals in its type. */
export async function insertProducts(
  db: Db,
  deps: Deps,
  products: SeedProduct[],
  ctx: {
    typeIdByCode: Map<string, string>;
    supplierIds: { id: string; typeCodes: string[] }[];
    rng: Rng;
    now: Date;
    withImages: boolean;
    coverFor?: (p: SeedProduct) => string | null;
  },
): Promise<SeededItem[]> {
  const out: SeededItem[] = [];
  const batch: (typeof shelfItems.$inferInsert)[] = [];
  const images: (typeof shelfItemImages.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(shelfItems).values(batch.splice(0));
    if (images.length) await db.insert(shelfItemImages).values(images.splice(0));
  };
  for (const [i, p] of products.entries()) {
    const top = p.typeCode.slice(0, 3);
    const candidates = ctx.supplierIds.filter((s) => s.typeCodes.includes(top));
    const supplier = candidates.length ? candidates[i % candidates.length] : ctx.supplierIds[i % ctx.supplierIds.length];
    const typeId = ctx.typeIdByCode.get(p.typeCode) ?? ctx.typeIdByCode.get(top);
    if (!supplier || !typeId) continue;
    const id = newId();
    let coverFileId = ctx.coverFor?.(p) ?? null;
    if (ctx.withImages) {
      coverFileId = await saveSvg(db, deps, `product-${i}`, productImageSvg({ name: p.name, typeCode: p.typeCode, seed: i * 7 + 1 }));
      images.push({ id: newId(), shelfItemId: id, fileId: coverFileId, sort: 0 });
      const second = await saveSvg(db, deps, `product-${i}-2`, productImageSvg({ name: p.name, typeCode: p.typeCode, seed: i * 7 + 4 }));
      images.push({ id: newId(), shelfItemId: id, fileId: second, sort: 1 });
    }
    const createdAt = new Date(ctx.now.getTime() - ctx.rng.int(0, 90) * DAY - ctx.rng.int(0, 86_000) * 1000);
    const stock = ctx.rng.int(0, 20) === 0 ? ctx.rng.int(0, 5) : ctx.rng.int(200, 3000);
    batch.push({
      id,
      supplierFirmId: supplier.id,
      foodTypeId: typeId,
      foodTypeCode: p.typeCode,
      name: p.name,
      specification: p.specification,
      unit: p.unit,
      brand: p.brand,
      sealNumber: p.sealNumber,
      shelfLifeDays: p.shelfLifeDays,
      priceFen: yuanToFen(p.priceYuan),
      originalPriceFen: yuanToFen(Math.max(p.originalPriceYuan, p.priceYuan)),
      stock,
      coverFileId,
      introduction: p.introductionHtml,
      features: p.features,
      packageType: p.packageType ?? null,
      isRecommended: !!p.isRecommended,
      isDiscount: !!p.isDiscount,
      onSale: true,
      soldCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
    out.push({
      id,
      supplierId: supplier.id,
      typeCode: p.typeCode,
      name: p.name,
      specification: p.specification,
      unit: p.unit,
      priceFen: yuanToFen(p.priceYuan),
      stock,
      coverFileId,
      shelfLifeDays: p.shelfLifeDays,
      storage: p.storage ?? '',
    });
    if (batch.length >= 500) await flush();
  }
  await flush();
  return out;
}

let orderSeq = 0;

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The China calendar day of an instant, 'YYYY-MM-DD'. */
const chinaDay = (d: Date) => toChinaIso(d).slice(0, 10);
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** When an order of the demo history moved: confirmed, shipped, arrived at the kitchen, accepted (its receipt) and stored. */
interface Schedule {
  confirmedAt: Date;
  shippedAt: Date;
  arrivedAt: Date;
  acceptedAt: Date;
  storedAt: Date;
}

/**
 * A canteen's day: the supplier confirms within hours, the van leaves early the next morning, it
 * reaches the kitchen an hour or so later, two of the staff accept the goods and then store them.
 * An order too recent for that was shipped earlier that day, with the kitchen's steps as long as
 * ever, or, placed only just now, has its steps pressed into the time there was; the goods are shipped and accepted on one calendar day, so that a batch's shelf
 * life is judged on one delivery day.
 */
function deliverySchedule(at: Date, now: Date, seq: number): Schedule {
  const confirmed = 90 * MINUTE + (seq % 5) * 17 * MINUTE;
  const nextMorning = chinaMidnight(chinaDay(new Date(at.getTime() + 24 * HOUR))).getTime() + 5 * HOUR + 40 * MINUTE + (seq % 7) * 11 * MINUTE;
  const ship = nextMorning - at.getTime();
  const offsets = [confirmed, ship, ship + 50 * MINUTE + (seq % 4) * 10 * MINUTE];
  offsets.push((offsets[2] as number) + 12 * MINUTE + (seq % 3) * 5 * MINUTE);
  offsets.push((offsets[3] as number) + 10 * MINUTE + (seq % 2) * 8 * MINUTE);
  const room = now.getTime() - MINUTE - at.getTime();
  const last = offsets[4] as number;
  const tail = last - ship;
  let scaled = offsets;
  if (last > room) {
    // too recent for the next morning's van: it left earlier that day, the kitchen's steps as long as ever
    const earlier = room - tail;
    scaled =
      earlier >= (offsets[0] as number) + 10 * MINUTE
        ? offsets.map((o, i) => (i === 0 ? o : o - ship + earlier))
        : // no room for that either: the same steps pressed into the time there was, in the same proportions
          offsets.map((o) => Math.max(1000, Math.floor((o * room) / last)));
  }
  const t = scaled.map((o, i) => new Date(at.getTime() + o + i * 1000));
  const [confirmedAt, shippedAt, arrivedAt, acceptedAt, storedAt] = t as [Date, Date, Date, Date, Date];
  if (chinaDay(shippedAt) !== chinaDay(acceptedAt)) {
    // shipped late in the evening and accepted after midnight: the van leaves after midnight instead
    const after = Math.max(chinaMidnight(chinaDay(acceptedAt)).getTime() + MINUTE, confirmedAt.getTime() + MINUTE);
    shippedAt.setTime(Math.min(after, acceptedAt.getTime() - 2000));
    arrivedAt.setTime(Math.floor((shippedAt.getTime() + acceptedAt.getTime()) / 2));
  }
  return { confirmedAt, shippedAt, arrivedAt, acceptedAt, storedAt };
}

/** An order as the order module would have made it, with the counters it keeps. */
async function placeHistoricOrder(
  db: Db,
  o: { buyerId: string; at: Date; now: Date; status: number; lines: { item: SeededItem; quantity: number; seckillDetailId?: string }[] },
  shipped?: ShippedOrder[],
): Promise<void> {
  const bySupplier = new Map<string, typeof o.lines>();
  for (const l of o.lines) bySupplier.set(l.item.supplierId, [...(bySupplier.get(l.item.supplierId) ?? []), l]);
  for (const [supplierId, lines] of bySupplier) {
    const id = newId();
    const seq = ++orderSeq;
    const orderNo = `SL${toChinaIso(o.at).slice(0, 10).replace(/-/g, '')}${String(seq).padStart(6, '0')}`;
    const when = deliverySchedule(o.at, o.now, seq);
    await db.insert(orders).values({
      id,
      orderNo,
      buyerFirmId: o.buyerId,
      supplierFirmId: supplierId,
      status: o.status,
      source: 0,
      totalFen: lines.reduce((s, l) => s + l.item.priceFen * l.quantity, 0),
      distDate: o.status >= 3 ? when.shippedAt : null,
      createdAt: o.at,
      // the same instant as its 'received' event below: the month its statement counts it in
      receivedAt: o.status === 4 ? when.acceptedAt : null,
    });
    const steps: [typeof orderEvents.$inferInsert.type, number, Date][] = [
      ['created', 1, o.at],
      ['confirmed', 2, when.confirmedAt],
      ['shipped', 3, when.shippedAt],
      ['received', 4, when.acceptedAt],
    ];
    for (const [type, status, at] of steps.filter(([, status]) => status <= o.status)) {
      await db.insert(orderEvents).values({ id: newId(), orderId: id, type, status, at });
    }
    const shippedLines: ShippedOrder['lines'] = [];
    for (const l of lines) {
      const lineId = newId();
      shippedLines.push({ id: lineId, item: l.item, quantity: l.quantity });
      await db.insert(orderLines).values({
        id: lineId,
        orderId: id,
        shelfItemId: l.item.id,
        seckillDetailId: l.seckillDetailId ?? null,
        name: l.item.name,
        specification: l.item.specification,
        unit: l.item.unit,
        priceFen: l.item.priceFen,
        quantity: l.quantity,
        coverFileId: l.item.coverFileId,
        foodTypeCode: l.item.typeCode,
      });
      await db
        .update(shelfItems)
        .set({ soldCount: sql`${shelfItems.soldCount} + ${l.quantity}` })
        .where(eq(shelfItems.id, l.item.id));
      if (l.seckillDetailId) {
        await db
          .update(seckillDetails)
          .set({ orderQuantity: sql`${seckillDetails.orderQuantity} + ${l.quantity}` })
          .where(eq(seckillDetails.id, l.seckillDetailId));
      }
    }
    if (shipped && o.status >= 3) {
      shipped.push({
        orderId: id,
        orderNo,
        buyerId: o.buyerId,
        supplierId,
        at: o.at,
        shippedAt: when.shippedAt,
        received: o.status === 4 ? { arrivedAt: when.arrivedAt, acceptedAt: when.acceptedAt, storedAt: when.storedAt } : null,
        lines: shippedLines,
      });
    }
  }
}

/** An order of the demo history that was shipped (and maybe received): its stock-in record is seeded. */
interface ShippedOrder {
  orderId: string;
  orderNo: string;
  buyerId: string;
  supplierId: string;
  at: Date;
  shippedAt: Date;
  /** When a received order's goods reached the kitchen, were accepted (the order's receipt) and stored. */
  received: { arrivedAt: Date; acceptedAt: Date; storedAt: Date } | null;
  lines: { id: string; item: SeededItem; quantity: number }[];
}

/** Where the demo's goods come from, by a word of the product's name. */
const ORIGINS: [RegExp, string][] = [
  [/米/, '五常市民乐米业有限公司'],
  [/油/, '益海嘉里（杭州）粮油工业有限公司'],
  [/面|粉/, '河北金沙河面业集团有限责任公司'],
  [/猪|肉|排骨/, '浙江华统肉制品股份有限公司'],
  [/鸡|鸭/, '浙江光大农业科技发展有限公司'],
  [/蛋/, '浙江新美心蛋业有限公司'],
  [/奶|乳/, '杭州新希望双峰乳业有限公司'],
  [/鱼|虾/, '浙江舟山海洋渔业有限公司'],
  [/豆/, '杭州祥符桥豆制品有限公司'],
  [/酱|醋|盐|糖|料/, '浙江五味和食品有限公司'],
];
const originOf = (name: string): string => ORIGINS.find(([re]) => re.test(name))?.[1] ?? '浙江省农产品产地直供基地';

/** The certificates a batch of this food type carries, by kind, and who issued them. */
function certificateKindsOf(typeCode: string): CertificateKind[] {
  const top = typeCode.slice(0, 3);
  if (top === '102' || top === '103') return ['pesticide'];
  if (top === '104') return ['animal-quarantine', 'inspection'];
  if (top === '105') return ['quarantine'];
  return ['inspection'];
}
const CERTIFIER: Record<CertificateKind, string> = {
  inspection: '杭州市食品药品检验研究院',
  quarantine: '浙江省水产品质量检测中心',
  'animal-quarantine': '杭州市动物卫生监督所',
  pesticide: '杭州市农产品质量安全检测中心',
  compliance: '杭州市农业农村局',
  'import-quarantine': '杭州海关',
};

/** 食品生产许可证 category of a food type (SC + 1 + these two digits + area + sequence + check). */
const SC_CATEGORY: Record<string, string> = { '101': '01', '104': '04', '105': '22', '106': '05', '107': '25', '108': '03', '109': '27', '100': '26' };
const ORIGIN_AREAS = ['330106', '330110', '330183', '330521', '330902', '330782', '330402'];
const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The origin's production licence number for this kind of food (SC + 14 digits), the same for every batch of it. */
function productLicenceOf(origin: string, typeCode: string): string {
  const h = hashOf(`${origin}|${typeCode.slice(0, 3)}`);
  const digits = `1${SC_CATEGORY[typeCode.slice(0, 3)] ?? '12'}${ORIGIN_AREAS[h % ORIGIN_AREAS.length]}${String(h % 10_000).padStart(4, '0')}`;
  const check = [...digits].reduce((a, d, i) => a + Number(d) * (i + 1), 0) % 10;
  return `SC${digits}${check}`;
}

/**
 * The production date of a batch delivered on `deliveryDay`: far enough from expiry that more than
 * a third of its shelf life is left that day (the canteen's acceptance rule), so the demo shows
 * neither an expired nor a near-expiry acceptance; goods without a shelf life made days to weeks before.
 */
function productionDayOf(deliveryDay: string, shelfLifeDays: number, seq: number): string {
  const back = shelfLifeDays > 0 ? Math.min(Math.floor((shelfLifeDays - 1) / 2), 2 + (seq % 40)) : 5 + (seq % 25);
  return chinaDay(new Date(chinaMidnight(deliveryDay).getTime() + 12 * HOUR - back * DAY));
}

/** A certificate of the demo as a scanned picture (PNG, as a phone or a scanner makes it), drawn from its SVG. */
async function certificatePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg, 'utf8'), { density: 96 }).flatten({ background: '#ffffff' }).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * The stock-in records of the demo's shipped orders, as shipping and receiving make them: a batch
 * per line with its storage, production licence and trace code, the certificates its kind of food
 * carries (one picture per supplier and kind, kept small: seeding runs before every test run),
 * received orders delivered, accepted by two of the school's staff and stored, each step at its
 * own time, and the batches' EPCIS events at those times.
 */
/** What the acceptor's probe read at the door: chilled goods 1.5–4.5 °C, frozen −20 to −18.5 °C, none for dry goods. */
function receiptTemperatureOf(storage: string, seq: number): number | null {
  if (!isColdStorage(storage)) return null;
  if (/冷冻|速冻|[-－]\s*18/.test(storage)) return -18.5 - (seq % 4) * 0.5;
  return 1.5 + (seq % 7) * 0.5;
}

async function seedStockInRecords(
  db: Db,
  deps: Deps,
  shipped: ShippedOrder[],
  names: { supplierNames: Map<string, string>; buyerNames: Map<string, string> },
): Promise<void> {
  if (shipped.length === 0) return;
  // the people of each receiving firm, who accept in pairs
  const buyerIds = [...new Set(shipped.map((o) => o.buyerId))];
  const staff = new Map<string, string[]>();
  for (const u of await db.select({ id: users.id, firmId: users.firmId }).from(users).where(inArray(users.firmId, buyerIds)).orderBy(users.phone)) {
    staff.set(u.firmId, [...(staff.get(u.firmId) ?? []), u.id]);
  }
  const certs = new Map<string, string>();
  const certificate = async (supplierId: string, kind: CertificateKind): Promise<string> => {
    const key = `${supplierId}|${kind}`;
    let id = certs.get(key);
    if (!id) {
      const n = certs.size + 1;
      const svg = licenseSvg({
        firmName: names.supplierNames.get(supplierId) ?? '',
        licenseName: CERTIFICATE_KINDS[kind],
        number: `ZJJC-2026-${String(n).padStart(5, '0')}`,
        authority: CERTIFIER[kind],
        validTo: '2027-12-31',
      });
      id = await deps.files.save(db, {
        fileName: `${CERTIFICATE_KINDS[kind]}-${n}.png`,
        bytes: await certificatePng(svg),
        ownerFirmId: supplierId,
        purpose: 'certificate',
      });
      certs.set(key, id);
    }
    return id;
  };
  const records: (typeof fillIns.$inferInsert)[] = [];
  const lines: (typeof fillInLines.$inferInsert)[] = [];
  const lineFiles: (typeof fillInLineFiles.$inferInsert)[] = [];
  const events: (typeof fillInEvents.$inferInsert)[] = [];
  const batchEvents: BatchEvent[] = [];
  const grants = new Set<string>();
  let lineSeq = 0;
  for (const [n, o] of shipped.entries()) {
    const supplierName = names.supplierNames.get(o.supplierId) ?? '';
    const buyerName = names.buyerNames.get(o.buyerId) ?? '';
    const recordId = newId();
    const deliveryDay = chinaDay(o.shippedAt);
    const r = o.received;
    const people = staff.get(o.buyerId) ?? [];
    records.push({
      id: recordId,
      fillInNo: `JH${deliveryDay.replace(/-/g, '')}${String(n + 1).padStart(6, '0')}`,
      source: 'order',
      supplierFirmId: o.supplierId,
      supplyFirmName: supplierName,
      buyerFirmId: o.buyerId,
      orderId: o.orderId,
      orderNo: o.orderNo,
      status: r ? 6 : 3,
      distDate: o.shippedAt,
      createdAt: o.shippedAt,
      // two of the school's staff: the one who records the acceptance and a witness
      acceptUserId: r ? (people[n % Math.max(1, people.length)] ?? null) : null,
      witnessUserId: r && people.length > 1 ? (people[(n + 1) % people.length] ?? null) : null,
      acceptedAt: r?.acceptedAt ?? null,
      storedAt: r?.storedAt ?? null,
    });
    events.push({ id: newId(), fillInId: recordId, type: 'shipped', status: 3, note: `订单 ${o.orderNo} 发货`, at: o.shippedAt });
    if (r) {
      events.push({ id: newId(), fillInId: recordId, type: 'delivered', status: 4, note: '送达厨房', at: r.arrivedAt });
      events.push({ id: newId(), fillInId: recordId, type: 'accepted', status: 5, note: '双人验收', at: r.acceptedAt });
      events.push({ id: newId(), fillInId: recordId, type: 'stored', status: 6, note: '验收后入库', at: r.storedAt });
    }
    for (const [i, l] of o.lines.entries()) {
      const seq = ++lineSeq;
      const kinds = certificateKindsOf(l.item.typeCode);
      const certIds: string[] = [];
      for (const kind of kinds) certIds.push(await certificate(o.supplierId, kind));
      for (const c of certIds) grants.add(`${c}|${o.buyerId}`);
      const productDate = productionDayOf(deliveryDay, l.item.shelfLifeDays, seq);
      const lineId = newId();
      const origin = originOf(l.item.name);
      const licence = productLicenceOf(origin, l.item.typeCode);
      lines.push({
        id: lineId,
        fillInId: recordId,
        sort: i,
        shelfItemId: l.item.id,
        orderLineId: l.id,
        coverFileId: l.item.coverFileId,
        productName: l.item.name,
        specification: l.item.specification,
        unit: l.item.unit,
        quantity: l.quantity,
        acceptedQuantity: r ? l.quantity : null,
        receivedTemperature: r ? receiptTemperatureOf(l.item.storage, seq) : null,
        priceFen: l.item.priceFen,
        batchNumber: `${productDate.replace(/-/g, '')}-${String(i + 1).padStart(2, '0')}`,
        productDate,
        shelfLifeDays: l.item.shelfLifeDays,
        storage: l.item.storage || '常温阴凉干燥处存放',
        productLicense: licence,
        traceabilityCode: `${licence.slice(5, 11)}${productDate.replace(/-/g, '')}${String(seq).padStart(6, '0')}`,
        originFirmName: origin,
      });
      for (const [k, c] of certIds.entries()) lineFiles.push({ id: newId(), lineId, fileId: c, kind: kinds[k] ?? null, createdAt: o.shippedAt });
      // made at the origin: early on the delivery day for goods made that day, else in the morning days before
      const madeAt =
        productDate === deliveryDay
          ? new Date(Math.max(chinaMidnight(productDate).getTime() + 30 * MINUTE, o.shippedAt.getTime() - 150 * MINUTE - (seq % 6) * 10 * MINUTE))
          : new Date(chinaMidnight(productDate).getTime() + 8 * HOUR + (seq % 9) * 13 * MINUTE);
      batchEvents.push({ lineId, bizStep: 'commissioning', eventTime: madeAt, firmId: null, firmName: origin });
      batchEvents.push({ lineId, bizStep: 'shipping', eventTime: o.shippedAt, firmId: o.supplierId, firmName: supplierName, certificateFileIds: certIds });
      if (r) {
        batchEvents.push({ lineId, bizStep: 'receiving', eventTime: r.arrivedAt, firmId: o.buyerId, firmName: buyerName, quantity: l.quantity });
        batchEvents.push({ lineId, bizStep: 'accepting', eventTime: r.acceptedAt, firmId: o.buyerId, firmName: buyerName, quantity: l.quantity });
        batchEvents.push({ lineId, bizStep: 'storing', eventTime: r.storedAt, firmId: o.buyerId, firmName: buyerName, quantity: l.quantity });
      }
    }
  }
  const chunks = <T>(rows: T[], size = 500): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  for (const c of chunks(records)) await db.insert(fillIns).values(c);
  for (const c of chunks(lines)) await db.insert(fillInLines).values(c);
  for (const c of chunks(lineFiles)) await db.insert(fillInLineFiles).values(c);
  for (const c of chunks(events)) await db.insert(fillInEvents).values(c);
  const grantRows = [...grants].map((g) => {
    const [fileId, firmId] = g.split('|') as [string, string];
    return { fileId, firmId, purpose: 'certificate' as const, createdAt: shipped[0]?.shippedAt ?? new Date() };
  });
  for (const c of chunks(grantRows)) await db.insert(fileGrants).values(c).onConflictDoNothing();
  for (const c of chunks(batchEvents)) await recordBatchEvents(db, shipped[0]?.shippedAt ?? new Date(), c);
}
