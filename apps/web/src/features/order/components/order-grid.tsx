import { CheckCircleOutlined, CloseCircleOutlined, DeleteOutlined, FileImageOutlined } from '@ant-design/icons';
import type { TOrder } from '@shanlian/contract';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatChinaDate, formatChinaTime, yuan } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { TA } from '../order-text';
import { deleteArchives, listActions } from '../rules/order-actions';
import { STATUS_COLORS } from '../rules/order-filter';
import { LineTrace, type LineTraceHandlers } from './line-trace';
import { orderDetailPath } from './order-actions';
import './order-grid.css';

/** A cell's column name, which the phone layout shows above its value (the table head is hidden there). */
const labelled = (label: string) => ({ 'data-label': label }) as HTMLAttributes<HTMLElement>;

export interface OrderGridHandlers {
  onInvoice: (order: TOrder) => void;
  onConfirm: (order: TOrder) => void;
  onCancel: (order: TOrder) => void;
  onDelete: (order: TOrder) => void;
  trace: LineTraceHandlers;
}

function IconAction({
  title,
  icon,
  enabled,
  why,
  danger,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  enabled: boolean;
  why?: string;
  danger?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={enabled ? title : (why ?? title)}>
      {/* The span keeps the tooltip working over a disabled button. */}
      <span>
        <Button type="text" shape="circle" aria-label={title} icon={icon} danger={danger} disabled={!enabled} onClick={onClick} data-testid={testId} />
      </span>
    </Tooltip>
  );
}

function GridActions({ order, h }: { order: TOrder; h: OrderGridHandlers }) {
  const can = listActions(order.Status);
  const hasInvoice = order.B2B_ElectricityorderinvfileInfos.length > 0;
  return (
    <div className="grid-actions">
      {can.invoice && (
        <IconAction
          title={orderText.action.invoice}
          icon={<FileImageOutlined />}
          enabled={hasInvoice}
          why={orderText.noInvoice}
          onClick={() => h.onInvoice(order)}
          testId="invoice-open"
        />
      )}
      {can.confirm && (
        <IconAction title={orderText.action.confirmReceipt} icon={<CheckCircleOutlined />} enabled onClick={() => h.onConfirm(order)} testId="grid-confirm" />
      )}
      {can.cancel && (
        <IconAction title={orderText.action.cancelOrder} icon={<CloseCircleOutlined />} enabled onClick={() => h.onCancel(order)} testId="grid-cancel" />
      )}
      {order.Status >= 3 && (
        <IconAction
          title={deleteArchives(order) ? TA.archive : orderText.action.deleteOrder}
          icon={<DeleteOutlined />}
          enabled={can.delete && !order.IsArchived}
          why={orderText.deleteOnlyDone}
          danger
          onClick={() => h.onDelete(order)}
          testId="grid-delete"
        />
      )}
    </div>
  );
}

function GridLines({ order, trace }: { order: TOrder; trace: LineTraceHandlers }) {
  return (
    <div className="grid-lines">
      {order.B2B_ElectricityorderdetailInfos.map((l) => (
        <div key={l.Id} className="grid-line">
          <img src={l.PromotionImage} alt="" loading="lazy" />
          <div className="grid-line-text">
            <div className="grid-line-name" title={l.ProductName}>
              {l.ProductName}
            </div>
            <div className="grid-line-spec">
              {l.Specification} · {yuan(l.Price)} × {l.SealNumber}
            </div>
          </div>
          <div className="grid-line-trace">
            <LineTrace line={l} {...trace} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The compact order grid of /eshop/store/myorder: one row per order with its lines and four icon actions. */
export function OrderGrid({ orders, loading, handlers }: { orders: TOrder[]; loading: boolean; handlers: OrderGridHandlers }) {
  const columns: TableColumnsType<TOrder> = [
    {
      title: orderText.col.orderNo,
      key: 'no',
      width: 170,
      render: (_, o) => (
        <div>
          <Link to={orderDetailPath(o.Id)} className="grid-order-no" data-testid="order-no">
            {o.OrderNo}
          </Link>
          <div className="grid-sub">{formatChinaTime(o.CreateTime, false)}</div>
        </div>
      ),
    },
    { title: orderText.col.product, key: 'lines', render: (_, o) => <GridLines order={o} trace={handlers.trace} /> },
    {
      title: orderText.col.supplier,
      dataIndex: 'SupplierName',
      width: 140,
      onCell: () => labelled(orderText.col.supplier),
      render: (v: string) => <span className="grid-supplier">{v}</span>,
    },
    {
      title: orderText.col.amount,
      dataIndex: 'TotalAmount',
      width: 100,
      align: 'right',
      onCell: () => labelled(orderText.col.amount),
      render: (v: number) => <b className="grid-amount">{yuan(v)}</b>,
    },
    {
      title: orderText.col.status,
      dataIndex: 'StatusName',
      width: 100,
      align: 'center',
      render: (v: string, o) => (
        <div>
          <Tag color={STATUS_COLORS[o.Status] ?? 'default'} data-testid="order-status">
            {v}
          </Tag>
          {o.DistDate && <div className="grid-sub">{orderText.distShort(formatChinaDate(o.DistDate).slice(5))}</div>}
        </div>
      ),
    },
    { title: orderText.col.actions, key: 'actions', width: 116, align: 'center', render: (_, o) => <GridActions order={o} h={handlers} /> },
  ];
  return (
    <Table<TOrder>
      className="order-grid table-cards"
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={false}
      onRow={(o) => ({ 'data-testid': 'order-row', 'data-status': o.Status }) as HTMLAttributes<HTMLElement>}
    />
  );
}
