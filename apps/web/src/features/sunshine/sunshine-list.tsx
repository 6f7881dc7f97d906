import { FEEDBACK_CATEGORIES, FEEDBACK_STATUS } from '@shanlian/contract/browser';
import { Pagination, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { sunshineText as T } from '../../lib/text/sunshine';

/** A page of a list and its size; any filter change goes back to the first page. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return {
    page,
    size,
    pager: { PageIndex: page, PageSize: size },
    reset: () => setPage(1),
    change: (p: number, s: number) => {
      if (s !== size) {
        setSize(s);
        setPage(1);
      } else setPage(p);
    },
  };
}

type Paging = ReturnType<typeof usePaging>;
type ListQuery<R> = { isLoading: boolean; isFetching: boolean; error: Error | null; data?: { rows: R[]; pager: { RowCount: number } } };

/**
 * A list of 阳光食堂's centre and console pages: a skeleton while it loads, the server's message or
 * `empty` when there is nothing, cards on a phone (`card`) and a table on a wider screen, then the pager.
 */
export function SunshineList<R extends object>({
  list,
  paging,
  narrow,
  columns,
  rowKey,
  rowTestId,
  tableTestId,
  empty,
  card,
  showTotal = T.total,
}: {
  list: ListQuery<R>;
  paging: Paging;
  narrow: boolean;
  columns: TableColumnsType<R>;
  rowKey: keyof R & string;
  rowTestId: string;
  tableTestId?: string;
  empty: string;
  card: (row: R) => ReactNode;
  showTotal?: (n: number) => string;
}) {
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  return (
    <>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState description={empty} />
      ) : narrow ? (
        <div className="sun-cards">{rows.map(card)}</div>
      ) : (
        <Table<R>
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          data-testid={tableTestId}
          onRow={() => ({ 'data-testid': rowTestId }) as object}
        />
      )}
      {total > 0 && (
        <Pagination
          style={{ marginTop: 12, justifyContent: 'flex-end' }}
          current={paging.page}
          pageSize={paging.size}
          total={total}
          showSizeChanger
          size={narrow ? 'small' : undefined}
          showTotal={showTotal}
          onChange={paging.change}
        />
      )}
    </>
  );
}

const options = (m: Record<number, string>) => Object.entries(m).map(([k, v]) => ({ value: Number(k), label: v }));

/** 全部状态 / 全部类别 of a feedback list; a change goes back to the first page. */
export function FeedbackFilters({
  status,
  category,
  onStatus,
  onCategory,
  testIds,
}: {
  status: number | null;
  category: number | null;
  onStatus: (v: number | null) => void;
  onCategory: (v: number | null) => void;
  testIds?: { status: string; category: string };
}) {
  return (
    <>
      <Select
        allowClear
        placeholder={T.allStatuses}
        style={{ width: 130 }}
        value={status ?? undefined}
        onChange={(v) => onStatus(v ?? null)}
        options={options(FEEDBACK_STATUS)}
        data-testid={testIds?.status}
      />
      <Select
        allowClear
        placeholder={T.allCategories}
        style={{ width: 160 }}
        value={category ?? undefined}
        onChange={(v) => onCategory(v ?? null)}
        options={options(FEEDBACK_CATEGORIES)}
        data-testid={testIds?.category}
      />
    </>
  );
}
