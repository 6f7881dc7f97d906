import { MSG } from '@shanlian/contract/browser';
import type { FormRule } from 'antd';
import { TDesk } from '../../../lib/text';
import { isValidPrice } from './desk-rules';

/** The editor's checks, in the server's own words (the server checks again). */
export const shelfRules = {
  name: [
    { required: true, whitespace: true, message: MSG.enterProductName },
    { max: 100, message: TDesk.productNameLong },
  ],
  type: [{ required: true, type: 'array', min: 1, message: MSG.chooseFoodType }],
  packageType: [{ required: true, message: TDesk.packageTypeRequired }],
  unit: [
    { required: true, whitespace: true, message: TDesk.unitRequired },
    { max: 10, message: TDesk.unitLong },
  ],
  shelfLife: [
    { required: true, message: TDesk.shelfLifeRequired },
    { type: 'integer', message: TDesk.shelfLifeInt },
    { type: 'number', min: 0, message: TDesk.shelfLifeRange },
    { type: 'number', max: 3650, message: TDesk.shelfLifeMax },
  ],
  price: [
    { required: true, message: MSG.priceRange },
    { validator: (_: unknown, v: number | null) => (v == null || isValidPrice(v) ? Promise.resolve() : Promise.reject(new Error(MSG.priceRange))) },
  ],
  stock: [
    { required: true, message: MSG.stockRange },
    { type: 'integer', min: 0, max: 1_000_000, message: MSG.stockRange },
  ],
  images: [
    { required: true, type: 'array', min: 1, message: TDesk.imagesRequired },
    { type: 'array', max: 8, message: TDesk.imagesMax },
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
