import { Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { orderText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFirmReturns } from '../api/get-firm-returns';
import { ReturnTable } from '../components/returns/return-table';
import { countByStatus, RETURN_STATUS_FILTERS, RETURN_STATUS_LABELS, type ReturnStatusFilter, returnsOfStatus } from '../rules/returns';
import '../order.css';

const PAGE_SIZE = 10;

/** /eshop/store/returns — every return and exchange of the firm's orders, with the supplier's answer. */
export default function ReturnsPage() {
  usePageTitle(orderText.returnsPageTitle);
  const returns = useFirmReturns();
  const [status, setStatus] = useState<ReturnStatusFilter>('all');
  const [page, setPage] = useState(1);
  const all = returns.data ?? [];
  const counts = countByStatus(all);
  const rows = returnsOfStatus(all, status);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <section className="sl-section order-page">
      <h1 className="order-title">{orderText.returnsPageTitle}</h1>
      <p className="return-page-intro" style={{ margin: '0 0 16px' }}>
        {orderText.returnsPageHint}
      </p>
      <Segmented<ReturnStatusFilter>
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        options={RETURN_STATUS_FILTERS.map((s) => ({ value: s, label: `${RETURN_STATUS_LABELS[s]} ${counts[s]}` }))}
        style={{ marginBottom: 16 }}
        data-testid="returns-status"
      />
      <QueryState
        isLoading={returns.isLoading}
        error={returns.error}
        onRetry={() => returns.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
        empty={<EmptyState description={orderText.noReturns} />}
      >
        <ReturnTable withOrder rows={shown} pagination={{ current: page, pageSize: PAGE_SIZE, total: rows.length, onChange: setPage }} />
      </QueryState>
    </section>
  );
}
