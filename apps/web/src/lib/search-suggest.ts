/**
 * The store search box's suggestions, as pure functions: the search history kept in the
 * browser, the dropdown's rows built from history, matching products and hot words, and
 * what a key does to the highlighted row.
 */

export const HISTORY_KEY = 'sl_search_history';
export const HISTORY_MAX = 10;

export type SuggestKind = 'history' | 'product' | 'hot';
export interface SuggestRow {
  kind: SuggestKind;
  text: string;
}

/** The history with this search first, each text once, at most HISTORY_MAX. */
export function remember(history: readonly string[], text: string): string[] {
  const t = text.trim();
  if (!t) return [...history];
  return [t, ...history.filter((h) => h !== t)].slice(0, HISTORY_MAX);
}

/** Reads a stored history defensively: anything else than a list of texts is an empty history. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * The dropdown's rows, in order: the history (those containing the text, when one is typed),
 * then the matching product names, then the hot words; each text once, at most `per` a section.
 */
export function suggestRows(text: string, history: readonly string[], products: readonly string[], hot: readonly string[], per = 8): SuggestRow[] {
  const t = text.trim().toLowerCase();
  const seen = new Set<string>();
  const rows: SuggestRow[] = [];
  const add = (kind: SuggestKind, list: readonly string[]) => {
    let n = 0;
    for (const w of list) {
      if (n >= per || seen.has(w)) continue;
      seen.add(w);
      rows.push({ kind, text: w });
      n++;
    }
  };
  add('history', t ? history.filter((h) => h.toLowerCase().includes(t)) : history);
  add('product', t ? products : []);
  add('hot', hot);
  return rows;
}

export type KeyResult = { active: number } | { search: string } | { close: true };

/**
 * One key in the search box. ArrowDown/ArrowUp move the highlight through the rows, going
 * round through "none" (-1: the typed text); Enter searches the highlighted row or else the
 * typed text; Escape closes. Any other key answers null (the input handles it).
 */
export function onSuggestKey(key: string, active: number, rows: readonly SuggestRow[], typed: string): KeyResult | null {
  const n = rows.length;
  switch (key) {
    case 'ArrowDown':
      return { active: n === 0 ? -1 : active >= n - 1 ? -1 : active + 1 };
    case 'ArrowUp':
      return { active: n === 0 ? -1 : active <= -1 ? n - 1 : active - 1 };
    case 'Enter':
      return { search: active >= 0 && active < n ? (rows[active] as SuggestRow).text : typed.trim() };
    case 'Escape':
      return { close: true };
    default:
      return null;
  }
}
