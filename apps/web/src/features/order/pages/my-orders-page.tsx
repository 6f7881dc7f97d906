import { Pagination, Skeleton } from 'antd';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { orderText } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyOrders } from '../api/get-orders';
import { usePaidAmount } from '../api/get-paid-amount';
import { useOrderStatusCounts } from '../api/get-status-counts';
import { LogisticsDialog } from '../components/logistics-dialog';
import type { OrderActionHandlers } from '../components/order-actions';
import { OrderCard, OrderListHead } from '../components/order-card';
import { OrderFooter } from '../components/order-footer';
import { OrderLoginPrompt } from '../components/order-login-prompt';
import { OrderSkeleton } from '../components/order-skeleton';
import { OrderStatusTabs } from '../components/order-status-tabs';
import { OrderToolbar } from '../components/order-toolbar';
import { ReceiptDialog } from '../components/receipt-dialog';
import { TraceDialog } from '../components/trace-dialog';
import { TraceQrDialog } from '../components/trace-qr-dialog';
import { useOrderCommands } from '../hooks/use-order-commands';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { useOrderFilter } from '../hooks/use-order-filter';
import { ORDER_PAGE_SIZE } from '../rules/order-filter';
import '../order.css';

/** /eshop/store/order — the firm's orders, newest first: status tabs with counts, search, dates, source; per-order actions. */
export default function MyOrdersPage() {
  usePageTitle(orderText.ordersTitle);
  const me = useMe();
  const signedIn = !!me.data;
  const { filter, change, setPage } = useOrderFilter();
  const orders = useMyOrders(filter, signedIn);
  const counts = useOrderStatusCounts(signedIn);
  const paid = usePaidAmount(filter, signedIn);
  const dialogs = useOrderDialogs();
  const commands = useOrderCommands();
  const rows = orders.data?.rows ?? [];
  const handlers: OrderActionHandlers = {
    onLogistics: dialogs.openLogistics,
    onReceive: dialogs.openReceipt,
    onCancel: (o) => commands.cancel(o.Id),
    onDelete: (o) => commands.remove(o),
    onReorder: (o) => commands.reorder(o.Id),
    reordering: commands.reordering,
  };

  if (me.isLoading) return <Skeleton active className="sl-section" paragraph={{ rows: 6 }} />;
  if (!signedIn)
    return (
      <section className="sl-section">
        <OrderLoginPrompt />
      </section>
    );
  return (
    <section className="sl-section order-page">
      <h1 className="order-title">{orderText.ordersTitle}</h1>
      <OrderStatusTabs status={filter.status} archived={!!filter.archived} counts={counts.data} onChange={(status, archived) => change({ status, archived })} />
      <OrderToolbar filter={filter} onChange={change} />
      <OrderListHead />
      <QueryState
        isLoading={orders.isLoading}
        error={orders.error}
        onRetry={() => orders.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<OrderSkeleton />}
        empty={<EmptyState description={orderText.noOrders} />}
      >
        <div className="order-list" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((o) => (
            <OrderCard key={o.Id} order={o} trace={{ onTrace: dialogs.openTrace, onQr: dialogs.openQr }} handlers={handlers} />
          ))}
        </div>
        <Pagination
          className="order-pager"
          current={filter.page}
          pageSize={ORDER_PAGE_SIZE}
          total={orders.data?.pager.RowCount ?? 0}
          showTotal={orderText.totalOf}
          showSizeChanger={false}
          onChange={setPage}
        />
      </QueryState>
      <OrderFooter amount={paid.data} loading={paid.isLoading} />
      <ReceiptDialog order={dialogs.receiptOf} onClose={dialogs.close} />
      <LogisticsDialog order={dialogs.logisticsOf} onClose={dialogs.close} />
      <TraceDialog line={dialogs.traceLine} onClose={dialogs.close} />
      <TraceQrDialog line={dialogs.qrLine} onClose={dialogs.close} />
    </section>
  );
}
