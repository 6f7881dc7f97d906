import { parseInputTime, SortNumber } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx, Deps, SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as firm from '../firm/firm.service.js';
import { orderFigures } from './order-figures.js';
import * as catalog from './store.service.js';
import { STORE_TAGS, seckillBoundaryAfter, storeReads } from './store-cache.js';
import { storeSuppliers } from './store-suppliers.js';

/**
 * The store's reads: no login needed; a logged-in firm gets its own flags filled. Banners, partners,
 * news and the disclaimer are the cms module's (cms.routes.ts).
 *
 * Every read here is served from the read cache (decision 018): loaded once as a visitor sees it,
 * kept serialised under the tags of what it shows, and joined per request with the asking firm's
 * 收藏 flags. Guess-you-like of a logged-in firm is its own and is read each time.
 */
export function storeRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const { cached, cachedPage } = storeReads(deps);
  const search = (input: Parameters<typeof catalog.searchProducts>[2], ctx: Pick<Ctx, 'db' | 'actor' | 'now'>) =>
    // a list of offers running now changes with the clock, not with a write: read each time
    input.SortNumber === SortNumber.Seckill
      ? catalog.searchProducts(ctx.db, ctx.actor, input, ctx.now)
      : cachedPage<Awaited<ReturnType<typeof catalog.searchProducts>>['rows']>(
          ctx,
          `search:${JSON.stringify(input)}`,
          STORE_TAGS.lists,
          () => catalog.searchProducts(ctx.db, null, input, ctx.now),
          // a word asked once is not kept: the popular ones are
          { onSecondAsk: !!input.ProductName?.trim() || !!input.SupplyName?.trim() },
        );

  registerOperations(app, deps, sessions, {
    'Store/GetSearchSuggest': (input, ctx) =>
      cached(ctx, `suggest:${input.Keyword.trim()}`, STORE_TAGS.lists, async () => ({ value: await catalog.searchSuggest(ctx.db, input.Keyword) }), {
        onSecondAsk: true,
      }),
    'Store/GetFoodTypeTree': (_i, ctx) => cached(ctx, 'tree', STORE_TAGS.types, async () => ({ value: await catalog.foodTypeTree(ctx.db) })),
    'Store/GetFoodfloorLoginess': (_input, ctx) =>
      cachedPage(ctx, `floors:${ctx.page.limit}:${ctx.page.offset}`, STORE_TAGS.floors, () => catalog.listFloors(ctx.db, ctx.page.limit, ctx.page.offset)),
    'Store/GetFoodsaleshelfInfoList': search,
    'Store/GetFoodsaleshelfDetailList': search,
    'Store/GetLatestList': (input, ctx) => search({ ...input, OrderBy: input.OrderBy ?? 'newest' }, ctx),
    'Store/GetProductCount': (input, ctx) =>
      input.SortNumber === SortNumber.Seckill
        ? catalog.countProducts(ctx.db, input, ctx.now)
        : cached(ctx, `count:${JSON.stringify(input)}`, STORE_TAGS.lists, async () => ({ value: await catalog.countProducts(ctx.db, input, ctx.now) }), {
            onSecondAsk: true,
          }),
    'Store/GetGuessYouLike': (input, ctx) => {
      const size = input.PageSize ?? 10;
      if (ctx.actor) return catalog.guessYouLike(ctx.db, ctx.actor, size);
      return cached(ctx, `guess:${size}`, STORE_TAGS.lists, async () => ({ value: await catalog.guessYouLike(ctx.db, null, size) }));
    },
    'Store/GetProductDetailById': (input, ctx) =>
      cached(ctx, `detail:${input.Id}`, STORE_TAGS.detail(input.Id), async () => {
        const value = await catalog.productDetail(ctx.db, null, input.Id, ctx.now);
        const times = value.b2B_FoodsaleshelfseckilldetailInfos.flatMap((o) => [o.StartTime, o.EndTime]);
        return { value, expiresAt: seckillBoundaryAfter(times, ctx.now) };
      }),
    'Store/GetSkillList': (input, ctx) => {
      // the contract let only a real time in range through
      const at = (input.TimeNow && parseInputTime(input.TimeNow)) || null;
      if (at) return catalog.seckillWindows(ctx.db, at);
      return cached(ctx, 'seckill-windows', STORE_TAGS.lists, async () => {
        const value = await catalog.seckillWindows(ctx.db, ctx.now);
        // windows move between running, coming and ended at their times, and a day after their end they leave
        const times = value.flatMap((w) => [w.StartTime, w.EndTime, new Date(Date.parse(w.EndTime) + 86_400_000).toISOString()]);
        return { value, expiresAt: seckillBoundaryAfter(times, ctx.now, 60_000) };
      });
    },
    'Store/GetSupplierList': (input, ctx) =>
      cachedPage(ctx, `suppliers:${input.SearchName ?? ''}:${ctx.page.limit}:${ctx.page.offset}`, STORE_TAGS.lists, () =>
        storeSuppliers.list(ctx.db, input.SearchName, ctx.page.limit, ctx.page.offset),
      ),
    'Store/GetSupplierById': (input, ctx) =>
      cached(ctx, `supplier:${input.Id}`, STORE_TAGS.supplier, async () => ({ value: await storeSuppliers.detail(ctx.db, input.Id) })),
    'Store/GetStoreStats': (_i, ctx) =>
      cached(ctx, 'stats', STORE_TAGS.lists, async () => {
        const [ordered, suppliers, products] = await Promise.all([
          orderFigures().orderingFirmCount(ctx.db),
          firm.countFirms(ctx.db, 'supplier'),
          catalog.countOnSale(ctx.db),
        ]);
        return { value: { OrderedFirmCount: ordered, SupplierCount: suppliers, ProductCount: products } };
      }),
  });
}
