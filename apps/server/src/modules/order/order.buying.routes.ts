import { MSG, yuanToFen } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';
import * as cart from '../cart/cart.service.js';
import { assertQuantities } from '../cart/quantity-rules.js';
import type { PricedLine } from '../checkout/checkout.service.js';
import * as checkout from '../checkout/checkout.service.js';
import { refusedAtDatabaseOf, refusedOfferOf } from '../seckill/seckill.figures.js';
import { offerById } from '../seckill/seckill.service.js';
import { shelfItemsByIds } from '../store/store.service.js';
import { seckillAdmission } from './order.admission.js';
import { placeOrders } from './order.place.js';

/**
 * Buying: the order confirmation (预览) and the two ways an order is made, from cart lines and
 * from a product at once. They read the cart and the checkout's terms; the order module places.
 */
export function buyingRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  // Flash-sale units are taken at the gate before the transaction opens; a purchase that the
  // database still refuses for want of units counts in the sale's figures (without a query each).
  const seckill = seckillAdmission(deps, (err) => app.log.error({ err }, 'flash-sale gate'));
  app.addHook('onReady', () => seckill.rebuildRunning());
  app.addHook('onClose', () => seckill.close());
  /** The checkout's terms of an order from the input's address and invoice, and each supplier's delivery choice. */
  const settle = (
    ctx: Ctx,
    input: { AddressId?: string | null; InvoiceTitle?: string | null; TaxNumber?: string | null },
    choices: Parameters<typeof checkout.checkoutFor>[3]['choices'],
  ) =>
    checkout.checkoutFor(ctx.db, actorOf(ctx), ctx.now, {
      addressId: input.AddressId,
      invoiceTitle: input.InvoiceTitle,
      taxNumber: input.TaxNumber,
      choices,
    });
  const countingRefusals =
    <I, O>(handler: (input: I, ctx: Ctx) => Promise<O>) =>
    (input: I, ctx: Ctx): Promise<O> =>
      handler(input, ctx).catch((err: unknown) => {
        const offerId = refusedOfferOf(err);
        if (offerId) seckill.refused(offerId);
        // the database refused what the gate let through: the gate is read again from the database
        const behind = refusedAtDatabaseOf(err);
        if (behind) seckill.behind(behind);
        throw err;
      });

  registerOperations(
    app,
    deps,
    sessions,
    {
      'Cart/PreviewOrder': async (input, ctx) => {
        const actor = actorOf(ctx);
        let lines: PricedLine[];
        if ('Ids' in input) {
          const { cart: current } = await cart.getCart(ctx.db, actor, ctx.now, null, { limit: 100_000, offset: 0 });
          const byId = new Map(current.ShoppingcartInfos.map((l) => [l.Id, l]));
          lines = [...new Set(input.Ids)].map((id) => {
            const l = byId.get(id);
            if (!l) throw notFound(MSG.cartLineNotFound);
            if (!l.Available) throw conflict(l.UnavailableReason ?? MSG.productNotFound);
            return {
              cartLineId: l.Id,
              shelfItemId: l.FoodSaleShelfId,
              seckillDetailId: l.SeckillDetailId,
              quantity: l.CartNumber,
              priceFen: yuanToFen(l.PresentPrice),
            };
          });
        } else {
          const item = (await shelfItemsByIds(ctx.db, [input.FoodSaleShelfId])).get(input.FoodSaleShelfId);
          const offer = input.SeckillDetailId ? await offerById(ctx.db, input.SeckillDetailId) : null;
          if (!item || (input.SeckillDetailId && !offer)) throw notFound(MSG.productNotFound);
          const check = cart.purchasable(item, offer, ctx.now);
          if (!check.ok) throw conflict(check.reason);
          lines = [{ cartLineId: null, shelfItemId: item.id, seckillDetailId: offer?.id ?? null, quantity: input.CartNumber, priceFen: check.priceFen }];
        }
        await assertQuantities(
          ctx.db,
          actor,
          lines.map((l) => ({ shelfItemId: l.shelfItemId, quantity: l.quantity, seckillDetailId: l.seckillDetailId })),
          ctx.now,
        );
        return checkout.previewGroups(ctx.db, ctx.now, lines);
      },
      'Cart/MakeOrder': countingRefusals(async (input, ctx) => {
        const actor = actorOf(ctx);
        const lines = await cart.takeLinesForOrder(ctx.db, actor, input.Ids);
        const wanted = lines.map((l) => ({ shelfItemId: l.shelfItemId, quantity: l.quantity, seckillDetailId: l.seckillDetailId }));
        await assertQuantities(ctx.db, actor, wanted, ctx.now);
        const choices = new Map(
          (input.Orders ?? []).map((o) => [o.SupplyFirmId, { deliveryDate: o.DeliveryDate, deliverySlot: o.DeliverySlot, remark: o.Remark }]),
        );
        return placeOrders(ctx.db, actor, ctx.now, wanted, { source: 0, ...(await settle(ctx, input, choices)) });
      }),
      'Cart/BuyNow': countingRefusals(async (input, ctx) => {
        const actor = actorOf(ctx);
        const wanted = [{ shelfItemId: input.FoodSaleShelfId, quantity: input.CartNumber, seckillDetailId: input.SeckillDetailId }];
        await assertQuantities(ctx.db, actor, wanted, ctx.now);
        // '*': the one supplier of the item, whichever it is
        const choices = new Map([['*', { deliveryDate: input.DeliveryDate, deliverySlot: input.DeliverySlot, remark: input.Remark }]]);
        // source 3: 立即购买
        return placeOrders(ctx.db, actor, ctx.now, wanted, { source: 3, ...(await settle(ctx, input, choices)) });
      }),
    },
    {
      admit: {
        'Cart/BuyNow': (input, ctx) =>
          input.SeckillDetailId
            ? seckill.admit(ctx.db, actorOf(ctx), ctx.now, [
                { shelfItemId: input.FoodSaleShelfId, seckillDetailId: input.SeckillDetailId, quantity: input.CartNumber },
              ])
            : Promise.resolve(null),
        'Cart/MakeOrder': async (input, ctx) => {
          const actor = actorOf(ctx);
          const lines = await cart.seckillLinesOf(ctx.db, actor, input.Ids);
          return lines.length ? seckill.admit(ctx.db, actor, ctx.now, lines) : null;
        },
      },
    },
  );
}
