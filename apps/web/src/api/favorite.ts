import { domainApi } from './domain-api';

/** The favorite domain's reads and writes: the firm's 收藏. */
export const favoriteApi = domainApi('favorite');
