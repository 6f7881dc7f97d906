import { lazy, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { AntdScope } from '../../../components/antd-scope';
import { QueryState } from '../../../components/query-state';
import { SkeletonBlock, SkeletonLines } from '../../../components/ui';
import { commonText, storeText } from '../../../lib/text';
import { useNow } from '../../../lib/use-now';
import { BuyActions } from '../components/detail/buy-actions';
import { HotList } from '../components/detail/hot-list';
import { PricePanel } from '../components/detail/price-panel';
import { ProductAttrs } from '../components/detail/product-attrs';
import { ProductGallery } from '../components/detail/product-gallery';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRefetchOnFlip } from '../hooks/use-refetch-on-flip';
import { typeSearchPath } from '../rules/search-url';
import { buyMode, statusKey } from '../rules/seckill';
import '../store.css';
import { RichHtml } from '../../../components/rich-html';
import './product-detail-page.css';
import { storeApi } from '../../../api/store';

// antd comes with the parts that use it, when they are shown: the supplier tab, a missing product.
const SupplierPanel = lazy(() => import('../components/detail/supplier-panel'));
const ProductGone = lazy(() => import('../components/detail/product-gone'));

/** /eshop/store/product/detail/:id — gallery, price (normal or seckill), facts, buying; then details and hot sellers. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const q = storeApi.useOp('Store/GetProductDetailById', { Id: id });
  const now = useNow();
  const product = q.data;
  const offers = product?.b2B_FoodsaleshelfseckilldetailInfos ?? [];
  const mode = buyMode(offers, now);
  useRefetchOnFlip(statusKey(offers, now), q.refetch);
  const gone = q.error instanceof ApiError && q.error.status === 404;
  useDocumentTitle(gone ? storeText.detailNotFound : product?.ProductName);

  if (gone)
    return (
      <AntdScope fallback={<div className="store-section" style={{ minHeight: 400 }} />}>
        <ProductGone />
      </AntdScope>
    );
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} skeleton={<DetailSkeleton />}>
      {product && (
        <>
          <nav className="sl-breadcrumb" aria-label={storeText.breadcrumb}>
            <Link to="/eshop/store">{commonText.home}</Link>
            <span aria-hidden="true">/</span>
            <Link to={typeSearchPath(product.FoodTypeName, product.FoodTypeCode)}>{product.FoodTypeName}</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{product.ProductName}</span>
          </nav>
          <section className="store-section store-detail-top" style={{ padding: 24 }}>
            <ProductGallery images={product.B2B_FoodsaleshelffileInfos.map((f) => f.FileUrl)} alt={product.ProductName} />
            <div>
              <h1 className="store-detail-name" data-testid="product-name">
                {product.ProductName}
              </h1>
              {product.ProductFeatures && <div className="store-detail-features">{product.ProductFeatures}</div>}
              <PricePanel product={product} mode={mode} now={now} />
              <ProductAttrs product={product} />
              <div className="store-buy-row" style={{ color: '#17843f', fontSize: 13 }} data-testid="ordered-by">
                <span className="label">{storeText.popularity}</span>
                {storeText.orderedSchools(product.OrderedFirmCount)}
              </div>
              <BuyActions product={product} mode={mode} />
            </div>
          </section>
          <div className="store-detail-bottom">
            <HotList exceptId={product.FoodSaleShelfId} />
            <section className="store-section" style={{ minHeight: 400 }}>
              <DetailTabs
                intro={
                  product.Introduction ? (
                    <RichHtml html={product.Introduction} testId="introduction" />
                  ) : (
                    <div style={{ color: '#6f6f6f', padding: 40, textAlign: 'center' }}>{storeText.noIntro}</div>
                  )
                }
                supplierId={product.SupplierId}
              />
            </section>
          </div>
        </>
      )}
    </QueryState>
  );
}

/** 商品详情 and 供应商信息 as two tabs drawn like antd's; the supplier's part is loaded when its tab is first opened. */
function DetailTabs({ intro, supplierId }: { intro: ReactNode; supplierId: string }) {
  const [tab, setTab] = useState<'intro' | 'supplier'>('intro');
  const tabs = [
    { key: 'intro', label: storeText.tabIntro },
    { key: 'supplier', label: storeText.tabSupplier },
  ] as const;
  return (
    <div className="sl-tabs">
      <div className="sl-tabs-nav" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`detail-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`detail-pane-${t.key}`}
            className={tab === t.key ? 'active' : ''}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`detail-pane-${tab}`} aria-labelledby={`detail-tab-${tab}`}>
        {tab === 'intro' ? (
          intro
        ) : (
          <AntdScope fallback={<SkeletonLines rows={4} />}>
            <SupplierPanel supplierId={supplierId} />
          </AntdScope>
        )}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <section className="store-section store-detail-top" style={{ padding: 24 }}>
      <SkeletonBlock style={{ width: 420, height: 420 }} />
      <SkeletonLines rows={10} />
    </section>
  );
}
