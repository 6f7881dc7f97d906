import { SortNumber } from '@shanlian/contract/browser';
import { ProductCard } from '../../../components/product-card';
import { formatChinaDate } from '../../../lib/format';
import { storeText } from '../../../lib/text';
import { usePageParam } from '../../../lib/use-page-param';
import { PagedProducts } from '../components/paged-products';
import { Section } from '../components/section';
import { useDocumentTitle } from '../hooks/use-document-title';
import { LIST_PAGE_SIZE } from '../rules/constants';
import '../store.css';
import { storeApi } from '../../../api/store';

/** /eshop/store/latest — the newest products, 20 a page. */
export default function LatestPage() {
  useDocumentTitle(storeText.latestPageTitle);
  const [page, setPage] = usePageParam();
  const q = storeApi.usePaged('Store/GetLatestList', { SortNumber: SortNumber.Latest, PagerInfo: { PageIndex: page, PageSize: LIST_PAGE_SIZE } });
  return (
    <Section title={storeText.latestPageTitle} sub={storeText.latestSub}>
      <PagedProducts
        query={q}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        onPage={setPage}
        render={(rows) => (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 16 }}>
            {rows.map((p) => (
              <ProductCard
                key={p.Id}
                product={p}
                badge={<span className="store-badge new">{storeText.listedOn(formatChinaDate(p.CreateTime).slice(5))}</span>}
              />
            ))}
          </div>
        )}
      />
    </Section>
  );
}
