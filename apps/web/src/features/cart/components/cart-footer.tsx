import { Button, Checkbox, Popconfirm } from 'antd';
import { yuan } from '../../../lib/format';
import { cartText } from '../../../lib/text';
import type { CartSelection } from '../hooks/use-cart-selection';
import { unitsText } from '../rules/cart-lines';

interface Props {
  selection: CartSelection;
  submitting: boolean;
  working: boolean;
  onRemoveSelected: () => void;
  onMoveSelected: () => void;
  onSubmit: () => void;
  /** Says 请选择商品 when nothing is checked, instead of asking to confirm nothing. */
  requireSelection: () => boolean;
}

/** The bar that stays at the bottom of the window: select all, batch actions, the checked lines' totals, submit. */
export function CartFooter({ selection, submitting, working, onRemoveSelected, onMoveSelected, onSubmit, requireSelection }: Props) {
  const none = selection.ids.length === 0;
  return (
    <div className="cart-footer" data-testid="cart-footer">
      <div className="cart-footer-left">
        <Checkbox
          checked={selection.allOnPage}
          indeterminate={selection.someOnPage}
          onChange={(e) => selection.togglePage(e.target.checked)}
          data-testid="cart-select-all"
        >
          {cartText.selectAll}
        </Checkbox>
        <Popconfirm title={cartText.confirmBatchDelete} onConfirm={onRemoveSelected} disabled={none}>
          <Button type="link" onClick={() => none && requireSelection()} disabled={working} data-testid="cart-batch-delete">
            {cartText.batchDelete}
          </Button>
        </Popconfirm>
        <Button type="link" onClick={onMoveSelected} disabled={working} data-testid="cart-batch-favorite">
          {cartText.batchFavorite}
        </Button>
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
        <Button type="primary" danger size="large" className="cart-submit" loading={submitting} onClick={onSubmit} data-testid="cart-submit">
          {cartText.submit}
        </Button>
      </div>
    </div>
  );
}
