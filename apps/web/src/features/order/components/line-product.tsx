import type { TOrderLine } from '@shanlian/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { productPath } from '../../../components/product-card';
import { orderText } from '../../../lib/text';

/** A line's picture, name (to the product page) and specification. */
export function LineProduct({
  line,
  size = 64,
}: {
  line: Pick<TOrderLine, 'FoodSaleShelfId' | 'PromotionImage' | 'ProductName' | 'Specification' | 'IsSeckill'>;
  size?: number;
}) {
  const to = productPath({ FoodSaleShelfId: line.FoodSaleShelfId, Id: line.FoodSaleShelfId });
  return (
    <div className="line-product">
      <Link to={to} className="line-product-img" style={{ width: size, height: size }}>
        <img src={line.PromotionImage} alt={line.ProductName} loading="lazy" />
      </Link>
      <div className="line-product-text">
        <Link to={to} className="line-product-name" title={line.ProductName}>
          {line.IsSeckill && (
            <Tag color="red" className="order-seckill-tag">
              {orderText.seckillTag}
            </Tag>
          )}
          {line.ProductName}
        </Link>
        <div className="line-product-spec">{line.Specification}</div>
      </div>
    </div>
  );
}
