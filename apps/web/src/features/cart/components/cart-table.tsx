import type { TCartLine } from '@shanlian/contract';
import { Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { LineProduct } from '../../../components/line-product';
import { Price } from '../../../components/price';
import { yuan } from '../../../lib/format';
import { cartText } from '../../../lib/text';
import type { CartSelection } from '../hooks/use-cart-selection';
import { subtotal } from '../rules/cart-lines';
import { CartQuantity } from './cart-quantity';

/** Each row is findable by browser tests. */
const ROW_PROPS = { 'data-testid': 'cart-row' } as HTMLAttributes<HTMLElement>;

interface Props {
  lines: TCartLine[];
  selection: CartSelection;
  loading: boolean;
  empty: ReactNode;
  onMove: (line: TCartLine) => void;
  onRemove: (line: TCartLine) => void;
}

/** The cart's lines: checkbox, product, supplier, price, quantity, subtotal, actions. */
export function CartTable({ lines, selection, loading, empty, onMove, onRemove }: Props) {
  const columns: TableColumnsType<TCartLine> = [
    {
      title: cartText.colProduct,
      key: 'product',
      render: (_, l) => (
        <LineProduct line={l} size={80} align="top">
          {!l.Available && l.UnavailableReason && (
            <Tag className="cart-unavailable" data-testid="cart-unavailable">
              {l.UnavailableReason}
            </Tag>
          )}
        </LineProduct>
      ),
    },
    { title: cartText.colSupplier, dataIndex: 'SupplierName', width: 170, render: (name: string) => <span className="cart-supplier">{name}</span> },
    {
      title: cartText.colPrice,
      key: 'price',
      width: 130,
      render: (_, l) => (
        <div className="cart-price">
          <Price value={l.PresentPrice} unit={l.Unit} size="sm" />
          {l.OriginalPrice > l.PresentPrice && <div className="cart-price-original">{yuan(l.OriginalPrice)}</div>}
        </div>
      ),
    },
    { title: cartText.colQuantity, key: 'quantity', width: 150, render: (_, l) => <CartQuantity line={l} /> },
    {
      title: cartText.colSubtotal,
      key: 'subtotal',
      width: 120,
      render: (_, l) => <span className="cart-subtotal">{yuan(subtotal(l))}</span>,
    },
    {
      title: cartText.colActions,
      key: 'actions',
      width: 100,
      render: (_, l) => (
        <div className="cart-actions">
          <Button type="link" size="small" onClick={() => onMove(l)} data-testid="cart-move">
            {cartText.moveToFavorite}
          </Button>
          <Popconfirm title={cartText.confirmDelete} onConfirm={() => onRemove(l)}>
            <Button type="link" size="small" danger data-testid="cart-delete">
              {cartText.delete}
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  return (
    <Table<TCartLine>
      className="cart-table"
      rowKey="Id"
      columns={columns}
      dataSource={lines}
      loading={loading}
      pagination={false}
      locale={{ emptyText: empty }}
      rowClassName={(l) => (l.Available ? '' : 'cart-row-unavailable')}
      onRow={() => ROW_PROPS}
      rowSelection={{
        selectedRowKeys: selection.ids,
        preserveSelectedRowKeys: true,
        onChange: selection.setKeys,
        getCheckboxProps: (l) => ({ disabled: !l.Available }),
        columnWidth: 48,
      }}
    />
  );
}
