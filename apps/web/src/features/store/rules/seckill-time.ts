import { formatChinaDate, formatChinaTime } from '@shanlian/contract/browser';
import { storeText } from '../../../lib/text';

const DAY = 86_400_000;

/** "08:00" in China time. */
export const clockTime = (t: string) => formatChinaTime(t, false).slice(11);

/** 今天 / 明天 / 昨天, else MM-DD, in China time. */
export function dayLabel(t: string, now: number): string {
  const day = formatChinaDate(t);
  if (day === formatChinaDate(now)) return storeText.today;
  if (day === formatChinaDate(now + DAY)) return storeText.tomorrow;
  if (day === formatChinaDate(now - DAY)) return storeText.yesterday;
  return day.slice(5);
}

/** 今天 10:00 - 12:00, or 昨天 06:00 - 今天 06:00 when the window crosses midnight. */
export function windowSpan(w: { StartTime: string; EndTime: string }, now: number): string {
  const startDay = dayLabel(w.StartTime, now);
  const endDay = dayLabel(w.EndTime, now);
  const end = endDay === startDay ? clockTime(w.EndTime) : `${endDay} ${clockTime(w.EndTime)}`;
  return `${startDay} ${storeText.windowTime(clockTime(w.StartTime), end)}`;
}
