import { Breadcrumb, Button, Result, Skeleton, Tabs } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { QueryState } from '../../../components/query-state';
import { T, TS } from '../../../lib/text';
import { useNow } from '../../../lib/use-now';
import { useOp } from '../../../lib/use-op';
import { BuyActions } from '../components/detail/buy-actions';
import { HotList } from '../components/detail/hot-list';
import { PricePanel } from '../components/detail/price-panel';
import { ProductAttrs } from '../components/detail/product-attrs';
import { ProductGallery } from '../components/detail/product-gallery';
import { SupplierPanel } from '../components/detail/supplier-panel';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRefetchOnFlip } from '../hooks/use-refetch-on-flip';
import { typeSearchPath } from '../rules/search-url';
import { buyMode, statusKey } from '../rules/seckill';
import '../store.css';

/** /eshop/store/product/detail/:id — gallery, price (normal or seckill), facts, buying; then details and hot sellers. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const q = useOp('Store/GetProductDetailById', { Id: id });
  const now = useNow();
  const product = q.data;
  const offers = product?.b2B_FoodsaleshelfseckilldetailInfos ?? [];
  const mode = buyMode(offers, now);
  useRefetchOnFlip(statusKey(offers, now), q.refetch);
  const gone = q.error instanceof ApiError && q.error.status === 404;
  useDocumentTitle(gone ? TS.detailNotFound : product?.ProductName);

  if (gone) return <ProductGone />;
  return (
    <QueryState isLoading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} skeleton={<DetailSkeleton />}>
      {product && (
        <>
          <Breadcrumb
            style={{ marginBottom: 12 }}
            items={[
              { title: <Link to="/eshop/store">{T.home}</Link> },
              { title: <Link to={typeSearchPath(product.FoodTypeName, product.FoodTypeCode)}>{product.FoodTypeName}</Link> },
              { title: product.ProductName },
            ]}
          />
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
                <span className="label">{TS.popularity}</span>
                {TS.orderedSchools(product.OrderedFirmCount)}
              </div>
              <BuyActions product={product} mode={mode} />
            </div>
          </section>
          <div className="store-detail-bottom">
            <HotList exceptId={product.FoodSaleShelfId} />
            <section className="store-section" style={{ minHeight: 400 }}>
              <Tabs
                items={[
                  {
                    key: 'intro',
                    label: TS.tabIntro,
                    children: product.Introduction ? (
                      <div className="sl-rich" data-testid="introduction" dangerouslySetInnerHTML={{ __html: product.Introduction }} />
                    ) : (
                      <div style={{ color: '#6f6f6f', padding: 40, textAlign: 'center' }}>{TS.noIntro}</div>
                    ),
                  },
                  { key: 'supplier', label: TS.tabSupplier, children: <SupplierPanel supplierId={product.SupplierId} /> },
                ]}
              />
            </section>
          </div>
        </>
      )}
    </QueryState>
  );
}

function ProductGone() {
  return (
    <div className="store-section">
      <Result
        status="404"
        title={TS.detailNotFound}
        subTitle={TS.detailNotFoundSub}
        extra={
          <Link to="/eshop/store">
            <Button type="primary">{TS.backHome}</Button>
          </Link>
        }
      />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <section className="store-section store-detail-top" style={{ padding: 24 }}>
      <Skeleton.Node active style={{ width: 420, height: 420 }} />
      <Skeleton active paragraph={{ rows: 10 }} />
    </section>
  );
}
