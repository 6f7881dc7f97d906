import { domainApi } from './domain-api';

/** 对账单: a write reads the statements and the orders they settle again. */
export const statementApi = domainApi('statement', [['order']]);
