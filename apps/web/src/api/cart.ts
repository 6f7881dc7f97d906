import { domainApi } from './domain-api';

/** The cart domain's reads and writes (the cart's own query keys are keys.cart, under the same root). */
export const cartApi = domainApi('cart');
