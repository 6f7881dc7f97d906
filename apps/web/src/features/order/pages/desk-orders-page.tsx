import type { TOrder, TShipLine } from '@shanlian/contract';
import { Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { ORDER_PAGE_SIZE, useDeskOrders, useOrderCounts } from '../../../api/order';
import { ConsolePageHead as PageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { deskText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRun } from '../../../lib/use-run';
import { useAddInvoice, useConfirmOrder, useShipOrder } from '../api/desk-order-actions';
import { InvoiceDialog } from '../components/desk/invoice-dialog';
import { OrderCard, type OrderCardHandlers } from '../components/desk/order-card';
import { OrderDetailDrawer } from '../components/desk/order-detail-drawer';
import { OrderFilters } from '../components/desk/order-filters';
import { OrderListHead } from '../components/desk/order-lines';
import { OrderStatusTabs } from '../components/desk/order-status-tabs';
import { ShipDialog } from '../components/desk/ship-dialog';
import { useOrderQuery } from '../hooks/use-order-query';

/** A 409 means the order moved on (the buyer cancelled, a colleague shipped): the dialog has nothing left to do. */
const CONFLICT = 409;

/** /supplier/orders — the orders sent to this supplier, by status, with confirm / ship / invoice / detail. */
export default function DeskOrdersPage() {
  usePageTitle(deskText.ordersTitle, deskText.deskName);
  const [query, setQuery] = useOrderQuery();
  const orders = useDeskOrders(query);
  const { data: counts } = useOrderCounts();
  const confirm = useConfirmOrder();
  const ship = useShipOrder();
  const invoice = useAddInvoice();
  const run = useRun();
  const [shipping, setShipping] = useState<TOrder | null>(null);
  const [invoicing, setInvoicing] = useState<TOrder | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const rows = orders.data?.rows ?? [];
  const narrow = useNarrow();

  const handlers: OrderCardHandlers = {
    onConfirm: (o) => run(() => confirm.mutateAsync(o.Id), deskText.confirmed),
    onShip: setShipping,
    onInvoice: setInvoicing,
    onDetail: (o) => setViewing(o.Id),
  };
  const submitShip = async (distDate: string, lines: TShipLine[], key: string) => {
    if (!shipping) return;
    const r = await run(() => ship.mutateAsync({ id: shipping.Id, distDate, lines, key }), deskText.shipped);
    if (r.ok || r.status === CONFLICT) setShipping(null);
  };
  const submitInvoice = async (fileIds: string[], key: string) => {
    if (!invoicing) return;
    const r = await run(() => invoice.mutateAsync({ id: invoicing.Id, fileIds, key }), deskText.invoiced(fileIds.length));
    if (r.ok || r.status === CONFLICT) setInvoicing(null);
  };
  const busyId = confirm.isPending ? confirm.variables : null;

  return (
    <div className="desk-card">
      <PageHead title={deskText.ordersTitle} sub={deskText.ordersSub} />
      <OrderStatusTabs status={query.status} counts={counts} onChange={(status) => setQuery({ status })} />
      <OrderFilters
        search={query.search}
        from={query.from}
        to={query.to}
        onSearch={(search) => setQuery({ search })}
        onDates={(from, to) => setQuery({ from, to })}
        onReset={() => setQuery({ search: '', from: '', to: '' })}
      />
      <OrderListHead />
      <QueryState
        isLoading={orders.isLoading}
        error={orders.error}
        onRetry={() => orders.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 10 }} />}
        empty={<EmptyState description={query.search || query.from || query.to ? deskText.orderNotFoundHint : undefined} />}
      >
        <div style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((o) => (
            <OrderCard key={o.Id} order={o} busy={busyId === o.Id} handlers={handlers} />
          ))}
        </div>
        <div className="desk-pager">
          <Pagination
            current={query.page}
            pageSize={ORDER_PAGE_SIZE}
            total={orders.data?.pager.RowCount ?? 0}
            showTotal={deskText.total}
            showSizeChanger={false}
            simple={narrow}
            onChange={(page) => setQuery({ page })}
          />
        </div>
      </QueryState>
      <ShipDialog order={shipping} pending={ship.isPending} onSubmit={submitShip} onClose={() => setShipping(null)} />
      <InvoiceDialog order={invoicing} pending={invoice.isPending} onSubmit={submitInvoice} onClose={() => setInvoicing(null)} />
      <OrderDetailDrawer orderId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
