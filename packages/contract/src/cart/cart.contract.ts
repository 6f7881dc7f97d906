import { z } from 'zod';
import { ZDay, ZOrderAddress, ZSlot } from '../checkout/checkout.contract.js';
import { ZId, ZMoney, ZMoneyTotal, ZPagerInfoInput, ZSearch, ZTime } from '../common.js';
import { CART_PAGE_SIZE, MAX_LINE_QUANTITY } from '../constants.js';
import { MSG } from '../messages.js';
import { can, op } from '../operation.js';

export const ZQuantity = z
  .number({ error: MSG.chooseQuantity })
  .int(MSG.chooseQuantity)
  .min(1, MSG.chooseQuantity)
  .max(MAX_LINE_QUANTITY, `单次数量不能超过${MAX_LINE_QUANTITY}`);
export const ZIds = z.array(ZId, { error: MSG.selectProducts }).min(1, MSG.selectProducts).max(200, '一次最多选择200项');

export const ZCartLine = z.object({
  Id: z.string(),
  FoodSaleShelfId: z.string(),
  CartNumber: z.number().int(),
  ProductName: z.string(),
  PromotionImage: z.string(),
  Specification: z.string(),
  PresentPrice: ZMoney,
  OriginalPrice: ZMoney,
  Unit: z.string(),
  Stock: z.number().int(),
  IsSeckill: z.boolean(),
  SeckillDetailId: z.string().nullable(),
  /** For a seckill line, the units the offer has left. */
  SeckillRemaining: z.number().int().nullable(),
  SupplierId: z.string(),
  SupplierName: z.string(),
  /** The least quantity one order line may have, and the step above it. */
  MinQuantity: z.number().int(),
  QuantityStep: z.number().int(),
  /** For a seckill line, how many more units this firm may still buy of the offer. */
  SeckillBuyerRemaining: z.number().int().nullable(),
  /** false when the item went off sale or its seckill ended: it cannot be ordered. */
  Available: z.boolean(),
  UnavailableReason: z.string().nullable(),
  CreateTime: ZTime,
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  ShoppingcartInfos: z.array(ZCartLine),
  /** Over every line of the cart, not only this page. */
  TotalNumber: z.number().int(),
  TotalPrice: ZMoneyTotal,
  TotalIntegral: z.number().int(),
  /** Lines in the cart (the header's count). */
  LineCount: z.number().int(),
});
export type TCart = z.infer<typeof ZCart>;

export const ZOrderLine = z.object({
  Id: z.string(),
  OrderId: z.string(),
  FoodSaleShelfId: z.string(),
  FoodId: z.string(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Price: ZMoney,
  SealNumber: z.number().int(),
  ReceivedNumber: z.number().int().nullable(),
  TotalAmount: ZMoneyTotal,
  PromotionImage: z.string(),
  CoverImageFileId: z.string().nullable(),
  FoodTypeCode: z.string(),
  IsSeckill: z.boolean(),
  /** The stock-in line (进货明细) shipping made for this line, and its record (the delivery map's id). */
  FoodFirmFillInId: z.string().nullable(),
  FoodFirmFillInRecordId: z.string().nullable(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrder = z.object({
  Id: z.string(),
  OrderNo: z.string(),
  CreateTime: ZTime,
  Status: z.number().int(),
  StatusName: z.string(),
  DistDate: ZTime.nullable(),
  OrderSourceType: z.number().int(),
  TotalAmount: ZMoneyTotal,
  BuyerFirmId: z.string(),
  BuyerFirmName: z.string(),
  SupplierId: z.string(),
  SupplierName: z.string(),
  B2B_ElectricityorderdetailInfos: z.array(ZOrderLine),
  B2B_ElectricityorderinvfileInfos: z.array(
    z.object({ Id: z.string(), FileUrl: z.string(), FileName: z.string().optional(), FileExtension: z.string().optional() }),
  ),
  /** 0 购物车, 1 营养餐计划, 2 食材计划, 3 立即购买 */
  OrderSourceName: z.string(),
  /** The nutrition package (source 1) or ingredient plan (source 2) that made the order. */
  PlanId: z.string().nullable().optional(),
  PlanName: z.string().optional(),
  Address: ZOrderAddress.nullable(),
  DeliveryDate: z.string().nullable(),
  DeliverySlot: z.string().nullable(),
  Remark: z.string(),
  InvoiceTitle: z.string(),
  TaxNumber: z.string(),
  /** Goods (the lines) and freight; TotalAmount is their sum. */
  GoodsAmount: ZMoneyTotal,
  Freight: ZMoney,
  /** Kept for the records: has invoices or a receipt, hidden from the default list by the buyer. */
  IsArchived: z.boolean(),
  /** What was actually settled for this order (its lines at the received quantities and its freight) once its monthly statement is paid, else null. */
  SettledAmount: ZMoneyTotal.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZRemark = z.string().trim().max(200, '备注不能超过200个字').optional().nullable();
/** The checkout's fields common to every way of ordering; without an address the firm's default is used. */
export const ZCheckoutFields = {
  AddressId: ZId.optional().nullable(),
  InvoiceTitle: z.string().trim().max(100, '发票抬头不能超过100个字').optional().nullable(),
  TaxNumber: z
    .string()
    .trim()
    .max(20, '税号须为15至20位字母或数字')
    .refine((s) => s === '' || /^[0-9A-Z]{15,20}$/.test(s), '税号须为15至20位字母或数字')
    .optional()
    .nullable(),
};

/**
 * Each order's delivery choice. A cart order is named by its supplier; a plan's order by its
 * supplier and its plan's delivery day (the group's DeliveryDate), or by the supplier alone when
 * the day is not fixed by the plan (a dish order), whose DeliveryDate is then the chosen day.
 */
export const ZOrderChoices = (max: number) =>
  z
    .array(z.object({ SupplyFirmId: ZId, DeliveryDate: ZDay.optional().nullable(), DeliverySlot: ZSlot.optional().nullable(), Remark: ZRemark }))
    .max(max)
    .optional()
    .nullable();

// fields in the order a stored (jsonb) answer keeps them, so an Idempotency-Key replay reads byte for byte the same
export const ZMadeOrder = z.object({
  Id: z.string(),
  OrderNo: z.string(),
  TotalAmount: ZMoneyTotal,
  /** 'YYYY-MM-DD', the day the order is to be delivered (null when none was settled) */
  DeliveryDate: z.string().nullable(),
  DeliverySlot: z.string().nullable(),
  SupplierName: z.string(),
});

export const cartOperations = {
  'Cart/AddToShoppingCart': op({
    name: 'Cart/AddToShoppingCart',
    summary: '加入购物车（同一商品再加则数量累加；秒杀商品单独成行）',
    access: can('cart:edit'),
    transaction: true,
    input: z.object({
      B2B_ShoppingcartInfo: z.object(
        { FoodSaleShelfId: ZId, CartNumber: ZQuantity.default(1), SeckillDetailId: ZId.optional().nullable() },
        { error: MSG.selectProducts },
      ),
    }),
    output: z.object({ Id: z.string(), CartNumber: z.number().int(), LineCount: z.number().int() }),
  }),
  'Cart/GetShoppingCartProducts': op({
    name: 'Cart/GetShoppingCartProducts',
    summary: '购物车（每页10条，可按商品名搜索）',
    access: can('cart:view'),
    transaction: false,
    paged: true,
    input: z.object({ ProductName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: CART_PAGE_SIZE } }),
    output: ZCart,
  }),
  'Cart/UpdateCartProductsCount': op({
    name: 'Cart/UpdateCartProductsCount',
    summary: '修改购物车数量（1至库存）',
    access: can('cart:edit'),
    transaction: true,
    input: z.object({
      B2B_ShoppingcartInfo: z.object({
        Id: ZId,
        CartNumber: z
          .number({ error: MSG.quantityMin })
          .int(MSG.quantityMin)
          .min(1, MSG.quantityMin)
          .max(MAX_LINE_QUANTITY, `单次数量不能超过${MAX_LINE_QUANTITY}`),
      }),
    }),
    output: z.object({ Id: z.string(), CartNumber: z.number().int() }),
  }),
  'Cart/DeleteShoppingCart': op({
    name: 'Cart/DeleteShoppingCart',
    summary: '删除购物车中的一项',
    access: can('cart:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Cart/BatchDeleteProductFromShoppingCart': op({
    name: 'Cart/BatchDeleteProductFromShoppingCart',
    summary: '批量删除购物车商品',
    access: can('cart:delete'),
    transaction: true,
    input: z.object({ Ids: ZIds }),
    output: z.object({ Deleted: z.number().int() }),
  }),
  'Cart/BatchStoreUpProduct': op({
    name: 'Cart/BatchStoreUpProduct',
    summary: '批量移入收藏（从购物车移出并收藏）',
    access: can('favorite:edit'),
    transaction: true,
    input: z.object({ FoodSaleShelfIds: ZIds }),
    output: z.object({ Moved: z.number().int() }),
  }),
};
