import type { SeckillStatusCode, TSeckillDetail, TSeckillWindow } from '@shanlian/contract';
import { SeckillStatus, seckillStatus } from '@shanlian/contract/browser';

/** The status of an offer or window at `now` (server clock), not the one the server sent when it answered. */
export function liveStatus(w: { StartTime: string; EndTime: string }, now: number): SeckillStatusCode {
  return seckillStatus(w.StartTime, w.EndTime, new Date(now));
}

const RANK: Record<number, number> = { [SeckillStatus.Running]: 0, [SeckillStatus.NotStarted]: 1, [SeckillStatus.Ended]: 2 };

/** Windows by live status: running first, then upcoming (soonest first), then ended (latest first). */
export function orderWindows(windows: TSeckillWindow[], now: number): TSeckillWindow[] {
  return [...windows].sort((a, b) => {
    const sa = liveStatus(a, now);
    const byStatus = (RANK[sa] ?? 3) - (RANK[liveStatus(b, now)] ?? 3);
    if (byStatus) return byStatus;
    const byStart = Date.parse(a.StartTime) - Date.parse(b.StartTime);
    // Ended windows: the one that just closed first.
    return sa === SeckillStatus.Ended ? -byStart : byStart;
  });
}

/** The window the home strip shows: the running one, else the next to start, else none. */
export function featuredWindow(windows: TSeckillWindow[], now: number): TSeckillWindow | undefined {
  const first = orderWindows(windows, now)[0];
  return first && liveStatus(first, now) !== SeckillStatus.Ended ? first : undefined;
}

/**
 * A fingerprint of the live statuses; when it changes a window has started or ended,
 * and the list is fetched again for fresh stock and sold figures.
 */
export function statusKey(items: { StartTime: string; EndTime: string }[], now: number): string {
  return items.map((w) => liveStatus(w, now)).join('');
}

/** Detail page buy mode: normal, or the first offer not yet ended, or every offer ended. */
export type BuyMode = { kind: 'normal' } | { kind: 'seckill'; offer: TSeckillDetail; status: SeckillStatusCode; soldOut: boolean } | { kind: 'ended' };

export function buyMode(offers: TSeckillDetail[], now: number): BuyMode {
  if (offers.length === 0) return { kind: 'normal' };
  const open = [...offers].sort((a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime)).find((o) => liveStatus(o, now) !== SeckillStatus.Ended);
  if (!open) return { kind: 'ended' };
  return { kind: 'seckill', offer: open, status: liveStatus(open, now), soldOut: open.SoldPercent >= 100 };
}

/** What the button of a seckill item says and does. */
export type OfferState = 'soldOut' | 'notStarted' | 'running' | 'ended';

export function offerState(offer: TSeckillDetail, now: number): OfferState {
  // Sold out wins over the clock: a window that sold everything stays 已抢光 after it ends.
  if (offer.SoldPercent >= 100) return 'soldOut';
  const s = liveStatus(offer, now);
  if (s === SeckillStatus.Ended) return 'ended';
  return s === SeckillStatus.NotStarted ? 'notStarted' : 'running';
}
