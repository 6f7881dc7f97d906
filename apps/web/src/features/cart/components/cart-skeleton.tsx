import { SkeletonBlock, SkeletonLines } from '../../../components/ui';

/** Rows of grey while the cart loads. */
export function CartSkeleton() {
  return (
    <div aria-busy="true" data-testid="cart-loading" style={{ paddingBottom: 20 }}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="cart-skeleton-row">
          <SkeletonBlock style={{ width: 80, height: 80, flex: 'none' }} />
          <SkeletonLines rows={2} title={false} style={{ flex: 1, paddingTop: 4 }} />
        </div>
      ))}
    </div>
  );
}
