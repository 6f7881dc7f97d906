import type { Db } from '../../platform/db.js';
import { newId } from '../../platform/ids.js';
import { seckillDetails } from './seckill.tables.js';

/** For tests: an offer of the item running from a minute before `now` for an hour, at half its price; answers its id. */
export async function insertRunningOffer(db: Db, now: Date, item: { id: string; priceFen: number }, units: number, limitPerBuyer = 0): Promise<string> {
  const id = newId();
  await db.insert(seckillDetails).values({
    id,
    shelfItemId: item.id,
    startAt: new Date(now.getTime() - 60_000),
    endAt: new Date(now.getTime() + 3_600_000),
    priceFen: Math.max(1, Math.floor(item.priceFen / 2)),
    quantity: units,
    orderQuantity: 0,
    limitPerBuyer,
    createdAt: now,
  });
  return id;
}
