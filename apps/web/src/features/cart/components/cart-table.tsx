import type { TCartLine } from '@shanlian/contract';
import type { ReactNode } from 'react';
import { LineProduct } from '../../../components/line-product';
import { PopConfirm } from '../../../components/pop-confirm';
import { Price } from '../../../components/price';
import { yuan } from '../../../lib/format';
import { cartText } from '../../../lib/text';
import type { CartSelection } from '../hooks/use-cart-selection';
import { subtotal } from '../rules/cart-lines';
import { CartCheck } from './cart-check';
import { CartQuantity } from './cart-quantity';

interface Props {
  lines: TCartLine[];
  selection: CartSelection;
  loading: boolean;
  empty: ReactNode;
  onMove: (line: TCartLine) => void;
  onRemove: (line: TCartLine) => void;
}

/** Column widths: checkbox, product (the rest), supplier, price, quantity, subtotal, actions. */
const WIDTHS = [48, undefined, 170, 130, 150, 120, 100];

/**
 * The cart's lines: checkbox, product, supplier, price, quantity, subtotal, actions. A plain table
 * drawn like antd's (the cart loads without antd); on a phone it scrolls sideways inside its box.
 */
export function CartTable({ lines, selection, loading, empty, onMove, onRemove }: Props) {
  const checked = new Set(selection.ids);
  const toggle = (line: TCartLine, on: boolean) => selection.setKeys(on ? [...selection.ids, line.Id] : selection.ids.filter((id) => id !== line.Id));
  const selectable = lines.some((l) => l.Available);
  return (
    <div className={`cart-table${loading ? ' is-loading' : ''}`} aria-busy={loading || undefined}>
      <div className="cart-table-scroll">
        <table>
          <colgroup>
            {WIDTHS.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <col key={i} style={w ? { width: w } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th className="cart-cell-check">
                <CartCheck
                  checked={selection.allOnPage}
                  indeterminate={selection.someOnPage}
                  disabled={!selectable}
                  onChange={selection.togglePage}
                  aria-label={cartText.selectPage}
                />
              </th>
              <th>{cartText.colProduct}</th>
              <th>{cartText.colSupplier}</th>
              <th>{cartText.colPrice}</th>
              <th>{cartText.colQuantity}</th>
              <th>{cartText.colSubtotal}</th>
              <th>{cartText.colActions}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr className="cart-table-empty">
                <td colSpan={WIDTHS.length} style={{ textAlign: 'center' }}>
                  {empty}
                </td>
              </tr>
            )}
            {lines.map((l) => {
              const on = checked.has(l.Id);
              return (
                <tr
                  key={l.Id}
                  data-testid="cart-row"
                  className={[l.Available ? '' : 'cart-row-unavailable', on ? 'is-selected' : ''].filter(Boolean).join(' ') || undefined}
                >
                  <td className="cart-cell-check">
                    <CartCheck checked={on} disabled={!l.Available} onChange={(v) => toggle(l, v)} aria-label={cartText.selectLine(l.ProductName)} />
                  </td>
                  <td>
                    <LineProduct line={l} size={80} align="top">
                      {!l.Available && l.UnavailableReason && (
                        <span className="sl-tag cart-unavailable" data-testid="cart-unavailable">
                          {l.UnavailableReason}
                        </span>
                      )}
                    </LineProduct>
                  </td>
                  <td>
                    <span className="cart-supplier">{l.SupplierName}</span>
                  </td>
                  <td>
                    <div className="cart-price">
                      <Price value={l.PresentPrice} unit={l.Unit} size="sm" />
                      {l.OriginalPrice > l.PresentPrice && <div className="cart-price-original">{yuan(l.OriginalPrice)}</div>}
                    </div>
                  </td>
                  <td>
                    <CartQuantity line={l} />
                  </td>
                  <td>
                    <span className="cart-subtotal">{yuan(subtotal(l))}</span>
                  </td>
                  <td>
                    <div className="cart-actions">
                      <button type="button" className="cart-link" onClick={() => onMove(l)} data-testid="cart-move">
                        {cartText.moveToFavorite}
                      </button>
                      <PopConfirm title={cartText.confirmDelete} onConfirm={() => onRemove(l)}>
                        <button type="button" className="cart-link cart-link-danger" data-testid="cart-delete">
                          {cartText.delete}
                        </button>
                      </PopConfirm>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
