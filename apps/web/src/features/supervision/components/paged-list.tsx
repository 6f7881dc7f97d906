import type { TPagerInfo } from '@shanlian/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { ConsoleCard } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { supervisionText } from '../../../lib/text/supervision';

const PAGE_SIZES = [10, 20, 50];

/** A list's search word, page and page size; a new word or size starts again at page 1. */
export function usePaging() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  return {
    search,
    page,
    size,
    pager: { PageIndex: page, PageSize: size },
    onSearch(s: string) {
      setSearch(s);
      setPage(1);
    },
    onPage(p: number, s: number) {
      if (s !== size) {
        setSize(s);
        setPage(1);
      } else setPage(p);
    },
  };
}
export type Paging = ReturnType<typeof usePaging>;

/** A card with a search box (Enter searches), the list with its skeleton, error and empty states, and the pager (10/20/50). */
export function PagedListCard<T extends object>({
  paging,
  list,
  columns,
  searchPlaceholder,
  testId,
}: {
  paging: Paging;
  list: UseQueryResult<{ rows: T[]; pager: TPagerInfo }, Error>;
  columns: TableColumnsType<T>;
  searchPlaceholder: string;
  /** `<testId>-search` on the box, `<testId>-row` on each row. */
  testId: string;
}) {
  const rows = list.data?.rows ?? [];
  return (
    <ConsoleCard>
      <div className="sv-filters">
        <SearchBox placeholder={searchPlaceholder} testId={`${testId}-search`} onSearch={paging.onSearch} />
      </div>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <Table<T>
            rowKey="Id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: 1100 }}
            onRow={() => ({ 'data-testid': `${testId}-row` }) as never}
          />
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={paging.page}
            pageSize={paging.size}
            total={list.data?.pager.RowCount ?? 0}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES}
            showTotal={supervisionText.total}
            onChange={paging.onPage}
          />
        </>
      )}
    </ConsoleCard>
  );
}
