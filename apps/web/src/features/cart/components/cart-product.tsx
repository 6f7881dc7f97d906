import type { TCartLine } from '@shanlian/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { productPath } from '../../../components/product-card';
import { cartText } from '../../../lib/text';

/** Image, name (to the detail page), specification, the 秒杀 tag, and why a line cannot be ordered. */
export function CartProduct({ line }: { line: TCartLine }) {
  const to = productPath({ FoodSaleShelfId: line.FoodSaleShelfId, Id: line.FoodSaleShelfId });
  return (
    <div className="cart-product">
      <Link to={to} className="cart-product-img">
        <img src={line.PromotionImage} alt={line.ProductName} loading="lazy" />
      </Link>
      <div className="cart-product-info">
        <Link to={to} className="cart-product-name" title={line.ProductName}>
          {line.IsSeckill && (
            <Tag color="red" className="cart-seckill-tag">
              {cartText.seckillTag}
            </Tag>
          )}
          {line.ProductName}
        </Link>
        <div className="cart-product-spec">{line.Specification}</div>
        {!line.Available && line.UnavailableReason && (
          <Tag className="cart-unavailable" data-testid="cart-unavailable">
            {line.UnavailableReason}
          </Tag>
        )}
      </div>
    </div>
  );
}
