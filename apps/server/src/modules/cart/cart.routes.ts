import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { MSG, toChinaIso } from '@shanlian/contract';
import { notFound } from '../../platform/errors.js';
import { productsByIds, shelfItemsByIds } from '../catalog/catalog.service.js';
import * as favorite from '../favorite/favorite.service.js';
import * as cart from './cart.service.js';

/** Cart and favourites (the order confirmation and the two ways of ordering are the order module's: order.buying.routes.ts). */
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
    'Favorite/AddToFavorite': async (input, ctx) => {
      const actor = actorOf(ctx);
      const id = input.B2B_UserfoodcollectInfo.FoodSaleShelfId;
      const item = (await shelfItemsByIds(ctx.db, [id])).get(id);
      if (!item?.listed) throw notFound(MSG.productNotFound);
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
