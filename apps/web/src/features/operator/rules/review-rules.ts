import type { TShelfReviewDetail } from '@shanlian/contract';
import { SHELF_REVIEWED_FIELDS } from '@shanlian/contract/browser';

/** The pure rules of the review and tools pages (no browser needed). */

export type ShelfSide = TShelfReviewDetail['Proposed'];
export type ShelfField = keyof typeof SHELF_REVIEWED_FIELDS;

export const SHELF_FIELDS = Object.keys(SHELF_REVIEWED_FIELDS) as ShelfField[];

/** A changed field's name as the console shows it: a SHELF_REVIEWED_FIELDS key becomes its name, a name stays. */
export function fieldName(field: string): string {
  return (SHELF_REVIEWED_FIELDS as Record<string, string>)[field] ?? field;
}

/** The names of fields, joined for one line (现价、商品图片). */
export const fieldNames = (fields: readonly string[]): string => fields.map(fieldName).join('、');

/** The fields in which the proposed side differs from the live one (all of them for a new item). */
export function differingFields(live: ShelfSide | null, proposed: ShelfSide): Set<ShelfField> {
  if (!live) return new Set(SHELF_FIELDS);
  const out = new Set<ShelfField>();
  if (live.ProductName !== proposed.ProductName) out.add('ProductName');
  if (live.PresentPrice !== proposed.PresentPrice) out.add('PresentPrice');
  if (live.OriginalPrice !== proposed.OriginalPrice) out.add('OriginalPrice');
  if (live.Images.map((i) => i.Id).join('|') !== proposed.Images.map((i) => i.Id).join('|')) out.add('Images');
  if (live.Introduction.trim() !== proposed.Introduction.trim()) out.add('Introduction');
  return out;
}

/** A short name of the browser and system of a session's User-Agent (Chrome 131 · Windows); the raw text when unknown. */
export function browserOf(ua: string): string {
  if (!ua) return '—';
  const browsers: [RegExp, string][] = [
    [/MicroMessenger\/([\d.]+)/, '微信'],
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad|iOS/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const b = browsers.find(([re]) => re.test(ua));
  const s = systems.find(([re]) => re.test(ua));
  if (!b && !s) return ua.length > 40 ? `${ua.slice(0, 40)}…` : ua;
  const version = b ? ua.match(b[0])?.[1]?.split('.')[0] : undefined;
  return [b ? `${b[1]}${version ? ` ${version}` : ''}` : '', s?.[1] ?? ''].filter(Boolean).join(' · ');
}

/** Whether a licence's validity (YYYY-MM-DD, China date) has passed on `today` (YYYY-MM-DD). */
export const licenceExpired = (validTo: string | null, today: string): boolean => !!validTo && validTo.slice(0, 10) < today;
