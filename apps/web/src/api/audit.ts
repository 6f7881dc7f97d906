import { domainApi } from './domain-api';

/** The operation and login logs and the chain's check. */
export const auditApi = domainApi('audit');

/** Each log's paged list and its export. */
export const AUDIT_LISTS = { operation: 'Audit/GetOperationLogList', login: 'Audit/GetLoginLogList' } as const;
export const AUDIT_EXPORTS = { operation: 'Audit/ExportOperationLog', login: 'Audit/ExportLoginLog' } as const;
