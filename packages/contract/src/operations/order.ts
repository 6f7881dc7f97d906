import { z } from 'zod';
import { parseInputTime, ZId, ZMoneyPositive, ZMoneyTotal, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MSG } from '../messages.js';
import { can, LOGIN, op } from '../operation.js';
import { ZOrder, ZOrderLine } from './cart.js';
import { ZShipLine } from './trace.js';
import { TRACE_MSG } from '../rules/trace.js';
import { MAX_NET_WEIGHT_G, PLANNING_MSG } from '../rules/planning.js';
import { ZFile, ZProduct, ZSeckillDetail } from './store.js';

const ZReceived = z.number({ error: MSG.receivedRequired }).int('实收数量须为整数').min(0, '实收数量不能小于0').max(1_000_000, '实收数量过大');

export const RETURN_TYPE_NAMES: Record<number, string> = { 1: '退货', 2: '换货' };
export const ORDER_EVENT_NAMES: Record<string, string> = {
  created: '提交订单',
  confirmed: '供应商已确认',
  shipped: '已发货',
  received: '已收货',
  cancelled: '已取消',
  invoiced: '已上传发票',
  returned: '登记退换货',
  settled: '退换货已处理',
  return_accepted: '退换货已同意',
  return_rejected: '退换货被拒绝',
  archived: '已归档',
};

const ZDate = ZTimeInput().optional().nullable();
const ZOrderFilter = {
  SearchName: ZSearch,
  StartTime: ZDate,
  EndTime: ZDate,
  OrderSourceType: z.coerce.number().int().min(-1).max(3, '订单来源不正确').optional().nullable(),
};

export const ZOrderDetail = ZOrder.extend({
  B2B_ElectricityorderdetailInfos: z.array(ZOrderLine.extend({ ReturnedNumber: z.number().int() })),
});

export const ZOrderEvent = z.object({ Id: z.string(), Type: z.string(), TypeName: z.string(), Status: z.number().int(), Time: ZTime, Note: z.string() });

export const ZOrderReturn = z.object({
  Id: z.string(),
  ElectricityOrderId: z.string(),
  OrderNo: z.string(),
  OrderLineId: z.string().nullable(),
  ProductName: z.string(),
  ReturnType: z.number().int(),
  ReturnTypeName: z.string(),
  Quantity: z.number().int(),
  ReturnUserId: z.string().nullable(),
  ReturnUserName: z.string(),
  CheckUserId: z.string().nullable(),
  CheckUserName: z.string(),
  ReturnRemark: z.string(),
  FileUrl: z.string().nullable(),
  /** open 待处理, accepted 已同意, rejected 已拒绝 */
  Status: z.string(),
  StatusName: z.string(),
  /** What the supplier decided, in words (同意退款 ¥12.00 / 同意换货，补发 / 拒绝：…); empty while open. */
  Outcome: z.string(),
  RefundAmount: ZMoneyTotal.nullable(),
  /** Registered by the receipt for the ordered units not received. */
  FromReceipt: z.boolean(),
  HandleTime: ZTime.nullable(),
  SettleRemark: z.string(),
  CreateTime: ZTime,
  BuyerFirmName: z.string(),
});
export type TOrderReturn = z.infer<typeof ZOrderReturn>;

export const ZMessage = z.object({
  Id: z.string(),
  Kind: z.string(),
  Title: z.string(),
  Body: z.string(),
  Link: z.string().nullable(),
  OrderId: z.string().nullable(),
  CreateTime: ZTime,
  IsRead: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

const ZPrice = ZMoneyPositive;

export const ZShelfItem = ZProduct.extend({
  Introduction: z.string(),
  OnSale: z.boolean(),
  B2B_FoodsaleshelffileInfos: z.array(ZFile),
  b2B_FoodsaleshelfseckilldetailInfos: z.array(ZSeckillDetail),
  /** grams in one unit and the food composition entry it is (nutrition analysis), null when not given */
  NetWeight: z.number().nullable(),
  FoodCode: z.string().nullable(),
  FoodCodeName: z.string().nullable(),
  /** Shown in the store: on sale, approved at least once, and the supplier active. */
  Listed: z.boolean(),
  /** approved | pending | rejected: the last submission (SHELF_REVIEW) */
  ReviewStatus: z.string(),
  ReviewStatusName: z.string(),
  ReviewReason: z.string(),
  /** Fields of a listed item whose change waits for review (SHELF_REVIEWED_FIELDS names); the store shows the approved values meanwhile. */
  PendingFields: z.array(z.string()),
});
export type TShelfItem = z.infer<typeof ZShelfItem>;

export const orderOperations = {
  'Order/GetOrderAmountStatistics': op({
    name: 'Order/GetOrderAmountStatistics',
    summary: '应付金额：未取消订单按实收数量计',
    access: can('order:view'),
    transaction: false,
    input: z
      .object({ ...ZOrderFilter, Status: z.coerce.number().int().min(0).max(5).optional().nullable(), PagerInfo: ZPagerInfoInput.optional() })
      .default({}),
    output: ZMoneyTotal,
  }),
  'Order/GetOrderById': op({
    name: 'Order/GetOrderById',
    summary: '订单详情（本单位的订单，或发给本供应商的订单）',
    access: can(['order:view', 'supplier-order:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZOrderDetail,
  }),
  'Order/GetOrderEvents': op({
    name: 'Order/GetOrderEvents',
    summary: '订单的真实时间线',
    access: can(['order:view', 'supplier-order:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: z.array(ZOrderEvent),
  }),
  'Order/ConfirmElectricityOrder': op({
    name: 'Order/ConfirmElectricityOrder',
    summary: '确认收货（待发货或待收货 → 已完成），逐行填写实收数量',
    access: can('order:edit'),
    transaction: true,
    input: z.object({
      B2B_ElectricityorderInfo: z.object({
        Id: ZId,
        B2B_ElectricityorderdetailInfos: z
          .array(
            z
              .object({
                Id: ZId,
                /** The received quantity, as spec 02's client sends it (MaxSealNumber is the ordered quantity). */
                SealNumber: ZReceived.optional().nullable(),
                /** Earlier name of the same figure, still accepted. */
                ReceivedNumber: ZReceived.optional().nullable(),
              })
              .refine((l) => l.SealNumber != null || l.ReceivedNumber != null, { message: MSG.receivedRequired, path: ['SealNumber'] })
              .transform((l) => ({ Id: l.Id, SealNumber: (l.SealNumber ?? l.ReceivedNumber) as number })),
          )
          .max(500)
          .optional()
          .nullable(),
      }),
      /** The second person of the acceptance (进货查验's 见证人); the receiver is the first. */
      WitnessUserId: z.string().trim().max(64).optional().nullable(),
      /** Lines with ≤ 1/3 of their shelf life left are received only with this confirmation. */
      ConfirmNearExpiry: z.boolean().optional().nullable(),
    }),
    output: z.null(),
  }),
  'Order/SetOrderStatus': op({
    name: 'Order/SetOrderStatus',
    summary: '取消订单（5，发货前）或按订购数量确认收货（4，待收货时）',
    access: can('order:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Status: z.union([z.literal(4), z.literal(5)], { error: '只能确认收货或取消订单' }) }),
    output: z.null(),
  }),
  'Order/DeleteOrderById': op({
    name: 'Order/DeleteOrderById',
    summary: '从我的订单中删除（已完成或已取消）',
    access: can('order:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Order/GetReturnListByOrderId': op({
    name: 'Order/GetReturnListByOrderId',
    summary: '订单的退换货登记',
    access: can(['order:view', 'supplier-order:view']),
    transaction: false,
    paged: true,
    input: z.object({ ElectricityOrderId: ZId, PagerInfo: ZPagerInfoInput }),
    output: z.array(ZOrderReturn),
  }),
  'Order/GetReturnList': op({
    name: 'Order/GetReturnList',
    summary: '本单位所有订单的退换货登记（可按处理状态筛选）',
    access: can('order:view'),
    transaction: false,
    paged: true,
    input: z
      .object({ Status: z.enum(['open', 'accepted', 'rejected']).optional().nullable(), PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZOrderReturn),
  }),
  'Order/AddOrderReturn': op({
    name: 'Order/AddOrderReturn',
    summary: '登记退货或换货（发货后）',
    access: can('order:edit'),
    transaction: true,
    input: z.object({
      B2B_ElectricityorderreturnInfo: z
        .object({
          ElectricityOrderId: ZId,
          // A line's return is bounded per line; without a line (spec 02 §2.7's dialog: type, returner,
          // confirmer and text) it is a return of the whole order, with no quantity.
          OrderLineId: z
            .string({ error: MSG.returnLineRequired })
            .trim()
            .max(64, MSG.returnLineRequired)
            .optional()
            .nullable()
            .transform((v) => v || null),
          ReturnType: z.union([z.literal(1), z.literal(2)], { error: MSG.chooseReturnType }),
          Quantity: z.number().int(MSG.returnQuantityRange(1)).min(0).max(1_000_000).optional().nullable(),
          ReturnUserId: z.string({ error: MSG.chooseReturner }).min(1, MSG.chooseReturner).max(64),
          CheckUserId: z.string({ error: MSG.chooseChecker }).min(1, MSG.chooseChecker).max(64),
          ReturnRemark: z.string().trim().max(500, '说明不能超过500个字').optional().nullable(),
          FileId: ZId.optional().nullable(),
        })
        // a quantity is of a line: a whole-order return counts none
        .refine((v) => v.OrderLineId || !v.Quantity, { message: MSG.returnLineRequired, path: ['OrderLineId'] }),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'SupplierOrder/GetOrderList': op({
    name: 'SupplierOrder/GetOrderList',
    summary: '发给本供应商的订单',
    access: can('supplier-order:view'),
    transaction: false,
    paged: true,
    input: z
      .object({ ...ZOrderFilter, Status: z.coerce.number().int().min(0).max(5).default(0), PagerInfo: ZPagerInfoInput })
      .default({ Status: 0, PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZOrder),
  }),
  'SupplierOrder/GetOrderStatusCounts': op({
    name: 'SupplierOrder/GetOrderStatusCounts',
    summary: '本供应商各状态订单数',
    access: can('supplier-order:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.record(z.string(), z.number().int()),
  }),
  'SupplierOrder/ConfirmOrder': op({
    name: 'SupplierOrder/ConfirmOrder',
    summary: '确认订单（待确认 → 待发货）',
    access: can('supplier-order:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'SupplierOrder/ShipOrder': op({
    name: 'SupplierOrder/ShipOrder',
    summary: '发货（待发货 → 待收货）：填写配送日期与每行的批次、检验证明，生成进货单',
    access: can('supplier-order:edit'),
    transaction: true,
    input: z.object({
      Id: ZId,
      DistDate: ZTimeInput(MSG.distDateRequired),
      Lines: z.array(ZShipLine, { error: TRACE_MSG.shipLinesMismatch }).min(1, TRACE_MSG.shipLinesMismatch).max(200),
    }),
    output: z.null(),
  }),
  'SupplierOrder/AddInvoice': op({
    name: 'SupplierOrder/AddInvoice',
    summary: '上传发票图片（已确认、未取消的订单）',
    access: can('supplier-order:edit'),
    transaction: true,
    input: z.object({ Id: ZId, FileIds: z.array(ZId, { error: MSG.invoiceRequired }).min(1, MSG.invoiceRequired).max(20, '一次最多上传20张') }),
    output: z.null(),
  }),
  'SupplierOrder/GetReturnList': op({
    name: 'SupplierOrder/GetReturnList',
    summary: '买方登记的退换货',
    access: can('supplier-return:view'),
    transaction: false,
    paged: true,
    input: z
      .object({
        ElectricityOrderId: ZId.optional().nullable(),
        Status: z.enum(['open', 'accepted', 'rejected']).optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZOrderReturn),
  }),
  'SupplierOrder/SettleReturn': op({
    name: 'SupplierOrder/SettleReturn',
    summary: '处理退换货',
    access: can('supplier-return:review'),
    transaction: true,
    input: z.object({ Id: ZId, Remark: z.string().trim().max(500, '说明不能超过500个字').default('') }),
    output: z.null(),
  }),
  'SupplierShelf/GetShelfList': op({
    name: 'SupplierShelf/GetShelfList',
    summary: '本供应商的货架（含已下架）',
    access: can('shelf:view'),
    transaction: false,
    paged: true,
    input: z
      .object({
        SearchName: z.string().trim().max(50).optional().nullable(),
        OnSale: z.boolean().optional().nullable(),
        FoodTypeCode: z.string().max(20).optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZShelfItem),
  }),
  'SupplierShelf/SaveShelfItem': op({
    name: 'SupplierShelf/SaveShelfItem',
    summary: '新增（无 Id）或修改货架商品；介绍保存时净化',
    access: can('shelf:edit'),
    transaction: true,
    input: z
      .object({
        Id: ZId.optional().nullable(),
        ProductName: z.string({ error: MSG.enterProductName }).trim().min(1, MSG.enterProductName).max(100, '商品名称不能超过100个字'),
        FoodTypeId: z.string({ error: MSG.chooseFoodType }).min(1, MSG.chooseFoodType).max(64),
        FoodSpecification: z.string().trim().max(100).default(''),
        Unit: z.string().trim().min(1, '请输入单位').max(10, '单位不能超过10个字'),
        FoodBrand: z.string().trim().max(50).default(''),
        SealNumber: z.string().trim().max(50).default(''),
        FoodShelfLife: z.number().int('保质期须为整数天').min(0, '保质期不能为负数').max(3650, '保质期不能超过3650天'),
        PresentPrice: ZPrice,
        OriginalPrice: ZPrice,
        Stock: z.number({ error: MSG.stockRange }).int(MSG.stockRange).min(0, MSG.stockRange).max(1_000_000, MSG.stockRange),
        MinQuantity: z
          .number({ error: '起订量须为1至9999的整数' })
          .int('起订量须为1至9999的整数')
          .min(1, '起订量须为1至9999的整数')
          .max(9999, '起订量须为1至9999的整数')
          .default(1),
        QuantityStep: z
          .number({ error: '数量步长须为1至9999的整数' })
          .int('数量步长须为1至9999的整数')
          .min(1, '数量步长须为1至9999的整数')
          .max(9999, '数量步长须为1至9999的整数')
          .default(1),
        ImageFileIds: z.array(ZId).min(1, '请至少上传一张商品图片').max(8, '商品图片最多8张'),
        Introduction: z.string().max(50_000, '介绍过长').default(''),
        ProductFeatures: z.string().trim().max(100).default(''),
        PackageType: z.number().int().min(1).max(3).optional().nullable(),
        IsRecommended: z.boolean().default(false),
        IsDiscount: z.boolean().default(false),
        NetWeight: z
          .number({ error: PLANNING_MSG.netWeightRange })
          .int(PLANNING_MSG.netWeightRange)
          .min(1, PLANNING_MSG.netWeightRange)
          .max(MAX_NET_WEIGHT_G, PLANNING_MSG.netWeightRange)
          .optional()
          .nullable(),
        FoodCode: z
          .string({ error: PLANNING_MSG.compositionNotFound })
          .trim()
          .min(1, PLANNING_MSG.compositionNotFound)
          .max(20, PLANNING_MSG.compositionNotFound)
          .optional()
          .nullable(),
      })
      .refine((v) => v.OriginalPrice >= v.PresentPrice, { message: MSG.originalBelowPrice, path: ['OriginalPrice'] }),
    output: z.object({ Id: z.string() }),
  }),
  'SupplierShelf/SetOnSale': op({
    name: 'SupplierShelf/SetOnSale',
    summary: '上架或下架',
    access: can('shelf:edit'),
    transaction: true,
    input: z.object({ Id: ZId, OnSale: z.boolean({ error: '请指定上架或下架' }) }),
    output: z.null(),
  }),
  'SupplierShelf/SaveSeckillWindow': op({
    name: 'SupplierShelf/SaveSeckillWindow',
    summary: '新增或修改秒杀场次（开始、结束、价格、数量）',
    access: can('seckill:edit'),
    transaction: true,
    input: z
      .object({
        Id: ZId.optional().nullable(),
        FoodSaleShelfId: ZId,
        StartTime: ZTimeInput('请选择开始时间'),
        EndTime: ZTimeInput('请选择结束时间'),
        PresentPrice: ZPrice,
        Quantity: z.number({ error: '请填写秒杀数量' }).int('秒杀数量须为整数').min(1, '秒杀数量至少为1').max(100_000, '秒杀数量过大'),
        /** 限购: units one buyer firm may buy in this window; 0 or absent, no limit. */
        LimitPerBuyer: z
          .number({ error: MSG.seckillLimitRange })
          .int(MSG.seckillLimitRange)
          .min(0, MSG.seckillLimitRange)
          .max(100_000, MSG.seckillLimitRange)
          .default(0),
      })
      .refine((v) => (parseInputTime(v.EndTime)?.getTime() ?? 0) > (parseInputTime(v.StartTime)?.getTime() ?? 0), {
        message: MSG.seckillTimeOrder,
        path: ['EndTime'],
      })
      .refine((v) => v.LimitPerBuyer <= v.Quantity, { message: MSG.seckillLimitRange, path: ['LimitPerBuyer'] }),
    output: z.object({ Id: z.string() }),
  }),
  'SupplierShelf/DeleteSeckillWindow': op({
    name: 'SupplierShelf/DeleteSeckillWindow',
    summary: '删除未售出的秒杀场次',
    access: can('seckill:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Message/GetMessageList': op({
    name: 'Message/GetMessageList',
    summary: '本单位的消息，最新在前',
    access: LOGIN,
    transaction: false,
    paged: true,
    input: z.object({ Unread: z.boolean().optional().nullable(), PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZMessage),
  }),
  'Message/GetUnreadCount': op({
    name: 'Message/GetUnreadCount',
    summary: '未读消息数',
    access: LOGIN,
    transaction: false,
    input: z.object({}).default({}),
    output: z.number().int(),
  }),
  'Message/MarkRead': op({
    name: 'Message/MarkRead',
    summary: '标为已读（指定 Ids，或 All 全部）',
    access: LOGIN,
    transaction: true,
    input: z.object({ Ids: z.array(ZId).max(200).optional().nullable(), All: z.boolean().optional().nullable() }),
    output: z.object({ Marked: z.number().int() }),
  }),
};
