import { ShopOutlined } from '@ant-design/icons';
import { ORDER_SOURCE_NAMES } from '@shanlian/contract/browser';
import type { TOrder, TOrderLine } from '@shanlian/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { productPath } from '../../../components/product-card';
import { formatChinaTime, yuan } from '../../../lib/format';
import { TCart } from '../../../lib/text';
import { STATUS_COLORS } from '../rules/order-filter';

function OrderLineRow({ line }: { line: TOrderLine }) {
  const to = productPath({ FoodSaleShelfId: line.FoodSaleShelfId, Id: line.FoodSaleShelfId });
  return (
    <div className="order-line" data-testid="order-line">
      <div className="order-line-product">
        <Link to={to} className="order-line-img">
          <img src={line.PromotionImage} alt={line.ProductName} loading="lazy" />
        </Link>
        <div>
          <Link to={to} className="order-line-name" title={line.ProductName}>
            {line.IsSeckill && (
              <Tag color="red" className="order-seckill-tag">
                {TCart.seckillOrderTag}
              </Tag>
            )}
            {line.ProductName}
          </Link>
          <div className="order-line-spec">{line.Specification}</div>
        </div>
      </div>
      <div className="order-line-unit">{line.Unit}</div>
      <div className="order-line-price">{yuan(line.Price)}</div>
      <div className="order-line-qty">×{line.SealNumber}</div>
      <div className="order-line-sub">{yuan(line.TotalAmount)}</div>
    </div>
  );
}

/** One order: number, time, supplier and status on top; its lines; the amount at the side. */
export function OrderCard({ order }: { order: TOrder }) {
  const lines = order.B2B_ElectricityorderdetailInfos;
  return (
    <article className="order-card" data-testid="order-card">
      <header className="order-card-head">
        <span className="order-card-time">{formatChinaTime(order.CreateTime)}</span>
        <span>
          {TCart.orderNo}
          <b data-testid="order-no">{order.OrderNo}</b>
        </span>
        <span className="order-card-supplier">
          <ShopOutlined /> {order.SupplierName}
        </span>
        <span className="order-card-source">{TCart.orderSourceOf(ORDER_SOURCE_NAMES[order.OrderSourceType] ?? '')}</span>
      </header>
      <div className="order-card-body">
        <div className="order-card-lines">
          {lines.map((l) => (
            <OrderLineRow key={l.Id} line={l} />
          ))}
        </div>
        <div className="order-card-total">
          <div className="order-card-amount" data-testid="order-total">
            {yuan(order.TotalAmount)}
          </div>
          <div className="order-card-count">{TCart.orderLinesCount(lines.length)}</div>
        </div>
        <div className="order-card-status">
          <Tag color={STATUS_COLORS[order.Status] ?? 'default'} data-testid="order-status">
            {order.StatusName}
          </Tag>
        </div>
      </div>
    </article>
  );
}

/** The column names above the cards. */
export function OrderListHead() {
  return (
    <div className="order-list-head">
      <div className="order-line-product">{TCart.colOrderLines}</div>
      <div className="order-line-unit">{TCart.colUnit}</div>
      <div className="order-line-price">{TCart.colPrice}</div>
      <div className="order-line-qty">{TCart.colQuantity}</div>
      <div className="order-line-sub">{TCart.colSubtotal}</div>
      <div className="order-card-total">{TCart.colOrderTotal}</div>
      <div className="order-card-status">{TCart.colStatus}</div>
    </div>
  );
}
