import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';

export interface WantedQuantity {
  shelfItemId: string;
  quantity: number;
  seckillDetailId?: string | null;
}

/**
 * The quantity rules every way of buying shares (cart add and change, buy now, checkout):
 * the product's minimum and step, its stock, a flash sale's remaining units and its per-buyer
 * limit. A quantity outside them is refused with a message naming the limit; nothing is ever
 * cut down silently. (Being built: answers without checking for now.)
 */
export async function assertQuantities(_db: Db, _actor: Actor, _lines: WantedQuantity[], _now: Date): Promise<void> {}
