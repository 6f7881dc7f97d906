import { largestAllowed, QUANTITY_MSG } from '@shanlian/contract';
import type { Actor, Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { seckillGate } from '../../platform/metrics.js';
import type { Admission } from '../../platform/registrar.js';
import { minAndStep } from '../cart/quantity-rules.js';
import { createGate, type GateTicket, gateFigures, RefusalCounter } from '../seckill/seckill.gate.js';
import { detailsOverlapping, offerById } from '../seckill/seckill.service.js';
import { type ShelfItem, shelfItemsByIds } from '../store/store.service.js';

/**
 * Flash-sale purchases pass the gate before their transaction opens (decision 018): units
 * are taken there for the buyer's firm, and an attempt the gate refuses is answered at once,
 * in the same words the database path uses, without a query. The transaction then takes the
 * same units with its conditional UPDATE; if it fails, the registrar gives them back.
 */
export interface SeckillAdmission {
  /** Takes the units of these flash-sale lines for the actor's firm, or refuses (409). */
  admit(db: Db, actor: Actor, now: Date, lines: { shelfItemId: string; seckillDetailId: string; quantity: number }[]): Promise<Admission | null>;
  /** A purchase the database refused for want of units: counted in the offer's figures. */
  refused(offerId: string): void;
  /**
   * The database refused (units or limit) a purchase the gate let through: the gate holds more
   * than the database has left (units taken by attempts in flight when it was built). It is read
   * again, so that its units drain instead of going back to it after each refusal.
   */
  behind(offerId: string): void;
  /**
   * At an instance's start, the gates of running offers are read again from the database: units
   * taken by attempts that a stopped instance never finished come back (decision 018). A failure
   * (a database not migrated yet, Redis away) is told, not thrown: the gates then build on first use.
   */
  rebuildRunning(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The product of an offer, for the words of a refusal: kept a minute, dropped at once when the
 * offer changes. Its stock moves with every purchase, so it is not dropped on each: a product
 * renamed in the middle of a sale is named the old way in refusals for at most a minute.
 */
interface Named {
  item: ShelfItem;
  until: number;
}
const NAMED_MS = 60_000;

export function seckillAdmission(deps: Deps, onError: (err: unknown) => void): SeckillAdmission {
  const gate = createGate(deps.redis);
  const refusals = new RefusalCounter(deps.database.db, onError);
  refusals.start();
  const named = new Map<string, Named>();
  deps.changes.listen((tags) => {
    for (const t of tags) {
      if (t.startsWith('gate:')) {
        const offerId = t.slice(5);
        named.delete(offerId);
        // units came back or the offer changed: the next attempt reads it again
        gate.forget(offerId).catch(onError);
      }
    }
  });

  const nameOf = async (db: Db, offerId: string): Promise<ShelfItem | null> => {
    const known = named.get(offerId);
    if (known && known.until > Date.now()) return known.item;
    const offer = await offerById(db, offerId);
    const item = offer ? (await shelfItemsByIds(db, [offer.shelfItemId])).get(offer.shelfItemId) : undefined;
    if (!offer || !item) return null;
    if (named.size > 10_000) named.clear();
    named.set(offerId, { item, until: Date.now() + NAMED_MS });
    return item;
  };

  return {
    async admit(db, actor, now, lines) {
      const perOffer = new Map<string, number>();
      for (const l of lines) {
        // an offer of another product (or none) is the transaction's to refuse, with its own reason
        const item = await nameOf(db, l.seckillDetailId);
        if (item?.id !== l.shelfItemId) continue;
        perOffer.set(l.seckillDetailId, (perOffer.get(l.seckillDetailId) ?? 0) + l.quantity);
      }
      const tickets: GateTicket[] = [];
      // once only, whoever asks (a failed attempt, a replayed one)
      let given = false;
      const giveBack = async () => {
        if (given) return;
        given = true;
        await Promise.all(tickets.map((t) => gate.giveBack(t)));
      };
      try {
        for (const [offerId, quantity] of perOffer) {
          const verdict = await gate
            .take(offerId, actor.firmId, quantity, () => gateFigures(db, offerId, now))
            .catch((err: unknown) => {
              // Redis not answering: the database path decides, as it always can
              onError(err);
              return null;
            });
          // not running (or unknown): the transaction's rules say why
          seckillGate.inc({ outcome: !verdict ? 'passed' : verdict.ok ? 'admitted' : verdict.reason === 'units' ? 'sold_out' : 'limit' });
          if (!verdict) continue;
          if (verdict.ok) {
            tickets.push(verdict.ticket);
            continue;
          }
          const item = (await nameOf(db, offerId)) as ShelfItem;
          if (verdict.reason === 'units') {
            refusals.count(offerId);
            const { min, step } = minAndStep(item);
            throw conflict(verdict.left > 0 ? QUANTITY_MSG.overOffer(item, verdict.left, largestAllowed(verdict.left, min, step)) : QUANTITY_MSG.soldOut(item));
          }
          throw conflict(QUANTITY_MSG.overBuyerLimit(item, verdict.limit, Math.max(0, verdict.limit - verdict.bought)));
        }
      } catch (err) {
        await giveBack();
        throw err;
      }
      return tickets.length ? { release: giveBack } : null;
    },
    refused: (offerId) => refusals.count(offerId),
    behind: (offerId) => {
      gate.forget(offerId).catch(onError);
    },
    async rebuildRunning() {
      const now = deps.clock.now();
      try {
        for (const o of await detailsOverlapping(deps.database.db, now, new Date(now.getTime() + 1), 10_000)) await gate.forget(o.id);
      } catch (err) {
        onError(err);
      }
    },
    close: () => refusals.stop(),
  };
}
