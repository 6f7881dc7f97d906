import { Skeleton } from 'antd';

/** Rows of grey while the cart loads. */
export function CartSkeleton() {
  return (
    <div aria-busy="true" data-testid="cart-loading" style={{ paddingBottom: 20 }}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="cart-skeleton-row">
          <Skeleton.Image active style={{ width: 80, height: 80 }} />
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '30%'] }} />
        </div>
      ))}
    </div>
  );
}
