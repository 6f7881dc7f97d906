import { ShopOutlined } from '@ant-design/icons';
import type { TOrder, TOrderLine } from '@shanlian/contract';
import { ORDER_SOURCE_NAMES } from '@shanlian/contract/browser';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { LineProduct } from '../../../components/line-product';
import { formatChinaTime, yuan } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { TA } from '../order-text';
import { STATUS_COLORS } from '../rules/order-filter';
import { LineTrace, type LineTraceHandlers } from './line-trace';
import { type OrderActionHandlers, OrderActions, orderDetailPath } from './order-actions';
import './order-card.css';

function OrderLineRow({ line, trace }: { line: TOrderLine; trace: LineTraceHandlers }) {
  const short = line.ReceivedNumber != null && line.ReceivedNumber < line.SealNumber;
  return (
    <div className="order-line" data-testid="order-line">
      <div className="order-line-product">
        <LineProduct line={line} />
      </div>
      <div className="order-line-unit">{line.Unit}</div>
      <div className="order-line-price">{yuan(line.Price)}</div>
      <div className="order-line-qty">
        ×{line.SealNumber}
        {short && <div className="order-line-received">{orderText.receivedOf(line.ReceivedNumber ?? 0)}</div>}
      </div>
      <div className="order-line-sub">{yuan(line.TotalAmount)}</div>
      <div className="order-line-trace">
        <LineTrace line={line} {...trace} />
      </div>
    </div>
  );
}

/** One order: time, number, supplier and source on top; its lines; amount, status and the actions at the side. */
export function OrderCard({ order, trace, handlers }: { order: TOrder; trace: LineTraceHandlers; handlers: OrderActionHandlers }) {
  const lines = order.B2B_ElectricityorderdetailInfos;
  return (
    <article className="order-card" data-testid="order-card" data-order-id={order.Id} data-status={order.Status}>
      <header className="order-card-head">
        <span className="order-card-time">{formatChinaTime(order.CreateTime)}</span>
        <span>
          {orderText.orderNo}
          <Link to={orderDetailPath(order.Id)}>
            <b className="order-card-no" data-testid="order-no">
              {order.OrderNo}
            </b>
          </Link>
        </span>
        <span className="order-card-supplier">
          <ShopOutlined /> {order.SupplierName}
        </span>
        <span className="order-card-source">{orderText.sourceOf(order.OrderSourceName || (ORDER_SOURCE_NAMES[order.OrderSourceType] ?? ''))}</span>
        {order.IsArchived && (
          <Tag data-testid="order-archived" style={{ marginLeft: 8 }}>
            {TA.archived}
          </Tag>
        )}
      </header>
      <div className="order-card-body">
        <div className="order-card-lines">
          {lines.map((l) => (
            <OrderLineRow key={l.Id} line={l} trace={trace} />
          ))}
        </div>
        <div className="order-card-total">
          <div className="order-card-amount" data-testid="order-total">
            {yuan(order.TotalAmount)}
          </div>
          <div className="order-card-count">{orderText.linesCount(lines.length)}</div>
        </div>
        <div className="order-card-status">
          <Tag color={STATUS_COLORS[order.Status] ?? 'default'} data-testid="order-status">
            {order.StatusName}
          </Tag>
        </div>
        <div className="order-card-actions">
          <OrderActions order={order} handlers={handlers} />
        </div>
      </div>
    </article>
  );
}

/** The column names above the cards. */
export function OrderListHead() {
  return (
    <div className="order-list-head">
      <div className="order-line-product">{orderText.col.product}</div>
      <div className="order-line-unit">{orderText.col.unit}</div>
      <div className="order-line-price">{orderText.col.price}</div>
      <div className="order-line-qty">{orderText.col.quantity}</div>
      <div className="order-line-sub">{orderText.col.subtotal}</div>
      <div className="order-line-trace">{orderText.col.trace}</div>
      <div className="order-card-total">{orderText.col.orderTotal}</div>
      <div className="order-card-status">{orderText.col.status}</div>
      <div className="order-card-actions">{orderText.col.actions}</div>
    </div>
  );
}
