import { MSG } from '@shanlian/contract/browser';
import type { TCartLine } from '@shanlian/contract';
import { App } from 'antd';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { TCart } from '../../../lib/text';
import { useDeleteLines } from '../api/delete-lines';
import { useMakeOrder } from '../api/make-order';
import { useMoveToFavorites } from '../api/move-to-favorites';
import { shelfIdsOf } from '../rules/cart-lines';
import type { CartSelection } from './use-cart-selection';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : MSG.serverError);

/** What the cart's buttons do, with the messages they show. */
export function useCartActions(selection: CartSelection) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const del = useDeleteLines();
  const move = useMoveToFavorites();
  const order = useMakeOrder();
  // The button's loading state arrives a render late; this stops a quick double click at once.
  const submitting = useRef(false);

  const remove = async (ids: string[]) => {
    try {
      await del.mutateAsync(ids);
      selection.forget(ids);
      message.success(MSG.cartDeleted);
    } catch (e) {
      message.error(messageOf(e));
    }
  };

  const toFavorites = async (lines: TCartLine[]) => {
    const shelfIds = shelfIdsOf(lines);
    try {
      await move.mutateAsync(shelfIds);
      selection.forgetItems(shelfIds);
      message.success(MSG.movedToFavorites);
    } catch (e) {
      message.error(messageOf(e));
    }
  };

  const requireSelection = () => {
    if (selection.ids.length > 0) return true;
    message.warning(MSG.selectProducts);
    return false;
  };

  const submit = async () => {
    if (submitting.current || !requireSelection()) return;
    submitting.current = true;
    const ids = selection.ids;
    try {
      const made = await order.mutateAsync(ids);
      selection.forget(ids);
      message.success(TCart.orderPlaced(made.length));
      navigate('/eshop/store/order');
    } catch (e) {
      // e.g. 库存不足：大米 — the cart is fetched again (the mutation settles) to show the stock now.
      message.error(messageOf(e));
    } finally {
      submitting.current = false;
    }
  };

  return {
    removeLine: (line: TCartLine) => remove([line.Id]),
    moveLine: (line: TCartLine) => toFavorites([line]),
    removeSelected: () => requireSelection() && remove(selection.ids),
    moveSelected: () => requireSelection() && toFavorites(selection.lines),
    submit,
    requireSelection,
    submitting: order.isPending,
    working: del.isPending || move.isPending,
  };
}
