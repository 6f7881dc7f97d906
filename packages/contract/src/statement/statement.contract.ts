import { z } from 'zod';
import { ZMonth, ZStatement, ZStatementDetail, ZStatementReason } from '../checkout/checkout.contract.js';
import { money, ZId, ZMoneyTotal, ZPagerInfoInput } from '../common.js';
import { can, op } from '../operation.js';

export const statementOperations = {
  'Statement/IssueStatement': op({
    name: 'Statement/IssueStatement',
    summary: '开具对账单（供应商，按采购单位和月份；平台起草的按核对时的数字开具；有异议的对账单重新开具为新版本）',
    access: can('supplier-statement:edit'),
    transaction: true,
    input: z.object({
      BuyerFirmId: ZId,
      Month: ZMonth,
      Adjustment: z.number().min(-1_000_000, '调整金额过大').max(1_000_000, '调整金额过大').optional().nullable(),
      AdjustmentReason: z.string().trim().max(200, '调整说明不能超过200个字').optional().nullable(),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'Statement/GetStatementList': op({
    name: 'Statement/GetStatementList',
    summary: '对账单（供应商看平台起草的和开具的，采购单位只看收到的）',
    access: can(['statement:view', 'supplier-statement:view']),
    transaction: false,
    paged: true,
    input: z
      .object({ Month: ZMonth.optional().nullable(), Status: z.number().int().min(0).max(4).optional().nullable(), PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZStatement),
  }),
  'Statement/GetStatementById': op({
    name: 'Statement/GetStatementById',
    summary: '对账单详情（明细、付款、动态）',
    access: can(['statement:view', 'supplier-statement:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZStatementDetail,
  }),
  'Statement/ConfirmStatement': op({
    name: 'Statement/ConfirmStatement',
    summary: '确认对账单（采购单位）',
    access: can('statement:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Statement/DisputeStatement': op({
    name: 'Statement/DisputeStatement',
    summary: '对账单有异议（采购单位，须填原因）',
    access: can('statement:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Reason: ZStatementReason }),
    output: z.null(),
  }),
  'Statement/RecordPayment': op({
    name: 'Statement/RecordPayment',
    summary: '登记付款（已确认的对账单，附转账凭证）',
    access: can(['statement:edit', 'supplier-statement:edit']),
    transaction: true,
    input: z.object({
      Id: ZId,
      Amount: money('付款金额须大于0且最多两位小数', { positive: true }),
      FileIds: z.array(ZId, { error: '请上传付款凭证' }).min(1, '请上传付款凭证').max(10, '凭证最多10个'),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'Statement/GetBalances': op({
    name: 'Statement/GetBalances',
    summary: '未结余额：按对方单位汇总已开具未付清的金额',
    access: can(['statement:view', 'supplier-statement:view']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(
      z.object({ FirmId: z.string(), FirmName: z.string(), Statements: z.number().int(), Total: ZMoneyTotal, Paid: ZMoneyTotal, Unpaid: ZMoneyTotal }),
    ),
  }),
  'Statement/GetStatementBuyers': op({
    name: 'Statement/GetStatementBuyers',
    summary: '供应商可开具对账单的采购单位（某月有收货或退款的）',
    access: can('supplier-statement:edit'),
    transaction: false,
    input: z.object({ Month: ZMonth }),
    output: z.array(
      z.object({
        FirmId: z.string(),
        FirmName: z.string(),
        Orders: z.number().int(),
        ReceivedAmount: ZMoneyTotal,
        StatementId: z.string().nullable(),
        /** The month's statement's status (0 a draft waiting to be issued), null when there is none. */
        StatementStatus: z.number().int().nullable(),
      }),
    ),
  }),
  'Statement/ExportStatements': op({
    name: 'Statement/ExportStatements',
    summary: '导出对账单（Excel）',
    access: can(['statement:export', 'supplier-statement:export']),
    transaction: false,
    audit: true,
    input: z.object({ Month: ZMonth.optional().nullable(), Status: z.number().int().min(0).max(4).optional().nullable() }).default({}),
    output: z.object({ FileId: z.string(), FileName: z.string() }),
  }),
} as const;
