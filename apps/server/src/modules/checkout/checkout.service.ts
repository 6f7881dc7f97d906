import { CHECKOUT_MSG, fenToYuan, MSG, type TAddress, type TDeliverySettings, type TPreviewGroup, WEEKDAY_NAMES, yuanToFen } from '@shanlian/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { allows, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { firmsByIds } from '../firm/firm.service.js';
import { offersByIds } from '../seckill/seckill.service.js';
import { shelfItemsByIds } from '../store/store.service.js';
import { deliverySettings, firmAddresses } from './checkout.tables.js';
import {
  addDays,
  DEFAULT_DELIVERY_TERMS,
  type DeliveryTerms,
  dayProblem,
  deliveryOptions,
  earliestDeliveryDay,
  freightFor,
  weekdayOf,
} from './delivery-options.js';

export { addDays, DEFAULT_DELIVERY_TERMS, type DeliveryTerms, deliveryOptions, earliestDeliveryDay, freightFor, weekdayOf };

/** Messages the checkout sends. */

type AddressRow = typeof firmAddresses.$inferSelect;

function addressWire(r: AddressRow): TAddress {
  return { Id: r.id, Contact: r.contact, Phone: r.phone, Address: r.address, IsDefault: r.isDefault };
}

/**
 * The first time a firm's address book is needed, its registration address (with the firm's
 * contact) becomes its first, default entry. A firm without a registration address gets none.
 */
async function ensureAddressBook(db: Db, actor: Actor, now: Date): Promise<void> {
  const [any] = await db.select({ id: firmAddresses.id }).from(firmAddresses).where(eq(firmAddresses.firmId, actor.firmId)).limit(1);
  if (any) return;
  const firm = (await firmsByIds(db, [actor.firmId])).get(actor.firmId);
  const text = (firm?.address || firm?.contactAddress || '').trim();
  if (!firm || !text) return;
  await db
    .insert(firmAddresses)
    .values({
      id: newId(),
      firmId: firm.id,
      contact: firm.contactName || actor.fullName,
      phone: firm.contactPhone,
      address: text,
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    // two first looks at once: the default's unique index keeps one
    .onConflictDoNothing();
}

export async function listAddresses(db: Db, actor: Actor, now: Date): Promise<TAddress[]> {
  if (allows(actor, 'address:view', { firmId: actor.firmId })) await ensureAddressBook(db, actor, now);
  const rows = await db
    .select()
    .from(firmAddresses)
    .where(scopeFilter(actor, 'address:view', { firm: firmAddresses.firmId }))
    .orderBy(desc(firmAddresses.isDefault), asc(firmAddresses.createdAt), asc(firmAddresses.id));
  return rows.map(addressWire);
}

/** One of the caller's firm's addresses; another firm's is not there (404). */
async function ownAddress(db: Db, actor: Actor, id: string, permission: 'address:view' | 'address:edit' | 'address:delete'): Promise<AddressRow> {
  const [row] = await db.select().from(firmAddresses).where(eq(firmAddresses.id, id)).limit(1);
  if (!row || !allows(actor, permission, { firmId: row.firmId })) throw notFound(CHECKOUT_MSG.addressNotFound);
  return row;
}

/** Locks the firm's address rows so that two saves cannot both move the default. */
async function lockBook(db: Db, firmId: string): Promise<AddressRow[]> {
  return db.select().from(firmAddresses).where(eq(firmAddresses.firmId, firmId)).for('update');
}

export async function saveAddress(
  db: Db,
  actor: Actor,
  now: Date,
  input: { Id?: string | null; Contact: string; Phone: string; Address: string; IsDefault: boolean },
): Promise<{ Id: string }> {
  const existing = input.Id ? await ownAddress(db, actor, input.Id, 'address:edit') : null;
  if (!existing) await ensureAddressBook(db, actor, now);
  const book = await lockBook(db, actor.firmId);
  const id = existing?.id ?? newId();
  // exactly one default while any address exists: the first becomes it, and the default stays one until another takes it
  const makeDefault = input.IsDefault || book.length === 0 || existing?.isDefault === true;
  if (makeDefault) {
    await db
      .update(firmAddresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(firmAddresses.firmId, actor.firmId), eq(firmAddresses.isDefault, true), ne(firmAddresses.id, id)));
  }
  const values = { contact: input.Contact, phone: input.Phone, address: input.Address, isDefault: makeDefault, updatedAt: now };
  if (existing) await db.update(firmAddresses).set(values).where(eq(firmAddresses.id, id));
  else await db.insert(firmAddresses).values({ id, firmId: actor.firmId, createdAt: now, ...values });
  return { Id: id };
}

export async function deleteAddress(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await ownAddress(db, actor, id, 'address:delete');
  if (row.isDefault) throw badRequest(CHECKOUT_MSG.defaultAddressUndeletable);
  await db.delete(firmAddresses).where(and(eq(firmAddresses.id, id), eq(firmAddresses.isDefault, false)));
}

/** The address an order carries: the named one of the caller's firm, else the default; none at all → 400. */
export async function addressForOrder(
  db: Db,
  actor: Actor,
  now: Date,
  addressId: string | null | undefined,
): Promise<{ contact: string; phone: string; address: string }> {
  if (addressId) {
    const row = await ownAddress(db, actor, addressId, 'address:view');
    return { contact: row.contact, phone: row.phone, address: row.address };
  }
  await ensureAddressBook(db, actor, now);
  const [row] = await db
    .select()
    .from(firmAddresses)
    .where(and(eq(firmAddresses.firmId, actor.firmId), eq(firmAddresses.isDefault, true)))
    .limit(1);
  if (!row) throw badRequest(CHECKOUT_MSG.addressRequired);
  return { contact: row.contact, phone: row.phone, address: row.address };
}

/* ------------------------------------------------------------------ delivery terms */

type TermsRow = typeof deliverySettings.$inferSelect;

function termsOf(row: TermsRow | undefined): DeliveryTerms {
  if (!row) return DEFAULT_DELIVERY_TERMS;
  return {
    weekdays: row.weekdays,
    slots: row.slots,
    cutoffTime: row.cutoffTime,
    leadDays: row.leadDays,
    freightFen: row.freightFen,
    freeFreightFen: row.freeFreightFen,
    minOrderFen: row.minOrderFen,
  };
}

/** The delivery terms of these suppliers (the defaults for one that saved none). */
export async function deliveryTermsOf(db: Db, supplierIds: string[]): Promise<Map<string, DeliveryTerms>> {
  const unique = [...new Set(supplierIds)];
  const rows = unique.length ? await db.select().from(deliverySettings).where(inArray(deliverySettings.firmId, unique)) : [];
  const byId = new Map(rows.map((r) => [r.firmId, r]));
  return new Map(unique.map((id) => [id, termsOf(byId.get(id))]));
}

function termsWire(t: DeliveryTerms): TDeliverySettings {
  return {
    DeliveryWeekdays: [...t.weekdays].sort((a, b) => a - b),
    DeliverySlots: [...t.slots].sort(),
    CutoffTime: t.cutoffTime,
    LeadDays: t.leadDays,
    Freight: fenToYuan(t.freightFen),
    FreeFreightAmount: t.freeFreightFen === null ? null : fenToYuan(t.freeFreightFen),
    MinOrderAmount: fenToYuan(t.minOrderFen),
  };
}

/** The caller's own firm's terms (a supplier sees only its own). */
export async function getDeliverySettings(db: Db, actor: Actor): Promise<TDeliverySettings> {
  const [row] = await db
    .select()
    .from(deliverySettings)
    .where(and(eq(deliverySettings.firmId, actor.firmId), scopeFilter(actor, 'delivery-setting:view', { firm: deliverySettings.firmId })))
    .limit(1);
  return termsWire(termsOf(row));
}

export async function saveDeliverySettings(
  db: Db,
  actor: Actor,
  now: Date,
  input: {
    DeliveryWeekdays: number[];
    DeliverySlots: string[];
    CutoffTime: string;
    LeadDays: number;
    Freight: number;
    FreeFreightAmount?: number | null;
    MinOrderAmount: number;
  },
): Promise<void> {
  if (!allows(actor, 'delivery-setting:edit', { firmId: actor.firmId })) throw notFound();
  const slots = [...new Set(input.DeliverySlots)].sort();
  for (const s of slots) if (s.slice(0, 5) >= s.slice(6)) throw badRequest(`配送时段 ${s} 的结束时间须晚于开始时间`);
  const values = {
    weekdays: [...new Set(input.DeliveryWeekdays)].sort((a, b) => a - b),
    slots,
    cutoffTime: input.CutoffTime,
    leadDays: input.LeadDays,
    freightFen: yuanToFen(input.Freight),
    freeFreightFen: input.FreeFreightAmount == null ? null : yuanToFen(input.FreeFreightAmount),
    minOrderFen: yuanToFen(input.MinOrderAmount),
    updatedAt: now,
  };
  await db
    .insert(deliverySettings)
    .values({ firmId: actor.firmId, ...values })
    .onConflictDoUpdate({ target: deliverySettings.firmId, set: values });
}

/* ------------------------------------------------------------------ preview */

/** A line as the order would freeze it. */
export interface PricedLine {
  cartLineId: string | null;
  shelfItemId: string;
  seckillDetailId: string | null;
  quantity: number;
  priceFen: number;
  /** A plan's day for the line: lines of one supplier on different days are different orders. */
  deliveryDate?: string | null;
  /** What the plan needed, in its own unit (grams, 份, units), when the line comes from a plan. */
  needed?: { quantity: number; unit: string } | null;
  /** The smallest pack of the same product the supplier sells, when it would order less. */
  smallerPack?: TPreviewGroup['Lines'][number]['SmallerPack'];
}

/**
 * How a preview's groups get their day: 'cart' none (the buyer picks any offered day), 'plan'
 * the lines' own days (only the slot is chosen; a day the supplier cannot deliver is explained),
 * 'first' each supplier's first offered day, which the buyer may move.
 */
export type PreviewDays = 'cart' | 'plan' | 'first';

/** '2026-11-30' → '11月30日（周一）' */
export function dayText(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日（${WEEKDAY_NAMES[weekdayOf(day)]}）`;
}

/** The words for a plan's day the supplier cannot deliver, or null when it can. */
export function dayProblemText(terms: DeliveryTerms, now: Date, supplierName: string, day: string): string | null {
  const problem = dayProblem(terms, now, day);
  if (!problem) return null;
  if (problem.kind === 'weekday')
    return CHECKOUT_MSG.dayNotOffered(
      supplierName,
      dayText(day),
      [...terms.weekdays]
        .sort((a, b) => a - b)
        .map((w) => WEEKDAY_NAMES[w])
        .join('、'),
    );
  return CHECKOUT_MSG.dayTooSoon(supplierName, dayText(day), dayText(problem.earliest));
}

/**
 * The checkout's groups, one per supplier and delivery day, for lines whose prices are already
 * frozen as the order would: goods, freight, minimum, the offered delivery slots and totals.
 */
export async function previewGroups(db: Db, now: Date, lines: PricedLine[], days: PreviewDays = 'cart'): Promise<TPreviewGroup[]> {
  const items = await shelfItemsByIds(
    db,
    lines.map((l) => l.shelfItemId),
  );
  const offers = await offersByIds(
    db,
    lines.flatMap((l) => (l.seckillDetailId ? [l.seckillDetailId] : [])),
  );
  const byGroup = new Map<string, { supplierId: string; day: string | null; lines: PricedLine[] }>();
  for (const l of lines) {
    const item = items.get(l.shelfItemId);
    if (!item) throw notFound(MSG.productNotFound);
    const day = days === 'plan' ? (l.deliveryDate ?? null) : null;
    const key = `${item.supplierFirmId}|${day ?? ''}`;
    const group = byGroup.get(key) ?? { supplierId: item.supplierFirmId, day, lines: [] };
    group.lines.push(l);
    byGroup.set(key, group);
  }
  const supplierIds = [...new Set([...byGroup.values()].map((g) => g.supplierId))];
  const suppliers = await firmsByIds(db, supplierIds);
  const terms = await deliveryTermsOf(db, supplierIds);
  const groups: TPreviewGroup[] = [];
  // by day, then by supplier name: a week reads in its order
  const ordered = [...byGroup.values()].sort(
    (a, b) => (a.day ?? '').localeCompare(b.day ?? '') || (suppliers.get(a.supplierId)?.name ?? '').localeCompare(suppliers.get(b.supplierId)?.name ?? ''),
  );
  for (const { supplierId, day, lines: group } of ordered) {
    const t = terms.get(supplierId) ?? DEFAULT_DELIVERY_TERMS;
    const name = suppliers.get(supplierId)?.name ?? '';
    const goodsFen = group.reduce((s, l) => s + l.priceFen * l.quantity, 0);
    const freightFen = freightFor(t, goodsFen);
    const options = deliveryOptions(t, now, days === 'plan' ? 60 : 14);
    groups.push({
      SupplyFirmId: supplierId,
      SupplyFirmName: name,
      DeliveryDate: days === 'plan' ? day : days === 'first' ? (options[0]?.Date ?? null) : null,
      DateFixed: days === 'plan',
      DeliveryProblem: days === 'plan' && day ? dayProblemText(t, now, name, day) : null,
      Lines: group.map((l) => {
        const item = items.get(l.shelfItemId);
        return {
          Id: l.cartLineId,
          FoodSaleShelfId: l.shelfItemId,
          ProductName: item?.name ?? '',
          Specification: item?.specification ?? '',
          Unit: item?.unit ?? '',
          Price: fenToYuan(l.priceFen),
          CartNumber: l.quantity,
          Amount: fenToYuan(l.priceFen * l.quantity),
          PromotionImage: fileUrl(item?.coverFileId),
          IsSeckill: !!(l.seckillDetailId && offers.get(l.seckillDetailId)),
          NeededQuantity: l.needed?.quantity ?? null,
          NeededUnit: l.needed?.unit ?? null,
          NetWeight: item?.netWeightG ?? null,
          SmallerPack: l.smallerPack ?? null,
        };
      }),
      GoodsAmount: fenToYuan(goodsFen),
      Freight: fenToYuan(freightFen),
      FreeFreightAmount: t.freeFreightFen === null ? null : fenToYuan(t.freeFreightFen),
      MinOrderAmount: fenToYuan(t.minOrderFen),
      MeetsMinimum: goodsFen >= t.minOrderFen,
      DeliverySlots: days === 'plan' ? options.filter((o) => o.Date === day) : options,
      TotalAmount: fenToYuan(goodsFen + freightFen),
    });
  }
  return groups;
}

/** What placing needs of a supplier's order: its checked delivery choice, freight and minimum. */
export interface SupplierChoice {
  deliveryDate?: string | null;
  deliverySlot?: string | null;
  remark?: string | null;
}

/**
 * Checks the chosen delivery against what the supplier offers now (none chosen: the first
 * offered), the minimum order amount, and answers the delivery and the freight.
 */
export function settleSupplierOrder(
  terms: DeliveryTerms,
  supplierName: string,
  goodsFen: number,
  choice: SupplierChoice | undefined,
  now: Date,
): { deliveryDate: string | null; deliverySlot: string | null; freightFen: number } {
  if (goodsFen < terms.minOrderFen) throw conflict(CHECKOUT_MSG.belowMinimum(supplierName, terms.minOrderFen, goodsFen));
  const options = deliveryOptions(terms, now);
  const date = choice?.deliveryDate || null;
  const slot = choice?.deliverySlot || null;
  let picked = options[0] ?? null;
  if (date || slot) {
    picked = options.find((o) => o.Date === date && o.Slot === slot) ?? null;
    if (!picked) throw badRequest(CHECKOUT_MSG.slotUnavailable);
  }
  return { deliveryDate: picked?.Date ?? null, deliverySlot: picked?.Slot ?? null, freightFen: freightFor(terms, goodsFen) };
}

/**
 * What placing orders needs from the checkout, resolved for the caller inside its transaction:
 * the address copied onto each order (400 when the firm has none), the invoice, and a check of
 * each order against its supplier's delivery terms. `choices` are keyed by supplier firm id
 * ('*' for any), or for a plan's order by `<supplier id>|<plan day>`.
 */
export async function checkoutFor(
  db: Db,
  actor: Actor,
  now: Date,
  input: { addressId?: string | null; invoiceTitle?: string | null; taxNumber?: string | null; choices: Map<string, SupplierChoice> },
) {
  const address = await addressForOrder(db, actor, now, input.addressId);
  return {
    address,
    invoiceTitle: input.invoiceTitle,
    taxNumber: input.taxNumber,
    /** One order's delivery and freight; `planDay` is the day a plan fixed for it (only its slot is chosen then). */
    settle: async (supplierId: string, supplierName: string, goodsFen: number, planDay: string | null = null) => {
      const terms = (await deliveryTermsOf(db, [supplierId])).get(supplierId) ?? DEFAULT_DELIVERY_TERMS;
      if (!planDay) {
        const choice = input.choices.get(supplierId) ?? input.choices.get('*');
        return { ...settleSupplierOrder(terms, supplierName, goodsFen, choice, now), remark: choice?.remark?.trim() ?? '' };
      }
      const choice = input.choices.get(`${supplierId}|${planDay}`);
      if (goodsFen < terms.minOrderFen) throw conflict(CHECKOUT_MSG.belowMinimum(supplierName, terms.minOrderFen, goodsFen));
      const problem = dayProblemText(terms, now, supplierName, planDay);
      if (problem) throw badRequest(problem);
      const slots = deliveryOptions(terms, now, 60).filter((o) => o.Date === planDay);
      const slot = choice?.deliverySlot ? slots.find((o) => o.Slot === choice.deliverySlot) : slots[0];
      if (!slot) throw badRequest(CHECKOUT_MSG.slotUnavailable);
      return { deliveryDate: planDay, deliverySlot: slot.Slot, freightFen: freightFor(terms, goodsFen), remark: choice?.remark?.trim() ?? '' };
    },
  };
}
