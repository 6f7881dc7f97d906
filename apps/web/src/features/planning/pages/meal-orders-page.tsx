import type { OutputOf } from '@shanlian/contract';
import { Button, Card, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '../../../components/admin-table';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, yuan } from '../../../lib/format';
import { foodPlanText } from '../../../lib/text/food-plan';
import { usePageTitle } from '../../../lib/use-page-title';
import { FeedingTraceDialog } from '../components/feeding-trace-dialog';
import { usePlanPaged } from '../plan-api';
import '../plan.css';

type Group = OutputOf<'WeekFeeding/GetWeekFeedingOrderList'>[number];
type Order = Group['Orders'][number];

function OrderBlock({ order, onTrace }: { order: Order; onTrace: (lineId: string) => void }) {
  return (
    <div className="pl-order" data-testid="meal-order">
      <div className="pl-order-head">
        <Link to={`/eshop/store/orderDetail/${order.Id}`} data-testid="meal-order-detail">
          {foodPlanText.orderNo} {order.OrderNo}
        </Link>
        <span>{order.SupplierName}</span>
        <Tag>{order.StatusName}</Tag>
        <span>
          {foodPlanText.orderAmount}：<b className="pl-amount">{yuan(order.TotalAmount)}</b>
        </span>
      </div>
      {order.B2B_ElectricityorderdetailInfos.map((l) => (
        <div key={l.Id} className="pl-order-line" data-testid="meal-order-line">
          <span className="pl-line-name">
            {l.ProductName}
            {l.Specification && <span className="pl-muted"> {l.Specification}</span>}
          </span>
          <span>
            {foodPlanText.portions} {l.SealNumber}
          </span>
          <span>
            {foodPlanText.price} {yuan(l.Price)}
          </span>
          <Button size="small" onClick={() => onTrace(l.Id)} data-testid="meal-trace">
            {foodPlanText.trace}
          </Button>
        </div>
      ))}
    </div>
  );
}

/** /eshop/store/nutritiousmealsorder — nutrition-meal orders grouped by their package, each line with its food trace. */
export default function MealOrdersPage() {
  usePageTitle(foodPlanText.ordersTitle);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [traceLine, setTraceLine] = useState<string | null>(null);
  const list = usePlanPaged('WeekFeeding/GetWeekFeedingOrderList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: size } });
  const groups = list.data?.rows ?? [];

  return (
    <section className="sl-section pl-page">
      <div className="pl-page-head">
        <div>
          <h1>{foodPlanText.ordersTitle}</h1>
          <p>{foodPlanText.ordersSub}</p>
        </div>
      </div>
      <div className="pl-filters">
        <SearchBox
          placeholder={foodPlanText.ordersSearch}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          testId="meal-orders-search"
        />
      </div>
      <div data-testid="meal-orders">
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : list.error ? (
          <EmptyState description={list.error.message}>
            <Button onClick={() => list.refetch()}>{foodPlanText.retry}</Button>
          </EmptyState>
        ) : groups.length === 0 ? (
          <EmptyState description={foodPlanText.ordersEmpty}>{!search && <div className="pl-muted">{foodPlanText.ordersEmptyHint}</div>}</EmptyState>
        ) : (
          groups.map((g, i) => (
            <Card
              key={g.WeekFeedingId ?? `none-${i}`}
              size="small"
              className="pl-group"
              data-testid="meal-group"
              title={
                <div className="pl-group-head">
                  <span>
                    <b>{g.WeekFeedingName || foodPlanText.noPackage}</b> <span className="pl-muted">{formatChinaTime(g.CreateTime)}</span>
                  </span>
                  <span>
                    {foodPlanText.packageAmount}：<b className="pl-amount">{yuan(g.TotalAmount)}</b>
                  </span>
                </div>
              }
            >
              {g.Orders.map((o) => (
                <OrderBlock key={o.Id} order={o} onTrace={setTraceLine} />
              ))}
            </Card>
          ))
        )}
      </div>
      {groups.length > 0 && (
        <Pagination
          className="pl-pager"
          current={page}
          pageSize={size}
          total={list.data?.pager.RowCount ?? 0}
          showSizeChanger
          pageSizeOptions={[10, 20, 50]}
          showTotal={(n) => foodPlanText.total(n)}
          onChange={(p, s) => {
            setPage(s !== size ? 1 : p);
            setSize(s);
          }}
          data-testid="meal-orders-pager"
        />
      )}
      <FeedingTraceDialog lineId={traceLine} onClose={() => setTraceLine(null)} />
    </section>
  );
}
