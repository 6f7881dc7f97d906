import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { assertQuantities } from '../cart/quantity-rules.js';
import { checkoutFor } from '../checkout/checkout.service.js';
import { placeOrders, type WantedLine } from '../order/order.place.js';

/**
 * The one way a plan becomes orders (a weekly nutrition package, an ingredient plan, a dish's
 * ingredients): the quantity rules every way of buying shares, the firm's default address, each
 * supplier's earliest offered delivery slot, its freight and minimum, then placement — one order
 * per supplier, inside the caller's transaction, so a refusal anywhere places nothing.
 */
export async function placePlanOrders(db: Db, actor: Actor, now: Date, wanted: WantedLine[], plan: { source: 0 | 1 | 2; id: string | null; name: string }) {
  await assertQuantities(db, actor, wanted, now);
  const settled = await checkoutFor(db, actor, now, { choices: new Map() });
  return placeOrders(db, actor, now, wanted, { source: plan.source, plan: { id: plan.id, name: plan.name }, ...settled });
}
