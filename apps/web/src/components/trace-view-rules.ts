import type { TPesticide, TTraceResult } from '@shanlian/contract';
import { formatChinaTime } from '@shanlian/contract/browser';
import { traceText } from '../lib/text/trace';

export { traceOperation } from '../api/trace';

/** The view loads only for a non-blank line id (spec 02 §5). */
export function isBlankId(id: string | null | undefined): boolean {
  return !id || id.trim() === '';
}

/** The PNG of a line's trace QR, drawn by the server. */
export function traceQrUrl(detailId: string, version: number): string {
  return `/v1/Trace/QrCode/${encodeURIComponent(detailId.trim())}.png?version=${version}`;
}

export interface TrailItem {
  key: string;
  firmName: string;
  stepName: string;
  /** YYYY-MM-DD HH:mm:ss in China time. */
  time: string;
  /** The last item shown (the oldest) gets the "more" icon, every other one a green check. */
  last: boolean;
  /** A sensor report's summary (运输温控), whether it alarmed, and the delivery map it belongs to. */
  detail: string | null;
  alarm: boolean;
  deliveryFillInId: string | null;
}

/** The circulation timeline newest first (the server answers it oldest first). */
export function trailItems(objects: TTraceResult['FD_FoodTraceObjects']): TrailItem[] {
  const reversed = [...objects].reverse();
  return reversed.map((o, i) => ({
    key: `${i}-${o.CirculationTime}-${o.BizStep}`,
    firmName: o.FirmName,
    stepName: o.StepName,
    time: formatChinaTime(o.CirculationTime),
    last: i === reversed.length - 1,
    detail: o.Detail ?? null,
    alarm: o.Alarm === true,
    deliveryFillInId: o.DeliveryFillInId ?? null,
  }));
}

/** The pesticide line: method, inhibition rate and the verdict, or 未检测. */
export function pesticideText(p: TPesticide | null): { text: string; passed: boolean | null } {
  if (!p) return { text: traceText.pesticideNone, passed: null };
  const pct = String(Math.round(p.InhibitionRate * 10) / 10);
  return { text: `${p.Method} · ${traceText.inhibition(pct)} · ${p.Passed ? traceText.pesticidePass : traceText.pesticideFail}`, passed: p.Passed };
}

/** Blank values show as a dash rather than an empty cell. */
export const orDash = (v: string | null | undefined): string => (v?.trim() ? v : traceText.none);
