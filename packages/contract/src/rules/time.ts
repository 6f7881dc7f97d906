/** Times travel as ISO-8601 with the China offset: 2026-11-21T08:00:00+08:00. China keeps no summer time. */
const OFFSET_MS = 8 * 3600 * 1000;

export function toChinaIso(date: Date | string | number): string {
  const d = new Date(new Date(date).getTime() + OFFSET_MS);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

/** 2026-11-21 08:00:00 in China time. */
export function formatChinaTime(date: Date | string | number, withSeconds = true): string {
  const iso = toChinaIso(date);
  const t = `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}`;
  return t;
}

export function formatChinaDate(date: Date | string | number): string {
  return toChinaIso(date).slice(0, 10);
}

/** Midnight (China) of a 'YYYY-MM-DD' day. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00+08:00`);
}
