import { MSG, yuanToFen } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';
import { purchasable, getCart } from '../cart/cart.service.js';
import { assertQuantities } from '../cart/quantity-rules.js';
import { shelfItemsByIds } from '../catalog/catalog.service.js';
import { offerById } from '../seckill/seckill.service.js';
import * as checkout from './checkout.service.js';

/** Receiving addresses, the supplier's delivery terms and the order confirmation. */
export function checkoutRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Address/GetAddressList': (_input, ctx) => checkout.listAddresses(ctx.db, actorOf(ctx), ctx.now),
    'Address/SaveAddress': (input, ctx) => checkout.saveAddress(ctx.db, actorOf(ctx), ctx.now, input),
    'Address/DeleteAddress': async (input, ctx) => {
      await checkout.deleteAddress(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
    'SupplierSetting/GetDeliverySettings': (_input, ctx) => checkout.getDeliverySettings(ctx.db, actorOf(ctx)),
    'SupplierSetting/SaveDeliverySettings': async (input, ctx) => {
      await checkout.saveDeliverySettings(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
    'Cart/PreviewOrder': async (input, ctx) => {
      const actor = actorOf(ctx);
      let lines: checkout.PricedLine[];
      if ('Ids' in input) {
        const { cart } = await getCart(ctx.db, actor, ctx.now, null, { limit: 100_000, offset: 0 });
        const byId = new Map(cart.ShoppingcartInfos.map((l) => [l.Id, l]));
        lines = [...new Set(input.Ids)].map((id) => {
          const l = byId.get(id);
          if (!l) throw notFound(MSG.cartLineNotFound);
          if (!l.Available) throw conflict(l.UnavailableReason ?? MSG.productNotFound);
          return { cartLineId: l.Id, shelfItemId: l.FoodSaleShelfId, seckillDetailId: l.SeckillDetailId, quantity: l.CartNumber, priceFen: yuanToFen(l.PresentPrice) };
        });
      } else {
        const item = (await shelfItemsByIds(ctx.db, [input.FoodSaleShelfId])).get(input.FoodSaleShelfId);
        const offer = input.SeckillDetailId ? await offerById(ctx.db, input.SeckillDetailId) : null;
        if (!item || (input.SeckillDetailId && !offer)) throw notFound(MSG.productNotFound);
        const check = purchasable(item, offer, ctx.now);
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
  });
}
