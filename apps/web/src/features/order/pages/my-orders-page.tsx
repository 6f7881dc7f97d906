import { Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { TCart } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { useMyOrders } from '../api/get-orders';
import { useOrderStatusCounts } from '../api/get-status-counts';
import { OrderCard, OrderListHead } from '../components/order-card';
import { OrderLoginPrompt } from '../components/order-login-prompt';
import { OrderSkeleton } from '../components/order-skeleton';
import { OrderStatusTabs } from '../components/order-status-tabs';
import { OrderToolbar } from '../components/order-toolbar';
import { useOrderFilter } from '../hooks/use-order-filter';
import { usePageTitle } from '../hooks/use-page-title';
import { ORDER_PAGE_SIZE } from '../rules/order-filter';
import '../order.css';

/** /eshop/store/order — the firm's orders, newest first: status tabs with counts, search, dates, source. */
export default function MyOrdersPage() {
  usePageTitle(TCart.ordersTitle);
  const me = useMe();
  const { filter, change, setPage } = useOrderFilter();
  const orders = useMyOrders(filter, !!me.data);
  const counts = useOrderStatusCounts(!!me.data);
  const rows = orders.data?.rows ?? [];

  if (me.isLoading) return <Skeleton active className="sl-section" paragraph={{ rows: 6 }} />;
  if (!me.data)
    return (
      <section className="sl-section">
        <OrderLoginPrompt />
      </section>
    );
  return (
    <section className="sl-section order-page">
      <h1 className="order-title">{TCart.ordersTitle}</h1>
      <OrderStatusTabs status={filter.status} counts={counts.data} onChange={(status) => change({ status })} />
      <OrderToolbar filter={filter} onChange={change} />
      <OrderListHead />
      <QueryState
        isLoading={orders.isLoading}
        error={orders.error}
        onRetry={() => orders.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<OrderSkeleton />}
        empty={<EmptyState description={TCart.noOrders} />}
      >
        <div className="order-list" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((o) => (
            <OrderCard key={o.Id} order={o} />
          ))}
        </div>
        <Pagination
          className="order-pager"
          current={filter.page}
          pageSize={ORDER_PAGE_SIZE}
          total={orders.data?.pager.RowCount ?? 0}
          showTotal={TCart.totalOf}
          showSizeChanger={false}
          onChange={setPage}
        />
      </QueryState>
    </section>
  );
}
