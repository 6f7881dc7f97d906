/** Seckill (flash-sale) rules shared by the store pages and the server. */
export const SeckillStatus = { NotStarted: 1, Running: 2, Ended: 3 } as const;
export type SeckillStatusCode = (typeof SeckillStatus)[keyof typeof SeckillStatus];

/** Sold percent = floor(OrderQuantity / Quantity × 100), capped at 100. */
export function soldPercent(orderQuantity: number, quantity: number): number {
  if (quantity <= 0) return 100;
  return Math.min(100, Math.floor((orderQuantity / quantity) * 100));
}

export function seckillStatus(start: Date | string, end: Date | string, now: Date): SeckillStatusCode {
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  const n = now.getTime();
  if (n < s) return SeckillStatus.NotStarted;
  if (n < e) return SeckillStatus.Running;
  return SeckillStatus.Ended;
}

/** 90061 s → "25:01:01"; hours are not wrapped at 24. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
