import type { TOrder } from '@shanlian/contract';
import { Modal, Skeleton } from 'antd';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { formatChinaDate } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import { useOrderEvents } from '../api/get-order';
import { EventList } from './event-list';
import './logistics-dialog.css';

/** 物流: the delivery date and the order's real timeline (GetOrderEvents). */
export function LogisticsDialog({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const events = useOrderEvents(order?.Id, order != null);
  const rows = events.data ?? [];
  return (
    <Modal open={order != null} title={orderText.logisticsTitle} width={560} footer={null} onCancel={onClose} destroyOnHidden>
      {order && (
        <div data-testid="logistics-dialog">
          <div className="logistics-head">
            <div>
              {orderText.orderNo}
              <b>{order.OrderNo}</b>
            </div>
            <div>
              {orderText.supplier}
              {order.SupplierName}
            </div>
            <div>
              {orderText.distDate}
              <b className="logistics-date" data-testid="logistics-date">
                {order.DistDate ? formatChinaDate(order.DistDate) : orderText.notScheduled}
              </b>
            </div>
          </div>
          <QueryState
            isLoading={events.isLoading}
            error={events.error}
            onRetry={() => events.refetch()}
            isEmpty={rows.length === 0}
            skeleton={<Skeleton active paragraph={{ rows: 5 }} />}
            empty={<EmptyState description={orderText.noEvents} />}
          >
            <EventList events={rows} />
          </QueryState>
        </div>
      )}
    </Modal>
  );
}
