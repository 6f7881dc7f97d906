import { Pagination } from 'antd';
import { EmptyState } from '../../../../components/empty-state';
import { ProductGrid, ProductGridSkeleton } from '../../../../components/product-card';
import { QueryState } from '../../../../components/query-state';
import { cmsText } from '../../../../lib/text';
import { usePageParam } from '../../../../lib/use-page-param';
import { SUPPLIER_PRODUCTS_PAGE_SIZE, useSupplierProducts } from '../../api/suppliers';
import { SectionTitle } from './section-title';

/** The supplier's products on sale, paged (?page=). */
export function SupplierProducts({ supplierId }: { supplierId: string }) {
  const [page, setPage] = usePageParam();
  const products = useSupplierProducts(supplierId, page);
  const rows = products.data?.rows ?? [];
  const total = products.data?.pager.RowCount ?? 0;
  return (
    <section className="sl-section sl-supplier-section" data-testid="supplier-products">
      <SectionTitle extra={!products.isLoading && <span style={{ color: '#999', fontSize: 13 }}>{cmsText.total(total)}</span>}>
        {cmsText.supplierProducts}
      </SectionTitle>
      <QueryState
        isLoading={products.isLoading}
        error={products.error}
        onRetry={() => products.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<ProductGridSkeleton count={5} />}
        empty={<EmptyState description={cmsText.noProducts} />}
      >
        <div style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
          <ProductGrid products={rows} columns={5} />
        </div>
        <Pagination
          style={{ marginTop: 24, justifyContent: 'flex-end' }}
          current={page}
          pageSize={SUPPLIER_PRODUCTS_PAGE_SIZE}
          total={total}
          showTotal={cmsText.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      </QueryState>
    </section>
  );
}
