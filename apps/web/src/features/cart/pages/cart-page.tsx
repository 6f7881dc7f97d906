import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { AntdScope } from '../../../components/antd-scope';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SkeletonLines } from '../../../components/ui';
import { cartText } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { CART_PAGE_SIZE, useCart } from '../api/get-cart';
import type { CartActions } from '../components/cart-actions-host';
import { CartEmpty } from '../components/cart-empty';
import { CartFooter } from '../components/cart-footer';
import { CartHeader } from '../components/cart-header';
import { CartLoginPrompt } from '../components/cart-login-prompt';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartTable } from '../components/cart-table';
import { useCartSelection } from '../hooks/use-cart-selection';
import { usePageInRange } from '../hooks/use-page-in-range';
import '../cart.css';

const CartActionsHost = lazy(() => import('../components/cart-actions-host'));

/**
 * The cart's actions, whose messages need antd: loaded when the buyer first reaches for the page's
 * controls (a press, a key, a focus), so that the lines show without antd. An action asked for before
 * they arrived runs as soon as they do.
 */
function useLazyCartActions() {
  const [wanted, setWanted] = useState(false);
  const [working, setWorking] = useState(false);
  const actions = useRef<CartActions | null>(null);
  const waiting = useRef<((a: CartActions) => void)[]>([]);
  const onActions = useCallback((a: CartActions) => {
    actions.current = a;
    setWorking(a.working);
    for (const run of waiting.current.splice(0)) run(a);
  }, []);
  const want = useCallback(() => setWanted(true), []);
  const run = (f: (a: CartActions) => void) => {
    if (actions.current) return f(actions.current);
    waiting.current.push(f);
    setWanted(true);
  };
  return { wanted, want, working, onActions, run };
}

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
  const actions = useLazyCartActions();
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
    <section className="sl-section cart-page" onPointerDownCapture={actions.want} onKeyDownCapture={actions.want} onFocusCapture={actions.want}>
      {actions.wanted && (
        <Suspense fallback={null}>
          <AntdScope>
            <CartActionsHost selection={selection} onActions={actions.onActions} />
          </AntdScope>
        </Suspense>
      )}
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
          onMove={(l) => actions.run((a) => a.moveLine(l))}
          onRemove={(l) => actions.run((a) => a.removeLine(l))}
        />
        <div className="cart-pager">
          <Pager current={page} pageSize={CART_PAGE_SIZE} total={rowCount ?? 0} showTotal={cartText.totalOf} onChange={setPage} />
        </div>
        <CartFooter
          selection={selection}
          submitting={false}
          working={actions.working}
          onRemoveSelected={() => actions.run((a) => a.removeSelected())}
          onMoveSelected={() => actions.run((a) => a.moveSelected())}
          onSubmit={() => actions.run((a) => a.submit())}
          requireSelection={() => actions.run((a) => a.requireSelection())}
        />
      </QueryState>
    </section>
  );
}
