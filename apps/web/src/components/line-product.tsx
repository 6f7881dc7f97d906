import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commonText } from '../lib/text';
import { productPath } from './product-card';
import './ui.css';
import './line-product.css';

/** What a line of a cart or an order says of its product. */
export interface LineProductOf {
  FoodSaleShelfId: string;
  PromotionImage: string;
  ProductName: string;
  Specification: string;
  IsSeckill: boolean;
}

/**
 * A line's picture, name (to the product page, after a 秒杀 tag when bought on offer) and specification,
 * with `children` under them (the cart's reason a line cannot be ordered). `size` is the picture's side in
 * px; `align="top"` sets the text level with the picture's top, a little more spaced (the cart's tall rows),
 * where `center` (cards, tables, dialogs) centres it beside the picture.
 */
export function LineProduct({
  line,
  size = 64,
  align = 'center',
  children,
}: {
  line: LineProductOf;
  size?: number;
  align?: 'center' | 'top';
  children?: ReactNode;
}) {
  const to = productPath({ FoodSaleShelfId: line.FoodSaleShelfId, Id: line.FoodSaleShelfId });
  return (
    <div className={align === 'top' ? 'line-product line-product-top' : 'line-product'}>
      <Link to={to} className="line-product-img" style={{ width: size, height: size }}>
        <img src={line.PromotionImage} alt={line.ProductName} loading="lazy" />
      </Link>
      <div className="line-product-text">
        <Link to={to} className="line-product-name" title={line.ProductName}>
          {line.IsSeckill && <span className="sl-tag sl-tag-red line-product-tag">{commonText.seckillTag}</span>}
          {line.ProductName}
        </Link>
        <div className="line-product-spec">{line.Specification}</div>
        {children}
      </div>
    </div>
  );
}
