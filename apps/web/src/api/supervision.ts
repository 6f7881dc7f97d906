import { domainApi } from './domain-api';

/** 明厨亮灶: cameras, cases, AI platforms and abilities, authorities, the dashboard. */
export const supervisionApi = domainApi('supervision');
