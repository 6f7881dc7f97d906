import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { formatChinaDate, formatChinaTime, yuan } from '../../../../lib/format';
import { orderText } from '../../../../lib/text';
import { useCan } from '../../../../lib/use-can';
import { TA } from '../../order-text';
import { actionsFor, deleteArchives, OrderStatus, paidOf, statusLabel } from '../../rules/order-actions';
import type { TOrderDetail } from '../../rules/types';
import { ACTION_NEEDS, orderReturnPath } from '../order-actions';
import './order-summary.css';

export interface SummaryHandlers {
  onReceive: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** The head of the detail: number, status (交易完成 when done), supplier, times, amounts and what can be done now. */
export function OrderSummary({ order, handlers }: { order: TOrderDetail; handlers: SummaryHandlers }) {
  const navigate = useNavigate();
  const may = useCan();
  const can = new Set(actionsFor(order.Status).filter((a) => !ACTION_NEEDS[a] || may(ACTION_NEEDS[a])));
  const done = order.Status === OrderStatus.Completed;
  const cancelled = order.Status === OrderStatus.Cancelled;
  return (
    <section className="sl-section detail-summary" data-testid="order-summary">
      <div className="detail-summary-main">
        <div className={`detail-status${done ? ' is-done' : ''}${cancelled ? ' is-cancelled' : ''}`} data-testid="detail-status">
          {statusLabel(order, orderText.completedLabel)}
        </div>
        <div className="detail-no">
          {orderText.orderNo}
          <b data-testid="detail-order-no">{order.OrderNo}</b>
        </div>
        <dl className="detail-facts">
          <div>
            <dt>{orderText.supplier}</dt>
            <dd>
              <ShopOutlined style={{ color: '#1f9d55' }} /> {order.SupplierName}
            </dd>
          </div>
          <div>
            <dt>{orderText.createdAt}</dt>
            <dd>{formatChinaTime(order.CreateTime)}</dd>
          </div>
          <div>
            <dt>{orderText.distDate}</dt>
            <dd data-testid="detail-dist-date">{order.DistDate ? formatChinaDate(order.DistDate) : orderText.notScheduled}</dd>
          </div>
          <div>
            <dt>{orderText.orderSource}</dt>
            <dd>{order.OrderSourceName}</dd>
          </div>
          {order.Address && (
            <div>
              <dt>收货信息</dt>
              <dd data-testid="detail-address">
                {order.Address.Contact} {order.Address.Phone} · {order.Address.Address}
              </dd>
            </div>
          )}
          {order.DeliveryDate && (
            <div>
              <dt>要求送达</dt>
              <dd data-testid="detail-delivery">
                {order.DeliveryDate} {order.DeliverySlot ?? ''}
              </dd>
            </div>
          )}
          <div>
            <dt>运费</dt>
            <dd data-testid="detail-freight">{order.Freight > 0 ? yuan(order.Freight) : '免运费'}</dd>
          </div>
          {order.Remark && (
            <div>
              <dt>备注</dt>
              <dd data-testid="detail-remark">{order.Remark}</dd>
            </div>
          )}
          {order.InvoiceTitle && (
            <div>
              <dt>发票抬头</dt>
              <dd data-testid="detail-invoice">
                {order.InvoiceTitle}
                {order.TaxNumber && `（税号 ${order.TaxNumber}）`}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div className="detail-summary-side">
        <div className="detail-amount">
          <span>{orderText.paid}</span>
          <b>{yuan(paidOf(order))}</b>
          <span className="detail-settled" data-testid="detail-settled">
            {order.SettledAmount !== null ? `${orderText.settled} ${yuan(order.SettledAmount)}` : orderText.unsettled}
          </span>
        </div>
        <div className="detail-summary-actions">
          {can.has('receive') && (
            <Button type="primary" onClick={handlers.onReceive} data-testid="order-action-receive">
              {orderText.action.confirmReceipt}
            </Button>
          )}
          {can.has('aftersale') && (
            <Button onClick={() => navigate(orderReturnPath(order.Id))} data-testid="order-action-aftersale">
              {orderText.returnPageTitle}
            </Button>
          )}
          {can.has('cancel') && (
            <Button onClick={handlers.onCancel} data-testid="order-action-cancel">
              {orderText.action.cancelOrder}
            </Button>
          )}
          {can.has('delete') && (
            <Button danger onClick={handlers.onDelete} data-testid="order-action-delete">
              {deleteArchives(order) ? TA.archive : orderText.action.deleteOrder}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
