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
