import { eq, like } from 'drizzle-orm';
import { deliverySettings, firmAddresses } from '../modules/checkout/checkout.tables.js';
import { DEFAULT_DELIVERY_TERMS } from '../modules/checkout/delivery-options.js';
import { firms } from '../modules/firm/firm.tables.js';
import { shelfItems } from '../modules/store/store.tables.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';

/**
 * Delivery terms of the demo suppliers (fen): the first is the demo supplier account's firm; only the
 * second charges freight and has a minimum, so that small orders elsewhere go through.
 */
const TERMS = [
  DEFAULT_DELIVERY_TERMS,
  {
    weekdays: [1, 2, 3, 4, 5, 6],
    slots: ['06:30-08:00', '08:00-10:00'],
    cutoffTime: '20:00',
    leadDays: 1,
    freightFen: 1000,
    freeFreightFen: 30000,
    minOrderFen: 5000,
  },
  { weekdays: [2, 4, 6], slots: ['07:00-09:00', '14:00-16:00'], cutoffTime: '17:00', leadDays: 1, freightFen: 0, freeFreightFen: null, minOrderFen: 0 },
  { weekdays: [1, 2, 3, 4, 5], slots: ['06:00-08:00', '10:00-12:00'], cutoffTime: '16:00', leadDays: 2, freightFen: 0, freeFreightFen: null, minOrderFen: 0 },
];

/**
 * A central kitchen delivers every school day, early: a nutrition meal is eaten the day it
 * arrives, so a weekly package's Monday to Friday meals each need their own delivery day.
 */
const KITCHEN_TERMS = {
  weekdays: [1, 2, 3, 4, 5],
  slots: ['06:30-07:30', '10:00-11:00'],
  cutoffTime: '15:00',
  leadDays: 1,
  freightFen: 0,
  freeFreightFen: null,
  minOrderFen: 0,
};

/** Second addresses the demo canteens keep besides their registration address. */
const SECOND_ADDRESSES = ['食堂后门（货物通道）', '食品仓库（地下一层）'];

/**
 * The checkout's demo data: every supplier's delivery terms (varied), and every buyer firm's
 * address book (its registration address as the default, and a 食堂后门 or 仓库).
 */
export async function seedCheckout(db: Db, opts: { now: Date }): Promise<{ suppliers: number; addresses: number }> {
  const { now } = opts;
  const suppliers = await db.select({ id: firms.id }).from(firms).where(eq(firms.type, 'supplier')).orderBy(firms.createdAt, firms.id);
  const kitchens = new Set(
    (await db.selectDistinct({ id: shelfItems.supplierFirmId }).from(shelfItems).where(like(shelfItems.foodTypeCode, '100%'))).map((r) => r.id),
  );
  for (const [i, s] of suppliers.entries()) {
    const t = kitchens.has(s.id) && i > 1 ? KITCHEN_TERMS : TERMS[i === 1 ? 1 : i === 0 ? 0 : 2 + (i % 2)]!;
    await db
      .insert(deliverySettings)
      .values({ firmId: s.id, ...t, updatedAt: now })
      .onConflictDoNothing();
  }
  const buyers = await db.select().from(firms).where(eq(firms.type, 'buyer')).orderBy(firms.createdAt, firms.id);
  let addresses = 0;
  for (const [i, b] of buyers.entries()) {
    const text = (b.address || b.contactAddress).trim();
    if (!text) continue;
    const phone = b.contactPhone || '0571-88861234';
    await db.insert(firmAddresses).values([
      { id: newId(), firmId: b.id, contact: b.contactName || '食堂负责人', phone, address: text, isDefault: true, createdAt: now, updatedAt: now },
      {
        id: newId(),
        firmId: b.id,
        contact: b.contactName || '食堂负责人',
        phone,
        address: `${text} ${SECOND_ADDRESSES[i % SECOND_ADDRESSES.length]}`,
        isDefault: false,
        createdAt: new Date(now.getTime() + 1000),
        updatedAt: now,
      },
    ]);
    addresses += 2;
  }
  return { suppliers: suppliers.length, addresses };
}
