import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as cart from './cart.service.js';

/** The cart (the order confirmation and the two ways of ordering are the order module's: order.buying.routes.ts). */
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
  });
}
