import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { MSG, toChinaIso, yuanToFen } from '@shanlian/contract';
import { conflict, notFound } from '../../platform/errors.js';
import { productsByIds, shelfItemsByIds } from '../catalog/catalog.service.js';
import * as checkout from '../checkout/checkout.service.js';
import type { PricedLine } from '../checkout/checkout.service.js';
import { offerById } from '../seckill/seckill.service.js';
import { assertQuantities } from './quantity-rules.js';
import * as favorite from '../favorite/favorite.service.js';
import { placeOrders } from '../order/order.place.js';
import * as cart from './cart.service.js';

/** Cart and favourites, the order confirmation, and the two ways an order is made from the store. */
export function cartRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Cart/AddToShoppingCart': (input, ctx) => cart.addToCart(ctx.db, actorOf(ctx), ctx.now, input.B2B_ShoppingcartInfo),
    'Cart/GetShoppingCartProducts': async (input, ctx) => {
      const { cart: rows, total } = await cart.getCart(ctx.db, actorOf(ctx), ctx.now, input.ProductName, ctx.page);
      return { rows, total };
    },
    'Cart/UpdateCartProductsCount': (input, ctx) =>
      cart.updateQuantity(ctx.db, actorOf(ctx), ctx.now, input.B2B_ShoppingcartInfo.Id, input.B2B_ShoppingcartInfo.CartNumber),
    'Cart/DeleteShoppingCart': async (input, ctx) => {
      await cart.deleteLine(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
    'Cart/BatchDeleteProductFromShoppingCart': async (input, ctx) => ({ Deleted: await cart.deleteLines(ctx.db, actorOf(ctx), input.Ids) }),
    'Cart/BatchStoreUpProduct': async (input, ctx) => ({ Moved: await cart.moveToFavorites(ctx.db, actorOf(ctx), ctx.now, input.FoodSaleShelfIds) }),
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
    'Cart/MakeOrder': async (input, ctx) => {
      const actor = actorOf(ctx);
      const lines = await cart.takeLinesForOrder(ctx.db, actor, input.Ids);
      const wanted = lines.map((l) => ({ shelfItemId: l.shelfItemId, quantity: l.quantity, seckillDetailId: l.seckillDetailId }));
      await assertQuantities(ctx.db, actor, wanted, ctx.now);
      const choices = new Map(
        (input.Orders ?? []).map((o) => [o.SupplyFirmId, { deliveryDate: o.DeliveryDate, deliverySlot: o.DeliverySlot, remark: o.Remark }]),
      );
      const settled = await checkout.checkoutFor(ctx.db, actor, ctx.now, {
        addressId: input.AddressId,
        invoiceTitle: input.InvoiceTitle,
        taxNumber: input.TaxNumber,
        choices,
      });
      return placeOrders(ctx.db, actor, ctx.now, wanted, { source: 0, ...settled });
    },
    'Cart/BuyNow': async (input, ctx) => {
      const actor = actorOf(ctx);
      const wanted = [{ shelfItemId: input.FoodSaleShelfId, quantity: input.CartNumber, seckillDetailId: input.SeckillDetailId }];
      await assertQuantities(ctx.db, actor, wanted, ctx.now);
      // '*': the one supplier of the item, whichever it is
      const choices = new Map([['*', { deliveryDate: input.DeliveryDate, deliverySlot: input.DeliverySlot, remark: input.Remark }]]);
      const settled = await checkout.checkoutFor(ctx.db, actor, ctx.now, {
        addressId: input.AddressId,
        invoiceTitle: input.InvoiceTitle,
        taxNumber: input.TaxNumber,
        choices,
      });
      // source 3: 立即购买
      return placeOrders(ctx.db, actor, ctx.now, wanted, { source: 3, ...settled });
    },
    'Favorite/AddToFavorite': async (input, ctx) => {
      const actor = actorOf(ctx);
      const id = input.B2B_UserfoodcollectInfo.FoodSaleShelfId;
      const item = (await shelfItemsByIds(ctx.db, [id])).get(id);
      if (!item?.onSale) throw notFound(MSG.productNotFound);
      await favorite.addFavorites(ctx.db, actor.firmId, actor.userId, [id], ctx.now);
      return null;
    },
    'Favorite/DeleteFoodCollectById': async (input, ctx) => {
      await favorite.removeFavorite(ctx.db, actorOf(ctx), input.FoodSaleShelfId);
      return null;
    },
    'Favorite/GetFavoriteList': async (_input, ctx) => {
      const actor = actorOf(ctx);
      const { rows, total } = await favorite.listFavorites(ctx.db, actor, ctx.page.limit, ctx.page.offset);
      const products = await productsByIds(
        ctx.db,
        actor,
        rows.map((r) => r.id),
      );
      const at = new Map(rows.map((r) => [r.id, r.at]));
      return { rows: products.map((p) => ({ ...p, CollectTime: toChinaIso(at.get(p.Id) as Date) })), total };
    },
  });
}
