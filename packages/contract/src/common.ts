import { z } from 'zod';
import { MSG } from './messages.js';
import { isValidMoney, MONEY_MAX_YUAN } from './rules/money.js';

export const ZPagerInfoInput = z
  .object({
    PageIndex: z.coerce.number().int('页码须为整数').min(1, '页码从1开始').max(100000, '页码过大').default(1),
    PageSize: z.coerce.number().int('每页条数须为整数').min(1, '每页条数至少为1').max(100, '每页最多100条').default(10),
  })
  .partial()
  .default({ PageIndex: 1, PageSize: 10 });
export type TPagerInfoInput = z.infer<typeof ZPagerInfoInput>;

export const ZPagerInfo = z.object({ PageIndex: z.number(), PageSize: z.number(), RowCount: z.number() });
export type TPagerInfo = z.infer<typeof ZPagerInfo>;

/** The text of a search box: at most 50 characters. */
export const ZSearch = z.string({ error: MSG.searchTooLong }).trim().max(50, MSG.searchTooLong).optional().nullable();

export const ZId = z.string({ error: '请提供Id' }).trim().min(1, '请提供Id').max(64, 'Id格式不正确');
/**
 * Money on the wire: yuan, judged on its value in fen whatever the JSON spelling (1e-7 and
 * 12.345 are refused, 0.1 + 0.2 is 30 fen): a whole number of fen, 0 to MONEY_MAX_YUAN.
 * Every money field of every operation is this or one of its variants below.
 */
export function money(message: string = MSG.moneyRange, opts: { positive?: boolean; max?: number | null } = {}) {
  const max = opts.max === null ? undefined : (opts.max ?? MONEY_MAX_YUAN);
  // min and max also tell the OpenAPI document; the refinement is the rule itself
  const base = z.number({ error: message }).min(opts.positive ? 0.01 : 0, message);
  return (max === undefined ? base : base.max(max, message)).refine((v) => isValidMoney(v, { positive: opts.positive, max }), message);
}
export const ZMoney = money();
/** A price: at least 1 fen. */
export const ZMoneyPositive = money(MSG.priceRange, { positive: true });
/** A computed total in an answer (sums of many lines may pass the single-price maximum). */
export const ZMoneyTotal = money(MSG.moneyRange, { max: null });

/** ISO-8601 time with offset, as answers carry it. */
export const ZTime = z.string();

/** The years an input time may name; anything beyond is a mistake or a probe, not a date. */
export const TIME_MIN_YEAR = 2000;
export const TIME_MAX_YEAR = 2100;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A time a client sends: ISO-8601 (a date alone is that day in China time; a time without
 * an offset is China time), a real calendar date, between TIME_MIN_YEAR and TIME_MAX_YEAR.
 * It stays a string on the wire type; services read it with parseInputTime.
 */
export function ZTimeInput(message: string = MSG.timeInvalid) {
  return z
    .string({ error: message })
    .trim()
    .max(40, message)
    .refine((s) => parseInputTime(s) !== null, message);
}

/** The instant an input time names, or null when it is not a real time in range. */
export function parseInputTime(s: string): Date | null {
  if (!ISO_TIME.test(s)) return null;
  const [y, mo, d] = [Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))];
  if (y < TIME_MIN_YEAR || y > TIME_MAX_YEAR) return null;
  // Date.parse rolls 02-31 over to March; a real date round-trips
  const cal = new Date(Date.UTC(y, mo - 1, d));
  if (cal.getUTCFullYear() !== y || cal.getUTCMonth() !== mo - 1 || cal.getUTCDate() !== d) return null;
  let iso = s.replace(' ', 'T');
  if (iso.length === 10) iso = `${iso}T00:00:00+08:00`;
  else if (!/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso = `${iso}+08:00`;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t);
}

export const ZEnvelope = z.object({
  IsSuccess: z.boolean(),
  Data: z.unknown(),
  Message: z.string(),
  PagerInfo: ZPagerInfo.optional(),
});
export type TEnvelope<T = unknown> = { IsSuccess: boolean; Data: T; Message: string; PagerInfo?: TPagerInfo };

export const ZEmpty = z.object({}).passthrough().default({});

/** A number that is one of the keys of a table of names (a category, a meal …); anything else is refused with `message`. */
export const enumOf = (values: Record<number, string>, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => v in values, message);

/** A district, city or province code (2, 4 or 6 digits). */
export const ZAreaCode = z
  .string({ error: '请选择所属地区' })
  .trim()
  .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区编码应为2、4或6位数字');
export const ZOptArea = ZAreaCode.optional().nullable();
/** The answer of an export: the file to download. */
export const ZExportFile = z.object({ FileId: z.string(), FileName: z.string() });

export const paged = { PagerInfo: ZPagerInfoInput };
/** A list's input: the filters (all optional) and PagerInfo; an empty body is the first page. */
export const pagedInput = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, ...paged }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } } as never);
/** An operation that reads nothing from its body. */
export const NO_INPUT = z.object({}).default({});

/** A trimmed text of at most `max` characters. */
export const plainText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
/** A trimmed text of 1 to `max` characters. */
export const requiredText = (max: number, empty: string, long: string) => z.string({ error: empty }).trim().min(1, empty).max(max, long);
