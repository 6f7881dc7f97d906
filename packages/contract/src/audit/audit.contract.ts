import { z } from 'zod';
import { NO_INPUT, pagedInput, ZExportFile } from '../common.js';
import { ZAuditFilter, ZAuditRow } from '../iam/iam.contract.js';
import { can, op } from '../operation.js';

export const auditOperations = {
  'Audit/GetOperationLogList': op({
    name: 'Audit/GetOperationLogList',
    summary: '操作日志（每次写操作一行，只增不改）：运营与监管按数据范围；企业管理员只看本单位人员的',
    access: can(['audit:view', 'firm-audit:view']),
    transaction: false,
    paged: true,
    input: pagedInput(ZAuditFilter),
    output: z.array(ZAuditRow),
  }),
  'Audit/GetLoginLogList': op({
    name: 'Audit/GetLoginLogList',
    summary: '登录日志（登录、失败、锁定、退出）：运营与监管按数据范围；企业管理员只看本单位人员的',
    access: can(['audit:view', 'firm-audit:view']),
    transaction: false,
    paged: true,
    input: pagedInput(ZAuditFilter),
    output: z.array(ZAuditRow),
  }),
  'Audit/ExportOperationLog': op({
    name: 'Audit/ExportOperationLog',
    summary: '导出操作日志（Excel，筛选同列表，至多10000行）',
    access: can(['audit:export', 'firm-audit:export']),
    transaction: false,
    input: z.object(ZAuditFilter).default({}),
    output: ZExportFile,
  }),
  'Audit/ExportLoginLog': op({
    name: 'Audit/ExportLoginLog',
    summary: '导出登录日志（Excel，筛选同列表，至多10000行）',
    access: can(['audit:export', 'firm-audit:export']),
    transaction: false,
    input: z.object(ZAuditFilter).default({}),
    output: ZExportFile,
  }),
  'Audit/VerifyChain': op({
    name: 'Audit/VerifyChain',
    summary: '校验审计日志的签名链：报告两端的删除、缺口、插入和改写（含重算哈希的改写），及第一处有问题的行',
    access: can('audit:view'),
    transaction: false,
    input: NO_INPUT,
    output: z.object({ Ok: z.boolean(), Checked: z.number(), FirstBadId: z.string().optional(), Reason: z.string().optional() }),
  }),
} as const;
