import type { TOrder } from '@shanlian/contract';
import { useState } from 'react';
import type { TraceLine } from '../rules/trace';

type Open = { kind: 'receipt' | 'logistics'; order: TOrder } | { kind: 'trace' | 'qr'; line: TraceLine } | null;

/** Which of the order dialogs is open, and for which order or line. */
export function useOrderDialogs() {
  const [open, setOpen] = useState<Open>(null);
  return {
    receiptOf: open?.kind === 'receipt' ? open.order : null,
    logisticsOf: open?.kind === 'logistics' ? open.order : null,
    traceLine: open?.kind === 'trace' ? open.line : null,
    qrLine: open?.kind === 'qr' ? open.line : null,
    openReceipt: (order: TOrder) => setOpen({ kind: 'receipt', order }),
    openLogistics: (order: TOrder) => setOpen({ kind: 'logistics', order }),
    openTrace: (line: TraceLine) => setOpen({ kind: 'trace', line }),
    openQr: (line: TraceLine) => setOpen({ kind: 'qr', line }),
    close: () => setOpen(null),
  };
}
