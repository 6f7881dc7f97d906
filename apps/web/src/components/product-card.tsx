import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { TProduct } from '@shanlian/contract';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_PX, thumbUrl } from '../lib/image';
import { commonText } from '../lib/text';
import { Price } from './price';
import { useProductActions } from './product-actions';
import { Btn } from './ui';

export const productPath = (p: { FoodSaleShelfId?: string | null; Id: string }) => `/eshop/store/product/detail/${p.FoodSaleShelfId || p.Id}`;

/** The product card of every list: image, name, price, original price, favourite and cart. */
export function ProductCard({
  product,
  showCart = true,
  width,
  badge,
  eager = false,
}: {
  product: TProduct;
  showCart?: boolean;
  width?: number;
  /** Above the fold: load the picture at once rather than when scrolled to. */
  eager?: boolean;
  /** Drawn over the image's top-left corner (a rank, a tag). */
  badge?: ReactNode;
}) {
  const actions = useProductActions();
  const to = productPath(product);
  return (
    // Plain markup rather than antd's Card, whose module brings Tabs into every list's first load.
    <div className="sl-product-card" style={{ width }}>
      <Link to={to} className="sl-product-cover">
        {badge}
        <img src={thumbUrl(product.PromotionImage, IMAGE_PX.card)} alt={product.ProductName} loading={eager ? 'eager' : 'lazy'} width={440} height={440} />
      </Link>
      <div className="sl-product-body">
        <Link to={to} tabIndex={-1}>
          <div className="sl-clamp-2 sl-card-name" title={product.ProductName}>
            {product.ProductName}
          </div>
        </Link>
        <div className="sl-card-row">
          <Price value={product.PresentPrice} original={product.OriginalPrice} unit={product.Unit} size="sm" />
          <span style={{ display: 'flex', gap: 2 }}>
            {/* title, not antd's Tooltip: the card is on every first load and Tooltip's popup engine is heavy */}
            <Btn
              variant="text"
              className="sl-tap"
              title={product.FoodIsCollect ? commonText.favorited : commonText.favorite}
              aria-label={product.FoodIsCollect ? commonText.favorited : commonText.favorite}
              icon={product.FoodIsCollect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
              onClick={() => actions.toggleFavorite(product.FoodSaleShelfId, product.FoodIsCollect)}
            />
            {showCart && (
              <Btn
                variant="text"
                className="sl-tap"
                title={commonText.addToCart}
                aria-label={commonText.addToCart}
                icon={<ShoppingCartOutlined />}
                onClick={() => actions.addToCart(product.FoodSaleShelfId, 1)}
              />
            )}
          </span>
        </div>
        <div className="sl-card-meta">
          <span>{commonText.sold(product.SoldCount)}</span>
          <span title={product.SupplierName}>{product.SupplierName}</span>
        </div>
      </div>
    </div>
  );
}

/** A grid of cards that wraps; `columns` cards a row on a 1200 px page; the first `eager` pictures load at once. */
export function ProductGrid({ products, columns = 5, eager = 0 }: { products: TProduct[]; columns?: number; eager?: number }) {
  return (
    <div className="sl-product-grid" style={{ '--sl-cols': columns } as CSSProperties}>
      {products.map((p, i) => (
        <ProductCard key={p.Id} product={p} eager={i < eager} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 5, columns = 5 }: { count?: number; columns?: number }) {
  return (
    <div className="sl-product-grid" style={{ '--sl-cols': columns } as CSSProperties} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="sl-product-card sl-product-card-skeleton">
          <div className="sl-product-cover sl-skeleton-block" />
          <div className="sl-product-body">
            <div className="sl-skeleton-line" />
            <div className="sl-skeleton-line short" />
            <div className="sl-skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
