import type { InputOf, TShelfItem } from '@shanlian/contract';

/** The editor's fields: the wire's, except the food type (a cascader path) and the images (id and URL). */
export interface ShelfFormValues {
  ProductName: string;
  typePath: string[];
  PackageType?: number | null;
  FoodSpecification: string;
  Unit: string;
  FoodBrand: string;
  SealNumber: string;
  FoodShelfLife: number | null;
  PresentPrice: number | null;
  OriginalPrice: number | null;
  Stock: number | null;
  /** 起订量 and 递增数量, in the item's unit. */
  MinQuantity?: number | null;
  QuantityStep?: number | null;
  images: { Id: string; FileUrl: string }[];
  Introduction: string;
  ProductFeatures: string;
  IsRecommended: boolean;
  IsDiscount: boolean;
  /** 每件净重（克） and 营养成分对照, both optional (nutrition analysis, ordering by grams). */
  NetWeight?: number | null;
  FoodCode?: string | null;
}

export const EMPTY_SHELF_FORM: ShelfFormValues = {
  ProductName: '',
  typePath: [],
  PackageType: null,
  FoodSpecification: '',
  Unit: '',
  FoodBrand: '',
  SealNumber: '',
  FoodShelfLife: null,
  PresentPrice: null,
  OriginalPrice: null,
  Stock: null,
  MinQuantity: 1,
  QuantityStep: 1,
  images: [],
  Introduction: '',
  ProductFeatures: '',
  IsRecommended: false,
  IsDiscount: false,
  NetWeight: null,
  FoodCode: null,
};

/** An item as the editor shows it; `path` is its food type's path in the tree. */
export function formOf(item: TShelfItem, path: string[]): ShelfFormValues {
  return {
    ProductName: item.ProductName,
    typePath: path,
    PackageType: item.PackageType,
    FoodSpecification: item.FoodSpecification,
    Unit: item.Unit,
    FoodBrand: item.FoodBrand,
    SealNumber: item.SealNumber,
    FoodShelfLife: item.FoodShelfLife,
    PresentPrice: item.PresentPrice,
    OriginalPrice: item.OriginalPrice,
    Stock: item.Stock,
    MinQuantity: item.MinQuantity,
    QuantityStep: item.QuantityStep,
    images: item.B2B_FoodsaleshelffileInfos.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl })),
    Introduction: item.Introduction,
    ProductFeatures: item.ProductFeatures,
    IsRecommended: item.IsRecommended,
    IsDiscount: item.IsDiscount,
    NetWeight: item.NetWeight,
    FoodCode: item.FoodCode,
  };
}

/** What SaveShelfItem receives: no Id adds, an Id edits; the first image is the cover. */
export function shelfInputOf(v: ShelfFormValues, id: string | null, isMeal: boolean): InputOf<'SupplierShelf/SaveShelfItem'> {
  const trim = (s: string | undefined | null) => (s ?? '').trim();
  return {
    Id: id,
    ProductName: trim(v.ProductName),
    FoodTypeId: v.typePath[v.typePath.length - 1] ?? '',
    PackageType: isMeal ? (v.PackageType ?? null) : null,
    FoodSpecification: trim(v.FoodSpecification),
    Unit: trim(v.Unit),
    FoodBrand: trim(v.FoodBrand),
    SealNumber: trim(v.SealNumber),
    FoodShelfLife: v.FoodShelfLife ?? 0,
    PresentPrice: v.PresentPrice ?? 0,
    OriginalPrice: v.OriginalPrice ?? 0,
    Stock: v.Stock ?? 0,
    MinQuantity: v.MinQuantity ?? 1,
    QuantityStep: v.QuantityStep ?? 1,
    ImageFileIds: v.images.map((i) => i.Id),
    // an editor emptied by hand leaves <br> behind: that is no introduction
    Introduction: v.Introduction.replace(/<br\s*\/?>/gi, '').trim() ? v.Introduction : '',
    ProductFeatures: trim(v.ProductFeatures),
    IsRecommended: v.IsRecommended,
    IsDiscount: v.IsDiscount,
    NetWeight: v.NetWeight ?? null,
    FoodCode: v.FoodCode || null,
  };
}
