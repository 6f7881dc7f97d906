import type { TOrderReturn } from '@shanlian/contract';
import { Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { TDesk } from '../../../lib/text';
import { RETURN_PAGE_SIZE, type ReturnState, useDeskReturns, useSettleReturn } from '../api/returns';
import { ConsolePageHead as PageHead } from '../../../components/console-layout';
import { ReturnsTable } from '../components/returns-table';
import { SettleDialog } from '../components/settle-dialog';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRun } from '../hooks/use-run';

/** /supplier/returns — what buyers returned or want exchanged; 处理 settles it with a remark. */
export default function DeskReturnsPage() {
  usePageTitle(TDesk.returnsTitle, TDesk.deskName);
  const [state, setState] = useState<ReturnState>('open');
  const [page, setPage] = useState(1);
  const list = useDeskReturns(state, page);
  const openCount = useDeskReturns('open', 1, 1).data?.pager.RowCount;
  const settledCount = useDeskReturns('settled', 1, 1).data?.pager.RowCount;
  const settle = useSettleReturn();
  const run = useRun();
  const [settling, setSettling] = useState<TOrderReturn | null>(null);
  const rows = list.data?.rows ?? [];

  const submit = async (remark: string) => {
    if (!settling) return;
    const r = await run(() => settle.mutateAsync({ id: settling.Id, remark }), TDesk.settled);
    if (r.ok || r.status === 409) setSettling(null);
  };

  return (
    <div className="desk-card">
      <PageHead title={TDesk.returnsTitle} sub={TDesk.returnsSub} />
      <Tabs
        className="desk-tabs"
        activeKey={state}
        onChange={(k) => {
          setState(k as ReturnState);
          setPage(1);
        }}
        items={[
          {
            key: 'open',
            label: (
              <span data-testid="desk-returns-open">
                {TDesk.tabOpen}
                <span className="desk-tab-count">{openCount ?? 0}</span>
              </span>
            ),
          },
          {
            key: 'settled',
            label: (
              <span data-testid="desk-returns-settled">
                {TDesk.tabSettled}
                <span className="desk-tab-count">{settledCount ?? 0}</span>
              </span>
            ),
          },
        ]}
      />
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
      >
        <ReturnsTable rows={rows} loading={list.isPlaceholderData} onSettle={setSettling} />
        <div className="desk-pager">
          <Pagination
            current={page}
            pageSize={RETURN_PAGE_SIZE}
            total={list.data?.pager.RowCount ?? 0}
            showTotal={TDesk.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </div>
      </QueryState>
      <SettleDialog item={settling} pending={settle.isPending} onSubmit={submit} onClose={() => setSettling(null)} />
    </div>
  );
}
