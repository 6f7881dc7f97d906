import { domainApi } from './domain-api';

/** The iam domain's reads and writes. */
export const iamApi = domainApi('iam');
