import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';

/**
 * What an acceptance adds to the quantities: the second person, the temperatures taken at the
 * door (by stock-in line), the photos and the near-expiry confirmation. The order's receipt and
 * the record's acceptance carry it through one function, so either way gives one timeline.
 */
export interface RecordAcceptance {
  witnessUserId: string | null;
  temperatures: ReadonlyMap<string, number | null>;
  fileIds: readonly string[];
  confirmNearExpiry: boolean;
}

/** Receives an e-shop order as 我的订单 → 收货 does (order lines by id, their received quantities). */
export type OrderReceipt = (
  db: Db,
  actor: Actor,
  now: Date,
  orderId: string,
  received: { Id: string; SealNumber: number }[],
  acceptance: RecordAcceptance,
) => Promise<void>;

/*
 * Accepting an order's record must receive the order, but the order module ships through this
 * one (it imports trace), so trace may not import it back: the app hands the order's receipt
 * in at start (`provideOrderReceipt`), as it does the catalog's order figures.
 */
let provided: OrderReceipt | null = null;

export function provideOrderReceipt(receipt: OrderReceipt): void {
  provided = receipt;
}

export function orderReceipt(): OrderReceipt {
  if (!provided) throw new Error('the order receipt was not provided to the trace module (see buildApp)');
  return provided;
}
