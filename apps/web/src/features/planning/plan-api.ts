import { planningApi } from '../../api/planning';

/** Reads of the ingredient plans and the nutrition-meal orders. */
const api = planningApi;
export const { useOp: usePlanOp, usePaged: usePlanPaged } = api;

/** A write with an idempotency key; says how it went, then reads the plans (and the order lists) again. */
export const usePlanWrite = api.useKeyedWrite;
