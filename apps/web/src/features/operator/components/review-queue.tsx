import type { InputOf, OutputOf } from '@shanlian/contract';
import { Button, Drawer, type ModalFuncProps, Skeleton, Space, type TableColumnsType, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { AdminFilters, AdminTable, PAGE_SIZE, type PagedList, RowAction, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { operatorText } from '../../../lib/text/operator';
import { useOperatorOp } from '../api';

/** A review queue's tab (a status, or every status), its search word and its page; a new tab or word starts again at page 1. */
export function useReviewQueue<S extends string>(first: S | 'all') {
  const [tab, setTab] = useState<S | 'all'>(first);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return {
    tab,
    search,
    page,
    setPage,
    /** The status the list asks for: null on 全部. */
    status: tab === 'all' ? null : tab,
    pager: { PageIndex: page, PageSize: PAGE_SIZE },
    onTab(t: S | 'all') {
      setTab(t);
      setPage(1);
    },
    onSearch(s: string) {
      setSearch(s);
      setPage(1);
    },
  };
}
export type ReviewQueueState<S extends string> = ReturnType<typeof useReviewQueue<S>>;

/**
 * A review queue of the operator console (企业审核, 商品审核): the page head, the status tabs, the
 * search box (and the page's own filters), the list with 详情 at the end of each row, and the
 * page's drawer. `testId` names its parts: `<testId>-tab-<status>`, `<testId>-review-search`,
 * `<testId>-review-row` and `<testId>-review-open`.
 */
export function ReviewQueue<T extends { Id: string }, S extends string>({
  queue,
  title,
  sub,
  tabs,
  tabLabel,
  testId,
  searchPlaceholder,
  filters,
  list,
  columns,
  scrollX,
  onOpen,
  drawer,
}: {
  queue: ReviewQueueState<S>;
  title: string;
  sub: string;
  tabs: readonly (S | 'all')[];
  tabLabel: (status: S) => string;
  testId: string;
  searchPlaceholder: string;
  filters?: ReactNode;
  list: PagedList<T>;
  columns: TableColumnsType<T>;
  scrollX: number;
  onOpen: (id: string) => void;
  drawer: ReactNode;
}) {
  return (
    <>
      <ConsolePageHead title={title} sub={sub} />
      <ConsoleCard>
        <Tabs
          activeKey={queue.tab}
          onChange={(k) => queue.onTab(k as S | 'all')}
          items={tabs.map((t) => ({ key: t, label: <span data-testid={`${testId}-tab-${t}`}>{t === 'all' ? operatorText.all : tabLabel(t)}</span> }))}
        />
        <AdminFilters>
          <SearchBox placeholder={searchPlaceholder} testId={`${testId}-review-search`} onSearch={queue.onSearch} />
          {filters}
        </AdminFilters>
        <AdminTable<T>
          list={list}
          page={queue.page}
          onPage={queue.setPage}
          scroll={{ x: scrollX }}
          onRow={(r) => ({ 'data-testid': `${testId}-review-row`, 'data-id': r.Id }) as never}
          columns={[
            ...columns,
            {
              title: operatorText.actions,
              key: 'op',
              width: 80,
              fixed: 'right',
              render: (_, r) => (
                <RowAction onClick={() => onOpen(r.Id)} testId={`${testId}-review-open`}>
                  {operatorText.details}
                </RowAction>
              ),
            },
          ]}
        />
      </ConsoleCard>
      {drawer}
    </>
  );
}

type DetailOp = 'Operator/GetFirmReviewDetail' | 'Operator/GetShelfReviewDetail';

/**
 * The drawer of one record under review (`id`, read by `op`): its name and tags as the title, its
 * facts (`children`) once read, a retry when the read failed (`failed` the words when the error
 * has none), and the decision's buttons (`actions`) at the foot.
 */
export function ReviewDrawer<N extends DetailOp>({
  op,
  id,
  onClose,
  title,
  actions,
  failed,
  children,
}: {
  op: N;
  id: string | null;
  onClose: () => void;
  title: (d: OutputOf<N>) => ReactNode;
  actions: (d: OutputOf<N>) => ReactNode;
  failed?: string;
  children: (d: OutputOf<N>) => ReactNode;
}) {
  const detail = useOperatorOp(op, { Id: id ?? '' } as InputOf<N>, { enabled: !!id });
  const d = detail.data as OutputOf<N> | undefined;
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={1120}
      destroyOnHidden
      title={d ? <Space size={8}>{title(d)}</Space> : operatorText.details}
      footer={d ? <div className="op-drawer-footer">{actions(d)}</div> : null}
    >
      {detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : detail.error || !d ? (
        <EmptyState description={detail.error?.message ?? failed}>
          <Button onClick={() => detail.refetch()}>{operatorText.retry}</Button>
        </EmptyState>
      ) : (
        children(d)
      )}
    </Drawer>
  );
}

/**
 * 驳回 (the page asks for the reason) and 通过 behind a confirmation (`confirm`: antd's
 * modal.confirm), the two buttons of a pending review: `<testId>-reject`, `<testId>-approve`, and
 * `approve-ok` on the confirmation's button. A list of the two, so that a Space round them spaces
 * them as its own items.
 */
export function decisionButtons(
  confirm: (props: ModalFuncProps) => unknown,
  o: { testId: string; pending: boolean; onReject: () => void; approveAsk: { title: string; content: string }; onApprove: () => Promise<unknown> },
) {
  return [
    <Button key="reject" danger onClick={o.onReject} data-testid={`${o.testId}-reject`}>
      {operatorText.reject}
    </Button>,
    <Button
      key="approve"
      type="primary"
      loading={o.pending}
      onClick={() =>
        confirm({
          ...o.approveAsk,
          okText: operatorText.approve,
          cancelText: operatorText.cancel,
          okButtonProps: { 'data-testid': 'approve-ok' } as never,
          onOk: o.onApprove,
        })
      }
      data-testid={`${o.testId}-approve`}
    >
      {operatorText.approve}
    </Button>,
  ];
}
