import type { TPagerInfo, TProduct } from '@shanlian/contract';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/pager';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-card';
import { QueryState } from '../../../components/query-state';
import { storeText } from '../../../lib/text';
import './paged-products.css';

/** A grid of products with 共 N 条 paging below; skeleton, error with retry and 暂无数据 in between. */
export function PagedProducts({
  query,
  page,
  pageSize,
  onPage,
  empty,
  columns = 5,
  render,
}: {
  query: { data?: { rows: TProduct[]; pager: TPagerInfo }; isLoading: boolean; error: unknown; refetch: () => unknown };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty?: ReactNode;
  columns?: number;
  render?: (rows: TProduct[]) => ReactNode;
}) {
  const rows = query.data?.rows ?? [];
  const total = query.data?.pager.RowCount ?? 0;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={rows.length === 0}
      empty={empty}
      skeleton={<ProductGridSkeleton count={columns * 2} columns={columns} />}
    >
      {/* The first row is above the fold: its pictures (the page's largest) load at once. */}
      {render ? render(rows) : <ProductGrid products={rows} columns={columns} eager={columns} />}
      <div className="store-pager">
        <Pager current={page} pageSize={pageSize} total={total} showTotal={storeText.total} onChange={onPage} />
      </div>
    </QueryState>
  );
}
