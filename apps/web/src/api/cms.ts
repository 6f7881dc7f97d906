import { domainApi } from './domain-api';

/** The cms domain's reads and writes. */
export const cmsApi = domainApi('cms');
