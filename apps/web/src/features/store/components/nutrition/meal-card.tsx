import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { TProduct } from '@shanlian/contract';
import { PACKAGE_TYPE_NAMES } from '@shanlian/contract/browser';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberInput } from '../../../../components/number-input';
import { Price } from '../../../../components/price';
import { useProductActions } from '../../../../components/product-actions';
import { productPath } from '../../../../components/product-card';
import { commonText, storeText } from '../../../../lib/text';
import './meal-card.css';

/**
 * A nutrition meal: image with its package type, name, dishes, price, how many schools
 * ordered it and how many were sold. With `buy`, a quantity (from 0; 0 is refused with
 * 请选择数量) and 加入购物车.
 */
export function MealCard({ meal, buy = false }: { meal: TProduct; buy?: boolean }) {
  const actions = useProductActions();
  const [quantity, setQuantity] = useState<number | null>(1);
  const to = productPath(meal);
  const typeName = meal.PackageType ? PACKAGE_TYPE_NAMES[meal.PackageType] : undefined;
  return (
    <div className="store-meal" data-testid="meal-card">
      <Link to={to} className="store-meal-img">
        <img src={meal.PromotionImage} alt={meal.ProductName} loading="lazy" />
        {typeName && <span className="store-meal-tag">{typeName}</span>}
      </Link>
      <div className="store-meal-body">
        <Link to={to} className="store-meal-name" title={meal.ProductName}>
          {meal.ProductName}
        </Link>
        <div className="store-meal-feat" title={meal.ProductFeatures}>
          {meal.ProductFeatures || meal.FoodSpecification}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Price value={meal.PresentPrice} original={meal.OriginalPrice} />
          <Button
            type="text"
            size="small"
            aria-label={commonText.favorite}
            icon={meal.FoodIsCollect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
            onClick={() => actions.toggleFavorite(meal.FoodSaleShelfId, meal.FoodIsCollect)}
          />
        </div>
        <div className="store-meal-meta">
          <span data-testid="ordered-firms">
            <b>{meal.OrderedFirmCount}</b> {storeText.schoolsOrdered}
          </span>
          <span>{commonText.sold(meal.SoldCount)}</span>
        </div>
        {buy && (
          <div className="store-meal-buy">
            <NumberInput
              min={0}
              max={Math.max(0, meal.Stock)}
              precision={0}
              value={quantity}
              onChange={setQuantity}
              className="store-meal-qty"
              data-testid="meal-quantity"
            />
            <Button type="primary" className="store-meal-add" onClick={() => actions.addToCart(meal.FoodSaleShelfId, quantity ?? 0)} data-testid="meal-add">
              {commonText.addToCart}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
