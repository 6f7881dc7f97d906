import { MSG } from '@shanlian/contract/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { cartApi } from '../api/cart';
import { ApiError, newIdempotencyKey } from '../api/client';
import { messageOf } from '../api/errors';
import { favoriteApi } from '../api/favorite';
import { keys } from '../api/keys';
import { FAVORITE_DEPENDENT_READS } from '../api/store';
import { useMe } from '../lib/use-me';
import { toast as message } from './toast';

/** A fresh key per submission: a double-delivered request answers the first result and makes no second order. */
export const newSubmissionKey = newIdempotencyKey;

/**
 * What is in flight, shared by every card and button of the page: the spec blocks a cart add
 * while a previous one runs (its saving flag), and a second buy-now click must not order twice.
 */
const inFlight = { adding: false, buying: false, favorites: new Set<string>() };
const listeners = new Set<() => void>();
let snapshot = false;
const publish = () => {
  snapshot = inFlight.adding || inFlight.buying;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const isBusy = () => snapshot;

/** A copy of `data` where every product of this shelf item says `collected`; untouched parts keep their identity. */
export function withCollected(data: unknown, shelfId: string, collected: boolean): unknown {
  if (Array.isArray(data)) {
    const next = data.map((d) => withCollected(d, shelfId, collected));
    return next.some((d, i) => d !== data[i]) ? next : data;
  }
  if (data === null || typeof data !== 'object') return data;
  const obj = data as Record<string, unknown>;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const w = withCollected(v, shelfId, collected);
    if (w !== v) changed = true;
    next[k] = w;
  }
  if ('FoodIsCollect' in obj && (obj.FoodSaleShelfId === shelfId || obj.Id === shelfId) && obj.FoodIsCollect !== collected) {
    next.FoodIsCollect = collected;
    changed = true;
  }
  return changed ? next : data;
}

/**
 * Lists whose content depends on the favourites themselves (猜你喜欢 leaves out what the firm
 * already likes): fetched again at once, the card just clicked would vanish under the pointer.
 * They are updated in place and fetched again on the next visit.
 */
const REFETCH_LATER = FAVORITE_DEPENDENT_READS;

const isUnauthorized = (e: unknown) => e instanceof ApiError && e.status === 401;

/**
 * Cart, buy-now (to the checkout) and favourite from any product view. A visitor (or an expired session) is
 * asked to log in with the specification's words; a buyer's action refreshes what it changed:
 * the store's products (FoodIsCollect, stock, sold percent), the cart and its badge, the orders.
 */
export function useProductActions() {
  const { data: me } = useMe();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const busy = useSyncExternalStore(subscribe, isBusy);

  const askLogin = () => {
    message.warning(MSG.loginRequired);
    navigate('/login', { state: { from: window.location.pathname } });
  };

  const toggleFavorite = async (shelfId: string, collected: boolean) => {
    if (!me) return void message.warning(MSG.favoriteLoginRequired);
    if (inFlight.favorites.has(shelfId)) return;
    inFlight.favorites.add(shelfId);
    try {
      if (collected) await favoriteApi.call('Favorite/DeleteFoodCollectById', { FoodSaleShelfId: shelfId });
      else await favoriteApi.call('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: shelfId } });
      message.success(MSG.ok);
      qc.setQueriesData({ queryKey: keys.store.all }, (data: unknown) => withCollected(data, shelfId, !collected));
      // Every card (home, floors, detail, search) shows the new heart at once; lists are fetched
      // again, and the click guard is held until then so a quick second click toggles the fresh state.
      await qc.invalidateQueries({ queryKey: keys.store.all, refetchType: 'none' });
      await qc.refetchQueries({ queryKey: keys.store.all, type: 'active', predicate: (q) => !REFETCH_LATER.has(q.queryKey[1]) });
    } catch (e) {
      if (isUnauthorized(e)) message.warning(MSG.favoriteLoginRequired);
      else message.error(messageOf(e));
    } finally {
      inFlight.favorites.delete(shelfId);
    }
  };

  const addToCart = async (shelfId: string, quantity = 1, seckillDetailId?: string | null) => {
    if (quantity < 1) return void message.warning(MSG.chooseQuantity);
    if (!me) return askLogin();
    if (inFlight.adding) return;
    inFlight.adding = true;
    publish();
    try {
      const added = await cartApi.call('Cart/AddToShoppingCart', {
        B2B_ShoppingcartInfo: { FoodSaleShelfId: shelfId, CartNumber: quantity, SeckillDetailId: seckillDetailId ?? null },
      });
      qc.setQueryData(keys.cart.count, added.LineCount);
      void qc.invalidateQueries({ queryKey: keys.cart.all });
      message.success(MSG.addedToCart);
    } catch (e) {
      if (isUnauthorized(e)) askLogin();
      else message.error(MSG.submitFailedPrefix + messageOf(e));
    } finally {
      inFlight.adding = false;
      publish();
    }
  };

  /** 立即购买 goes to the checkout (订单确认), where the address, delivery and invoice are chosen. */
  const buyNow = async (shelfId: string, quantity = 1, seckillDetailId?: string | null) => {
    if (quantity < 1) return void message.warning(MSG.chooseQuantity);
    if (!me) return askLogin();
    const q = new URLSearchParams({ buy: shelfId, n: String(quantity) });
    if (seckillDetailId) q.set('offer', seckillDetailId);
    navigate(`/eshop/store/checkout?${q.toString()}`);
  };

  return { loggedIn: !!me, busy, toggleFavorite, addToCart, buyNow };
}
