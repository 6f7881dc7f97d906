import type { TCartLine } from '@shanlian/contract';
import { type Key, useMemo, useState } from 'react';
import { totalsOf } from '../rules/cart-lines';

/**
 * The checked lines, kept across pages and searches. Each line is read from the page on
 * screen when it is there (so a quantity edit moves the totals) and from the moment it was
 * checked otherwise; a line that became unavailable drops out.
 */
export function useCartSelection(pageLines: TCartLine[]) {
  const [picked, setPicked] = useState<ReadonlyMap<string, TCartLine>>(new Map());

  const lines = useMemo(() => {
    const onPage = new Map(pageLines.map((l) => [l.Id, l]));
    return [...picked.values()].map((l) => onPage.get(l.Id) ?? l).filter((l) => l.Available);
  }, [picked, pageLines]);
  const ids = useMemo(() => lines.map((l) => l.Id), [lines]);
  const totals = useMemo(() => totalsOf(lines), [lines]);

  const selectable = pageLines.filter((l) => l.Available);
  const pageChecked = selectable.filter((l) => picked.has(l.Id)).length;

  /** The table's checkboxes: the keys now checked (with other pages' kept). */
  const setKeys = (keys: readonly Key[]) => {
    const wanted = new Set(keys.map(String));
    setPicked((prev) => {
      const next = new Map<string, TCartLine>();
      for (const [id, l] of prev) if (wanted.has(id)) next.set(id, l);
      for (const l of pageLines) if (wanted.has(l.Id) && l.Available) next.set(l.Id, l);
      return next;
    });
  };

  /** The footer's 全选: every available line of this page, or none of them. */
  const togglePage = (checked: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      for (const l of selectable) {
        if (checked) next.set(l.Id, l);
        else next.delete(l.Id);
      }
      return next;
    });

  /** Lines that left the cart (deleted, moved, ordered). */
  const forget = (gone: Iterable<string>) =>
    setPicked((prev) => {
      const next = new Map(prev);
      for (const id of gone) next.delete(id);
      return next;
    });

  /** Lines of some items that left the cart for the favourites. */
  const forgetItems = (shelfIds: string[]) => forget([...picked.values()].filter((l) => shelfIds.includes(l.FoodSaleShelfId)).map((l) => l.Id));

  return {
    lines,
    ids,
    totals,
    allOnPage: selectable.length > 0 && pageChecked === selectable.length,
    someOnPage: pageChecked > 0 && pageChecked < selectable.length,
    setKeys,
    togglePage,
    forget,
    forgetItems,
  };
}

export type CartSelection = ReturnType<typeof useCartSelection>;
