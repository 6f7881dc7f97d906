import { MSG, NUTRITION_MEAL_TYPE_CODE, type Permission, parseInputTime, type TShelfItem, yuanToFen } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';

import { claimFiles } from '../files/files.service.js';
import { getFirm } from '../firm/firm.service.js';
import { deleteOffer, detailsForItems, insertOffer, offerById, overlappingOffers, updateOffer } from '../seckill/seckill.service.js';
import { productsByIds, type ShelfItem, seckillWire } from './catalog.service.js';
import { checkedFoodCode, compositionsByCodes } from './composition.service.js';
import { foodTypes, shelfItemImages, shelfItems } from './catalog.tables.js';
import { escapeLike } from '../../platform/sql.js';

/**
 * What a product introduction may hold: text structure, emphasis, tables and images served
 * by this platform. Scripts, styles, event handlers and foreign images are dropped.
 */
export function sanitizeIntroduction(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
    ],
    allowedAttributes: { img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith('/v1/File/Download/'),
  });
}

/** The shelf item, if the scope of the permission reaches it; 404 unknown, 403 out of scope. */
async function ownItem(db: Db, actor: Actor, id: string, permission: Permission, opts: { lock?: boolean } = {}): Promise<ShelfItem> {
  const q = db.select().from(shelfItems).where(eq(shelfItems.id, id)).limit(1);
  const [item] = opts.lock ? await q.for('no key update') : await q;
  if (!item) throw notFound(MSG.productNotFound);
  // a platform user's area scope reaches items by their supplier's area
  const areaCode = actor.platform ? ((await getFirm(db, item.supplierFirmId))?.areaCode ?? null) : null;
  assertAllowed(actor, permission, { firmId: item.supplierFirmId, areaCode });
  return item;
}

export async function listOwnShelf(
  db: Db,
  actor: Actor,
  now: Date,
  f: { SearchName?: string | null; OnSale?: boolean | null; FoodTypeCode?: string | null },
  limit: number,
  offset: number,
) {
  const where = and(
    scopeFilter(actor, 'shelf:view', { firm: shelfItems.supplierFirmId }),
    f.SearchName?.trim() ? ilike(shelfItems.name, `%${escapeLike(f.SearchName.trim())}%`) : undefined,
    f.OnSale != null ? eq(shelfItems.onSale, f.OnSale) : undefined,
    f.FoodTypeCode ? sql`${shelfItems.foodTypeCode} like ${`${escapeLike(f.FoodTypeCode)}%`}` : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(shelfItems).where(where).orderBy(desc(shelfItems.updatedAt), asc(shelfItems.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shelfItems).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const products = new Map((await productsByIds(db, actor, ids, { includeOffSale: true })).map((p) => [p.Id, p]));
  const images = ids.length
    ? await db.select().from(shelfItemImages).where(sql`${shelfItemImages.shelfItemId} in ${ids}`).orderBy(asc(shelfItemImages.sort))
    : [];
  const offers = await detailsForItems(db, ids);
  const compositions = await compositionsByCodes(
    db,
    rows.map((r) => r.compositionCode),
  );
  const wire: TShelfItem[] = rows.flatMap((r) => {
    const p = products.get(r.id);
    if (!p) return [];
    return [
      {
        ...p,
        Introduction: r.introduction,
        OnSale: r.onSale,
        B2B_FoodsaleshelffileInfos: images.filter((i) => i.shelfItemId === r.id).map((i) => ({ Id: i.fileId, FileUrl: fileUrl(i.fileId) })),
        b2B_FoodsaleshelfseckilldetailInfos: offers.filter((o) => o.shelfItemId === r.id).map((o) => seckillWire(o, r, p.SupplierName, now)),
        NetWeight: r.netWeightG,
        FoodCode: r.compositionCode,
        FoodCodeName: r.compositionCode ? (compositions.get(r.compositionCode)?.name ?? null) : null,
      },
    ];
  });
  return { rows: wire, total: total?.n ?? 0 };
}

export interface ShelfItemInput {
  Id?: string | null;
  ProductName: string;
  FoodTypeId: string;
  FoodSpecification: string;
  Unit: string;
  FoodBrand: string;
  SealNumber: string;
  FoodShelfLife: number;
  PresentPrice: number;
  OriginalPrice: number;
  Stock: number;
  /** The least quantity one order line may have, and the step above it (both at least 1). */
  MinQuantity?: number;
  QuantityStep?: number;
  ImageFileIds: string[];
  Introduction: string;
  ProductFeatures: string;
  PackageType?: number | null;
  IsRecommended: boolean;
  IsDiscount: boolean;
  /** Grams in one unit and the composition entry; null clears, left out keeps what is saved. */
  NetWeight?: number | null;
  FoodCode?: string | null;
}

/** Adds (no Id) or edits the supplier's own item; what it saves is in the store at once. */
export async function saveShelfItem(db: Db, actor: Actor, now: Date, input: ShelfItemInput): Promise<string> {
  // whose item it is comes before anything about the input, so a foreign id learns nothing
  if (input.Id) await ownItem(db, actor, input.Id, 'shelf:edit');
  const [type] = await db.select().from(foodTypes).where(eq(foodTypes.id, input.FoodTypeId)).limit(1);
  if (!type) throw badRequest(MSG.chooseFoodType);
  const isMeal = type.code === NUTRITION_MEAL_TYPE_CODE;
  if (isMeal && !input.PackageType) throw badRequest('营养餐请选择套餐类型（早餐、午餐或晚餐）');
  // Only the supplier's own pictures, public from now on as product images.
  await claimFiles(db, actor, now, input.ImageFileIds, 'product');
  const foodCode = await checkedFoodCode(db, input.FoodCode);
  const values = {
    foodTypeId: type.id,
    foodTypeCode: type.code,
    name: input.ProductName,
    specification: input.FoodSpecification,
    unit: input.Unit,
    brand: input.FoodBrand,
    sealNumber: input.SealNumber,
    shelfLifeDays: input.FoodShelfLife,
    priceFen: yuanToFen(input.PresentPrice),
    originalPriceFen: yuanToFen(input.OriginalPrice),
    stock: input.Stock,
    minQuantity: Math.max(1, input.MinQuantity ?? 1),
    quantityStep: Math.max(1, input.QuantityStep ?? 1),
    coverFileId: input.ImageFileIds[0] ?? null,
    introduction: sanitizeIntroduction(input.Introduction),
    features: input.ProductFeatures,
    packageType: isMeal ? (input.PackageType ?? null) : null,
    isRecommended: input.IsRecommended,
    // a discount shows only where the price really is below the original
    isDiscount: input.IsDiscount && input.OriginalPrice > input.PresentPrice,
    ...(input.NetWeight !== undefined ? { netWeightG: input.NetWeight } : {}),
    ...(foodCode !== undefined ? { compositionCode: foodCode } : {}),
    updatedAt: now,
  };
  let id = input.Id ?? null;
  if (id) {
    await db.update(shelfItems).set(values).where(eq(shelfItems.id, id));
    await db.delete(shelfItemImages).where(eq(shelfItemImages.shelfItemId, id));
  } else {
    id = newId();
    await db.insert(shelfItems).values({ ...values, id, supplierFirmId: actor.firmId, onSale: true, soldCount: 0, createdAt: now });
  }
  const itemId = id;
  await db.insert(shelfItemImages).values(input.ImageFileIds.map((fileId, sort) => ({ id: newId(), shelfItemId: itemId, fileId, sort })));
  return itemId;
}

export async function setOnSale(db: Db, actor: Actor, now: Date, id: string, onSale: boolean): Promise<void> {
  await ownItem(db, actor, id, 'shelf:edit');
  await db.update(shelfItems).set({ onSale, updatedAt: now }).where(eq(shelfItems.id, id));
}

/**
 * A seckill window of the supplier's own item. Not overlapping another of the item's
 * windows (the database's exclusion constraint decides, whatever arrives at once), below
 * the shelf price, its unsold units within the item's stock; once started, only the end,
 * the quantity and the limit may change, and the quantity never below what is sold.
 */
export async function saveSeckillWindow(
  db: Db,
  actor: Actor,
  now: Date,
  input: { Id?: string | null; FoodSaleShelfId: string; StartTime: string; EndTime: string; PresentPrice: number; Quantity: number; LimitPerBuyer?: number },
): Promise<string> {
  // Saves of one item's windows queue on the item row: concurrent inserts checked only by the
  // exclusion constraint could deadlock each other, and the stock check reads a settled row.
  // The offer is locked before the item, the order in which a purchase takes them.
  const offer = input.Id ? await offerById(db, input.Id, { lock: true }) : null;
  const item = await ownItem(db, actor, input.FoodSaleShelfId, 'seckill:edit', { lock: true });
  if (input.Id && (!offer || offer.shelfItemId !== item.id)) throw notFound('秒杀场次不存在');
  const startAt = parseInputTime(input.StartTime);
  const endAt = parseInputTime(input.EndTime);
  if (!startAt || !endAt) throw badRequest(MSG.timeInvalid);
  const priceFen = yuanToFen(input.PresentPrice);
  const limitPerBuyer = input.LimitPerBuyer ?? 0;
  if (priceFen >= item.priceFen) throw badRequest(MSG.seckillPriceBelow);
  const sold = offer?.orderQuantity ?? 0;
  // sold units have left the stock already; what is still to sell must be in it
  if (input.Quantity - sold > item.stock) throw badRequest(MSG.seckillOverStock(item.stock + sold));
  if ((await overlappingOffers(db, item.id, startAt, endAt, input.Id)).length) throw conflict(MSG.seckillOverlap);
  const values = { startAt, endAt, priceFen, quantity: input.Quantity, limitPerBuyer };
  if (!offer) {
    if (endAt <= now) throw badRequest('结束时间必须晚于现在');
    const id = newId();
    if (!(await insertOffer(db, { ...values, id, shelfItemId: item.id, createdAt: now }))) throw conflict(MSG.seckillOverlap);
    return id;
  }
  if (input.Quantity < sold) throw badRequest(MSG.seckillQuantityBelowSold(sold));
  if (offer.startAt <= now && (sameSecond(startAt, offer.startAt) === false || priceFen !== offer.priceFen)) throw conflict(MSG.seckillStarted);
  if (!(await updateOffer(db, offer.id, values))) throw conflict(MSG.seckillOverlap);
  return offer.id;
}

/** Times travel to the second (ISO without milliseconds); compare them so. */
const sameSecond = (a: Date, b: Date) => Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);

export async function deleteSeckillWindow(db: Db, actor: Actor, id: string): Promise<void> {
  const offer = await offerById(db, id);
  if (!offer) throw notFound('秒杀场次不存在');
  await ownItem(db, actor, offer.shelfItemId, 'seckill:delete');
  if (!(await deleteOffer(db, id))) throw conflict(MSG.seckillHasOrders);
}
