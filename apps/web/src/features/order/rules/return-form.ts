import type { InputOf, TPersonRow, TUploadedFile } from '@shanlian/contract';
import { receivedOf } from './order-actions';
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
 * Units of a line that can still be returned or exchanged: what was received (what was
 * shipped, before receipt) less what is registered already. The server holds the same
 * bound in one conditional UPDATE; this only shapes the form.
 */
export const availableOf = (line: Line) => Math.max(0, receivedOf(line) - line.ReturnedNumber);

/** The quantity the form starts with: ordered less received (what did not arrive), at least 1, at most what is left. */
export function defaultQuantity(line: Line): number {
  const missing = line.ReceivedNumber != null ? line.SealNumber - line.ReceivedNumber : 0;
  return Math.min(availableOf(line), Math.max(1, missing));
}

/** The first line that can still be returned, preferring one that came short. */
export function firstReturnable<L extends Line>(lines: L[]): L | undefined {
  const open = lines.filter((l) => availableOf(l) > 0);
  return open.find((l) => l.ReceivedNumber != null && l.ReceivedNumber < l.SealNumber) ?? open[0];
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
