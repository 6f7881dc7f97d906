import { z } from 'zod';
import { ZCheckoutFields, ZIds, ZMadeOrder, ZOrder, ZOrderChoices, ZOrderLine, ZQuantity, ZRemark } from '../cart/cart.contract.js';
import { ZDay, ZFrequentItem, ZPreviewGroup, ZSlot } from '../checkout/checkout.contract.js';
import { ZId, ZMoney, ZMoneyPositive, ZMoneyTotal, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { MSG, RETURN_MSG } from '../messages.js';
import { can, op } from '../operation.js';
import { TRACE_MSG } from '../rules/trace.js';
import { ZFile, ZProduct, ZSeckillDetail } from '../store/store.contract.js';
import { ZShipLine } from '../trace/trace.contract.js';

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

export const ZPrice = ZMoneyPositive;

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
  'Cart/MakeOrder': op({
    name: 'Cart/MakeOrder',
    summary: '提交订单：所选购物车行按供应商拆单（收货地址、各供应商的配送日期与时段、备注、发票抬头），同一事务内扣库存',
    access: can('order:edit'),
    transaction: true,
    input: z.object({
      Ids: ZIds,
      ...ZCheckoutFields,
      Orders: ZOrderChoices(50),
    }),
    output: z.array(ZMadeOrder),
  }),
  'Cart/BuyNow': op({
    name: 'Cart/BuyNow',
    summary: '立即购买：直接下单（可带秒杀场次）',
    access: can('order:edit'),
    transaction: true,
    input: z.object({
      FoodSaleShelfId: ZId,
      CartNumber: ZQuantity,
      SeckillDetailId: ZId.optional().nullable(),
      ...ZCheckoutFields,
      DeliveryDate: ZDay.optional().nullable(),
      DeliverySlot: ZSlot.optional().nullable(),
      Remark: ZRemark,
    }),
    output: z.array(ZMadeOrder),
  }),
  'Order/GetFirmElectricityOrderList': op({
    name: 'Order/GetFirmElectricityOrderList',
    summary: '本单位的订单（按状态、订单号或商品、时间、来源筛选）',
    access: can('order:view'),
    transaction: false,
    paged: true,
    input: z
      .object({
        Status: z.coerce.number().int().min(0, '订单状态不正确').max(5, '订单状态不正确').default(0),
        SearchName: ZSearch,
        StartTime: ZTimeInput().optional().nullable(),
        EndTime: ZTimeInput().optional().nullable(),
        OrderSourceType: z.coerce.number().int().min(-1).max(3, '订单来源不正确').optional().nullable(),
        /** true: only the archived orders (归档); absent or false: the others. */
        Archived: z.boolean().optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ Status: 0, PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZOrder),
  }),
  'Order/GetOrderStatusCounts': op({
    name: 'Order/GetOrderStatusCounts',
    summary: '本单位各状态订单数（0 为全部）',
    access: can('order:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.record(z.string(), z.number().int()),
  }),
  'Cart/PreviewOrder': op({
    name: 'Cart/PreviewOrder',
    summary: '订单确认：按供应商分组的商品、运费、起送金额与可选配送时段（购物车行或立即购买）',
    access: can('order:edit'),
    transaction: false,
    input: z.union(
      [
        z.object({ Ids: z.array(ZId, { error: MSG.selectProducts }).min(1, MSG.selectProducts).max(200, '一次最多选择200项') }),
        z.object({
          FoodSaleShelfId: ZId,
          CartNumber: z.number({ error: MSG.chooseQuantity }).int(MSG.chooseQuantity).min(1, MSG.chooseQuantity).max(MAX_LINE_QUANTITY),
          SeckillDetailId: ZId.optional().nullable(),
        }),
      ],
      { error: MSG.selectProducts },
    ),
    output: z.array(ZPreviewGroup),
  }),
  'Order/ReorderById': op({
    name: 'Order/ReorderById',
    summary: '再次购买：把订单中仍可购买的商品按原数量放回购物车',
    access: can(['order:view', 'cart:edit']),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.object({ Added: z.number().int(), Unavailable: z.array(z.string()) }),
  }),
  'Order/GetFrequentList': op({
    name: 'Order/GetFrequentList',
    summary: '常购清单：本单位买过的商品，按次数排列',
    access: can('order:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 20 } }),
    output: z.array(ZFrequentItem),
  }),
  'SupplierOrder/HandleReturn': op({
    name: 'SupplierOrder/HandleReturn',
    summary: '处理退换货：同意（退款金额或补发换货）或拒绝（须填原因）',
    access: can('supplier-return:review'),
    transaction: true,
    input: z
      .object({
        Id: ZId,
        Accept: z.boolean({ error: '请选择同意或拒绝' }),
        Reason: z.string().trim().max(500, '说明不能超过500个字').optional().nullable(),
        RefundAmount: ZMoney.optional().nullable(),
      })
      .refine((v) => v.Accept || (v.Reason ?? '').length > 0, { message: RETURN_MSG.rejectReasonRequired, path: ['Reason'] }),
    output: z.null(),
  }),
};
