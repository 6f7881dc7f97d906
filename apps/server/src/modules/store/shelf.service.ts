import {
  fenToYuan,
  MSG,
  NUTRITION_MEAL_TYPE_CODE,
  OPERATOR_MSG,
  type Permission,
  parseInputTime,
  SHELF_REVIEW,
  SHELF_REVIEWED_FIELDS,
  type ShelfReview,
  type TShelfItem,
  type TShelfReviewDetail,
  type TShelfReviewRow,
  toChinaIso,
  yuanToFen,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { normalisedRichText, sanitizeRichText } from '../../platform/html.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { claimFiles } from '../files/files.service.js';
import { firmsByIds, getFirm, lockedFirmStatus, supplierIdsByName } from '../firm/firm.service.js';
import { deleteOffer, detailsForItems, insertOffer, offerById, overlappingOffers, updateOffer } from '../seckill/seckill.service.js';
import { checkedFoodCode, compositionsByCodes } from './composition.service.js';
import { productsByIds, type ShelfItem, seckillWire } from './store.service.js';
import { foodTypes, type PendingShelfChanges, shelfItemImages, shelfItems } from './store.tables.js';

/** A product introduction keeps what rich text may hold (platform/html.ts). */
export const sanitizeIntroduction = sanitizeRichText;

/** The shelf item, if the scope of the permission reaches it; 404 unknown, 403 out of scope. */
async function ownItem(db: Db, actor: Actor, id: string, permission: Permission, opts: { lock?: boolean; notFoundMessage?: string } = {}): Promise<ShelfItem> {
  const q = db.select().from(shelfItems).where(eq(shelfItems.id, id)).limit(1);
  const [item] = opts.lock ? await q.for('no key update') : await q;
  if (!item) throw notFound(opts.notFoundMessage ?? MSG.productNotFound);
  // a platform user's area scope reaches items by their supplier's area
  const areaCode = actor.platform ? ((await getFirm(db, item.supplierFirmId))?.areaCode ?? null) : null;
  assertAllowed(actor, permission, { firmId: item.supplierFirmId, areaCode });
  return item;
}

// ---------- the reviewed fields (SHELF_REVIEWED_FIELDS) ----------

type ReviewedField = keyof typeof SHELF_REVIEWED_FIELDS;

/** The pictures of items in order (an item seeded without picture rows has its cover). */
async function imageIdsOf(db: Db, items: readonly ShelfItem[]): Promise<Map<string, string[]>> {
  const ids = items.map((i) => i.id);
  const rows = ids.length ? await db.select().from(shelfItemImages).where(inArray(shelfItemImages.shelfItemId, ids)).orderBy(asc(shelfItemImages.sort)) : [];
  return new Map(
    items.map((i) => {
      const own = rows.filter((r) => r.shelfItemId === i.id).map((r) => r.fileId);
      return [i.id, own.length ? own : i.coverFileId ? [i.coverFileId] : []];
    }),
  );
}

/** The reviewed fields of an item as its columns hold them (what the store shows once it is live). */
function columnsSide(item: ShelfItem, imageFileIds: string[]): PendingShelfChanges {
  return { name: item.name, priceFen: item.priceFen, originalPriceFen: item.originalPriceFen, imageFileIds, introduction: item.introduction };
}

/** The reviewed fields that differ between two versions. */
export function changedFields(from: PendingShelfChanges, to: PendingShelfChanges): ReviewedField[] {
  const out: ReviewedField[] = [];
  if (from.name !== to.name) out.push('ProductName');
  if (from.priceFen !== to.priceFen) out.push('PresentPrice');
  if (from.originalPriceFen !== to.originalPriceFen) out.push('OriginalPrice');
  if (from.imageFileIds.join('|') !== to.imageFileIds.join('|')) out.push('Images');
  // the same text saved again by the editor is no change (a price edit must not mark the introduction)
  if (from.introduction !== to.introduction && normalisedRichText(from.introduction) !== normalisedRichText(to.introduction)) out.push('Introduction');
  return out;
}

/** The columns that carry a version of the reviewed fields. */
const reviewedColumns = (v: PendingShelfChanges) => ({
  name: v.name,
  priceFen: v.priceFen,
  originalPriceFen: v.originalPriceFen,
  coverFileId: v.imageFileIds[0] ?? null,
  introduction: v.introduction,
});

async function replaceImages(db: Db, itemId: string, fileIds: readonly string[]): Promise<void> {
  await db.delete(shelfItemImages).where(eq(shelfItemImages.shelfItemId, itemId));
  if (fileIds.length) await db.insert(shelfItemImages).values(fileIds.map((fileId, sort) => ({ id: newId(), shelfItemId: itemId, fileId, sort })));
}

/** What the supplier's own list shows of the review: the last submission's state and the fields waiting. */
function reviewWire(item: ShelfItem, liveImages: string[]) {
  const waiting = item.pending ? changedFields(columnsSide(item, liveImages), item.pending) : [];
  return {
    Listed: item.listed === true,
    ReviewStatus: item.reviewStatus,
    ReviewStatusName: SHELF_REVIEW[item.reviewStatus as ShelfReview] ?? '',
    ReviewReason: item.reviewReason,
    PendingFields: waiting.map((f) => SHELF_REVIEWED_FIELDS[f]),
  };
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
    // the supplier's own 上架/下架, whatever the review or the firm's status
    f.OnSale != null ? eq(shelfItems.onSale, f.OnSale) : undefined,
    f.FoodTypeCode ? sql`${shelfItems.foodTypeCode} like ${`${escapeLike(f.FoodTypeCode)}%`}` : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(shelfItems).where(where).orderBy(desc(shelfItems.updatedAt), asc(shelfItems.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(shelfItems).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const products = new Map((await productsByIds(db, actor, ids, { includeOffSale: true })).map((p) => [p.Id, p]));
  const images = await imageIdsOf(db, rows);
  const offers = await detailsForItems(db, ids);
  const compositions = await compositionsByCodes(
    db,
    rows.map((r) => r.compositionCode),
  );
  const wire: TShelfItem[] = rows.flatMap((r) => {
    const p = products.get(r.id);
    if (!p) return [];
    const live = images.get(r.id) ?? [];
    // the editor shows what the supplier submitted while it waits for review
    const shown = r.pending ?? columnsSide(r, live);
    return [
      {
        ...p,
        ProductName: shown.name,
        PresentPrice: fenToYuan(shown.priceFen),
        OriginalPrice: fenToYuan(shown.originalPriceFen),
        PromotionImage: fileUrl(shown.imageFileIds[0] ?? null),
        CoverImageFileId: shown.imageFileIds[0] ?? null,
        Introduction: shown.introduction,
        OnSale: r.onSale,
        B2B_FoodsaleshelffileInfos: shown.imageFileIds.map((fid) => ({ Id: fid, FileUrl: fileUrl(fid) })),
        b2B_FoodsaleshelfseckilldetailInfos: offers.filter((o) => o.shelfItemId === r.id).map((o) => seckillWire(o, r, p.SupplierName, now)),
        NetWeight: r.netWeightG,
        FoodCode: r.compositionCode,
        FoodCodeName: r.compositionCode ? (compositions.get(r.compositionCode)?.name ?? null) : null,
        ...reviewWire(r, live),
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

/**
 * Adds (no Id) or edits the supplier's own item. Without review (the platform's setting off) what
 * it saves is in the store at once. With review: a new item waits (not live) until approved; an
 * edit of a live item that changes its name, prices, pictures or introduction keeps those waiting
 * in `pending` while the store shows the approved ones, and applies everything else at once; an
 * item never approved takes the edit and waits again. A new item of a firm that is not active
 * (pending, rejected, suspended) stays out of the store until the firm is.
 */
export async function saveShelfItem(db: Db, actor: Actor, now: Date, input: ShelfItemInput, opts: { reviewRequired: boolean }): Promise<string> {
  // whose item it is comes before anything about the input, so a foreign id learns nothing
  const existing = input.Id ? await ownItem(db, actor, input.Id, 'shelf:edit', { lock: true }) : null;
  const [type] = await db.select().from(foodTypes).where(eq(foodTypes.id, input.FoodTypeId)).limit(1);
  if (!type) throw badRequest(MSG.chooseFoodType);
  const isMeal = type.code === NUTRITION_MEAL_TYPE_CODE;
  if (isMeal && !input.PackageType) throw badRequest('营养餐请选择套餐类型（早餐、午餐或晚餐）');
  // Only the supplier's own pictures, public from now on as product images.
  await claimFiles(db, actor, now, input.ImageFileIds, 'product');
  const foodCode = await checkedFoodCode(db, input.FoodCode);
  const proposed: PendingShelfChanges = {
    name: input.ProductName,
    priceFen: yuanToFen(input.PresentPrice),
    originalPriceFen: yuanToFen(input.OriginalPrice),
    imageFileIds: [...input.ImageFileIds],
    introduction: sanitizeIntroduction(input.Introduction),
  };
  const others = {
    foodTypeId: type.id,
    foodTypeCode: type.code,
    specification: input.FoodSpecification,
    unit: input.Unit,
    brand: input.FoodBrand,
    sealNumber: input.SealNumber,
    shelfLifeDays: input.FoodShelfLife,
    stock: input.Stock,
    minQuantity: Math.max(1, input.MinQuantity ?? 1),
    quantityStep: Math.max(1, input.QuantityStep ?? 1),
    features: input.ProductFeatures,
    packageType: isMeal ? (input.PackageType ?? null) : null,
    isRecommended: input.IsRecommended,
    // a discount shows only where the price really is below the original
    isDiscount: input.IsDiscount && input.OriginalPrice > input.PresentPrice,
    ...(input.NetWeight !== undefined ? { netWeightG: input.NetWeight } : {}),
    ...(foodCode !== undefined ? { compositionCode: foodCode } : {}),
    updatedAt: now,
  };
  const submitted = { reviewStatus: 'pending', reviewReason: '', submittedAt: now, pending: null } as const;
  const direct = { live: true, reviewStatus: 'approved', reviewReason: '', pending: null } as const;

  if (!existing) {
    const id = newId();
    // read under lock, so that a review of the firm at the same moment cannot leave this item behind
    const firmStatus = await lockedFirmStatus(db, actor.firmId);
    await db.insert(shelfItems).values({
      ...others,
      ...reviewedColumns(proposed),
      ...(opts.reviewRequired ? { ...submitted, live: false } : direct),
      id,
      supplierFirmId: actor.firmId,
      onSale: true,
      supplierActive: firmStatus === 'active',
      soldCount: 0,
      createdAt: now,
    });
    await replaceImages(db, id, proposed.imageFileIds);
    return id;
  }
  if (!opts.reviewRequired || !existing.live) {
    // applied as it is: no review, or a submission not yet approved revised (and waiting again)
    await db
      .update(shelfItems)
      .set({ ...others, ...reviewedColumns(proposed), ...(opts.reviewRequired ? submitted : direct) })
      .where(eq(shelfItems.id, existing.id));
    await replaceImages(db, existing.id, proposed.imageFileIds);
    return existing.id;
  }
  // a live item under review: the reviewed fields wait unless they are what the store shows already
  // (an introduction saved before sanitising existed counts as itself sanitised)
  const live = columnsSide(existing, (await imageIdsOf(db, [existing])).get(existing.id) ?? []);
  const waiting = changedFields({ ...live, introduction: sanitizeIntroduction(live.introduction) }, proposed).length > 0;
  const review = waiting
    ? { ...submitted, pending: proposed }
    : existing.reviewStatus === 'pending'
      ? // the change waiting was taken back
        { pending: null, reviewStatus: 'approved', reviewReason: '' }
      : { pending: null };
  await db
    .update(shelfItems)
    .set({ ...others, ...review })
    .where(eq(shelfItems.id, existing.id));
  return existing.id;
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

// ---------- the firm's status and the platform's review (the operator module calls these) ----------

/**
 * Keeps the items of a firm in step with its status: in the store only while the firm is
 * active. Called in the transaction that moves the status; answers how many items changed.
 */
export async function setSupplierListed(db: Db, firmId: string, active: boolean): Promise<number> {
  const rows = await db
    .update(shelfItems)
    .set({ supplierActive: active })
    .where(and(eq(shelfItems.supplierFirmId, firmId), ne(shelfItems.supplierActive, active)))
    .returning({ id: shelfItems.id });
  return rows.length;
}

/** How many shelf items a firm has (listed or not). */
export async function countShelfItemsOf(db: Db, firmId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shelfItems).where(eq(shelfItems.supplierFirmId, firmId));
  return row?.n ?? 0;
}

function sideWire(v: PendingShelfChanges) {
  return {
    ProductName: v.name,
    PresentPrice: fenToYuan(v.priceFen),
    OriginalPrice: fenToYuan(v.originalPriceFen),
    Images: v.imageFileIds.map((id) => ({ Id: id, FileUrl: fileUrl(id) })),
    Introduction: v.introduction,
  };
}

async function reviewRows(db: Db, items: ShelfItem[]): Promise<{ rows: TShelfReviewRow[]; images: Map<string, string[]> }> {
  const [suppliers, types, images] = await Promise.all([
    firmsByIds(
      db,
      items.map((i) => i.supplierFirmId),
    ),
    items.length
      ? db
          .select({ id: foodTypes.id, name: foodTypes.name })
          .from(foodTypes)
          .where(inArray(foodTypes.id, [...new Set(items.map((i) => i.foodTypeId))]))
      : Promise.resolve([]),
    imageIdsOf(db, items),
  ]);
  const typeNames = new Map(types.map((t) => [t.id, t.name]));
  const rows = items.map((i) => {
    const live = columnsSide(i, images.get(i.id) ?? []);
    const proposed = i.pending ?? live;
    return {
      Id: i.id,
      ProductName: proposed.name,
      SupplierId: i.supplierFirmId,
      SupplierName: suppliers.get(i.supplierFirmId)?.name ?? '',
      FoodTypeName: typeNames.get(i.foodTypeId) ?? '',
      PromotionImage: fileUrl(proposed.imageFileIds[0] ?? null),
      PresentPrice: fenToYuan(proposed.priceFen),
      ReviewStatus: i.reviewStatus,
      ReviewStatusName: SHELF_REVIEW[i.reviewStatus as ShelfReview] ?? '',
      ReviewReason: i.reviewReason,
      IsNew: !i.live,
      ChangedFields: i.live && i.pending ? changedFields(live, i.pending).map((f) => SHELF_REVIEWED_FIELDS[f]) : [],
      SubmitTime: toChinaIso(i.submittedAt ?? i.updatedAt),
    };
  });
  return { rows, images };
}

/**
 * Submissions for review within the scope of shelf-review:view: new items and changes to live
 * ones, by review state and by product or supplier name; the pending queue oldest first, the
 * rest newest first. Items never submitted (saved while review was off, or seeded) are not here.
 */
export async function shelfReviewPage(
  db: Db,
  actor: Actor,
  f: { Status?: ShelfReview | null; Keyword?: string | null },
  limit: number,
  offset: number,
): Promise<{ rows: TShelfReviewRow[]; total: number }> {
  const text = f.Keyword?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const suppliers = text ? await supplierIdsByName(db, text) : [];
  const where = and(
    scopeFilter(actor, 'shelf-review:view', { firm: shelfItems.supplierFirmId }),
    isNotNull(shelfItems.submittedAt),
    f.Status ? eq(shelfItems.reviewStatus, f.Status) : undefined,
    like
      ? or(
          ilike(shelfItems.name, like),
          sql`${shelfItems.pending}->>'name' ilike ${like}`,
          suppliers.length ? inArray(shelfItems.supplierFirmId, suppliers) : undefined,
        )
      : undefined,
  ) as SQL;
  const order = f.Status === 'pending' ? [asc(shelfItems.submittedAt), asc(shelfItems.id)] : [desc(shelfItems.submittedAt), asc(shelfItems.id)];
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(shelfItems)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(shelfItems).where(where),
  ]);
  return { rows: (await reviewRows(db, items)).rows, total: total?.n ?? 0 };
}

/** One submission: what the store shows now (none for a new item) beside what waits. */
export async function shelfReviewDetail(db: Db, actor: Actor, id: string): Promise<TShelfReviewDetail> {
  const item = await ownItem(db, actor, id, 'shelf-review:view', { notFoundMessage: OPERATOR_MSG.shelfNotFound });
  const { rows, images } = await reviewRows(db, [item]);
  const live = columnsSide(item, images.get(item.id) ?? []);
  return {
    ...(rows[0] as TShelfReviewRow),
    Live: item.live ? sideWire(live) : null,
    Proposed: sideWire(item.pending ?? live),
    Specification: item.specification,
    Unit: item.unit,
    Brand: item.brand,
  };
}

/**
 * Decides a pending submission, conditional on its still waiting (of two reviewers at once one
 * wins, the other gets 409). Approval makes the item live and applies the waiting changes, its
 * pictures included; rejection keeps the live version (none for a new item) with the reason.
 */
export async function decideShelfReview(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  decision: { approve: boolean; reason: string },
): Promise<{ status: ShelfReview; supplierFirmId: string; name: string }> {
  await ownItem(db, actor, id, 'shelf-review:review', { notFoundMessage: OPERATOR_MSG.shelfNotFound });
  const waiting = and(eq(shelfItems.id, id), eq(shelfItems.reviewStatus, 'pending'));
  if (!decision.approve) {
    const [row] = await db.update(shelfItems).set({ reviewStatus: 'rejected', reviewReason: decision.reason, pending: null }).where(waiting).returning();
    if (!row) throw conflict(OPERATOR_MSG.shelfNotPending);
    return { status: 'rejected', supplierFirmId: row.supplierFirmId, name: row.name };
  }
  // the conditional UPDATE decides (and locks the row); the waiting changes come back with it
  const [row] = await db.update(shelfItems).set({ reviewStatus: 'approved', reviewReason: '', live: true, updatedAt: now }).where(waiting).returning();
  if (!row) throw conflict(OPERATOR_MSG.shelfNotPending);
  const changes = row.pending;
  if (changes) {
    await db
      .update(shelfItems)
      .set({
        ...reviewedColumns(changes),
        isDiscount: row.isDiscount && changes.originalPriceFen > changes.priceFen,
        pending: null,
      })
      .where(eq(shelfItems.id, id));
    await replaceImages(db, id, changes.imageFileIds);
  }
  return { status: 'approved', supplierFirmId: row.supplierFirmId, name: changes?.name ?? row.name };
}
