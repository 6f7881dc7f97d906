import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { TProduct } from '@shanlian/contract';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { T } from '../lib/text';
import { Price } from './price';
import { useProductActions } from './product-actions';

export const productPath = (p: { FoodSaleShelfId?: string | null; Id: string }) => `/eshop/store/product/detail/${p.FoodSaleShelfId || p.Id}`;

/** The product card of every list: image, name, price, original price, favourite and cart. */
export function ProductCard({
  product,
  showCart = true,
  width,
  badge,
}: {
  product: TProduct;
  showCart?: boolean;
  width?: number;
  /** Drawn over the image's top-left corner (a rank, a tag). */
  badge?: ReactNode;
}) {
  const actions = useProductActions();
  const to = productPath(product);
  return (
    <Card
      hoverable
      className="sl-product-card"
      style={{ width }}
      styles={{ body: { padding: 12 } }}
      cover={
        <Link to={to} aria-label={product.ProductName} style={{ position: 'relative', display: 'block' }}>
          {badge}
          <img
            src={product.PromotionImage}
            alt={product.ProductName}
            loading="lazy"
            style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
          />
        </Link>
      }
    >
      <Link to={to}>
        <div className="sl-clamp-2 sl-card-name" title={product.ProductName}>
          {product.ProductName}
        </div>
      </Link>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}>
        <Price value={product.PresentPrice} original={product.OriginalPrice} size="sm" />
        <span style={{ display: 'flex', gap: 2 }}>
          {/* title, not antd's Tooltip: the card is on every first load and Tooltip's popup engine is heavy */}
          <Button
            type="text"
            size="small"
            title={product.FoodIsCollect ? T.favorited : T.favorite}
            aria-label={T.favorite}
            icon={product.FoodIsCollect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
            onClick={() => actions.toggleFavorite(product.FoodSaleShelfId, product.FoodIsCollect)}
          />
          {showCart && (
            <Button
              type="text"
              size="small"
              title={T.addToCart}
              aria-label={T.addToCart}
              icon={<ShoppingCartOutlined />}
              onClick={() => actions.addToCart(product.FoodSaleShelfId, 1)}
            />
          )}
        </span>
      </div>
      <div style={{ color: '#999', fontSize: 12, marginTop: 4, display: 'flex', justifyContent: 'space-between' }}>
        <span>{T.sold(product.SoldCount)}</span>
        <span title={product.SupplierName} style={{ maxWidth: '60%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {product.SupplierName}
        </span>
      </div>
    </Card>
  );
}

/** A grid of cards that wraps; `columns` cards a row on a 1200 px page. */
export function ProductGrid({ products, columns = 5 }: { products: TProduct[]; columns?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
      {products.map((p) => (
        <ProductCard key={p.Id} product={p} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 5, columns = 5 }: { count?: number; columns?: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} loading style={{ minHeight: 280 }} />
      ))}
    </div>
  );
}
