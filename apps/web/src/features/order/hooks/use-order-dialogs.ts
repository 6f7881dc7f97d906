import type { TOrder } from '@shanlian/contract';
import { useState } from 'react';

type Open = { kind: 'receipt' | 'logistics'; order: TOrder } | { kind: 'trace'; lineId: string } | null;

/** Which of the order dialogs is open, and for which order or line. */
export function useOrderDialogs() {
  const [open, setOpen] = useState<Open>(null);
  return {
    receiptOf: open?.kind === 'receipt' ? open.order : null,
    logisticsOf: open?.kind === 'logistics' ? open.order : null,
    traceLineId: open?.kind === 'trace' ? open.lineId : null,
    openReceipt: (order: TOrder) => setOpen({ kind: 'receipt', order }),
    openLogistics: (order: TOrder) => setOpen({ kind: 'logistics', order }),
    openTrace: (lineId: string) => setOpen({ kind: 'trace', lineId }),
    close: () => setOpen(null),
  };
}
