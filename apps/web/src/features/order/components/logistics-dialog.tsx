import type { TOrder } from '@shanlian/contract';
import { Modal, Skeleton } from 'antd';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { formatChinaDate } from '../../../lib/format';
import { TO } from '../../../lib/text';
import { useOrderEvents } from '../api/get-order';
import { EventList } from './event-list';

/** 物流: the delivery date and the order's real timeline (GetOrderEvents). */
export function LogisticsDialog({ order, onClose }: { order: TOrder | null; onClose: () => void }) {
  const events = useOrderEvents(order?.Id, order != null);
  const rows = events.data ?? [];
  return (
    <Modal open={order != null} title={TO.logisticsTitle} width={560} footer={null} onCancel={onClose} destroyOnHidden>
      {order && (
        <div data-testid="logistics-dialog">
          <div className="logistics-head">
            <div>
              {TO.orderNo}
              <b>{order.OrderNo}</b>
            </div>
            <div>
              {TO.supplier}
              {order.SupplierName}
            </div>
            <div>
              {TO.distDate}
              <b className="logistics-date" data-testid="logistics-date">
                {order.DistDate ? formatChinaDate(order.DistDate) : TO.notScheduled}
              </b>
            </div>
          </div>
          <QueryState
            isLoading={events.isLoading}
            error={events.error}
            onRetry={() => events.refetch()}
            isEmpty={rows.length === 0}
            skeleton={<Skeleton active paragraph={{ rows: 5 }} />}
            empty={<EmptyState description={TO.noEvents} />}
          >
            <EventList events={rows} />
          </QueryState>
        </div>
      )}
    </Modal>
  );
}
