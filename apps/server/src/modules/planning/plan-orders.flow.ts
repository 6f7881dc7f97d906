import { MSG, type TPreviewGroup, toChinaIso } from '@shanlian/contract';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { assertQuantities } from '../cart/quantity-rules.js';
import {
  addDays,
  checkoutFor,
  DEFAULT_DELIVERY_TERMS,
  deliveryTermsOf,
  earliestDeliveryDay,
  type PricedLine,
  previewGroups,
  type SupplierChoice,
  weekdayOf,
} from '../checkout/checkout.service.js';
import { placeOrders } from '../order/order.place.js';
import { shelfItemsByIds } from '../store/store.service.js';

/**
 * The one way a plan becomes orders (weekly nutrition packages, ingredient plans, dishes for N
 * portions), through the same checkout as the cart: the quantity rules every way of buying
 * shares, the preview's groups (one per supplier and delivery day, with goods, freight, 起送 and
 * the offered slots), then placement with the buyer's address, invoice and each order's slot and
 * note — one order per supplier and day, inside the caller's transaction, so a refusal anywhere
 * places nothing.
 */

/** One line a plan asks for: the shelf item and whole packages, the day it is due, what was needed. */
export interface PlanLine {
  shelfItemId: string;
  quantity: number;
  /** 'YYYY-MM-DD' the line is due (a meal's day, a plan line's day); null: the supplier's first offered day */
  deliveryDate: string | null;
  /** What the plan needed in its own unit (grams, 份, the product's units). */
  needed: { quantity: number; unit: string };
  smallerPack?: PricedLine['smallerPack'];
}

/** A plan as the checkout takes it. */
export interface PlanDraft {
  /** 1 nutrition packages, 2 ingredient plans and dishes (the order's source) */
  source: 1 | 2;
  plan: { id: string | null; name: string };
  /** 'plan': each line arrives on its own day; 'first': each supplier's first offered day, which the buyer may move */
  days: 'plan' | 'first';
  lines: PlanLine[];
}

/** The checkout's choices sent with a plan's order (the wire's fields). */
export interface PlanCheckout {
  AddressId?: string | null;
  InvoiceTitle?: string | null;
  TaxNumber?: string | null;
  Orders?: { SupplyFirmId: string; DeliveryDate?: string | null; DeliverySlot?: string | null; Remark?: string | null }[] | null;
}

/** Lines of one product on one day become one line (two packages with the same meal on Monday). */
function merged(lines: PlanLine[]): PlanLine[] {
  const out = new Map<string, PlanLine>();
  for (const l of lines) {
    const key = `${l.shelfItemId}|${l.deliveryDate ?? ''}`;
    const seen = out.get(key);
    out.set(
      key,
      seen
        ? { ...seen, quantity: seen.quantity + l.quantity, needed: { quantity: seen.needed.quantity + l.needed.quantity, unit: seen.needed.unit } }
        : { ...l },
    );
  }
  return [...out.values()];
}

/** A plan's lines priced as the order would freeze them; an item no longer in the store refuses the plan. */
async function priced(db: Db, lines: PlanLine[]): Promise<PricedLine[]> {
  const items = await shelfItemsByIds(
    db,
    lines.map((l) => l.shelfItemId),
  );
  return lines.map((l) => {
    const item = items.get(l.shelfItemId);
    if (!item?.listed) throw conflict(item ? MSG.offShelf(item.name) : MSG.productNotFound);
    return {
      cartLineId: null,
      shelfItemId: l.shelfItemId,
      seckillDetailId: null,
      quantity: l.quantity,
      priceFen: item.priceFen,
      deliveryDate: l.deliveryDate,
      needed: l.needed,
      smallerPack: l.smallerPack ?? null,
    };
  });
}

/** The 订单确认 of a plan: the cart's preview groups, split by day. */
/** The plan the orders name: the one package or plan itself, or several joined by name (no single id). */
export function namedPlan(rows: readonly { id: string; name: string }[]): PlanDraft['plan'] {
  const [only] = rows;
  if (rows.length === 1 && only) return { id: only.id, name: only.name };
  return {
    id: null,
    name: rows
      .map((r) => r.name)
      .join('、')
      .slice(0, 100),
  };
}

export async function previewPlan(db: Db, actor: Actor, now: Date, draft: PlanDraft): Promise<TPreviewGroup[]> {
  const lines = merged(draft.lines);
  await assertQuantities(db, actor, lines, now);
  return previewGroups(db, now, await priced(db, lines), draft.days);
}

/** Places a plan's orders with the checkout's choices (address, invoice, each order's slot and note). */
export async function placePlan(db: Db, actor: Actor, now: Date, draft: PlanDraft, input: PlanCheckout) {
  const lines = merged(draft.lines);
  await assertQuantities(db, actor, lines, now);
  const choices = new Map<string, SupplierChoice>(
    (input.Orders ?? []).map((o) => [
      // a plan's day names its order; a dish order's day is the buyer's choice among the offered
      draft.days === 'plan' ? `${o.SupplyFirmId}|${o.DeliveryDate ?? ''}` : o.SupplyFirmId,
      { deliveryDate: o.DeliveryDate, deliverySlot: o.DeliverySlot, remark: o.Remark },
    ]),
  );
  const settled = await checkoutFor(db, actor, now, { addressId: input.AddressId, invoiceTitle: input.InvoiceTitle, taxNumber: input.TaxNumber, choices });
  return placeOrders(
    db,
    actor,
    now,
    lines.map((l) => ({ shelfItemId: l.shelfItemId, quantity: l.quantity, deliveryDate: draft.days === 'plan' ? l.deliveryDate : null })),
    { source: draft.source, plan: draft.plan, ...settled },
  );
}

/** The China day of a moment, 'YYYY-MM-DD'. */
export const chinaDate = (at: Date): string => toChinaIso(at).slice(0, 10);

/**
 * The Monday of the week a weekly package is delivered in. Asked for: that week. Otherwise the
 * first whole week (from this one on) in which every meal's day is still reachable by the
 * supplier of that meal, by its lead days and cut-off — a package is one school week, so its
 * Monday and Friday meals arrive in the same week rather than each on its next possible weekday.
 */
export async function weekStartFor(db: Db, now: Date, needs: { supplierId: string; dayOfWeek: number }[], asked?: string | null): Promise<string> {
  if (asked) return asked;
  const terms = await deliveryTermsOf(
    db,
    needs.map((n) => n.supplierId),
  );
  const earliest = new Map([...terms].map(([id, t]) => [id, earliestDeliveryDay(t, now)]));
  const today = chinaDate(now);
  const monday = addDays(today, 1 - weekdayOf(today));
  for (let w = 0; w < 8; w++) {
    const start = addDays(monday, 7 * w);
    const fits = needs.every((n) => addDays(start, n.dayOfWeek - 1) >= (earliest.get(n.supplierId) ?? earliestDeliveryDay(DEFAULT_DELIVERY_TERMS, now)));
    if (fits) return start;
  }
  return addDays(monday, 7);
}
