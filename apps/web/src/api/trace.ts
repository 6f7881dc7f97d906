import { domainApi } from './domain-api';

/** The trace domain's reads and writes. */
export const traceApi = domainApi('trace');
