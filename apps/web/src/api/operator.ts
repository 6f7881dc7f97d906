import { domainApi } from './domain-api';

/** The operators' review and platform pages (企业审核, 商品审核, 平台数据, 运营工具, 平台设置). */
export const operatorApi = domainApi('operator');
