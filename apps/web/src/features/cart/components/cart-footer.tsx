import { useId } from 'react';
import { PopConfirm } from '../../../components/pop-confirm';
import { Btn } from '../../../components/ui';
import { yuan } from '../../../lib/format';
import { cartText } from '../../../lib/text';
import type { CartSelection } from '../hooks/use-cart-selection';
import { unitsText } from '../rules/cart-lines';
import { CartCheck } from './cart-check';

interface Props {
  selection: CartSelection;
  submitting: boolean;
  working: boolean;
  onRemoveSelected: () => void;
  onMoveSelected: () => void;
  onSubmit: () => void;
  /** Says 请选择商品 when nothing is checked, instead of asking to confirm nothing. */
  requireSelection: () => void;
}

/** The bar that stays at the bottom of the window: select all, batch actions, the checked lines' totals, submit. */
export function CartFooter({ selection, submitting, working, onRemoveSelected, onMoveSelected, onSubmit, requireSelection }: Props) {
  const none = selection.ids.length === 0;
  const allId = useId();
  return (
    <div className="cart-footer" data-testid="cart-footer">
      <div className="cart-footer-left">
        <span className="cart-check-label">
          <CartCheck
            id={allId}
            checked={selection.allOnPage}
            indeterminate={selection.someOnPage}
            onChange={selection.togglePage}
            data-testid="cart-select-all"
          />
          <label htmlFor={allId}>{cartText.selectAll}</label>
        </span>
        <PopConfirm title={cartText.confirmBatchDelete} onConfirm={onRemoveSelected} disabled={none} placement="top-start">
          <button type="button" className="cart-link" onClick={() => none && requireSelection()} disabled={working} data-testid="cart-batch-delete">
            {cartText.batchDelete}
          </button>
        </PopConfirm>
        <button type="button" className="cart-link" onClick={onMoveSelected} disabled={working} data-testid="cart-batch-favorite">
          {cartText.batchFavorite}
        </button>
      </div>
      <div className="cart-footer-right">
        {/* 已选 3 种商品（10 袋、4 箱）: lines, then units per unit name */}
        <span className="cart-footer-count" data-testid="cart-selected">
          {cartText.selected}
          <b data-testid="cart-count">{selection.totals.lines}</b>
          {cartText.selectedLines}
          {selection.totals.byUnit.length > 0 && <span data-testid="cart-units">（{unitsText(selection.totals)}）</span>}
        </span>
        <span className="cart-footer-total">
          {cartText.total}
          <b data-testid="cart-total">{yuan(selection.totals.amount)}</b>
        </span>
        <span className="cart-footer-points">{cartText.points(selection.totals.points)}</span>
        <Btn variant="primary" danger size="large" className="cart-submit" loading={submitting} onClick={onSubmit} data-testid="cart-submit">
          {cartText.submit}
        </Btn>
      </div>
    </div>
  );
}
