import { domainApi } from './domain-api';

/**
 * The firm domain's reads and writes: firms' profiles and licences. The desk's licence warning is
 * the licence page's own read, so a licence saved or deleted reads it again.
 */
export const firmApi = domainApi('firm');
