import type { TOrderReturn } from '@shanlian/contract';
import { Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { RETURN_PAGE_SIZE, type ReturnState, useDeskOrder, useDeskReturns, useHandleReturn } from '../../../api/order';
import { ConsolePageHead as PageHead } from '../../../components/console-layout';
import { QueryState } from '../../../components/query-state';
import { deskText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRun } from '../../../lib/use-run';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { ReturnsTable } from '../components/desk/returns-table';
import { HandleReturnDialog, type HandleValues, TR } from '../components/desk/settle-dialog';

const TABS: { key: ReturnState; label: string }[] = [
  { key: 'open', label: deskText.tabOpen },
  { key: 'accepted', label: TR.tabAccepted },
  { key: 'rejected', label: TR.tabRejected },
];

/** /supplier/returns — what buyers returned or want exchanged; each is accepted (refund or 补发) or rejected with a reason. */
export default function DeskReturnsPage() {
  usePageTitle(deskText.returnsTitle, deskText.deskName);
  const [state, setState] = useState<ReturnState>('open');
  const [page, setPage] = useState(1);
  const list = useDeskReturns(state, page);
  const counts: Record<ReturnState, number | undefined> = {
    open: useDeskReturns('open', 1, 1).data?.pager.RowCount,
    accepted: useDeskReturns('accepted', 1, 1).data?.pager.RowCount,
    rejected: useDeskReturns('rejected', 1, 1).data?.pager.RowCount,
  };
  const handle = useHandleReturn();
  const run = useRun();
  const [handling, setHandling] = useState<{ item: TOrderReturn; accept: boolean } | null>(null);
  // one key per dialog opening: a double click on 同意 / 拒绝 makes one decision
  const submitKey = useSubmitKey(handling);
  // the order line's price, for the refund's ceiling
  const order = useDeskOrder(handling?.item.ElectricityOrderId ?? null);
  const line = order.data?.B2B_ElectricityorderdetailInfos.find((l) => l.Id === handling?.item.OrderLineId);
  const rows = list.data?.rows ?? [];

  // the dialog's validation is asynchronous: without this a double click decides (and toasts) twice
  const once = useSingleFlight();
  const submit = (v: HandleValues) => once.run(() => decide(v));
  const decide = async (v: HandleValues) => {
    if (!handling) return;
    const r = await run(() => handle.mutateAsync({ id: handling.item.Id, ...v, key: submitKey.key }), TR.handled);
    if (r.ok) submitKey.renew();
    if (r.ok || r.status === 409) setHandling(null);
  };

  return (
    <div className="desk-card">
      <PageHead title={deskText.returnsTitle} sub={deskText.returnsSub} />
      <Tabs
        className="desk-tabs"
        activeKey={state}
        onChange={(k) => {
          setState(k as ReturnState);
          setPage(1);
        }}
        items={TABS.map((t) => ({
          key: t.key,
          label: (
            <span data-testid={`desk-returns-${t.key}`}>
              {t.label}
              <span className="desk-tab-count">{counts[t.key] ?? 0}</span>
            </span>
          ),
        }))}
      />
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
      >
        <ReturnsTable rows={rows} loading={list.isPlaceholderData} onHandle={(item, accept) => setHandling({ item, accept })} />
        <div className="desk-pager">
          <Pagination
            current={page}
            pageSize={RETURN_PAGE_SIZE}
            total={list.data?.pager.RowCount ?? 0}
            showTotal={deskText.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </div>
      </QueryState>
      <HandleReturnDialog
        item={handling?.item ?? null}
        accept={handling?.accept ?? true}
        unitPrice={line?.Price ?? null}
        pending={handle.isPending || once.busy}
        onSubmit={submit}
        onClose={() => setHandling(null)}
      />
    </div>
  );
}
