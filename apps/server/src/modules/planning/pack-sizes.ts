/**
 * Which shelf items are the same product in another pack size, for offering a smaller pack when
 * a plan's grams were rounded up to whole packages. Pure.
 */

/** What the rule reads of a shelf item. */
export interface PackItem {
  supplierFirmId: string;
  foodTypeCode: string;
  name: string;
  compositionCode: string | null;
}

/**
 * A product's name without what tells its pack apart: bracketed notes, quantities with units
 * and pack words ('加碘精制盐（400g装）' and '加碘精制盐 5kg 袋装' → '加碘精制盐').
 */
export function nameStem(name: string): string {
  return name
    .replace(/[（(【[].*?[）)】\]]/g, '')
    .replace(/\d+(\.\d+)?\s*(kg|g|ml|l|千克|公斤|克|斤|毫升|升|袋|包|盒|瓶|桶|箱|件|只|个)?/gi, '')
    .replace(/(小|大|家庭|餐饮|商用)?(袋|包|盒|瓶|桶|箱)?装$/, '')
    .replace(/[\s×xX*/·-]+/g, '')
    .trim();
}

/**
 * The same product of the same supplier: same food type, and either the same composition code
 * (the nutrition mapping says what the food is) or the same name stem.
 */
export function samePack(a: PackItem, b: PackItem): boolean {
  if (a.supplierFirmId !== b.supplierFirmId || a.foodTypeCode !== b.foodTypeCode) return false;
  if (a.compositionCode && b.compositionCode && a.compositionCode === b.compositionCode) return true;
  return nameStem(a.name) !== '' && nameStem(a.name) === nameStem(b.name);
}
