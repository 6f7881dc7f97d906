import type { TPreviewGroup } from '@shanlian/contract';
import { type MadeOrders, orderApi } from '../../api/order';
import { planningApi } from '../../api/planning';
import { checkoutText } from '../../lib/text/checkout';

/**
 * What 订单确认 is confirming, read from its address: cart lines (?lines=a,b), one item bought at
 * once (?buy=&n=&offer=), weekly nutrition packages (?weeks=a,b&week=<Monday>), ingredient plans
 * (?plans=a,b) or dishes for N portions (?dishes=a,b&portions=300&swaps=<from>:<to>,…). Each
 * answers its preview and its placement through the operations of its source, so the page is
 * one checkout for all of them.
 */

export type PurchaseKind = 'cart' | 'buy' | 'weeks' | 'plans' | 'dishes';
export type { MadeOrders };

/** A smaller pack ordered instead of a dish ingredient's product. */
export interface Swap {
  FoodSaleShelfId: string;
  ToFoodSaleShelfId: string;
}

/** The checkout's fields every source takes. */
export interface CheckoutCommon {
  AddressId: string;
  InvoiceTitle: string | null;
  TaxNumber: string | null;
}

/** One order's delivery choice as the operations take it. */
export interface OrderChoice {
  SupplyFirmId: string;
  DeliveryDate: string | null;
  DeliverySlot: string | null;
  Remark: string | null;
}

export interface Purchase {
  kind: PurchaseKind;
  /** What the session's draft of this checkout is kept under: the source and what it orders. */
  draftKey: string;
  title: string;
  hint: string | null;
  back: { to: string; label: string };
  swaps: Swap[];
  /** The asked-for week of packages (a Monday), null for the first reachable one. */
  weekStart: string | null;
  preview: () => Promise<TPreviewGroup[]>;
  place: (common: CheckoutCommon, orders: OrderChoice[], key: string) => Promise<MadeOrders>;
}

const idsOf = (v: string | null) => (v ?? '').split(',').filter(Boolean);

export function swapsOf(v: string | null): Swap[] {
  return idsOf(v).flatMap((pair) => {
    const [from, to] = pair.split(':');
    return from && to ? [{ FoodSaleShelfId: from, ToFoodSaleShelfId: to }] : [];
  });
}

/** The swaps with the shown line (its original product, or a pack it was already swapped to) ordered as `to`. */
export function withSwap(swaps: Swap[], shown: string, to: string): Swap[] {
  const original = swaps.find((s) => s.ToFoodSaleShelfId === shown)?.FoodSaleShelfId ?? shown;
  return [...swaps.filter((s) => s.FoodSaleShelfId !== original), { FoodSaleShelfId: original, ToFoodSaleShelfId: to }];
}

/** The swaps without the one that ordered the pack `to`. */
export function withoutSwap(swaps: Swap[], to: string): Swap[] {
  return swaps.filter((s) => s.ToFoodSaleShelfId !== to);
}

export function swapsParam(swaps: Swap[]): string {
  return swaps.map((s) => `${s.FoodSaleShelfId}:${s.ToFoodSaleShelfId}`).join(',');
}

export function purchaseOf(params: URLSearchParams): Purchase | null {
  const lines = idsOf(params.get('lines'));
  if (lines.length)
    return {
      kind: 'cart',
      draftKey: `cart:${lines.join(',')}`,
      title: checkoutText.sourceCart,
      hint: null,
      back: { to: '/eshop/store/cart', label: checkoutText.backToCart },
      swaps: [],
      weekStart: null,
      preview: () => orderApi.call('Cart/PreviewOrder', { Ids: lines }),
      place: (common, orders, key) => orderApi.call('Cart/MakeOrder', { Ids: lines, ...common, Orders: orders }, { idempotencyKey: key }),
    };
  const buy = params.get('buy');
  const n = Number(params.get('n') ?? '1');
  if (buy && Number.isInteger(n) && n >= 1) {
    const offer = params.get('offer') || null;
    return {
      kind: 'buy',
      draftKey: `buy:${buy}:${offer ?? ''}`,
      title: checkoutText.sourceBuy,
      hint: null,
      back: { to: '/eshop/store', label: checkoutText.backToStore },
      swaps: [],
      weekStart: null,
      preview: () => orderApi.call('Cart/PreviewOrder', { FoodSaleShelfId: buy, CartNumber: n, SeckillDetailId: offer }),
      place: (common, [first], key) =>
        orderApi.call(
          'Cart/BuyNow',
          {
            FoodSaleShelfId: buy,
            CartNumber: n,
            SeckillDetailId: offer,
            ...common,
            DeliveryDate: first?.DeliveryDate,
            DeliverySlot: first?.DeliverySlot,
            Remark: first?.Remark,
          },
          { idempotencyKey: key },
        ),
    };
  }
  const weeks = idsOf(params.get('weeks'));
  if (weeks.length) {
    const week = params.get('week') || null;
    return {
      kind: 'weeks',
      draftKey: `weeks:${weeks.join(',')}`,
      title: checkoutText.sourceWeeks,
      hint: checkoutText.weekHint,
      back: { to: '/eshop/store/nutritiousmeals', label: checkoutText.backToWeeks },
      swaps: [],
      weekStart: week,
      preview: () => planningApi.call('WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: weeks, WeekStart: week }),
      place: (common, orders, key) =>
        planningApi.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: weeks, WeekStart: week, ...common, Orders: orders }, { idempotencyKey: key }),
    };
  }
  const plans = idsOf(params.get('plans'));
  if (plans.length)
    return {
      kind: 'plans',
      draftKey: `plans:${plans.join(',')}`,
      title: checkoutText.sourcePlans,
      hint: checkoutText.planHint,
      back: { to: '/eshop/store/ingredients', label: checkoutText.backToPlans },
      swaps: [],
      weekStart: null,
      preview: () => planningApi.call('B2B_Foodplan/PreviewPlanOrder', { Ids: plans }),
      place: (common, orders, key) => planningApi.call('B2B_Foodplan/FoodplanToOrder', { Ids: plans, ...common, Orders: orders }, { idempotencyKey: key }),
    };
  const dishes = idsOf(params.get('dishes'));
  const portions = Number(params.get('portions') ?? '');
  if (dishes.length && Number.isInteger(portions) && portions >= 1) {
    const swaps = swapsOf(params.get('swaps'));
    return {
      kind: 'dishes',
      draftKey: `dishes:${dishes.join(',')}:${portions}`,
      title: checkoutText.sourceDishes(portions),
      hint: checkoutText.dishHint,
      back: { to: '/eshop/store/menuOrder', label: checkoutText.backToDishes },
      swaps,
      weekStart: null,
      preview: () => planningApi.call('ENX_Dishesinformation/PreviewDishOrder', { Ids: dishes, Portions: portions, Swaps: swaps }),
      place: (common, orders, key) =>
        planningApi.call(
          'ENX_Dishesinformation/DishesToOrder',
          { Ids: dishes, Portions: portions, Swaps: swaps, ...common, Orders: orders },
          { idempotencyKey: key },
        ),
    };
  }
  return null;
}

/** A group's key among the checkout's choices: a plan's order is its supplier's on its day. */
export const groupKey = (g: Pick<TPreviewGroup, 'SupplyFirmId' | 'DeliveryDate' | 'DateFixed'>) =>
  g.DateFixed ? `${g.SupplyFirmId}|${g.DeliveryDate ?? ''}` : g.SupplyFirmId;

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** '2026-11-24' → '11月24日 周二' */
export function dayLabel(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日 ${WEEK[new Date(utc(date)).getUTCDay()]}`;
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const dow = new Date(utc(day)).getUTCDay();
  return new Date(utc(day) - ((dow + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The weeks a package may be delivered in: the one shown, the one before (if not past) and the next three. */
export function weekChoices(shown: string, today: string): string[] {
  const current = mondayOf(today);
  return [-7, 0, 7, 14, 21].map((d) => new Date(utc(shown) + d * DAY_MS).toISOString().slice(0, 10)).filter((m) => m >= current);
}

/** 300 → '300 g', 1800 → '1.8 kg' */
export function gramsText(g: number): string {
  return g >= 1000 ? `${Math.round(g / 100) / 10} kg` : `${Math.round(g * 10) / 10} g`;
}

/** Whether a line ordered more than its plan needed (grams rounded up to whole packages). */
export function roundedUp(l: TPreviewGroup['Lines'][number]): boolean {
  return l.NeededUnit === 'g' && l.NeededQuantity != null && l.NetWeight != null && l.CartNumber * l.NetWeight > l.NeededQuantity;
}
