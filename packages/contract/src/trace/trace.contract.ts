import { z } from 'zod';
import { plainText, requiredText, ZExportFile, ZId, ZMoney, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { ZLicenseRow } from '../firm/firm.contract.js';
import { MSG } from '../messages.js';
import { can, op, PUBLIC } from '../operation.js';
import { CERTIFICATE_KINDS, type CertificateKind, FILL_IN_SOURCES, isGtin, RECEIPT_TEMPERATURE, TRACE_MSG } from '../rules/trace.js';

/**
 * Traceability: stock-in records (进货单, FD_Foodfirmfillin) with their batches and
 * certificates, supplier licences (资质证照), the trace trail of an order line (two versions),
 * the QR blob, GS1 EPCIS events and the canteen's purchase-inspection ledger (进货查验记录).
 */

const ZIds = z.array(ZId).max(20, '一次最多20个文件');

export const ZProductDay = z
  .string({ error: '请填写生产日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '生产日期格式不正确（YYYY-MM-DD）');
export const ZProductLicense = z
  .string({ error: '生产许可证编号格式不正确' })
  .trim()
  .max(30, '生产许可证编号格式不正确')
  .refine((v) => v === '' || /^[A-Za-z]{2}\d{14}$/.test(v), '生产许可证编号格式不正确（如 SC10633010600123）')
  .default('');
export const ZGtin = z
  .string({ error: '商品条码格式不正确' })
  .trim()
  .refine((v) => v === '' || isGtin(v), '商品条码（GTIN）格式或校验位不正确')
  .default('');

/** The batch facts of one line: what shipping asks for and what direct entry stores. */
export const ZBatchInput = {
  BatchNumber: requiredText(40, '请填写批次号', '批次号不能超过40个字'),
  ProductDate: ZProductDay,
  ShelfLife: z.number({ error: '保质期须为0到3650天' }).int('保质期须为整数天').min(0, '保质期须为0到3650天').max(3650, '保质期须为0到3650天').default(0),
  Storage: plainText(50, '贮存条件不能超过50个字').default(''),
  ProductLicense: ZProductLicense,
  TraceabilityCode: plainText(64, '追溯码不能超过64个字').default(''),
  OriginFirmName: requiredText(100, '请填写产地（生产单位）', '产地（生产单位）不能超过100个字'),
  Gtin: ZGtin,
  CertificateFileIds: ZIds.default([]),
  /** What each certificate is, by its file id (检验报告, 检疫合格证明 …); a certificate left out is captioned 检验证明. */
  CertificateKinds: z
    .record(z.string().max(64, 'Id格式不正确'), z.enum(Object.keys(CERTIFICATE_KINDS) as [CertificateKind, ...CertificateKind[]], { error: '证明类型不正确' }))
    .optional(),
};

/** `SupplierOrder/ShipOrder`'s line: the order line id plus its batch. */
export const ZShipLine = z.object({ Id: ZId, ...ZBatchInput });
export type TShipLine = z.input<typeof ZShipLine>;

/** A line of direct entry (goods bought outside the shop, or delivered by a supplier without an e-shop order). */
export const ZFillInLineInput = z.object({
  FoodSaleShelfId: ZId.optional().nullable(),
  ProductName: requiredText(50, '请填写商品名称', '商品名称不能超过50个字'),
  Specification: plainText(50, '规格不能超过50个字').default(''),
  Unit: requiredText(10, '请填写单位', '单位不能超过10个字'),
  Quantity: z.number({ error: '请填写数量' }).int('数量须为整数').min(1, '数量至少为1').max(MAX_LINE_QUANTITY, `数量不能超过${MAX_LINE_QUANTITY}`),
  Price: ZMoney,
  ...ZBatchInput,
});
export type TFillInLineInput = z.input<typeof ZFillInLineInput>;

export const ZFillInInput = z.object({
  /** The receiving (buyer) firm: required when a supplier enters a record; a canteen's own entry leaves it out. */
  FirmId: ZId.optional().nullable(),
  /** A canteen's own entry names the supplier it bought from (which may not be on the platform). */
  SupplyFirmName: plainText(100, '供应商名称不能超过100个字').optional().nullable(),
  SupplyFirmAddress: plainText(200, '供应商地址不能超过200个字').optional().nullable(),
  SupplyFirmContact: plainText(50, '供应商联系方式不能超过50个字').optional().nullable(),
  DistDate: ZTimeInput(MSG.distDateRequired),
  Remark: plainText(200, '备注不能超过200个字').default(''),
  FD_FoodfirmfillindetailInfos: z.array(ZFillInLineInput, { error: '请至少添加一行商品' }).min(1, '请至少添加一行商品').max(100, '一张进货单最多100行'),
});

const ZFileRef = z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string(), FileTypeId: z.number().int() });

export const ZPesticide = z.object({
  Method: z.string(),
  InhibitionRate: z.number(),
  Passed: z.boolean(),
  TestedAt: ZTime,
  TesterName: z.string(),
});
export type TPesticide = z.infer<typeof ZPesticide>;

export const ZFillInLine = z.object({
  Id: z.string(),
  FoodFirmFillInId: z.string(),
  FoodSaleShelfId: z.string().nullable(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Quantity: z.number().int(),
  AcceptedQuantity: z.number().int().nullable(),
  ReturnedQuantity: z.number().int(),
  Price: ZMoney,
  BatchNumber: z.string(),
  ProductDate: z.string(),
  ShelfLife: z.number().int(),
  ExpiryDate: z.string().nullable(),
  Storage: z.string(),
  ProductLicense: z.string(),
  TraceabilityCode: z.string(),
  OriginFirmName: z.string(),
  Gtin: z.string(),
  OrderNo: z.string().nullable(),
  OrderDetailId: z.string().nullable(),
  PesticideResidue: ZPesticide.nullable(),
  FD_Foodfirmfillindtlfiles: z.array(ZFileRef),
  /** The temperature taken at receipt (°C), when it was. */
  ReceivedTemperature: z.number().nullable(),
  /** Accepted with ≤ 1/3 of the shelf life left, knowingly (the acceptors confirmed it). */
  NearExpiryConfirmed: z.boolean(),
});
export type TFillInLine = z.infer<typeof ZFillInLine>;

export const ZFillIn = z.object({
  Id: z.string(),
  FillInNo: z.string(),
  Source: z.enum(FILL_IN_SOURCES),
  SupplyFirmId: z.string().nullable(),
  SupplyFirmName: z.string(),
  SupplyFirmAddress: z.string(),
  SupplyFirmContact: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  OrderId: z.string().nullable(),
  OrderNo: z.string().nullable(),
  Status: z.number().int(),
  StatusName: z.string(),
  SuspendedFrom: z.number().int().nullable(),
  DistDate: ZTime.nullable(),
  Remark: z.string(),
  TotalAmount: ZMoney,
  CheckStatus: z.number().int(),
  CheckStatusName: z.string(),
  CheckRemark: z.string(),
  CheckUserName: z.string(),
  AcceptUserName: z.string(),
  WitnessUserName: z.string(),
  AcceptTime: ZTime.nullable(),
  CreateTime: ZTime,
  RetainUntil: z.string().nullable(),
  /** Photos taken at acceptance. */
  AcceptFiles: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string() })),
  FD_FoodfirmfillindetailInfos: z.array(ZFillInLine),
});
export type TFillIn = z.infer<typeof ZFillIn>;

/** A list row: the record without its lines, with counts. */
export const ZFillInRow = ZFillIn.omit({ FD_FoodfirmfillindetailInfos: true, AcceptFiles: true }).extend({
  LineCount: z.number().int(),
  ProductNames: z.string(),
});
export type TFillInRow = z.infer<typeof ZFillInRow>;

const ZFillInFilter = {
  Status: z.number({ error: '状态不正确' }).int('状态不正确').min(0, '状态不正确').max(8, '状态不正确').optional().nullable(),
  Source: z.enum(FILL_IN_SOURCES).optional().nullable(),
  SearchName: ZSearch,
  StartTime: ZTimeInput().optional().nullable(),
  EndTime: ZTimeInput().optional().nullable(),
  SupplyFirmId: ZId.optional().nullable(),
  FirmId: ZId.optional().nullable(),
  CheckStatus: z.number({ error: '审核状态不正确' }).int('审核状态不正确').min(0, '审核状态不正确').max(2, '审核状态不正确').optional().nullable(),
  /** Supervisors: the buyer firms' area (defaults to the whole scope). */
  AreaCode: z.string().trim().max(12).optional().nullable(),
};
const ZFillInListInput = z.object({ ...ZFillInFilter, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } });

export const ZReturnRow = z.object({
  Id: z.string(),
  FoodFirmFillInDetailId: z.string(),
  ProductName: z.string(),
  ReturnType: z.number().int(),
  ReturnTypeName: z.string(),
  Quantity: z.number().int(),
  ReturnUserId: z.string().nullable(),
  ReturnUserName: z.string(),
  CheckUserId: z.string().nullable(),
  CheckUserName: z.string(),
  ReturnRemark: z.string(),
  CreateTime: ZTime,
});

const ZTraceFirm = z.object({ FirmId: z.string().nullable(), FirmName: z.string(), FirmImgUrl: z.string().nullable() });

/** The trace result of spec 02 §3, both versions. */
export const ZTraceResult = z.object({
  OrderDetailId: z.string(),
  ProductName: z.string(),
  ProductImageUrl: z.string().nullable(),
  ProductDate: z.string(),
  ShelfLife: z.number().int(),
  Storage: z.string(),
  ProductLicense: z.string(),
  ProductFirm: ZTraceFirm,
  Supply: ZTraceFirm,
  Firm: ZTraceFirm,
  /** The circulation timeline, oldest first (the component shows it in reverse). */
  FD_FoodTraceObjects: z.array(
    z.object({
      FirmName: z.string(),
      CirculationTime: ZTime,
      StepName: z.string(),
      BizStep: z.string(),
      /** A sensor report's summary in words (运输温控: range, alarms); absent for other steps. */
      Detail: z.string().nullable().optional(),
      /** True when the step reports an alarm (a cold-chain excursion on the journey). */
      Alarm: z.boolean().optional(),
      /** The delivery map of the record (stock-in record id), for steps of a journey. */
      DeliveryFillInId: z.string().nullable().optional(),
    }),
  ),
  eN_FirmlicenseInfos: z.array(z.object({ Id: z.string(), Name: z.string(), FileUrl: z.string().nullable(), ValidUntil: ZTime.nullable() })),
  /** The batch's certificates; `Name` is the caption by kind (检验报告 …, 检验证明 when unknown), never the file's name. */
  FD_FoodfirmfillindtlfileInfos: z.array(
    z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string(), Kind: z.string().nullable(), Name: z.string() }),
  ),
  fD_FoodfirmfillindetailInfo: z.object({
    OrderNo: z.string().nullable(),
    ProductLicense: z.string(),
    TraceabilityCode: z.string(),
    BatchNumber: z.string(),
  }),
  PesticideResidue: ZPesticide.nullable(),
  /** The landing URL the QR encodes for this version. */
  QrUrl: z.string(),
  /** Whether the receiving firm (Firm) is a school or canteen with a public page (/eshop/school/<FirmId>: its published week). */
  SchoolPage: z.boolean().optional(),
});
export type TTraceResult = z.infer<typeof ZTraceResult>;

export const ZLedgerRow = z.object({
  Id: z.string(),
  FoodFirmFillInId: z.string(),
  FillInNo: z.string(),
  PurchaseDate: z.string(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Quantity: z.number().int(),
  AcceptedQuantity: z.number().int().nullable(),
  BatchNumber: z.string(),
  ProductDate: z.string(),
  ShelfLife: z.number().int(),
  ExpiryDate: z.string().nullable(),
  SupplyFirmName: z.string(),
  SupplyFirmAddress: z.string(),
  SupplyFirmContact: z.string(),
  AcceptUserName: z.string(),
  WitnessUserName: z.string(),
  Certificates: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string() })),
  Licenses: z.array(z.object({ Id: z.string(), Name: z.string(), FileUrl: z.string().nullable() })),
  RetainUntil: z.string(),
  ReceivedTemperature: z.number().nullable(),
  /** Accepted near expiry, confirmed by the acceptors. */
  NearExpiryConfirmed: z.boolean(),
  /**
   * Past its expiry on the day it was accepted: the rules refuse such an acceptance, so only a
   * record from before them can be; it is listed and flagged, never hidden.
   */
  ExpiredOnReceipt: z.boolean(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

const ZLedgerFilter = {
  StartTime: ZTimeInput().optional().nullable(),
  EndTime: ZTimeInput().optional().nullable(),
  SearchName: ZSearch,
  SupplyFirmName: ZSearch,
};

const BUYER_OR_SUPPLIER_VIEW = can(['stock-in:view', 'supplier-stock-in:view', 'supervision-stock-in:view']);
const BUYER_OR_SUPPLIER_EDIT = can(['stock-in:edit', 'supplier-stock-in:edit']);

const BUYER_OR_SUPPLIER_VIEW_ONLY = can(['stock-in:view', 'supplier-stock-in:view']);

/** The second person of a two-person acceptance. */
export const ZWitness = z.string({ error: TRACE_MSG.witnessRequired }).trim().min(1, TRACE_MSG.witnessRequired).max(64, TRACE_MSG.witnessRequired);
/** A temperature at receipt (°C), or none. */
export const ZReceiptTemperature = z
  .number({ error: TRACE_MSG.temperatureRange })
  .min(RECEIPT_TEMPERATURE.min, TRACE_MSG.temperatureRange)
  .max(RECEIPT_TEMPERATURE.max, TRACE_MSG.temperatureRange)
  .optional()
  .nullable();
const ZAcceptLine = z.object({
  Id: ZId,
  AcceptedQuantity: z
    .number({ error: '请填写验收数量' })
    .int('验收数量须为整数')
    .min(0, '验收数量不能小于0')
    .max(MAX_LINE_QUANTITY, `验收数量不能超过${MAX_LINE_QUANTITY}`),
  Temperature: ZReceiptTemperature,
});

const ZOrderDetailIdInput = z.object({ OrderDetailId: z.string({ error: TRACE_MSG.traceNotFound }).trim().min(1, '请提供订单明细Id').max(64, 'Id格式不正确') });
const ZCodeInput = z.object({ Code: z.string({ error: '追溯码为空，请重新扫描' }).max(2000, '追溯码无法识别，请确认二维码完整后重新扫描') });

export const traceOperations = {
  // ---------- stock-in records ----------
  'FD_Foodfirmfillin/AddFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/AddFD_Foodfirmfillin',
    summary: '录入进货单：供应商为收货单位录入（待确认），或食堂自行录入场外采购（已送达，待验收）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({ FD_FoodfirmfillinInfo: ZFillInInput }),
    output: z.object({ Id: z.string() }),
  }),
  'FD_Foodfirmfillin/UpdateFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/UpdateFD_Foodfirmfillin',
    summary: '修改录入的进货单（供应商：待确认时；食堂自录：验收前）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({ FD_FoodfirmfillinInfo: ZFillInInput.extend({ Id: ZId }) }),
    output: z.object({ Id: z.string() }),
  }),
  'FD_Foodfirmfillin/UpdateStatus': op({
    name: 'FD_Foodfirmfillin/UpdateStatus',
    summary: '暂停进货单（7），或解除暂停回到暂停前的状态（Status 传 0）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({
      Id: ZId,
      Status: z.union([z.literal(7), z.literal(0)], { error: '只能暂停（7）或解除暂停（0）' }),
      Reason: plainText(200, '原因不能超过200个字').default(''),
    }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin',
    summary: '供应商确认进货单（待确认 → 已确认）',
    access: can('supplier-stock-in:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/ShipFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/ShipFD_Foodfirmfillin',
    summary: '供应商发货（已确认 → 已发货）：每行须有检验证明、本单位证照在发货日有效',
    access: can('supplier-stock-in:edit'),
    transaction: true,
    input: z.object({ Id: ZId, DistDate: ZTimeInput(MSG.distDateRequired) }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/DeliverFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/DeliverFD_Foodfirmfillin',
    summary: '送达（已发货 → 已送达）',
    access: can('supplier-stock-in:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/AcceptFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/AcceptFD_Foodfirmfillin',
    summary: '食堂验收（已发货或已送达 → 已验收）：两人验收，逐行数量与收货温度，可附照片；过期的不能验收，临期须确认；商城订单随之确认收货',
    access: can('stock-in:edit'),
    transaction: true,
    input: z.object({
      Id: ZId,
      WitnessUserId: ZWitness,
      Lines: z.array(ZAcceptLine).min(1, '请填写验收数量').max(100),
      FileIds: z.array(ZId).max(9, '验收照片最多9张').optional().nullable(),
      /** The acceptors saw that a line has ≤ 1/3 of its shelf life left and take it knowingly. */
      ConfirmNearExpiry: z.boolean().optional().nullable(),
    }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/GetByTraceCode': op({
    name: 'FD_Foodfirmfillin/GetByTraceCode',
    summary: '扫描追溯标签打开进货单：收货单位或供货单位可见（标签上的追溯网址、参数或 GS1 数字链接）',
    access: BUYER_OR_SUPPLIER_VIEW_ONLY,
    transaction: false,
    input: ZCodeInput,
    output: ZFillIn.extend({ ScannedLineId: z.string() }),
  }),
  'FD_Foodfirmfillin/StoreFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/StoreFD_Foodfirmfillin',
    summary: '入库（已验收 → 已入库）',
    access: can('stock-in:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/CheckFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/CheckFD_Foodfirmfillin',
    summary: '监管审核进货单（辖区内、已验收或已入库）',
    access: can('supervision-stock-in:review'),
    transaction: true,
    input: z
      .object({ Id: ZId, Pass: z.boolean({ error: '请选择审核结果' }), Remark: plainText(200, '审核意见不能超过200个字').default('') })
      .refine((v) => v.Pass || v.Remark.length > 0, {
        message: '审核不通过时请填写意见',
        path: ['Remark'],
      }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/DeleteFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/DeleteFD_Foodfirmfillin',
    summary: '删除录入的进货单：待确认的可删；已验收的须过了保存期（商城订单的不能删）',
    access: can(['stock-in:delete', 'supplier-stock-in:delete']),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/GetFD_FoodfirmfillinList': op({
    name: 'FD_Foodfirmfillin/GetFD_FoodfirmfillinList',
    summary: '进货单列表（买方、供应商或辖区监管各见其范围）',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    paged: true,
    input: ZFillInListInput,
    output: z.array(ZFillInRow),
  }),
  'FD_Foodfirmfillin/GetB2BFD_FoodfirmfillinList': op({
    name: 'FD_Foodfirmfillin/GetB2BFD_FoodfirmfillinList',
    summary: '商城订单生成的进货单（B2B）',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    paged: true,
    input: ZFillInListInput,
    output: z.array(ZFillInRow),
  }),
  'FD_Foodfirmfillin/GetFD_FoodfirmfillinById': op({
    name: 'FD_Foodfirmfillin/GetFD_FoodfirmfillinById',
    summary: '进货单详情（含明细、批次、检验证明、快检）',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFillIn,
  }),
  'FD_Foodfirmfillin/GetFD_FoodfirmfillinFiles': op({
    name: 'FD_Foodfirmfillin/GetFD_FoodfirmfillinFiles',
    summary: '进货单各行的检验证明',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: z.array(z.object({ FoodFirmFillInDetailId: z.string(), ProductName: z.string(), BatchNumber: z.string(), Files: z.array(ZFileRef) })),
  }),
  'FD_Foodfirmfillin/AddCertificates': op({
    name: 'FD_Foodfirmfillin/AddCertificates',
    summary: '为一行（批次）添加检验证明（PDF 或图片，本单位上传的文件）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({ FoodFirmFillInDetailId: ZId, FileIds: ZIds.min(1, '请上传检验证明') }),
    output: z.null(),
  }),
  'FD_Foodfirmfillin/SavePesticideTest': op({
    name: 'FD_Foodfirmfillin/SavePesticideTest',
    summary: '记录一批蔬菜水果的农残快检（抑制率 ≥ 50% 为不合格）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({
      FoodFirmFillInDetailId: ZId,
      Method: requiredText(50, '请选择检测方法', '检测方法不能超过50个字'),
      InhibitionRate: z.number({ error: '请填写抑制率' }).min(0, '抑制率须在0到100之间').max(100, '抑制率须在0到100之间'),
      TestedAt: ZTimeInput().optional().nullable(),
    }),
    output: z.object({ Passed: z.boolean() }),
  }),
  'FD_Foodfirmfillin/AddFD_Foodinreturn': op({
    name: 'FD_Foodfirmfillin/AddFD_Foodinreturn',
    summary: '登记一行的退换货（退货人、确认人用人员选择器）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({
      FoodFirmFillInDetailId: ZId,
      FD_FoodinreturnInfo: z.object({
        ReturnType: z.union([z.literal(1), z.literal(2)], { error: '请选择退换货类型' }),
        /** Absent: the whole line (what was accepted, less what is already returned), as the specifications' client registers it. */
        Quantity: z
          .number({ error: '请填写数量' })
          .int('数量须为整数')
          .min(1, '数量至少为1')
          .max(MAX_LINE_QUANTITY, `数量不能超过${MAX_LINE_QUANTITY}`)
          .optional()
          .nullable(),
        ReturnUserId: z.string({ error: '请选择退货人' }).trim().min(1, '请选择退货人'),
        CheckUserId: z.string({ error: '请选择确认人' }).trim().min(1, '请选择确认人'),
        ReturnRemark: plainText(200, '说明不能超过200个字').default(''),
      }),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'FD_Foodfirmfillin/GetFD_FoodinreturnList': op({
    name: 'FD_Foodfirmfillin/GetFD_FoodinreturnList',
    summary: '一行的退换货登记',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    paged: true,
    input: z.object({ FoodFirmFillInDetailId: ZId, PagerInfo: ZPagerInfoInput }),
    output: z.array(ZReturnRow),
  }),
  'FD_Foodfirmfillin/GetHistoricalList': op({
    name: 'FD_Foodfirmfillin/GetHistoricalList',
    summary: '某商品的历史进货（按商品名或货架商品）',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    paged: true,
    input: z
      .object({ ProductName: ZSearch, FoodSaleShelfId: ZId.optional().nullable(), PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(
      ZFillInLine.extend({
        FillInNo: z.string(),
        DistDate: ZTime.nullable(),
        SupplyFirmName: z.string(),
        FirmName: z.string(),
        Status: z.number().int(),
        StatusName: z.string(),
      }),
    ),
  }),
  'FD_Foodfirmfillin/GetCalendar': op({
    name: 'FD_Foodfirmfillin/GetCalendar',
    summary: '进货日历：某月每天的进货单数、行数与金额',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    input: z.object({ Month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式为 YYYY-MM') }),
    output: z.array(z.object({ Date: z.string(), Count: z.number().int(), LineCount: z.number().int(), Amount: ZMoney, Ids: z.array(z.string()) })),
  }),
  'FD_Foodfirmfillin/GetSupplyList': op({
    name: 'FD_Foodfirmfillin/GetSupplyList',
    summary: '本单位进货单中出现过的供应商（筛选用）',
    access: can('stock-in:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(z.object({ SupplyFirmId: z.string().nullable(), SupplyFirmName: z.string() })),
  }),
  'FD_Foodfirmfillin/GetBuyerList': op({
    name: 'FD_Foodfirmfillin/GetBuyerList',
    summary: '供应商可选择的收货单位（向其供过货的买方，或按名称搜索）',
    access: can('supplier-stock-in:edit'),
    transaction: false,
    input: z.object({ SearchName: ZSearch }).default({}),
    output: z.array(z.object({ FirmId: z.string(), FirmName: z.string() })),
  }),
  'FD_Foodfirmfillin/GetImportTemplate': op({
    name: 'FD_Foodfirmfillin/GetImportTemplate',
    summary: '下载进货单导入模板（.xlsx）',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: false,
    input: z.object({}).default({}),
    output: ZExportFile,
  }),
  'FD_Foodfirmfillin/ImportFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/ImportFD_Foodfirmfillin',
    summary: '从模板导入进货单：任何一行有误则全部不导入，并指出行号',
    access: BUYER_OR_SUPPLIER_EDIT,
    transaction: true,
    input: z.object({ FileId: ZId }),
    output: z.object({ Records: z.number().int(), Lines: z.number().int(), Ids: z.array(z.string()) }),
  }),
  'FD_Foodfirmfillin/ExportFD_Foodfirmfillin': op({
    name: 'FD_Foodfirmfillin/ExportFD_Foodfirmfillin',
    summary: '导出进货单（Excel，每行一条明细，筛选同列表）',
    access: can(['stock-in:export', 'supplier-stock-in:export', 'supervision-stock-in:export']),
    transaction: false,
    input: z.object(ZFillInFilter).default({}),
    output: ZExportFile,
  }),
  'FD_Foodfirmfillin/PrintLabels': op({
    name: 'FD_Foodfirmfillin/PrintLabels',
    summary: '打印一张进货单的追溯二维码标签（PDF，每行一枚：商品、批次、日期）',
    access: can(['supplier-stock-in:view', 'stock-in:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZExportFile,
  }),

  'Supervision/GetLicenseAlertList': op({
    name: 'Supervision/GetLicenseAlertList',
    summary: '辖区内供货的供应商中证照已过期或即将到期的',
    access: can('supervision-stock-in:view'),
    transaction: false,
    paged: true,
    input: z
      .object({ SearchName: ZSearch, State: z.enum(['expired', 'expiring']).optional().nullable(), PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZLicenseRow.extend({ FirmId: z.string(), FirmName: z.string() })),
  }),

  // ---------- trace ----------
  'Trace/GetFoodTraceTrail': op({
    name: 'Trace/GetFoodTraceTrail',
    summary: '食品追溯（版本1）：商品、生产日期、保质期、贮存、许可证号、产地/供应商/主体三节点',
    access: PUBLIC,
    transaction: false,
    input: ZOrderDetailIdInput,
    output: ZTraceResult,
  }),
  'Trace/GetFoodTraceTrailByOrderDetailId': op({
    name: 'Trace/GetFoodTraceTrailByOrderDetailId',
    summary: '食品追溯（版本2）：加批次号、追溯码、农残快检、索票索证与流通时间线',
    access: PUBLIC,
    transaction: false,
    input: ZOrderDetailIdInput,
    output: ZTraceResult,
  }),
  'Trace/GetTraceByCode': op({
    name: 'Trace/GetTraceByCode',
    summary: '扫码追溯：解码二维码参数并返回追溯结果与版本',
    access: PUBLIC,
    transaction: false,
    input: ZCodeInput,
    output: ZTraceResult.extend({ Version: z.number().int() }),
  }),
  'Trace/ExportEpcis': op({
    name: 'Trace/ExportEpcis',
    summary: '一行商品批次的 GS1 EPCIS 2.0 事件文档（JSON-LD）',
    access: BUYER_OR_SUPPLIER_VIEW,
    transaction: false,
    input: ZOrderDetailIdInput,
    output: z.record(z.string(), z.unknown()),
  }),
  'Trace/GetPurchaseLedger': op({
    name: 'Trace/GetPurchaseLedger',
    summary: '进货查验记录：本单位已验收的每一行，含法定字段、检验证明与保存期限',
    access: can('stock-in:view'),
    transaction: false,
    paged: true,
    input: z.object({ ...ZLedgerFilter, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZLedgerRow),
  }),
  'Trace/ExportPurchaseLedger': op({
    name: 'Trace/ExportPurchaseLedger',
    summary: '导出进货查验记录（Excel，筛选同列表）',
    access: can('stock-in:export'),
    transaction: false,
    input: z.object(ZLedgerFilter).default({}),
    output: ZExportFile,
  }),
};
