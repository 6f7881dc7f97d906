import { domainApi } from './domain-api';

/** The firm domain's reads and writes: firms' profiles and licences. */
export const firmApi = domainApi('firm');
