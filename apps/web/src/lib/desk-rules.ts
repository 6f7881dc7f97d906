import type { TFoodType, TSeckillDetail, TShelfItem } from '@shanlian/contract';
import {
  formatChinaDate,
  formatChinaTime,
  isValidMoney,
  MONEY_MAX_YUAN,
  NUTRITION_MEAL_TYPE_CODE,
  SeckillStatus,
  type SeckillStatusCode,
  seckillStatus,
  OrderStatus as WireOrderStatus,
} from '@shanlian/contract/browser';

/** The contract's order statuses, and 0 for the tab of every status. */
export const OrderStatus = { All: 0, ...WireOrderStatus } as const;

/** What the supplier may do to an order in this status (the server refuses the rest with 409). */
export function orderActions(status: number) {
  return {
    confirm: status === OrderStatus.PendingConfirm,
    ship: status === OrderStatus.PendingShipment,
    // invoices follow confirmation, whatever happens next, unless the buyer cancelled
    invoice: status >= OrderStatus.PendingShipment && status !== OrderStatus.Cancelled,
  };
}

/**
 * Picker values are wall-clock China time whatever the browser's zone: a server time becomes
 * 'YYYY-MM-DD HH:mm:ss' (which the picker reads as local), and goes back with the China offset.
 */
export const chinaWall = (time: string | number | Date): string => formatChinaTime(time);
export const wallToIso = (wall: string): string => `${wall.replace(' ', 'T')}+08:00`;

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The delivery date offered when shipping: the day the buyer asked for (要求送达), unless it has
 * passed or none was asked; then tomorrow in China.
 */
export function defaultShipDate(now: number, requested?: string | null): string {
  if (requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) && !isPastDate(requested, now)) return requested;
  return addDays(formatChinaDate(now), 1);
}
/** A delivery date may be today or later, never in the past. */
export const isPastDate = (date: string, now: number): boolean => date < formatChinaDate(now);

/** The path of ids from a root to the type with this id ([] when unknown), for the cascader. */
export function typePath(tree: TFoodType[], id: string): string[] {
  for (const node of tree) {
    if (node.Id === id) return [node.Id];
    const below = typePath(node.Children, id);
    if (below.length) return [node.Id, ...below];
  }
  return [];
}

export function findType(tree: TFoodType[], id: string): TFoodType | null {
  for (const node of tree) {
    if (node.Id === id) return node;
    const below = findType(node.Children, id);
    if (below) return below;
  }
  return null;
}

/** The 营养餐 node: choosing it asks for a package type (早餐/午餐/晚餐). */
export const isMealType = (tree: TFoodType[], id: string | undefined): boolean => !!id && findType(tree, id)?.Code === NUTRITION_MEAL_TYPE_CODE;

/** At least 1 fen, whole fen, at most the maximum: the contract's price rule, the one the server applies. */
export const isValidPrice = (v: number): boolean => isValidMoney(v, { positive: true, max: MONEY_MAX_YUAN });

export interface SeckillRow extends TSeckillDetail {
  /** The shelf item's current price (a seckill price must stay below it). */
  shelfPrice: number;
  cover: string;
  onSale: boolean;
  /** Recomputed against the ticking clock, not the moment the list was read. */
  status: SeckillStatusCode;
}

const STATUS_ORDER: Record<SeckillStatusCode, number> = { [SeckillStatus.Running]: 0, [SeckillStatus.NotStarted]: 1, [SeckillStatus.Ended]: 2 };

/** Every window of every own item: running first, then upcoming (soonest first), then ended (latest first). */
export function seckillRows(items: TShelfItem[], now: number): SeckillRow[] {
  const rows = items.flatMap((item) =>
    item.b2B_FoodsaleshelfseckilldetailInfos.map((w) => ({
      ...w,
      shelfPrice: item.PresentPrice,
      cover: item.PromotionImage,
      onSale: item.OnSale,
      status: seckillStatus(w.StartTime, w.EndTime, new Date(now)),
    })),
  );
  return rows.sort((a, b) => {
    const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (byStatus) return byStatus;
    const aTime = Date.parse(a.StartTime);
    const bTime = Date.parse(b.StartTime);
    return a.status === SeckillStatus.Ended ? bTime - aTime : aTime - bTime;
  });
}

/** What may change in a window: nothing once ended; only its end and quantity once started. */
export function seckillLocks(window: { StartTime: string; EndTime: string } | null, now: number) {
  if (!window) return { product: false, start: false, price: false, all: false };
  const status = seckillStatus(window.StartTime, window.EndTime, new Date(now));
  const started = status !== SeckillStatus.NotStarted;
  return { product: true, start: started, price: started, all: status === SeckillStatus.Ended };
}
