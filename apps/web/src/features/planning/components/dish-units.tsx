import { unitsForGrams } from '@shanlian/contract/browser';

/** One ingredient as an order of `portions` would buy it: units rounded up, or null when the product has no net weight. */
export interface OrderUnitLine {
  FoodId: string;
  FoodName: string;
  SupplyName: string;
  Unit: string;
  grams: number;
  units: number | null;
}

/** What a dish order of `portions` buys of each ingredient (the server does the same sum with unitsForGrams). */
export function orderUnits(
  ingredients: readonly { FoodId: string; FoodName: string; SupplyName: string; Unit: string; Grams: number; NetWeight: number | null }[],
  portions: number,
): OrderUnitLine[] {
  const n = Number.isInteger(portions) && portions > 0 ? portions : 0;
  return ingredients.map((i) => ({
    FoodId: i.FoodId,
    FoodName: i.FoodName,
    SupplyName: i.SupplyName,
    Unit: i.Unit,
    grams: Math.round(i.Grams * 10 * n) / 10,
    units: i.NetWeight && i.NetWeight > 0 ? unitsForGrams(i.Grams, n, i.NetWeight) : null,
  }));
}
