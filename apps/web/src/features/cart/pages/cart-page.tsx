import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SkeletonLines } from '../../../components/ui';
import { cartText } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { CART_PAGE_SIZE, useCart } from '../api/get-cart';
import { CartEmpty } from '../components/cart-empty';
import { CartFooter } from '../components/cart-footer';
import { CartHeader } from '../components/cart-header';
import { CartLoginPrompt } from '../components/cart-login-prompt';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartTable } from '../components/cart-table';
import { useCartActions } from '../hooks/use-cart-actions';
import { useCartSelection } from '../hooks/use-cart-selection';
import { usePageInRange } from '../hooks/use-page-in-range';
import '../cart.css';

/** /eshop/store/cart — the buyer's cart: lines 10 a page, edits, batch actions, totals of the checked lines, submit. */
export default function CartPage() {
  usePageTitle(cartText.title);
  const me = useMe();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const cart = useCart({ productName: query, page }, !!me.data);
  const lines = cart.data?.cart.ShoppingcartInfos ?? [];
  const rowCount = cart.data?.pager.RowCount;
  const lineCount = cart.data?.cart.LineCount;
  const selection = useCartSelection(lines);
  const actions = useCartActions(selection);
  usePageInRange(page, rowCount, CART_PAGE_SIZE, setPage);

  const search = (q: string) => {
    setQuery(q);
    setPage(1);
  };

  if (me.isLoading)
    return (
      <div className="sl-section">
        <SkeletonLines rows={6} />
      </div>
    );
  if (!me.data)
    return (
      <section className="sl-section cart-page">
        <CartLoginPrompt />
      </section>
    );
  return (
    <section className="sl-section cart-page">
      <CartHeader lineCount={lineCount} query={query} onSearch={search} />
      <QueryState
        isLoading={cart.isLoading}
        error={cart.error}
        onRetry={() => cart.refetch()}
        isEmpty={lineCount === 0}
        skeleton={<CartSkeleton />}
        empty={<CartEmpty />}
      >
        <CartTable
          lines={lines}
          selection={selection}
          loading={cart.isPlaceholderData}
          empty={<EmptyState description={cartText.noMatch(query)} />}
          onMove={actions.moveLine}
          onRemove={actions.removeLine}
        />
        <div className="cart-pager">
          <Pager current={page} pageSize={CART_PAGE_SIZE} total={rowCount ?? 0} showTotal={cartText.totalOf} onChange={setPage} />
        </div>
        <CartFooter
          selection={selection}
          submitting={false}
          working={actions.working}
          onRemoveSelected={actions.removeSelected}
          onMoveSelected={actions.moveSelected}
          onSubmit={actions.submit}
          requireSelection={actions.requireSelection}
        />
      </QueryState>
    </section>
  );
}
