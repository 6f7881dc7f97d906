import { randomInt } from 'node:crypto';
import { fenToYuan, MSG, OrderStatus, toChinaIso } from '@shanlian/contract';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { largestAllowed, minAndStep, QUANTITY_MSG } from '../cart/quantity-rules.js';
import { firmsByIds } from '../firm/firm.service.js';
import { postMessage } from '../message/message.service.js';
import { refusedForLimit, refusedForUnits } from '../seckill/seckill.figures.js';
import { boughtBy, offersByIds, takeBuyerUnits, takeOfferUnits } from '../seckill/seckill.service.js';
import { shelfItemsByIds, takeStock } from '../store/store.service.js';
import { orderEvents, orderLines, orders } from './order.tables.js';

export interface WantedLine {
  shelfItemId: string;
  quantity: number;
  seckillDetailId?: string | null;
  /** A plan's day for the line ('YYYY-MM-DD'): one order per supplier and day. */
  deliveryDate?: string | null;
}

/** SL + China date-time to the second + 6 random digits. */
function orderNumber(now: Date): string {
  return `SL${toChinaIso(now).slice(0, 19).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** What the checkout settled for one supplier's order. */
export interface SettledOrder {
  deliveryDate: string | null;
  deliverySlot: string | null;
  remark: string;
  freightFen: number;
}

/** What the checkout adds to the orders: source, the address copied onto each, the invoice, and per supplier its delivery and freight. */
export interface CheckoutChoices {
  /** 0 shopping cart, 1 nutrition meal plan, 2 ingredient plan, 3 buy now */
  source?: number;
  /** The nutrition package or ingredient plan the orders are made from (sources 1 and 2), and its name then. */
  plan?: { id: string | null; name: string } | null;
  address?: { contact: string; phone: string; address: string } | null;
  invoiceTitle?: string | null;
  taxNumber?: string | null;
  /** Checks one order (its delivery choice, minimum; `planDay` the day a plan fixed) and answers what it carries; throws to refuse. */
  settle?: (supplierId: string, supplierName: string, goodsFen: number, planDay: string | null) => Promise<SettledOrder>;
}

/**
 * Places orders for the lines, one order per supplier (and per plan day, for lines that carry
 * one), inside the caller's transaction:
 * prices are frozen from the shelf (or the seckill offer), stock and offer units are taken
 * with conditional UPDATEs, and any shortage (or a supplier's order the checkout refuses)
 * throws so that the whole transaction, and nothing else, is undone.
 */
export async function placeOrders(db: Db, actor: Actor, now: Date, wanted: WantedLine[], choices: CheckoutChoices = {}) {
  const source = choices.source ?? 0;
  const address = choices.address ?? null;
  const items = await shelfItemsByIds(
    db,
    wanted.map((w) => w.shelfItemId),
  );
  const offers = await offersByIds(
    db,
    wanted.flatMap((w) => (w.seckillDetailId ? [w.seckillDetailId] : [])),
  );
  type Line = WantedLine & {
    priceFen: number;
    name: string;
    specification: string;
    unit: string;
    coverFileId: string | null;
    foodTypeCode: string;
    supplierId: string;
  };
  const byGroup = new Map<string, Line[]>();
  // Lock rows in a stable order (by id) so concurrent orders of the same items cannot deadlock.
  for (const w of [...wanted].sort((a, b) => a.shelfItemId.localeCompare(b.shelfItemId) || (a.seckillDetailId ?? '').localeCompare(b.seckillDetailId ?? ''))) {
    const item = items.get(w.shelfItemId);
    if (!item?.listed) throw conflict(item ? MSG.offShelf(item.name) : MSG.productNotFound);
    let priceFen = item.priceFen;
    if (w.seckillDetailId) {
      const offer = offers.get(w.seckillDetailId);
      if (!offer || offer.shelfItemId !== item.id) throw conflict(MSG.seckillNotOfProduct);
      if (now < offer.startAt) throw conflict(MSG.seckillNotStarted);
      if (now >= offer.endAt) throw conflict(MSG.seckillEnded);
      const taken = await takeOfferUnits(db, offer.id, w.quantity, now);
      // The rules were checked before; these refusals are purchases that raced past them, told
      // in the same words with what is left now (已抢光 only when nothing is).
      if (!taken) {
        const fresh = (await offersByIds(db, [offer.id])).get(offer.id);
        const remaining = Math.max(0, (fresh?.quantity ?? 0) - (fresh?.orderQuantity ?? 0));
        throw refusedForUnits(conflict(remaining > 0 ? QUANTITY_MSG.overOffer(item, remaining, remaining) : QUANTITY_MSG.soldOut(item)), offer.id);
      }
      if (!(await takeBuyerUnits(db, taken, actor.firmId, w.quantity))) {
        const bought = await boughtBy(db, taken.id, actor.firmId);
        throw refusedForLimit(conflict(QUANTITY_MSG.overBuyerLimit(item, taken.limitPerBuyer, Math.max(0, taken.limitPerBuyer - bought))), taken.id);
      }
      priceFen = offer.priceFen;
    }
    if (!(await takeStock(db, item.id, w.quantity))) {
      const stock = (await shelfItemsByIds(db, [item.id])).get(item.id)?.stock ?? 0;
      const { min, step } = minAndStep(item);
      throw conflict(stock > 0 ? QUANTITY_MSG.overStock(item, stock, largestAllowed(stock, min, step)) : QUANTITY_MSG.noStock(item));
    }
    const line: Line = {
      ...w,
      priceFen,
      name: item.name,
      specification: item.specification,
      unit: item.unit,
      coverFileId: item.coverFileId,
      foodTypeCode: item.foodTypeCode,
      supplierId: item.supplierFirmId,
    };
    const key = `${item.supplierFirmId}|${w.deliveryDate ?? ''}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), line]);
  }

  const suppliers = await firmsByIds(db, [...new Set([...byGroup.values()].map((ls) => (ls[0] as Line).supplierId))]);
  const made: { Id: string; OrderNo: string; TotalAmount: number; SupplierName: string; DeliveryDate: string | null; DeliverySlot: string | null }[] = [];
  // a plan's orders are placed day by day
  for (const lines of [...byGroup.values()].sort((a, b) => ((a[0] as Line).deliveryDate ?? '').localeCompare((b[0] as Line).deliveryDate ?? ''))) {
    const supplierId = (lines[0] as Line).supplierId;
    const planDay = (lines[0] as Line).deliveryDate ?? null;
    const id = newId();
    const orderNo = orderNumber(now);
    const goodsFen = lines.reduce((s, l) => s + l.priceFen * l.quantity, 0);
    const delivery: SettledOrder = choices.settle
      ? await choices.settle(supplierId, suppliers.get(supplierId)?.name ?? '', goodsFen, planDay)
      : { deliveryDate: null, deliverySlot: null, remark: '', freightFen: 0 };
    const totalFen = goodsFen + delivery.freightFen;
    await db.insert(orders).values({
      id,
      orderNo,
      buyerFirmId: actor.firmId,
      buyerUserId: actor.userId,
      supplierFirmId: supplierId,
      status: OrderStatus.PendingConfirm,
      source,
      planId: choices.plan?.id ?? null,
      planName: choices.plan?.name ?? '',
      totalFen,
      freightFen: delivery.freightFen,
      addressContact: address?.contact ?? null,
      addressPhone: address?.phone ?? null,
      addressText: address?.address ?? null,
      deliveryDate: delivery.deliveryDate,
      deliverySlot: delivery.deliverySlot,
      remark: delivery.remark,
      invoiceTitle: choices.invoiceTitle?.trim() ?? '',
      taxNumber: choices.taxNumber?.trim() ?? '',
      createdAt: now,
    });
    await db.insert(orderLines).values(
      lines.map((l) => ({
        id: newId(),
        orderId: id,
        shelfItemId: l.shelfItemId,
        seckillDetailId: l.seckillDetailId ?? null,
        name: l.name,
        specification: l.specification,
        unit: l.unit,
        priceFen: l.priceFen,
        quantity: l.quantity,
        coverFileId: l.coverFileId,
        foodTypeCode: l.foodTypeCode,
      })),
    );
    await db.insert(orderEvents).values({ id: newId(), orderId: id, type: 'created', status: OrderStatus.PendingConfirm, actorUserId: actor.userId, at: now });
    await postMessage(db, {
      firmId: supplierId,
      kind: 'order',
      title: '新订单待确认',
      body: `${actor.firmName} 提交了订单 ${orderNo}，共 ${lines.length} 种商品，金额 ¥${fenToYuan(totalFen).toFixed(2)}。`,
      link: `/supplier/orders?order=${orderNo}`,
      orderId: id,
      now,
    });
    made.push({
      Id: id,
      OrderNo: orderNo,
      TotalAmount: fenToYuan(totalFen),
      DeliveryDate: delivery.deliveryDate,
      DeliverySlot: delivery.deliverySlot,
      SupplierName: suppliers.get(supplierId)?.name ?? '',
    });
  }
  return made;
}
