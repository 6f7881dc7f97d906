import type { TProductDetail } from '@shanlian/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storeText } from '../../../../lib/text';
import './product-attrs.css';

/** 规格, 品牌, 保质期, 单位, 供应商, 库存, 已售 and how many schools ordered it. */
export function ProductAttrs({ product }: { product: TProductDetail }) {
  const rows: [string, ReactNode][] = [
    [storeText.spec, product.FoodSpecification],
    [storeText.brand, product.FoodBrand],
    [storeText.shelfLife, storeText.shelfLifeDays(product.FoodShelfLife)],
    [storeText.unit, product.Unit],
    [
      storeText.supplier,
      <Link key="s" to={`/eshop/store/supplier/${product.SupplierId}`}>
        {product.SupplierName}
      </Link>,
    ],
    [storeText.stockLabel, `${product.Stock} ${product.Unit}`],
    [storeText.soldLabel, `${product.SoldCount} ${product.Unit}`],
    [storeText.category, product.FoodTypeName],
  ];
  return (
    <div className="store-attrs" data-testid="product-attrs">
      {rows.map(([label, value]) => (
        <div key={label}>
          <span className="label">{label}</span>
          {value || '—'}
        </div>
      ))}
    </div>
  );
}
