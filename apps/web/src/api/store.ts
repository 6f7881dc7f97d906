import { domainApi } from './domain-api';

/** The store domain's reads and writes. */
export const storeApi = domainApi('store');
