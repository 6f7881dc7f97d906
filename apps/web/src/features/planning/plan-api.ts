import { adminApi } from '../../lib/admin-api';

/** Reads of the ingredient plans and the nutrition-meal orders: every read lives under 'food-plan'. */
const api = adminApi('food-plan');
export const { useOp: usePlanOp, usePaged: usePlanPaged } = api;

/** A write with an idempotency key; says how it went, then reads the plans (and the order lists) again. */
export const usePlanWrite = api.useKeyedWrite;
