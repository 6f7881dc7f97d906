import type { OutputOf } from '@shanlian/contract';
import { planningApi } from '../../api/planning';

/** Reads and writes of dishes and the supplier's nutrition meals. */
const api = planningApi;
export const { useOp: useDishOp, usePaged: useDishPaged } = api;

export type DishRow = OutputOf<'ENX_Dishesinformation/GetDishesinformationList'>[number];
export type DishIngredient = DishRow['ENX_DishesinformationfoodInfos'][number];
export type OnSaleFood = OutputOf<'ENX_Dishesinformation/GetProductOnSaleList'>[number];
export type FirmFeeding = OutputOf<'WeekFeeding/GetFirmFeedingList'>[number];

/** A write with the dialog's idempotency key; says how it went (or the server's message), then reads the lists again. */
export const useDishWrite = api.useKeyedWrite;
