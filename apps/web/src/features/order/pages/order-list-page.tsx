import { ReloadOutlined } from '@ant-design/icons';
import type { TOrder } from '@shanlian/contract';
import { Button, Checkbox, Pagination } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ImageViewer, type ViewerImage } from '../../../components/image-viewer';
import { QueryState } from '../../../components/query-state';
import { formatChinaTime } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyOrders } from '../api/get-orders';
import { OrderGrid, type OrderGridHandlers } from '../components/order-grid';
import { OrderSkeleton } from '../components/order-skeleton';
import { OrderToolbar } from '../components/order-toolbar';
import { TraceDialog } from '../components/trace-dialog';
import { TraceQrDialog } from '../components/trace-qr-dialog';
import { useOrderCommands } from '../hooks/use-order-commands';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { useOrderFilter } from '../hooks/use-order-filter';
import { TA } from '../order-text';
import { ORDER_PAGE_SIZE } from '../rules/order-filter';
import '../order.css';
import './order-list-page.css';

/** The list refreshes itself every minute (spec 02 §9). */
const AUTO_REFRESH_MS = 60_000;

const invoicesOf = (o: TOrder): ViewerImage[] =>
  o.B2B_ElectricityorderinvfileInfos.map((f, i) => ({ url: f.FileUrl, name: `${o.OrderNo} ${orderText.invoices} ${i + 1}` }));

/** /eshop/store/myorder — the compact order grid: order number search, dates, paging, invoices, receipt, cancel, delete. */
export default function OrderListPage() {
  usePageTitle(orderText.listTitle);
  const { filter, change, setPage } = useOrderFilter();
  const orders = useMyOrders(filter, true, { refetchInterval: AUTO_REFRESH_MS });
  const commands = useOrderCommands();
  const [invoices, setInvoices] = useState<ViewerImage[] | null>(null);
  const dialogs = useOrderDialogs();
  const rows = orders.data?.rows ?? [];
  const handlers: OrderGridHandlers = {
    onInvoice: (o) => setInvoices(invoicesOf(o)),
    onConfirm: (o) => commands.receiveAll(o.Id),
    onCancel: (o) => commands.cancel(o.Id),
    onDelete: (o) => commands.remove(o),
    trace: { onTrace: dialogs.openTrace, onQr: dialogs.openQr },
  };

  return (
    <section className="sl-section order-page">
      <h1 className="order-title">{orderText.listTitle}</h1>
      <OrderToolbar
        compact
        filter={filter}
        onChange={change}
        extra={
          <span className="order-refresh">
            <Checkbox checked={!!filter.archived} onChange={(e) => change({ archived: e.target.checked })} data-testid="order-archived-filter">
              {TA.archivedTab}
            </Checkbox>
            {orderText.autoRefresh}
            {orders.dataUpdatedAt > 0 && <span> · {orderText.refreshedAt(formatChinaTime(orders.dataUpdatedAt).slice(11))}</span>}
            <Button
              type="text"
              size="small"
              icon={<ReloadOutlined spin={orders.isFetching} />}
              onClick={() => orders.refetch()}
              aria-label={orderText.refresh}
            />
          </span>
        }
      />
      <QueryState
        isLoading={orders.isLoading}
        error={orders.error}
        onRetry={() => orders.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<OrderSkeleton />}
        empty={<EmptyState description={orderText.noOrders} />}
      >
        <OrderGrid orders={rows} loading={orders.isPlaceholderData} handlers={handlers} />
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
      <ImageViewer open={invoices != null} images={invoices ?? []} onClose={() => setInvoices(null)} />
      <TraceDialog line={dialogs.traceLine} onClose={dialogs.close} />
      <TraceQrDialog line={dialogs.qrLine} onClose={dialogs.close} />
    </section>
  );
}
