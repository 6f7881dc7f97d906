/** Money travels as yuan with at most 2 decimals and is computed in integer fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** ¥12.50 */
export function formatYuan(yuan: number | null | undefined): string {
  return `¥${(yuan ?? 0).toFixed(2)}`;
}

/** The largest amount a price or a filter may name: ¥10,000,000.00. */
export const MONEY_MAX_YUAN = 10_000_000;

/**
 * Whether a yuan number is a whole number of fen, judged on its value and not on how JSON
 * spelled it: 1e-7 and 12.345 are not, 0.1 + 0.2 (0.30000000000000004) is 30 fen. The
 * tolerance is a few units in the last place of the value in fen, so that a float that
 * is 30 fen to within rounding passes and a real third decimal never does.
 */
export function isWholeFen(yuan: number): boolean {
  if (!Number.isFinite(yuan)) return false;
  const fen = yuan * 100;
  return Math.abs(fen - Math.round(fen)) <= Math.max(1e-6, Math.abs(fen) * 8 * Number.EPSILON);
}

/**
 * The price rule of the store's forms and the server alike: at least 1 fen (or 0 where zero
 * is allowed), a whole number of fen, at most MONEY_MAX_YUAN. Answers whether it holds.
 */
export function isValidMoney(yuan: number | null | undefined, opts: { positive?: boolean; max?: number } = {}): yuan is number {
  if (typeof yuan !== 'number' || !isWholeFen(yuan)) return false;
  const fen = yuanToFen(yuan);
  if (fen < (opts.positive ? 1 : 0)) return false;
  return opts.max === undefined || yuan <= opts.max;
}
