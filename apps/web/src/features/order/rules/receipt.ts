import type { TOrderLine } from '@shanlian/contract';

/** The receipt dialog's quantities, by line id; null while an input is cleared. */
export type ReceiptQuantities = Record<string, number | null>;

/** Everything received, as ordered, to start with. */
export const initialReceipt = (lines: Pick<TOrderLine, 'Id' | 'SealNumber'>[]): ReceiptQuantities => Object.fromEntries(lines.map((l) => [l.Id, l.SealNumber]));

/** A received number is an integer from 0 to what was ordered (spec 02 §5). */
export const isValidReceived = (ordered: number, received: number | null | undefined): received is number =>
  received != null && Number.isInteger(received) && received >= 0 && received <= ordered;

/** What goes back: ordered less received (spec 02 §4); nothing while the input is invalid. */
export const returnOf = (ordered: number, received: number | null | undefined) => (isValidReceived(ordered, received) ? ordered - received : 0);

/**
 * The wire lines of Order/ConfirmElectricityOrder, or null when any quantity is missing or out
 * of range. As spec 02's client does, the received quantity travels in SealNumber (its maximum
 * is the ordered quantity, which the order line also calls SealNumber).
 */
export function receiptLines(lines: Pick<TOrderLine, 'Id' | 'SealNumber'>[], q: ReceiptQuantities): { Id: string; SealNumber: number }[] | null {
  const out: { Id: string; SealNumber: number }[] = [];
  for (const l of lines) {
    const r = q[l.Id];
    if (!isValidReceived(l.SealNumber, r)) return null;
    out.push({ Id: l.Id, SealNumber: r });
  }
  return out;
}

export function receiptTotals(lines: Pick<TOrderLine, 'Id' | 'SealNumber'>[], q: ReceiptQuantities) {
  let received = 0;
  let returned = 0;
  for (const l of lines) {
    const r = q[l.Id];
    if (!isValidReceived(l.SealNumber, r)) continue;
    received += r;
    returned += l.SealNumber - r;
  }
  return { received, returned };
}
