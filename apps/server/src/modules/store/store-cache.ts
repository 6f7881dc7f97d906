import type { Ctx, Deps } from '../../platform/context.js';
import type { FlagSource, Loaded } from '../../platform/read-cache.js';
import { favoriteItemIds } from '../favorite/favorite.service.js';

/** A firm's favourites are its flags in the store's cached answers; more than this many are not expected. */
const MAX_FAVOURITES = 10_000;

/**
 * The tags the store's cached reads depend on, as the triggers of migration 0019 name them
 * (decision 018): one rule for keys and tags, shared by the catalog's and the cms's reads.
 *
 * - 'item:<id>': that shelf item's row, images and flash-sale offers;
 * - 'shelf': any shelf item, offer, firm or food type (every list, count and figure);
 * - 'firms': any firm (the supplier's name on a product);
 * - 'types': the food types (the tree, a product's type name);
 * - 'cms': banners, partners, floors, the disclaimer, public firm types;
 * - 'licences': any firm's licences (a supplier's page);
 * - 'fav:<firmId>': a firm's favourites (merged per request, never cached in an answer).
 */
export const STORE_TAGS = {
  detail: (id: string) => [`item:${id}`, 'firms', 'types'],
  lists: ['shelf'],
  supplier: ['shelf', 'licences'],
  types: ['types'],
  floors: ['cms', 'shelf'],
  cms: ['cms'],
};

/**
 * The first of these times (China-time ISO strings) after now: when an answer that shows them
 * changes by the clock alone (a flash sale starts or ends). Null when none is ahead; at most
 * `cap` ms away when given.
 */
export function seckillBoundaryAfter(times: string[], now: Date, cap?: number): Date | null {
  let next = cap ? now.getTime() + cap : Number.POSITIVE_INFINITY;
  for (const t of times) {
    const ms = Date.parse(t);
    if (ms > now.getTime() && ms < next) next = ms;
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/**
 * The store's cached reads (decision 018): `cached` answers the JSON of a loaded value, `cachedPage`
 * a page's rows as JSON with its total; both joined with the asking firm's 收藏 flags. What they
 * answer is typed as the operation's output for the registrar, which sends it as it is.
 */
export function storeReads(deps: Deps) {
  const favourites = (ctx: Pick<Ctx, 'db' | 'actor'>): FlagSource | null => {
    const firmId = ctx.actor?.firmId;
    if (!firmId) return null;
    return { tag: `fav:${firmId}`, load: async () => new Set(await favoriteItemIds(ctx.db, firmId, MAX_FAVOURITES)) };
  };
  type Opts = { onSecondAsk?: boolean };
  const cached = async <T>(ctx: Pick<Ctx, 'db' | 'actor'>, key: string, tags: string[], load: () => Promise<Loaded<unknown>>, opts: Opts = {}): Promise<T> =>
    (await deps.readCache.get(key, tags, load, favourites(ctx), opts)).raw as unknown as T;
  const cachedPage = async <T>(
    ctx: Pick<Ctx, 'db' | 'actor'>,
    key: string,
    tags: string[],
    load: () => Promise<{ rows: unknown; total: number }>,
    opts: Opts = {},
  ) => {
    const got = await deps.readCache.get(
      key,
      tags,
      async () => {
        const p = await load();
        return { value: p.rows, extra: p.total };
      },
      favourites(ctx),
      opts,
    );
    return { rows: got.raw as unknown as T, total: got.extra as number };
  };
  return { cached, cachedPage };
}
