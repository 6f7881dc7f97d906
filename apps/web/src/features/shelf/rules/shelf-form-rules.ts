import { MSG } from '@shanlian/contract/browser';
import type { FormRule } from 'antd';
import { isValidPrice } from '../../../lib/desk-rules';
import { deskText } from '../../../lib/text';

/** 起订量 and 递增数量 as the server words them. */
export const SHELF_QUANTITY_MSG = {
  min: '起订量须为1至9999的整数',
  step: '数量步长须为1至9999的整数',
  /** The help under the two fields: how a buyer's quantity goes. */
  help: (min: number, step: number, unit: string) =>
    min <= 1 && step <= 1
      ? `买家可购买任意整数${unit || '件'}`
      : `买家起订 ${min} ${unit || '件'}，按 ${step} ${unit || '件'}递增（${min}、${min + step}、${min + 2 * step}…）`,
};

/** The editor's checks, in the server's own words (the server checks again). */
export const shelfRules = {
  name: [
    { required: true, whitespace: true, message: MSG.enterProductName },
    { max: 100, message: deskText.productNameLong },
  ],
  type: [{ required: true, type: 'array', min: 1, message: MSG.chooseFoodType }],
  packageType: [{ required: true, message: deskText.packageTypeRequired }],
  unit: [
    { required: true, whitespace: true, message: deskText.unitRequired },
    { max: 10, message: deskText.unitLong },
  ],
  shelfLife: [
    { required: true, message: deskText.shelfLifeRequired },
    { type: 'integer', message: deskText.shelfLifeInt },
    { type: 'number', min: 0, message: deskText.shelfLifeRange },
    { type: 'number', max: 3650, message: deskText.shelfLifeMax },
  ],
  price: [
    { required: true, message: MSG.priceRange },
    { validator: (_: unknown, v: number | null) => (v == null || isValidPrice(v) ? Promise.resolve() : Promise.reject(new Error(MSG.priceRange))) },
  ],
  stock: [
    { required: true, message: MSG.stockRange },
    { type: 'integer', min: 0, max: 1_000_000, message: MSG.stockRange },
  ],
  // the contract's words: 1 to 9999 units
  minQuantity: [
    { required: true, message: SHELF_QUANTITY_MSG.min },
    { type: 'integer', min: 1, max: 9999, message: SHELF_QUANTITY_MSG.min },
  ],
  quantityStep: [
    { required: true, message: SHELF_QUANTITY_MSG.step },
    { type: 'integer', min: 1, max: 9999, message: SHELF_QUANTITY_MSG.step },
  ],
  images: [
    { required: true, type: 'array', min: 1, message: deskText.imagesRequired },
    { type: 'array', max: 8, message: deskText.imagesMax },
  ],
} satisfies Record<string, FormRule[]>;

/** 原价 ≥ 现价, read against the form's 现价. */
export const originalNotBelow =
  (present: () => number | null | undefined): FormRule =>
  () => ({
    validator: (_: unknown, v: number | null) => {
      const p = present();
      return v == null || p == null || v >= p ? Promise.resolve() : Promise.reject(new Error(MSG.originalBelowPrice));
    },
  });
