import type { TCartLine } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useDeleteLines } from '../api/delete-lines';
import { useMoveToFavorites } from '../api/move-to-favorites';
import { shelfIdsOf } from '../rules/cart-lines';
import type { CartSelection } from './use-cart-selection';

/** What the cart's buttons do, with the messages they show (toasts whose code arrives on first use, so the cart draws without antd). */
export function useCartActions(selection: CartSelection) {
  const navigate = useNavigate();
  const del = useDeleteLines();
  const move = useMoveToFavorites();

  const remove = async (ids: string[]) => {
    try {
      await del.mutateAsync(ids);
      selection.forget(ids);
      toast.success(MSG.cartDeleted);
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  const toFavorites = async (lines: TCartLine[]) => {
    const shelfIds = shelfIdsOf(lines);
    try {
      await move.mutateAsync(shelfIds);
      selection.forgetItems(shelfIds);
      toast.success(MSG.movedToFavorites);
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  const requireSelection = () => {
    if (selection.ids.length > 0) return true;
    toast.warning(MSG.selectProducts);
    return false;
  };

  /** 提交订单 opens the checkout (订单确认) for the checked lines. */
  const submit = () => {
    if (!requireSelection()) return;
    navigate(`/eshop/store/checkout?lines=${selection.ids.join(',')}`);
  };

  return {
    removeLine: (line: TCartLine) => remove([line.Id]),
    moveLine: (line: TCartLine) => toFavorites([line]),
    removeSelected: () => requireSelection() && remove(selection.ids),
    moveSelected: () => requireSelection() && toFavorites(selection.lines),
    submit,
    requireSelection,
    working: del.isPending || move.isPending,
  };
}
