import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { yuan } from '../../../../lib/format';
import { TO } from '../../../../lib/text';
import { paidOf } from '../../rules/order-actions';
import type { TOrderDetail, TOrderDetailLine } from '../../rules/types';
import { LineProduct } from '../line-product';
import { LineTrace, type LineTraceHandlers } from '../line-trace';

/** The order's lines with what was received and returned, the total to 2 decimals and the amount paid. */
/** A cell's column name, which the phone layout shows above its value (the table head is hidden there). */
const labelled = (label: string) => ({ 'data-label': label }) as HTMLAttributes<HTMLElement>;

export function OrderLinesTable({ order, trace }: { order: TOrderDetail; trace: LineTraceHandlers }) {
  const columns: TableColumnsType<TOrderDetailLine> = [
    { title: TO.col.product, key: 'product', render: (_, l) => <LineProduct line={l} size={56} /> },
    { title: TO.col.unit, dataIndex: 'Unit', onCell: () => labelled(TO.col.unit), width: 60, align: 'center' },
    { title: TO.col.price, dataIndex: 'Price', onCell: () => labelled(TO.col.price), width: 90, align: 'right', render: (v: number) => yuan(v) },
    { title: TO.col.ordered, onCell: () => labelled(TO.col.ordered), dataIndex: 'SealNumber', width: 92, align: 'center' },
    {
      title: TO.col.received,
      onCell: () => labelled(TO.col.received),
      dataIndex: 'ReceivedNumber',
      width: 92,
      align: 'center',
      render: (v: number | null, l) => (v == null ? <span className="grid-sub">—</span> : <span className={v < l.SealNumber ? 'qty-short' : ''}>{v}</span>),
    },
    {
      title: TO.col.returned,
      onCell: () => labelled(TO.col.returned),
      dataIndex: 'ReturnedNumber',
      width: 92,
      align: 'center',
      render: (v: number) => (v > 0 ? <span className="qty-short">{v}</span> : <span className="grid-sub">0</span>),
    },
    {
      title: TO.col.subtotal,
      dataIndex: 'TotalAmount',
      onCell: () => labelled(TO.col.subtotal),
      width: 100,
      align: 'right',
      render: (v: number) => <b>{yuan(v)}</b>,
    },
    {
      title: TO.col.trace,
      onCell: () => labelled(TO.col.trace),
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
                {TO.orderAmount}
                {TO.totalLabel}
                <b data-testid="detail-total">{yuan(order.TotalAmount)}</b>
              </span>
              {paid !== order.TotalAmount && (
                <span>
                  {TO.paid}
                  {TO.totalLabel}
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
