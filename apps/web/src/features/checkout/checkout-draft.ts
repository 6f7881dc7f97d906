import { useCallback, useEffect, useState } from 'react';

/**
 * What a buyer has filled in on 订单确认 so far — the address, each order's slot and note, the
 * invoice title and tax number — kept in sessionStorage under the checkout's source, so that a
 * refresh or going back and forth keeps it, and closing the tab forgets it.
 */
export interface CheckoutDraft {
  addressId: string | null;
  choices: Record<string, { date: string | null; slot: string | null; remark: string }>;
  invoiceTitle: string | null;
  taxNumber: string;
}

const EMPTY: CheckoutDraft = { addressId: null, choices: {}, invoiceTitle: null, taxNumber: '' };
const storageKey = (source: string) => `shanlian.checkout-draft:${source}`;

function read(source: string): CheckoutDraft {
  try {
    const raw = sessionStorage.getItem(storageKey(source));
    if (!raw) return EMPTY;
    const d = JSON.parse(raw) as Partial<CheckoutDraft>;
    return {
      addressId: typeof d.addressId === 'string' ? d.addressId : null,
      choices: d.choices && typeof d.choices === 'object' ? d.choices : {},
      invoiceTitle: typeof d.invoiceTitle === 'string' ? d.invoiceTitle : null,
      taxNumber: typeof d.taxNumber === 'string' ? d.taxNumber : '',
    };
  } catch {
    // storage refused (private mode) or a draft of an older shape: start afresh
    return EMPTY;
  }
}

/** The draft of one checkout source, written through to sessionStorage; `clear()` once the orders are placed. */
export function useCheckoutDraft(source: string) {
  const [state, setState] = useState(() => ({ source, draft: read(source) }));
  // another source (the address changed to other lines) reads its own draft
  const draft = state.source === source ? state.draft : read(source);
  if (state.source !== source) setState({ source, draft });
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(state.source), JSON.stringify(state.draft));
    } catch {
      // full or refused storage: the draft lives as long as the page
    }
  }, [state]);
  const update = useCallback(
    (patch: Partial<CheckoutDraft> | ((d: CheckoutDraft) => Partial<CheckoutDraft>)) =>
      setState((s) => ({ source: s.source, draft: { ...s.draft, ...(typeof patch === 'function' ? patch(s.draft) : patch) } })),
    [],
  );
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey(source));
    } catch {
      // nothing kept
    }
  }, [source]);
  return { draft, update, clear };
}
