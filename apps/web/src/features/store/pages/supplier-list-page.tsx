import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { cmsText } from '../../../lib/text';
import { usePageParam } from '../../../lib/use-page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { SUPPLIER_PAGE_SIZE, useSupplierList } from '../api/suppliers';
import { SupplierCard, SupplierCardsSkeleton } from '../components/supplier/supplier-card';
import { SupplierSearch } from '../components/supplier/supplier-search';

/** /eshop/store/supplier — suppliers with a name search (?q=) and paging (?page=); one a row on a phone. */
export default function SupplierListPage() {
  usePageTitle(cmsText.suppliersTitle);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [page, setPage] = usePageParam();
  const list = useSupplierList(query, page);
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;

  const search = (q: string) => setParams(q ? { q } : {});

  return (
    <section className="sl-section sl-supplier-list-page">
      <div className="sl-supplier-list-head">
        <div>
          <h1 style={{ margin: 0, fontSize: 22, color: '#222' }}>{cmsText.suppliersTitle}</h1>
          <div style={{ color: '#999', fontSize: 13, marginTop: 4 }}>{cmsText.suppliersSubtitle}</div>
        </div>
        <SupplierSearch value={query} onSearch={search} />
      </div>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<SupplierCardsSkeleton />}
        empty={<EmptyState description={query ? cmsText.noSupplierFound : undefined} />}
      >
        <div style={{ color: '#666', marginBottom: 12 }} data-testid="supplier-count">
          {query ? cmsText.searchResult(query, total) : cmsText.supplierCount(total)}
        </div>
        <div data-testid="supplier-list" className="sl-supplier-list" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((s) => (
            <SupplierCard key={s.Id} supplier={s} />
          ))}
        </div>
        <Pagination
          style={{ marginTop: 24, justifyContent: 'flex-end' }}
          current={page}
          pageSize={SUPPLIER_PAGE_SIZE}
          total={total}
          showTotal={cmsText.total}
          showSizeChanger={false}
          hideOnSinglePage={false}
          onChange={setPage}
        />
      </QueryState>
    </section>
  );
}
