/**
 * Traceability rules shared by the server and the web: the QR blob codec, the stock-in
 * (进货单) status codes, licence types, retention of purchase records and the pesticide
 * rapid-test threshold. Browser-safe (no zod, no Node).
 */

// ---------- the QR parameter blob (spec 02 §7, CONTRACT "Traceability") ----------

export const TRACE_VERSIONS = [1, 2] as const;
export type TraceVersion = (typeof TRACE_VERSIONS)[number];

export interface TraceBlob {
  command: 'trace';
  /** An order line id (e-shop purchases) or a stock-in line id (goods bought outside the shop). */
  id: string;
  version: TraceVersion;
}

export const TRACE_CODE_MSG = {
  blank: '追溯码为空，请重新扫描',
  broken: '追溯码无法识别，请确认二维码完整后重新扫描',
} as const;

export class TraceCodeError extends Error {}

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function base64ToUtf8(b64: string): string {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** `encodeURIComponent(base64(UTF-8 JSON {command, id, version}))`: the `Id` query parameter of the landing page. */
export function encodeTraceBlob(id: string, version: TraceVersion = 1): string {
  const blob: TraceBlob = { command: 'trace', id, version };
  return encodeURIComponent(utf8ToBase64(JSON.stringify(blob)));
}

/**
 * The inverse of `encodeTraceBlob`. Accepts the blob as it appears in the URL (URI-encoded) or
 * already decoded by the URL parser. Throws `TraceCodeError` with a message for the person
 * scanning when the code is blank or not a trace blob.
 */
export function decodeTraceBlob(code: string | null | undefined): TraceBlob {
  const raw = (code ?? '').trim();
  if (!raw) throw new TraceCodeError(TRACE_CODE_MSG.blank);
  let b64: string;
  try {
    b64 = decodeURIComponent(raw);
  } catch {
    throw new TraceCodeError(TRACE_CODE_MSG.broken);
  }
  // a '+' that a query-string parser turned into a space
  b64 = b64.replace(/ /g, '+');
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64ToUtf8(b64));
  } catch {
    throw new TraceCodeError(TRACE_CODE_MSG.broken);
  }
  const o = parsed as Partial<TraceBlob> | null;
  if (
    !o ||
    typeof o !== 'object' ||
    o.command !== 'trace' ||
    typeof o.id !== 'string' ||
    !o.id.trim() ||
    o.id.length > 64 ||
    !TRACE_VERSIONS.includes(o.version as TraceVersion)
  ) {
    throw new TraceCodeError(TRACE_CODE_MSG.broken);
  }
  return { command: 'trace', id: o.id, version: o.version as TraceVersion };
}

/** The landing address a trace QR encodes. */
export function traceLandingUrl(publicUrl: string, id: string, version: TraceVersion = 1): string {
  return `${publicUrl.replace(/\/+$/, '')}/eshop/store/retrospect?Id=${encodeTraceBlob(id, version)}`;
}

/** QR drawing (spec 02 §9). */
export const TRACE_QR = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** Trace dialog width (spec 02 §9) and the timeline's time format. */
export const TRACE_DIALOG_WIDTH = 675;
export const TRACE_SKELETON_ROWS = 6;

// ---------- stock-in records (FD_Foodfirmfillin) ----------

/** Status of a stock-in record. Suspension keeps the status it left in `SuspendedFrom`. */
export const FillInStatus = {
  PendingConfirm: 1,
  Confirmed: 2,
  Shipped: 3,
  Delivered: 4,
  Accepted: 5,
  Stored: 6,
  Suspended: 7,
  Refunded: 8,
} as const;
export type FillInStatusCode = (typeof FillInStatus)[keyof typeof FillInStatus];

export const FILL_IN_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: '待确认',
  2: '已确认',
  3: '已发货',
  4: '已送达',
  5: '已验收',
  6: '已入库',
  7: '已暂停',
  8: '已退货',
};

/** Where a record came from: shipping an e-shop order, or direct entry by the supplier or the canteen. */
export const FILL_IN_SOURCES = ['order', 'supplier', 'buyer'] as const;
export type FillInSource = (typeof FILL_IN_SOURCES)[number];
export const FILL_IN_SOURCE_NAMES: Readonly<Record<FillInSource, string>> = {
  order: '商城订单',
  supplier: '供应商录入',
  buyer: '自行录入',
};

/** A supervisor's check (审核): 0 not checked, 1 passed, 2 returned for correction. */
export const FILL_IN_CHECK_NAMES: Readonly<Record<number, string>> = { 0: '未审核', 1: '审核通过', 2: '审核不通过' };

/** Refund records on a stock-in line (spec 02 §2.7): 1 return, 2 exchange. */
export const FILL_IN_RETURN_TYPE_NAMES: Readonly<Record<number, string>> = { 1: '退货', 2: '换货' };

// ---------- licences (资质证照) ----------

export const LicenseType = { Business: 1, FoodBusiness: 2, FoodProduction: 3, Other: 9 } as const;
export const LICENSE_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '营业执照',
  2: '食品经营许可证',
  3: '食品生产许可证',
  9: '其他证照',
};
/**
 * What an inspection certificate of a batch is: the caption the trace page and the records show
 * (never the file's name). A certificate stored before kinds existed is captioned by
 * CERTIFICATE_KIND_FALLBACK.
 */
export const CERTIFICATE_KINDS = {
  inspection: '检验报告',
  quarantine: '检疫合格证明',
  'animal-quarantine': '动物检疫合格证明',
  pesticide: '农残检测报告',
  compliance: '承诺达标合格证',
  'import-quarantine': '入境货物检验检疫证明',
} as const;
export type CertificateKind = keyof typeof CERTIFICATE_KINDS;
export const CERTIFICATE_KIND_FALLBACK = '检验证明';
/** The caption of a certificate of the given kind (or none). */
export const certificateCaption = (kind: string | null | undefined): string =>
  (kind && (CERTIFICATE_KINDS as Record<string, string>)[kind]) || CERTIFICATE_KIND_FALLBACK;
/** A supplier ships only while it holds a valid business licence and a valid food business or production licence. */
export const REQUIRED_LICENSE_GROUPS: readonly (readonly number[])[] = [[LicenseType.Business], [LicenseType.FoodBusiness, LicenseType.FoodProduction]];
/** The desk warns this many days before a licence expires. */
export const LICENSE_WARN_DAYS = 30;

export type LicenseState = 'valid' | 'expiring' | 'expired';
const DAY_MS = 86_400_000;

/** Whole days from `now` until the end of the licence's last valid day (negative when expired). */
export function licenseDaysLeft(validUntil: Date | string, now: Date | number): number {
  const end = new Date(validUntil).getTime();
  const t = typeof now === 'number' ? now : now.getTime();
  return Math.floor((end - t) / DAY_MS);
}

export function licenseState(validUntil: Date | string, now: Date | number): LicenseState {
  const end = new Date(validUntil).getTime();
  const t = typeof now === 'number' ? now : now.getTime();
  if (end < t) return 'expired';
  return licenseDaysLeft(validUntil, t) < LICENSE_WARN_DAYS ? 'expiring' : 'valid';
}

export const LICENSE_STATE_NAMES: Readonly<Record<LicenseState, string>> = { valid: '有效', expiring: '即将到期', expired: '已过期' };

// ---------- purchase-inspection records (进货查验记录) ----------

/**
 * How long a purchase record must be kept (食品安全法 §50, §53): six months after the shelf
 * life ends, or two years from the purchase when the goods have no shelf life. Dates are
 * 'YYYY-MM-DD' days in China time.
 */
export function retainUntil(purchaseDate: string, productDate: string | null, shelfLifeDays: number | null): string {
  if (productDate && shelfLifeDays && shelfLifeDays > 0) {
    const expiry = addDays(productDate, shelfLifeDays);
    return addMonths(expiry, 6);
  }
  return addMonths(purchaseDate, 24);
}

/** The day the goods expire: production date + shelf life, or null without a shelf life. */
export function expiryDate(productDate: string | null, shelfLifeDays: number | null): string | null {
  if (!productDate || !shelfLifeDays || shelfLifeDays <= 0) return null;
  return addDays(productDate, shelfLifeDays);
}

// ---------- expiry at the kitchen door (进货查验: no expired goods, near-expiry only when confirmed) ----------

/**
 * Near expiry: at most this share of the shelf life left on the delivery day (the usual
 * acceptance rule of canteens: goods with ≤ 1/3 of their shelf life left are taken only
 * knowingly).
 */
export const NEAR_EXPIRY_SHARE = 1 / 3;

export type ExpiryState = 'none' | 'ok' | 'near' | 'expired';

/**
 * Where a batch stands on a day ('YYYY-MM-DD', China time): 'none' without a shelf life,
 * 'expired' after its expiry day, 'near' with ≤ NEAR_EXPIRY_SHARE of the shelf life left,
 * else 'ok'. `daysLeft` counts whole days from the day to the expiry day.
 */
export function expiryOn(
  productDate: string | null,
  shelfLifeDays: number | null,
  day: string,
): { state: ExpiryState; expiry: string | null; daysLeft: number | null } {
  const expiry = expiryDate(productDate, shelfLifeDays);
  if (!expiry || !shelfLifeDays) return { state: 'none', expiry: null, daysLeft: null };
  const daysLeft = Math.round((parseDay(expiry).getTime() - parseDay(day).getTime()) / 86_400_000);
  if (daysLeft < 0) return { state: 'expired', expiry, daysLeft };
  return { state: daysLeft <= shelfLifeDays * NEAR_EXPIRY_SHARE ? 'near' : 'ok', expiry, daysLeft };
}

/** Goods kept chilled or frozen (by the line's storage words), whose temperature is taken at receipt. */
export function isColdStorage(storage: string | null | undefined): boolean {
  const s = storage ?? '';
  return /冷藏|冷冻|冷鲜|冰鲜|速冻|[-－]\s*\d+\s*[℃°]|0\s*[~～-]\s*[0-9]+\s*[℃°]/.test(s);
}

/** A temperature at receipt, in °C: what a probe thermometer can read. */
export const RECEIPT_TEMPERATURE = { min: -40, max: 60 } as const;

/** The ledger's 保质期查验 words of a line: flagged when expired on receipt, noted when near expiry was confirmed. */
export function ledgerExpiryNote(row: { ExpiredOnReceipt: boolean; NearExpiryConfirmed: boolean }): string {
  if (row.ExpiredOnReceipt) return '验收时已过期（规则实施前的记录）';
  if (row.NearExpiryConfirmed) return '临期，验收人已确认';
  return '合格';
}

function parseDay(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}
function fmtDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
export function addDays(day: string, days: number): string {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fmtDay(d);
}
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fmtDay(target);
}

// ---------- pesticide residue rapid test (农残快检, GB/T 5009.199) ----------

/** An enzyme-inhibition rate at or above this percent is positive (不合格). */
export const PESTICIDE_INHIBITION_LIMIT = 50;
export const PESTICIDE_METHODS = ['酶抑制率法（分光光度法）', '速测卡法（纸片法）', '胶体金免疫层析法'] as const;
export function pesticidePassed(inhibitionRatePct: number): boolean {
  return inhibitionRatePct < PESTICIDE_INHIBITION_LIMIT;
}

// ---------- GS1 ----------

/** A GTIN-8/12/13/14 with a valid GS1 check digit. */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = value.split('').map(Number);
  const check = digits.pop() as number;
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += (digits[i] as number) * w;
  return (10 - (sum % 10)) % 10 === check;
}

/** The tail of the near-expiry refusal, by which a client knows to ask for the confirmation and send it. */
export const NEAR_EXPIRY_ASK = '剩余保质期不足三分之一，请确认临期后再验收';

/** Public trace reads (the QR page) one address may make per window. */
export const TRACE_PUBLIC_READS = { max: 60, windowMs: 60_000 } as const;

export const TRACE_MSG = {
  certificateMissing: (names: string) => `${names} 缺少检验证明，请先上传检验证明再发货`,
  licenseMissing: (names: string) => `缺少有效的资质证照：${names}，请在“资质证照”中上传后再发货`,
  licenseExpired: (names: string, day: string) => `资质证照已过期：${names}（发货日期 ${day}），请更新后再发货`,
  fillInNotFound: '进货单不存在',
  lineNotFound: '进货明细不存在',
  fillInStale: (action: string, status: string) => `进货单当前为“${status}”，不能${action}`,
  shipLinesMismatch: '请为订单的每一行填写批次信息',
  witnessRequired: '请选择另一位验收人（验收须两人在场）',
  witnessSelf: '另一位验收人不能是本人',
  witnessNotStaff: '另一位验收人须是本单位员工',
  acceptedOver: (name: string) => `${name} 的验收数量不能超过送货数量`,
  retained: (day: string) => `进货查验记录须保存至 ${day}，保存期内不能删除`,
  orderRecordDelete: '商城订单生成的进货单随订单保存，不能删除',
  buyerRequired: '请选择收货单位',
  buyerNotFound: '收货单位不存在',
  supplierNameRequired: '请填写供应商名称',
  checkStale: '只有已验收或已入库的进货单可以审核',
  returnOver: '退货数量不能超过可退数量',
  importEmpty: '文件中没有数据行，请按模板填写后再导入',
  importBadFile: '无法读取该文件，请使用下载的模板（.xlsx）',
  importRows: (n: number) => `有 ${n} 行数据不正确，未导入任何数据，请修改后重新导入`,
  traceNotFound: '未找到该商品的追溯信息',
  tooManyTraceReads: '查询追溯信息过于频繁，请一分钟后再试',
  noLabels: '该进货单没有可打印的明细',
  noCjkFont: '服务器缺少中文字体，无法生成标签',
  importBadDay: '生产日期不是有效的日期',
  importMadeAfterDist: '生产日期不能晚于进货日期',
  importTooManyLines: '一张进货单最多100行，请分开日期或分批导入',
  invalidGtin: '商品条码（GTIN）格式或校验位不正确',
  returnPeopleNotStaff: '退货人和确认人须是本单位员工',
  licenseNotFound: '证照不存在',
  licenseValidityRequired: '请选择有效期',
  productDateInvalid: (name: string) => `${name} 的生产日期不正确`,
  productDateAfterDist: (name: string) => `${name} 的生产日期不能晚于配送日期`,
  monthInvalid: '月份格式为 YYYY-MM',
  expiredNoAccept: (name: string, expiry: string) => `「${name}」已过保质期（到期 ${expiry}），不能验收`,
  expiredNoShip: (name: string, expiry: string) => `「${name}」已过保质期（到期 ${expiry}），不能发货`,
  nearExpiryConfirm: (names: string) => `「${names}」${NEAR_EXPIRY_ASK}`,
  acceptFromStatus: '只有已发货或已送达的进货单可以验收',
  temperatureRange: `收货温度须在 ${RECEIPT_TEMPERATURE.min} 到 ${RECEIPT_TEMPERATURE.max} ℃ 之间`,
  traceCodeNotRecord: '该二维码不是本平台的追溯标签，请扫描进货单上的追溯标签',
  traceCodeNoRecord: '未找到该追溯标签对应的进货单',
  arrivedTitle: '配送车辆已到达',
  arrivedBody: (vehicleNo: string, fillInNo: string) => `${vehicleNo} 已到达，进货单 ${fillInNo} 已送达，请在“进货验收”中两人验收。`,
} as const;
