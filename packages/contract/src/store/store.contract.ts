import { z } from 'zod';
import { money, ZId, ZMoney, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { ORDER_BY } from '../constants.js';
import { MSG } from '../messages.js';
import { can, LOGIN, op, PUBLIC } from '../operation.js';
import { ZCompositionSuggestion, ZFoodCode, ZFoodComposition, ZNetWeight } from '../planning/planning.contract.js';

export const ZFile = z.object({ Id: z.string(), FileUrl: z.string() });

export const ZSeckillDetail = z.object({
  Id: z.string(),
  SaleShelfId: z.string(),
  StartTime: ZTime,
  EndTime: ZTime,
  ProductName: z.string(),
  PresentPrice: ZMoney,
  OriginalPrice: ZMoney,
  Quantity: z.number().int(),
  OrderQuantity: z.number().int(),
  SoldPercent: z.number().int(),
  /** 限购: units one buyer firm may buy of this offer; 0, no limit. */
  LimitPerBuyer: z.number().int(),
  /** 1 not started, 2 running, 3 ended */
  Status: z.number().int(),
  B2B_FoodsaleshelfInfo: z.object({
    Id: z.string(),
    ProductName: z.string(),
    PromotionImage: z.string(),
    FoodSpecification: z.string(),
    Unit: z.string(),
    OriginalPrice: ZMoney,
    SupplierName: z.string(),
  }),
});
export type TSeckillDetail = z.infer<typeof ZSeckillDetail>;

export const ZProduct = z.object({
  Id: z.string(),
  FoodSaleShelfId: z.string(),
  ProductName: z.string(),
  PresentPrice: ZMoney,
  OriginalPrice: ZMoney,
  PromotionImage: z.string(),
  CoverImageFileId: z.string().nullable(),
  FoodTypeId: z.string(),
  FoodTypeCode: z.string(),
  FoodTypeName: z.string(),
  FoodSpecification: z.string(),
  Unit: z.string(),
  FoodBrand: z.string(),
  SealNumber: z.string(),
  FoodShelfLife: z.number().int(),
  ProductFeatures: z.string(),
  PackageType: z.number().int().nullable(),
  IsRecommended: z.boolean(),
  IsDiscount: z.boolean(),
  Stock: z.number().int(),
  /** The least quantity one order may have, and the step above it (the unit is Unit). */
  MinQuantity: z.number().int(),
  QuantityStep: z.number().int(),
  SupplierId: z.string(),
  SupplierName: z.string(),
  /** Units sold, from the orders. */
  SoldCount: z.number().int(),
  /** Firms that have ordered this item, from the orders. */
  OrderedFirmCount: z.number().int(),
  FoodIsCollect: z.boolean(),
  CreateTime: ZTime,
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductDetail = ZProduct.extend({
  Introduction: z.string(),
  B2B_FoodsaleshelffileInfos: z.array(ZFile),
  b2B_FoodsaleshelfseckilldetailInfos: z.array(ZSeckillDetail),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

const ZCode = z.string().trim().max(20, '分类编码不正确').optional().nullable();
const ZSortNumber = z.coerce.number().int().min(0, '排序方式不正确').max(4, '排序方式不正确').optional().nullable();
const ZPrice = money('价格区间应为0到1000万元、最多两位小数').nullable();

export const ZProductFilter = z.object({
  ProductName: ZSearch,
  SupplyName: ZSearch,
  FoodTypeId: z.string().max(64).optional().nullable(),
  FoodTypeCode: ZCode,
  FoodTypeCodes: z.array(z.string().max(20)).max(50, '分类过多').optional().nullable(),
  SortNumber: ZSortNumber,
  OrderBy: z.enum(ORDER_BY, { error: '排序字段不正确' }).optional().nullable(),
  PriceRange: z
    .tuple([ZPrice, ZPrice], { error: '价格区间格式不正确' })
    .optional()
    .nullable()
    .refine((r) => !r || r[0] == null || r[1] == null || r[0] <= r[1], '最低价不能高于最高价'),
  IsRecommended: z.boolean().optional().nullable(),
  IsDiscount: z.boolean().optional().nullable(),
  PackageType: z.coerce.number().int().min(1, '套餐类型不正确').max(3, '套餐类型不正确').optional().nullable(),
  SupplierId: z.string().max(64).optional().nullable(),
  PagerInfo: ZPagerInfoInput,
});
export type TProductFilter = z.infer<typeof ZProductFilter>;

export const ZFoodType = z.object({
  Id: z.string(),
  Code: z.string(),
  Name: z.string(),
  ParentId: z.string().nullable(),
  get Children() {
    return z.array(ZFoodType);
  },
});
export type TFoodType = { Id: string; Code: string; Name: string; ParentId: string | null; Children: TFoodType[] };

export const ZFloor = z.object({
  Id: z.string(),
  Name: z.string(),
  Sort: z.number().int(),
  FD_FoodfloortypedetailmanageInfos: z.array(z.object({ Id: z.string(), FoodTypeCode: z.string(), FoodTypeName: z.string() })),
  /** The featured tab's label (精选 unless the operator named it). */
  FeaturedLabel: z.string(),
  /** Shelf items the featured tab shows first (listed ones only); empty: the floor's recommended items. */
  FeaturedIds: z.array(z.string()),
});
export type TFloor = z.infer<typeof ZFloor>;

export const ZBanner = z.object({ Id: z.string(), FileUrl: z.string(), Title: z.string(), LinkUrl: z.string().nullable() });
export const ZPartner = z.object({ Id: z.string(), FirmName: z.string(), FileUrl: z.string(), LinkUrl: z.string().nullable() });

export const ZNewsItem = z.object({
  Id: z.string(),
  Title: z.string(),
  TitleImageUrl: z.string().nullable(),
  Summary: z.string(),
  ReadCount: z.number().int(),
  CreateTime: ZTime,
});
export type TNewsItem = z.infer<typeof ZNewsItem>;
export const ZNewsDetail = ZNewsItem.extend({ Source: z.string(), Author: z.string() });
export type TNewsDetail = z.infer<typeof ZNewsDetail>;

export const ZSupplier = z.object({
  Id: z.string(),
  FirmName: z.string(),
  ManagingScope: z.string(),
  Address: z.string(),
  ContactAddress: z.string(),
  FirmImage: z.string().nullable(),
  FirmRemark: z.string(),
  ProductCount: z.number().int(),
});
export type TSupplier = z.infer<typeof ZSupplier>;

export const ZLicense = z.object({
  Id: z.string(),
  LicenseName: z.string(),
  LicenseNumber: z.string(),
  IssuingAuthority: z.string(),
  ValidFrom: ZTime,
  ValidTo: ZTime,
  FileUrl: z.string().nullable(),
});
export const ZSupplierDetail = z.object({
  firmuserInfo: ZSupplier.extend({
    FirmStandardNumber: z.string(),
    ContactName: z.string(),
    ContactPhone: z.string(),
    CreateTime: ZTime,
  }),
  firmlicenseInfos: z.array(ZLicense),
});
export type TSupplierDetail = z.infer<typeof ZSupplierDetail>;

export const ZSeckillWindow = z.object({
  StartTime: ZTime,
  EndTime: ZTime,
  Status: z.number().int(),
  b2B_FoodsaleshelfseckilldetailInfos: z.array(ZSeckillDetail),
});
export type TSeckillWindow = z.infer<typeof ZSeckillWindow>;

const ZById = z.object({ Id: ZId });
export const ZList = z.object({ PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } });

export const storeOperations = {
  'Store/GetFoodTypeTree': op({
    name: 'Store/GetFoodTypeTree',
    summary: '食材分类树（首页分类菜单）',
    access: PUBLIC,
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZFoodType),
  }),
  'Store/GetFoodfloorLoginess': op({
    name: 'Store/GetFoodfloorLoginess',
    summary: '楼层及其分类',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: ZList,
    output: z.array(ZFloor),
  }),
  'Store/GetFoodsaleshelfInfoList': op({
    name: 'Store/GetFoodsaleshelfInfoList',
    summary: '商品列表（首页各栏、营养餐）',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: ZProductFilter,
    output: z.array(ZProduct),
  }),
  'Store/GetFoodsaleshelfDetailList': op({
    name: 'Store/GetFoodsaleshelfDetailList',
    summary: '商品搜索（楼层与搜索页）',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: ZProductFilter,
    output: z.array(ZProduct),
  }),
  'Store/GetProductCount': op({
    name: 'Store/GetProductCount',
    summary: '按条件统计商品数',
    access: PUBLIC,
    transaction: false,
    input: ZProductFilter,
    output: z.number().int(),
  }),
  'Store/GetGuessYouLike': op({
    name: 'Store/GetGuessYouLike',
    summary: '猜你喜欢：登录单位按收藏与订单，访客按热销',
    access: PUBLIC,
    transaction: false,
    input: z
      .object({ PageSize: z.coerce.number().int().min(1).max(50, '每页最多50条').default(10) })
      .partial()
      .default({}),
    output: z.array(ZProduct),
  }),
  'Store/GetProductDetailById': op({
    name: 'Store/GetProductDetailById',
    summary: '商品详情',
    access: PUBLIC,
    transaction: false,
    input: ZById,
    output: ZProductDetail,
  }),
  'Store/GetSupplierList': op({
    name: 'Store/GetSupplierList',
    summary: '供应商列表',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZSupplier),
  }),
  'Store/GetSupplierById': op({
    name: 'Store/GetSupplierById',
    summary: '供应商详情与证照',
    access: PUBLIC,
    transaction: false,
    input: ZById,
    output: ZSupplierDetail,
  }),
  'Store/GetSkillList': op({
    name: 'Store/GetSkillList',
    summary: '秒杀场次',
    access: PUBLIC,
    transaction: false,
    input: z.object({ TimeNow: ZTimeInput().optional().nullable() }).default({}),
    output: z.array(ZSeckillWindow),
  }),
  'Store/GetLatestList': op({
    name: 'Store/GetLatestList',
    summary: '最新上架',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: ZProductFilter,
    output: z.array(ZProduct),
  }),
  'Store/GetStoreStats': op({
    name: 'Store/GetStoreStats',
    summary: '商城概况：已下单学校数、供应商数、商品数',
    access: PUBLIC,
    transaction: false,
    input: z.object({}).default({}),
    output: z.object({ OrderedFirmCount: z.number().int(), SupplierCount: z.number().int(), ProductCount: z.number().int() }),
  }),
  'Store/GetSearchSuggest': op({
    name: 'Store/GetSearchSuggest',
    summary: '搜索联想：匹配的商品名与热门词',
    access: PUBLIC,
    transaction: false,
    input: z.object({ Keyword: z.string().trim().max(50, MSG.searchTooLong).default('') }).default({ Keyword: '' }),
    output: z.object({ Products: z.array(z.string()), HotWords: z.array(z.string()) }),
  }),
  // ---- composition data ----
  'Catalog/GetFoodCompositionList': op({
    name: 'Catalog/GetFoodCompositionList',
    summary: '营养成分参考数据（中国食物成分表第6版全表与人工核对行，每100克可食部，带核验标记），按名称或编码搜索，分页',
    access: PUBLIC,
    transaction: false,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 20 } }),
    output: z.object({ Total: z.number().int(), PageIndex: z.number().int(), PageSize: z.number().int(), Rows: z.array(ZFoodComposition) }),
  }),
  'Catalog/SuggestFoodComposition': op({
    name: 'Catalog/SuggestFoodComposition',
    summary: '按商品或食材名称推荐营养成分编码（名称最相近者在前，如 加州鲈鱼 → 鲈鱼）',
    access: LOGIN,
    transaction: false,
    input: z.object({ ProductName: z.string().trim().max(100) }),
    output: z.array(ZCompositionSuggestion),
  }),
  'Catalog/SetFoodComposition': op({
    name: 'Catalog/SetFoodComposition',
    summary: '设置商品对应的营养成分编码与每件净重（供应商：本单位商品；运营：任意商品）',
    access: can(['shelf:edit', 'food-composition:edit']),
    transaction: true,
    input: z.object({ FoodSaleShelfId: ZId, FoodCode: ZFoodCode.nullable(), NetWeight: ZNetWeight.nullable() }),
    output: z.null(),
  }),
};
