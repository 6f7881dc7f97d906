import { domainApi } from './domain-api';

/** The operation and login logs and the chain's check. */
export const auditApi = domainApi('audit');
