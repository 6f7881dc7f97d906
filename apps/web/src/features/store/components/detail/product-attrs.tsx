import type { TProductDetail } from '@shanlian/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TS } from '../../../../lib/text';

/** 规格, 品牌, 保质期, 单位, 供应商, 库存, 已售 and how many schools ordered it. */
export function ProductAttrs({ product }: { product: TProductDetail }) {
  const rows: [string, ReactNode][] = [
    [TS.spec, product.FoodSpecification],
    [TS.brand, product.FoodBrand],
    [TS.shelfLife, TS.shelfLifeDays(product.FoodShelfLife)],
    [TS.unit, product.Unit],
    [
      TS.supplier,
      <Link key="s" to={`/eshop/store/supplier/${product.SupplierId}`}>
        {product.SupplierName}
      </Link>,
    ],
    [TS.stockLabel, `${product.Stock} ${product.Unit}`],
    [TS.soldLabel, `${product.SoldCount} ${product.Unit}`],
    [TS.category, product.FoodTypeName],
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
