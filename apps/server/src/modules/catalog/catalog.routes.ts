import { parseInputTime } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx, Deps, SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as firm from '../firm/firm.service.js';
import * as catalog from './catalog.service.js';
import { orderFigures } from './order-figures.js';
import { storeSuppliers } from './store-suppliers.js';

/**
 * The store's reads: no login needed; a logged-in firm gets its own flags filled. Banners, partners,
 * news and the disclaimer are the cms module's (cms.routes.ts).
 */
export function catalogRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const search = (input: Parameters<typeof catalog.searchProducts>[2], ctx: Pick<Ctx, 'db' | 'actor' | 'now'>) =>
    catalog.searchProducts(ctx.db, ctx.actor, input, ctx.now);
  registerOperations(app, deps, sessions, {
    'Store/GetSearchSuggest': (input, { db }) => catalog.searchSuggest(db, input.Keyword),
    'Store/GetFoodTypeTree': (_i, { db }) => catalog.foodTypeTree(db),
    'Store/GetFoodfloorLoginess': (_input, { db, page }) => catalog.listFloors(db, page.limit, page.offset),
    'Store/GetFoodsaleshelfInfoList': search,
    'Store/GetFoodsaleshelfDetailList': search,
    'Store/GetLatestList': (input, ctx) => search({ ...input, OrderBy: input.OrderBy ?? 'newest' }, ctx),
    'Store/GetProductCount': (input, { db, now }) => catalog.countProducts(db, input, now),
    'Store/GetGuessYouLike': (input, { db, actor }) => catalog.guessYouLike(db, actor, input.PageSize ?? 10),
    'Store/GetProductDetailById': (input, { db, actor, now }) => catalog.productDetail(db, actor, input.Id, now),
    'Store/GetSkillList': (input, { db, now }) => {
      // the contract let only a real time in range through
      return catalog.seckillWindows(db, (input.TimeNow && parseInputTime(input.TimeNow)) || now);
    },
    'Store/GetSupplierList': (input, { db, page }) => storeSuppliers.list(db, input.SearchName, page.limit, page.offset),
    'Store/GetSupplierById': (input, { db }) => storeSuppliers.detail(db, input.Id),
    'Store/GetStoreStats': async (_i, { db }) => {
      const [ordered, suppliers, products] = await Promise.all([
        orderFigures().orderingFirmCount(db),
        firm.countFirms(db, 'supplier'),
        catalog.countOnSale(db),
      ]);
      return { OrderedFirmCount: ordered, SupplierCount: suppliers, ProductCount: products };
    },
  });
}
