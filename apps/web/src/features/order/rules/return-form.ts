import type { InputOf, TPersonRow, TUploadedFile } from '@shanlian/contract';
import type { TOrderDetailLine } from './types';

/** What the return form holds; the people and the file are whole rows, sent as their ids. */
export interface ReturnFormValues {
  ReturnType: 1 | 2;
  OrderLineId?: string;
  Quantity?: number | null;
  returner?: TPersonRow;
  checker?: TPersonRow;
  ReturnRemark?: string;
  file?: TUploadedFile | null;
}

type Line = Pick<TOrderDetailLine, 'Id' | 'SealNumber' | 'ReceivedNumber' | 'ReturnedNumber'>;

/**
 * Units of a line that can still be returned or exchanged: what was ordered less what is
 * registered already (a receipt registers its shortfall as a return itself, so what remains
 * is what arrived and is not yet returned). The server holds the same bound in one
 * conditional UPDATE; this only shapes the form.
 */
export const availableOf = (line: Line) => Math.max(0, line.SealNumber - line.ReturnedNumber);

/** The quantity the form starts with: one unit (a shortfall is already registered by the receipt), if any is left. */
export function defaultQuantity(line: Line): number {
  return Math.min(availableOf(line), 1);
}

/** The first line that can still be returned. */
export function firstReturnable<L extends Line>(lines: L[]): L | undefined {
  return lines.find((l) => availableOf(l) > 0);
}

export function initialReturnValues(lines: Line[]): ReturnFormValues {
  const line = firstReturnable(lines);
  return { ReturnType: 1, OrderLineId: line?.Id, Quantity: line ? defaultQuantity(line) : null, ReturnRemark: '', file: null };
}

/** The wire body of Order/AddOrderReturn. */
export function returnInput(orderId: string, v: ReturnFormValues): InputOf<'Order/AddOrderReturn'>['B2B_ElectricityorderreturnInfo'] {
  return {
    ElectricityOrderId: orderId,
    OrderLineId: v.OrderLineId ?? '',
    ReturnType: v.ReturnType,
    Quantity: v.Quantity ?? null,
    ReturnUserId: v.returner?.Id ?? '',
    CheckUserId: v.checker?.Id ?? '',
    ReturnRemark: v.ReturnRemark?.trim() || null,
    FileId: v.file?.Id ?? null,
  };
}
