import type { TProduct } from '@shanlian/contract';
import type { ReactNode } from 'react';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../../components/product-card';
import { QueryState } from '../../../components/query-state';
import { Slider } from '../../../components/slider';
import { storeText } from '../../../lib/text';
import { STORE_CAROUSEL } from '../rules/constants';
import './product-rows.css';

interface ListQuery {
  data?: { rows: TProduct[] } | TProduct[];
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

const rowsOf = (q: ListQuery): TProduct[] => (Array.isArray(q.data) ? q.data : (q.data?.rows ?? []));

/** Skeleton, error with retry, 暂无数据, or the products. */
export function ProductRows({ query, count = 5, render }: { query: ListQuery; count?: number; render?: (rows: TProduct[]) => ReactNode }) {
  const rows = rowsOf(query);
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={rows.length === 0}
      skeleton={<ProductGridSkeleton count={count} />}
    >
      {render ? render(rows) : <ProductGrid products={rows.slice(0, count)} />}
    </QueryState>
  );
}

/** Five cards with TOP1…TOP5 badges, best sellers first. */
export function RankedGrid({ products }: { products: TProduct[] }) {
  return (
    <div className="sl-product-grid" data-testid="hot-sale">
      {products.map((p, i) => (
        <ProductCard key={p.Id} product={p} badge={<span className={`store-badge${i < 3 ? '' : ' gold'}`}>{storeText.top(i + 1)}</span>} />
      ))}
    </div>
  );
}

/** Slides of five cards, autoplaying like the banner. */
export function CardCarousel({ products, perSlide = 5 }: { products: TProduct[]; perSlide?: number }) {
  const slides: TProduct[][] = [];
  for (let i = 0; i < products.length; i += perSlide) slides.push(products.slice(i, i + perSlide));
  return (
    <Slider className="store-carousel" intervalMs={STORE_CAROUSEL.autoplayMs} label={storeText.recommendLabel} testId="recommend-carousel">
      {slides.map((s) => (
        <div key={s[0]?.Id} className="store-carousel-slide">
          <ProductGrid products={s} columns={perSlide} />
        </div>
      ))}
    </Slider>
  );
}
