import { domainApi } from './domain-api';

/** The store domain's reads and writes. */
export const storeApi = domainApi('store');

/**
 * Store reads whose content depends on the favourites themselves (猜你喜欢 leaves out what the firm
 * already likes): after a favourite is toggled they are updated in place, not fetched again at once.
 */
export const FAVORITE_DEPENDENT_READS: ReadonlySet<unknown> = new Set<unknown>(['Store/GetGuessYouLike']);
