import { Skeleton } from 'antd';
// Placeholders in the frame of an order card.
import './order-card.css';

/** Cards of grey while the orders load. */
export function OrderSkeleton() {
  return (
    <div aria-busy="true" data-testid="order-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="order-card order-card-skeleton">
          <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}
