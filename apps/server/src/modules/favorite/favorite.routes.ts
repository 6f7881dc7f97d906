import { MSG, type TProduct, toChinaIso } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { type Actor, actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';
import * as favorite from './favorite.service.js';

/** What the favourites read of the store: passed in by the app, since the store marks a buyer's favourites (store → favorite). */
export interface StoreReads {
  shelfItemsByIds: (db: Db, ids: string[]) => Promise<ReadonlyMap<string, { listed: boolean | null }>>;
  productsByIds: (db: Db, actor: Actor, ids: string[]) => Promise<TProduct[]>;
}

/** A buyer's favourites (moving cart lines into them is the cart's: Cart/BatchStoreUpProduct). */
export function favoriteRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver, store: StoreReads): void {
  registerOperations(app, deps, sessions, {
    'Favorite/AddToFavorite': async (input, ctx) => {
      const actor = actorOf(ctx);
      const id = input.B2B_UserfoodcollectInfo.FoodSaleShelfId;
      const item = (await store.shelfItemsByIds(ctx.db, [id])).get(id);
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
      const products = await store.productsByIds(
        ctx.db,
        actor,
        rows.map((r) => r.id),
      );
      const at = new Map(rows.map((r) => [r.id, r.at]));
      return { rows: products.map((p) => ({ ...p, CollectTime: toChinaIso(at.get(p.Id) as Date) })), total };
    },
  });
}
