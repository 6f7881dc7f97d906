import type { Db } from '../../platform/db.js';

/**
 * What the store shows of orders: how many firms ordered each item, a firm's recently ordered
 * items (for guess-you-like) and how many firms order at all. The order module owns these figures
 * and takes stock through the catalog, so the catalog may not import it back: the app hands the
 * order module's functions in at start (`provideOrderFigures`).
 */
export interface OrderFigures {
  orderedFirmCounts(db: Db, shelfItemIds: string[]): Promise<Map<string, number>>;
  recentlyOrderedItemIds(db: Db, firmId: string, limit?: number): Promise<string[]>;
  orderingFirmCount(db: Db): Promise<number>;
}

let provided: OrderFigures | null = null;

export function provideOrderFigures(figures: OrderFigures): void {
  provided = figures;
}

export function orderFigures(): OrderFigures {
  if (!provided) throw new Error('the order figures were not provided to the catalog (see buildApp)');
  return provided;
}
