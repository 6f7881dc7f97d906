import { LeftOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { orderText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrder, useOrderEvents } from '../api/get-order';
import { InvoiceGallery } from '../components/detail/invoice-gallery';
import { OrderLinesTable } from '../components/detail/order-lines-table';
import { OrderProgress } from '../components/detail/order-progress';
import { OrderSummary } from '../components/detail/order-summary';
import { ReturnSection } from '../components/detail/return-section';
import { EventList } from '../components/event-list';
import { ReceiptDialog } from '../components/receipt-dialog';
import { TraceDialog } from '../components/trace-dialog';
import { TraceQrDialog } from '../components/trace-qr-dialog';
import { useOrderCommands } from '../hooks/use-order-commands';
import { useOrderDialogs } from '../hooks/use-order-dialogs';
import { TA } from '../order-text';
import { OrderStatus } from '../rules/order-actions';
import { timelineSteps } from '../rules/timeline';
import '../order.css';
import './order-detail-page.css';

const MY_ORDERS = '/eshop/store/order';

/** /eshop/store/orderDetail/:id — one order: status, progress from its real events, lines, invoices, returns. */
export default function OrderDetailPage() {
  usePageTitle(orderText.detailTitle);
  const { id } = useParams();
  const navigate = useNavigate();
  const order = useOrder(id);
  const events = useOrderEvents(id);
  const dialogs = useOrderDialogs();
  const commands = useOrderCommands();
  const can = useCan();
  const o = order.data;
  const steps = timelineSteps(events.data ?? [], o?.DistDate ?? null);
  // 订单动态 lists every event the order had, the steps of the bar included, so the two always agree
  const log = events.data ?? [];

  return (
    <div className="order-detail">
      <div className="detail-crumb">
        <Link to={MY_ORDERS}>
          <LeftOutlined /> {orderText.backToOrders}
        </Link>
        <span>/ {orderText.detailTitle}</span>
        {o && can('cart:edit') && (
          <Button
            size="small"
            icon={<ShoppingCartOutlined />}
            style={{ marginLeft: 'auto' }}
            loading={commands.reordering === o.Id}
            disabled={commands.reordering === o.Id}
            onClick={() => commands.reorder(o.Id)}
            data-testid="order-reorder"
          >
            {TA.reorder}
          </Button>
        )}
        {o?.IsArchived && <Tag data-testid="order-archived">{TA.archived}</Tag>}
      </div>
      <QueryState
        isLoading={order.isLoading}
        error={order.error}
        onRetry={() => order.refetch()}
        isEmpty={!o}
        skeleton={<DetailSkeleton />}
        empty={<EmptyState description={orderText.notFound} />}
      >
        {o && (
          <>
            <OrderSummary
              order={o}
              handlers={{
                onReceive: () => dialogs.openReceipt(o),
                onCancel: () => commands.cancel(o.Id),
                onDelete: () => commands.remove(o, () => navigate(MY_ORDERS)),
              }}
            />
            <section className="sl-section detail-card">
              <div className="detail-card-head">
                <h2>{orderText.progress}</h2>
              </div>
              {o.Status === OrderStatus.Cancelled && <Alert type="warning" showIcon title={orderText.cancelledNotice} style={{ marginBottom: 16 }} />}
              <QueryState isLoading={events.isLoading} error={events.error} onRetry={() => events.refetch()}>
                <OrderProgress steps={steps} stopped={o.Status === OrderStatus.Cancelled} />
                {log.length > 0 && (
                  <div className="detail-events">
                    <h3>{orderText.events}</h3>
                    <EventList events={log} />
                  </div>
                )}
              </QueryState>
            </section>
            <section className="sl-section detail-card">
              <div className="detail-card-head">
                <h2>{orderText.lines}</h2>
              </div>
              <OrderLinesTable order={o} trace={{ onTrace: dialogs.openTrace, onQr: dialogs.openQr }} />
            </section>
            <section className="sl-section detail-card">
              <div className="detail-card-head">
                <h2>{orderText.invoices}</h2>
                {o.B2B_ElectricityorderinvfileInfos.length > 0 && (
                  <span className="grid-sub">{orderText.invoiceCount(o.B2B_ElectricityorderinvfileInfos.length)}</span>
                )}
              </div>
              <InvoiceGallery orderNo={o.OrderNo} files={o.B2B_ElectricityorderinvfileInfos} />
            </section>
            <ReturnSection order={o} />
            <ReceiptDialog order={dialogs.receiptOf} onClose={dialogs.close} />
            <TraceDialog line={dialogs.traceLine} onClose={dialogs.close} />
            <TraceQrDialog line={dialogs.qrLine} onClose={dialogs.close} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <>
      <section className="sl-section">
        <Skeleton active paragraph={{ rows: 3 }} />
      </section>
      <section className="sl-section">
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
      <section className="sl-section">
        <Skeleton active paragraph={{ rows: 5 }} />
      </section>
    </>
  );
}
