import { z } from 'zod';
import { ZId, ZMoney, ZMoneyTotal, ZTime } from '../common.js';
import { can, op } from '../operation.js';
import { CONTACT_PHONE_MESSAGE, CONTACT_PHONE_PATTERN } from '../rules/phone.js';

/**
 * Checkout and accounts: receiving addresses, the supplier's delivery terms, the order
 * confirmation (预览), reorders and the frequent-purchase list, return outcomes, and monthly
 * statements with their payments.
 */

/** A contact phone on any form: mobile, or landline with area code and extension. */
export const ZContactPhone = z
  .string({ error: CONTACT_PHONE_MESSAGE })
  .trim()
  .min(1, '请输入联系电话')
  .max(20, CONTACT_PHONE_MESSAGE)
  .regex(CONTACT_PHONE_PATTERN, CONTACT_PHONE_MESSAGE);

export const ZAddress = z.object({
  Id: z.string(),
  Contact: z.string(),
  Phone: z.string(),
  Address: z.string(),
  IsDefault: z.boolean(),
});
export type TAddress = z.infer<typeof ZAddress>;

/** The receiving address an order carries (a copy: later edits of the address book do not change it). */
export const ZOrderAddress = z.object({ Contact: z.string(), Phone: z.string(), Address: z.string() });

/** 'YYYY-MM-DD', a day in China time. */
export const ZDay = z
  .string({ error: '请选择配送日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '配送日期格式不正确');
/** 'HH:mm-HH:mm' */
export const SLOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;
export const ZSlot = z.string({ error: '请选择配送时段' }).trim().regex(SLOT_PATTERN, '配送时段格式不正确（如 07:00-09:00）');
/** Weekdays 1 (Monday) … 7 (Sunday). */
export const WEEKDAY_NAMES: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

export const ZDeliverySettings = z.object({
  DeliveryWeekdays: z.array(z.number().int()),
  DeliverySlots: z.array(z.string()),
  /** Orders placed after this China time cannot be delivered on the next delivery day ('HH:mm'). */
  CutoffTime: z.string(),
  /** The earliest delivery is this many days after the order (1 = next day). */
  LeadDays: z.number().int(),
  Freight: ZMoney,
  /** An order of at least this amount travels free; null: never free. */
  FreeFreightAmount: ZMoney.nullable(),
  /** 起送金额: an order below it cannot be placed. */
  MinOrderAmount: ZMoney,
});
export type TDeliverySettings = z.infer<typeof ZDeliverySettings>;

export const ZPreviewLine = z.object({
  Id: z.string().nullable(),
  FoodSaleShelfId: z.string(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Price: ZMoney,
  CartNumber: z.number().int(),
  Amount: ZMoneyTotal,
  PromotionImage: z.string(),
  IsSeckill: z.boolean(),
  /**
   * What a plan needed of this line, in the plan's own unit (grams of a dish's ingredient, 份 of
   * a nutrition meal, the plan's units of an ingredient plan); null for the cart and buy-now.
   * When it is less than CartNumber × NetWeight the line was rounded up to whole packages.
   */
  NeededQuantity: z.number().nullable(),
  /** The unit of NeededQuantity ('g', '份', or the product's unit). */
  NeededUnit: z.string().nullable(),
  /** Grams in one package (null when the supplier has not said). */
  NetWeight: z.number().nullable(),
  /**
   * The smallest pack of the same product that the same supplier sells, offered when the line
   * was rounded up and that pack would order less (same composition code, or same food type and
   * name stem); ordering it is asked for with `Swaps`.
   */
  SmallerPack: z
    .object({
      FoodSaleShelfId: z.string(),
      ProductName: z.string(),
      Specification: z.string(),
      Unit: z.string(),
      Price: ZMoney,
      NetWeight: z.number(),
      CartNumber: z.number().int(),
      Amount: ZMoneyTotal,
    })
    .nullable(),
});

/** A smaller pack to order instead of a plan line's product (see SmallerPack). */
export const ZSwap = z.object({ FoodSaleShelfId: ZId, ToFoodSaleShelfId: ZId });

export const ZPreviewGroup = z.object({
  SupplyFirmId: z.string(),
  SupplyFirmName: z.string(),
  /**
   * The day this group is delivered: a plan's own day (a meal's day of the week, a plan line's
   * planned day), or the supplier's first offered day for a dish order; null for the cart (the
   * buyer picks any offered day).
   */
  DeliveryDate: z.string().nullable(),
  /** The day is the plan's and cannot be moved here (only the slot is chosen). */
  DateFixed: z.boolean(),
  /** Why the plan's day cannot be delivered by this supplier (the group cannot be ordered then); null when it can. */
  DeliveryProblem: z.string().nullable(),
  Lines: z.array(ZPreviewLine),
  GoodsAmount: ZMoneyTotal,
  Freight: ZMoney,
  FreeFreightAmount: ZMoney.nullable(),
  MinOrderAmount: ZMoney,
  /** GoodsAmount ≥ MinOrderAmount */
  MeetsMinimum: z.boolean(),
  DeliverySlots: z.array(z.object({ Date: z.string(), Slot: z.string() })),
  TotalAmount: ZMoneyTotal,
});
export type TPreviewGroup = z.infer<typeof ZPreviewGroup>;

/** Return outcome: open (待处理), accepted (已同意), rejected (已拒绝). */
export const RETURN_STATUS_NAMES: Record<string, string> = { open: '待处理', accepted: '已同意', rejected: '已拒绝' };

/**
 * Statement status: 0 drafted by the platform on the 1st (待开具; the supplier's only, never the
 * buyer's), 1 issued (待确认), 2 disputed (有异议), 3 confirmed (已确认), 4 paid (已结清).
 */
export const StatementStatus = { Draft: 0, Issued: 1, Disputed: 2, Confirmed: 3, Paid: 4 } as const;
export const STATEMENT_STATUS_NAMES: Record<number, string> = { 0: '待开具', 1: '待确认', 2: '有异议', 3: '已确认', 4: '已结清' };
export const ZMonth = z
  .string({ error: '请选择月份' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式须为 YYYY-MM');

export const ZStatement = z.object({
  Id: z.string(),
  Month: z.string(),
  SupplyFirmId: z.string(),
  SupplyFirmName: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  ReceivedAmount: ZMoneyTotal,
  ReturnAmount: ZMoneyTotal,
  Freight: ZMoneyTotal,
  Adjustment: z.number(),
  AdjustmentReason: z.string(),
  Total: ZMoneyTotal,
  Paid: ZMoneyTotal,
  Unpaid: ZMoneyTotal,
  Status: z.number().int(),
  StatusName: z.string(),
  DisputeReason: z.string(),
  Version: z.number().int(),
  /** When the platform drafted it (null when the supplier issued it without a draft). */
  DraftTime: ZTime.nullable(),
  /** Null while it is a draft. */
  IssueTime: ZTime.nullable(),
  ConfirmTime: ZTime.nullable(),
});
export type TStatement = z.infer<typeof ZStatement>;

export const ZStatementLine = z.object({
  Id: z.string(),
  /** 'order' a received order, 'refund' an accepted return's refund */
  Kind: z.string(),
  ElectricityOrderId: z.string(),
  OrderNo: z.string(),
  Time: ZTime,
  Description: z.string(),
  ReceivedAmount: ZMoneyTotal,
  ReturnAmount: ZMoneyTotal,
  Freight: ZMoneyTotal,
});
export const ZStatementPayment = z.object({
  Id: z.string(),
  Amount: ZMoneyTotal,
  Files: z.array(z.object({ Id: z.string(), FileUrl: z.string(), FileName: z.string() })),
  RecordedByName: z.string(),
  CreateTime: ZTime,
});
export const ZStatementEvent = z.object({ Id: z.string(), Type: z.string(), TypeName: z.string(), Note: z.string(), ActorName: z.string(), Time: ZTime });
export const ZStatementDetail = ZStatement.extend({
  Lines: z.array(ZStatementLine),
  Payments: z.array(ZStatementPayment),
  Events: z.array(ZStatementEvent),
});
export type TStatementDetail = z.infer<typeof ZStatementDetail>;

export const ZFrequentItem = z.object({
  FoodSaleShelfId: z.string(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Price: ZMoney,
  PromotionImage: z.string(),
  SupplierId: z.string(),
  SupplierName: z.string(),
  TimesOrdered: z.number().int(),
  TotalQuantity: z.number().int(),
  LastQuantity: z.number().int(),
  LastOrderTime: ZTime,
  Stock: z.number().int(),
  MinQuantity: z.number().int(),
  QuantityStep: z.number().int(),
  Available: z.boolean(),
});
export type TFrequentItem = z.infer<typeof ZFrequentItem>;

export const ZStatementReason = z.string({ error: '请填写原因' }).trim().min(1, '请填写原因').max(500, '原因不能超过500个字');

export const checkoutOperations = {
  'Address/GetAddressList': op({
    name: 'Address/GetAddressList',
    summary: '本单位的收货地址（默认地址在前）',
    access: can('address:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZAddress),
  }),
  'Address/SaveAddress': op({
    name: 'Address/SaveAddress',
    summary: '新增（无 Id）或修改收货地址；设为默认时其余地址取消默认',
    access: can('address:edit'),
    transaction: true,
    input: z.object({
      Id: ZId.optional().nullable(),
      Contact: z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(30, '联系人不能超过30个字'),
      Phone: ZContactPhone,
      Address: z.string({ error: '请输入收货地址' }).trim().min(4, '请输入详细的收货地址').max(200, '收货地址不能超过200个字'),
      IsDefault: z.boolean().default(false),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'Address/DeleteAddress': op({
    name: 'Address/DeleteAddress',
    summary: '删除收货地址（默认地址不能删除）',
    access: can('address:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'SupplierSetting/GetDeliverySettings': op({
    name: 'SupplierSetting/GetDeliverySettings',
    summary: '本供应商的配送设置（配送日、时段、截单时间、运费、起送金额）',
    access: can('delivery-setting:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: ZDeliverySettings,
  }),
  'SupplierSetting/SaveDeliverySettings': op({
    name: 'SupplierSetting/SaveDeliverySettings',
    summary: '保存配送设置',
    access: can('delivery-setting:edit'),
    transaction: true,
    input: z.object({
      DeliveryWeekdays: z
        .array(z.number().int().min(1, '配送日不正确').max(7, '配送日不正确'), { error: '请选择配送日' })
        .min(1, '请至少选择一个配送日')
        .max(7),
      DeliverySlots: z.array(ZSlot, { error: '请填写配送时段' }).min(1, '请至少填写一个配送时段').max(8, '配送时段最多8个'),
      CutoffTime: z
        .string({ error: '请填写截单时间' })
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '截单时间格式须为 HH:mm'),
      LeadDays: z.number({ error: '请填写提前天数' }).int('提前天数须为整数').min(0, '提前天数为0至14天').max(14, '提前天数为0至14天'),
      Freight: ZMoney,
      FreeFreightAmount: ZMoney.optional().nullable(),
      MinOrderAmount: ZMoney,
    }),
    output: z.null(),
  }),
};
