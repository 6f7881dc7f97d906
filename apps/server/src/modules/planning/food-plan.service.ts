import { fenToYuan, PLANNING_MSG, parseInputTime, planLine, type TFoodPlan, toChinaIso, yuanToFen } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { deliveryTermsOf, freightFor } from '../checkout/checkout.service.js';
import { foodTypeTree, searchProducts, shelfItemsByIds, supplierNames } from '../store/store.service.js';
import { chinaDate, namedPlan, type PlanCheckout, type PlanDraft, placePlan, previewPlan } from './plan-orders.flow.js';
import { foodPlanLines, foodPlans } from './planning.tables.js';

type PlanRow = typeof foodPlans.$inferSelect;
type Perm = 'food-plan:view' | 'food-plan:edit' | 'food-plan:delete';
const MEAL_FOOD_TYPE = '100';

const scope = (actor: Actor, perm: Perm) => scopeFilter(actor, perm, { firm: foodPlans.firmId, owner: foodPlans.createdBy });

/** A plan by id through the caller's scope: missing → 404, another firm's → 403. */
async function ownPlan(db: Db, actor: Actor, id: string, perm: Perm): Promise<PlanRow> {
  const [row] = await db.select().from(foodPlans).where(eq(foodPlans.id, id)).limit(1);
  if (!row) throw notFound(PLANNING_MSG.planNotFound);
  const [reached] = await db
    .select({ id: foodPlans.id })
    .from(foodPlans)
    .where(and(eq(foodPlans.id, id), scope(actor, perm)))
    .limit(1);
  if (!reached) throw forbidden();
  return row;
}

async function toWire(db: Db, rows: PlanRow[]): Promise<TFoodPlan[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(foodPlanLines)
    .where(
      inArray(
        foodPlanLines.planId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(foodPlanLines.sort), asc(foodPlanLines.id));
  const items = await shelfItemsByIds(
    db,
    lines.map((l) => l.shelfItemId),
  );
  const supplierIds = [...new Set([...items.values()].map((i) => i.supplierFirmId))];
  const [names, terms] = await Promise.all([supplierNames(db, supplierIds), deliveryTermsOf(db, supplierIds)]);
  return rows.map((p) => {
    const own = lines.filter((l) => l.planId === p.id);
    const goodsBySupplier = new Map<string, number>();
    let number = 0;
    let goodsFen = 0;
    let pointsFen = 0;
    const wire = own.flatMap((l) => {
      const item = items.get(l.shelfItemId);
      if (!item) return [];
      const price = fenToYuan(item.priceFen);
      const { Subtotal, Points } = planLine(price, l.quantity);
      number += l.quantity;
      goodsFen += yuanToFen(Subtotal);
      pointsFen += yuanToFen(Points);
      goodsBySupplier.set(item.supplierFirmId, (goodsBySupplier.get(item.supplierFirmId) ?? 0) + yuanToFen(Subtotal));
      return [
        {
          Id: l.id,
          FoodSaleShelfId: item.id,
          FoodSaleShelfName: item.name,
          Specification: item.specification,
          Unit: item.unit,
          PresentPrice: price,
          Number: l.quantity,
          Points,
          Subtotal,
          SupplyFirmId: item.supplierFirmId,
          SupplyName: names.get(item.supplierFirmId) ?? '',
          OnSale: !!item.listed,
          DeliveryDate: l.deliveryDate ?? chinaDate(p.startAt),
        },
      ];
    });
    let freightFen = 0;
    for (const [supplierId, fen] of goodsBySupplier) {
      const t = terms.get(supplierId);
      if (t) freightFen += freightFor(t, fen);
    }
    return {
      Id: p.id,
      Name: p.name,
      StartTime: toChinaIso(p.startAt),
      EndTime: toChinaIso(p.endAt),
      CreateTime: toChinaIso(p.createdAt),
      Number: number,
      TotalPrice: fenToYuan(goodsFen),
      Freight: fenToYuan(freightFen),
      TotalWithFreight: fenToYuan(goodsFen + freightFen),
      Points: fenToYuan(pointsFen),
      B2B_FoodplandetailInfos: wire,
    };
  });
}

export async function listPlans(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const conds: (SQL | undefined)[] = [scope(actor, 'food-plan:view')];
  const text = search?.trim();
  if (text) conds.push(ilike(foodPlans.name, `%${escapeLike(text)}%`));
  const where = and(...conds) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(foodPlans).where(where).orderBy(desc(foodPlans.createdAt), desc(foodPlans.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(foodPlans).where(where),
  ]);
  return { rows: await toWire(db, rows), total: total?.n ?? 0 };
}

export async function planById(db: Db, actor: Actor, id: string): Promise<TFoodPlan> {
  const [wire] = await toWire(db, [await ownPlan(db, actor, id, 'food-plan:view')]);
  return wire as TFoodPlan;
}

export interface PlanInput {
  Id?: string | null;
  Name: string;
  StartTime: string;
  EndTime: string;
  B2B_FoodplandetailInfos: { FoodSaleShelfId: string; Number: number; DeliveryDate?: string | null }[];
}

/** Adds (id null) or replaces a plan and its lines, in the operation's transaction. */
export async function savePlan(db: Db, actor: Actor, now: Date, input: PlanInput, id: string | null): Promise<{ Id: string }> {
  const startAt = parseInputTime(input.StartTime);
  const endAt = parseInputTime(input.EndTime);
  if (!startAt || !endAt) throw badRequest(PLANNING_MSG.planDatesRequired);
  const first = chinaDate(startAt);
  const last = chinaDate(endAt);
  // one line per product and day; a day outside the plan's dates is refused, none means its first day
  const quantities = new Map<string, { shelfItemId: string; day: string; quantity: number }>();
  for (const l of input.B2B_FoodplandetailInfos) {
    const day = l.DeliveryDate || first;
    if (day < first || day > last) throw badRequest(PLANNING_MSG.planLineDate);
    const key = `${l.FoodSaleShelfId}|${day}`;
    quantities.set(key, { shelfItemId: l.FoodSaleShelfId, day, quantity: (quantities.get(key)?.quantity ?? 0) + l.Number });
  }
  const shelfIds = [...new Set([...quantities.values()].map((q) => q.shelfItemId))];
  let kept = new Set<string>();
  if (id) {
    await ownPlan(db, actor, id, 'food-plan:edit');
    kept = new Set((await db.select({ s: foodPlanLines.shelfItemId }).from(foodPlanLines).where(eq(foodPlanLines.planId, id))).map((r) => r.s));
  }
  const items = await shelfItemsByIds(db, shelfIds);
  for (const shelfId of shelfIds) {
    const item = items.get(shelfId);
    // a line already in the plan may stay while its product is off sale; a new one must be on sale
    if (!item || item.foodTypeCode.startsWith(MEAL_FOOD_TYPE) || (!item.listed && !kept.has(shelfId))) throw badRequest(PLANNING_MSG.ingredientNotFound);
  }
  const row = { name: input.Name, startAt, endAt, updatedAt: now };
  let planId = id;
  if (planId) {
    await db.update(foodPlans).set(row).where(eq(foodPlans.id, planId));
    await db.delete(foodPlanLines).where(eq(foodPlanLines.planId, planId));
  } else {
    planId = newId();
    await db.insert(foodPlans).values({ ...row, id: planId, firmId: actor.firmId, createdBy: actor.userId, createdAt: now });
  }
  const pid = planId;
  await db
    .insert(foodPlanLines)
    .values(
      [...quantities.values()].map((q, i) => ({ id: newId(), planId: pid, shelfItemId: q.shelfItemId, quantity: q.quantity, deliveryDate: q.day, sort: i })),
    );
  return { Id: planId };
}

export async function deletePlan(db: Db, actor: Actor, id: string): Promise<void> {
  await ownPlan(db, actor, id, 'food-plan:delete');
  await db.delete(foodPlans).where(eq(foodPlans.id, id));
}

/** The plans as a plan for the checkout: each line on its planned day (source 2). */
async function plansDraft(db: Db, actor: Actor, ids: string[]): Promise<PlanDraft> {
  const plans: PlanRow[] = [];
  const lines: PlanDraft['lines'] = [];
  for (const id of [...new Set(ids)]) {
    const plan = await ownPlan(db, actor, id, 'food-plan:edit');
    plans.push(plan);
    const own = await db.select().from(foodPlanLines).where(eq(foodPlanLines.planId, id)).orderBy(asc(foodPlanLines.sort));
    if (own.length === 0) throw badRequest(PLANNING_MSG.noProducts);
    const items = await shelfItemsByIds(
      db,
      own.map((l) => l.shelfItemId),
    );
    for (const l of own)
      lines.push({
        shelfItemId: l.shelfItemId,
        quantity: l.quantity,
        deliveryDate: l.deliveryDate ?? chinaDate(plan.startAt),
        needed: { quantity: l.quantity, unit: items.get(l.shelfItemId)?.unit ?? '' },
      });
  }
  return {
    source: 2,
    plan: namedPlan(plans),
    days: 'plan',
    lines,
  };
}

/** 订单确认 of ingredient plans: one group per supplier and planned day. */
export async function previewPlansOrder(db: Db, actor: Actor, now: Date, ids: string[]) {
  return previewPlan(db, actor, now, await plansDraft(db, actor, ids));
}

/** Plans become one order per supplier and day (source 2), with the checkout's choices. */
export async function plansToOrder(db: Db, actor: Actor, now: Date, input: { Ids: string[] } & PlanCheckout) {
  return placePlan(db, actor, now, await plansDraft(db, actor, input.Ids), input);
}

/** On-sale products a plan may take (every kind but nutrition meals), by product name. */
export async function planProducts(db: Db, actor: Actor, now: Date, productName: string | null | undefined, limit: number, offset: number) {
  const codes = (await foodTypeTree(db)).map((t) => t.Code).filter((c) => !c.startsWith(MEAL_FOOD_TYPE));
  if (codes.length === 0) return { rows: { ShoppingcartInfos: [] }, total: 0 };
  const { rows, total } = await searchProducts(
    db,
    actor,
    { ProductName: productName, FoodTypeCodes: codes, OrderBy: 'newest', PagerInfo: { PageIndex: Math.floor(offset / limit) + 1, PageSize: limit } },
    now,
  );
  return {
    rows: {
      ShoppingcartInfos: rows.map((p) => ({
        FoodSaleShelfId: p.FoodSaleShelfId,
        Name: p.ProductName,
        ProductName: p.ProductName,
        Specification: p.FoodSpecification,
        Unit: p.Unit,
        PresentPrice: p.PresentPrice,
        CartNumber: p.MinQuantity,
        QuantityStep: p.QuantityStep,
        Stock: p.Stock,
        SupplyFirmId: p.SupplierId,
        SupplyName: p.SupplierName,
        CoverImageFileId: p.CoverImageFileId,
      })),
    },
    total,
  };
}
