import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { LineProduct } from '../../../../components/line-product';
import { yuan } from '../../../../lib/format';
import { orderText } from '../../../../lib/text';
import { paidOf } from '../../rules/order-actions';
import type { TOrderDetail, TOrderDetailLine } from '../../rules/types';
import { LineTrace, type LineTraceHandlers } from '../line-trace';
import './order-lines-table.css';

/** The order's lines with what was received and returned, the total to 2 decimals and the amount paid. */
/** A cell's column name, which the phone layout shows above its value (the table head is hidden there). */
const labelled = (label: string) => ({ 'data-label': label }) as HTMLAttributes<HTMLElement>;

export function OrderLinesTable({ order, trace }: { order: TOrderDetail; trace: LineTraceHandlers }) {
  const columns: TableColumnsType<TOrderDetailLine> = [
    { title: orderText.col.product, key: 'product', render: (_, l) => <LineProduct line={l} size={56} /> },
    { title: orderText.col.unit, dataIndex: 'Unit', onCell: () => labelled(orderText.col.unit), width: 60, align: 'center' },
    { title: orderText.col.price, dataIndex: 'Price', onCell: () => labelled(orderText.col.price), width: 90, align: 'right', render: (v: number) => yuan(v) },
    { title: orderText.col.ordered, onCell: () => labelled(orderText.col.ordered), dataIndex: 'SealNumber', width: 92, align: 'center' },
    {
      title: orderText.col.received,
      onCell: () => labelled(orderText.col.received),
      dataIndex: 'ReceivedNumber',
      width: 92,
      align: 'center',
      render: (v: number | null, l) => (v == null ? <span className="grid-sub">—</span> : <span className={v < l.SealNumber ? 'qty-short' : ''}>{v}</span>),
    },
    {
      title: orderText.col.returned,
      onCell: () => labelled(orderText.col.returned),
      dataIndex: 'ReturnedNumber',
      width: 92,
      align: 'center',
      render: (v: number) => (v > 0 ? <span className="qty-short">{v}</span> : <span className="grid-sub">0</span>),
    },
    {
      title: orderText.col.subtotal,
      dataIndex: 'TotalAmount',
      onCell: () => labelled(orderText.col.subtotal),
      width: 100,
      align: 'right',
      render: (v: number) => <b>{yuan(v)}</b>,
    },
    {
      title: orderText.col.trace,
      onCell: () => labelled(orderText.col.trace),
      key: 'trace',
      width: 104,
      align: 'center',
      render: (_, l) => <LineTrace line={l} {...trace} />,
    },
  ];
  const paid = paidOf(order);
  return (
    <Table<TOrderDetailLine>
      rowKey="Id"
      className="order-grid table-cards table-cards-lines"
      columns={columns}
      dataSource={order.B2B_ElectricityorderdetailInfos}
      pagination={false}
      onRow={() => ({ 'data-testid': 'detail-line' }) as HTMLAttributes<HTMLElement>}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={8}>
            <div className="detail-total">
              <span>
                {orderText.orderAmount}
                {orderText.totalLabel}
                <b data-testid="detail-total">{yuan(order.TotalAmount)}</b>
              </span>
              {paid !== order.TotalAmount && (
                <span>
                  {orderText.paid}
                  {orderText.totalLabel}
                  <b className="detail-paid">{yuan(paid)}</b>
                </span>
              )}
            </div>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
