import type { InputOf, TFillIn, TFillInLine } from '@shanlian/contract';
import { type ExpiryState, expiryOn, type FillInSource, FillInStatus, isColdStorage } from '@shanlian/contract/browser';

/** Which side a page is drawn for. */
export type Side = 'buyer' | 'supplier' | 'supervision';

export type Action =
  | 'accept'
  | 'store'
  | 'suspend'
  | 'resume'
  | 'confirm'
  | 'ship'
  | 'deliver'
  | 'edit'
  | 'remove'
  | 'pesticide'
  | 'returns'
  | 'certificates'
  | 'labels'
  | 'review';

/** What the caller holds on its side (from useCan). */
export interface SidePerms {
  view: boolean;
  edit: boolean;
  remove: boolean;
  review: boolean;
}

/** The part of a record the actions depend on. */
export interface ActionRecord {
  Status: number;
  Source: FillInSource;
}

const S = FillInStatus;
const among = (status: number, list: readonly number[]) => list.includes(status);

/**
 * The actions a record offers on one side, given the caller's permissions. The server decides
 * again; this only keeps buttons away that would be refused.
 */
export function actionsFor(side: Side, rec: ActionRecord, perms: SidePerms): Action[] {
  const out: Action[] = [];
  const st = rec.Status;
  if (side === 'supervision') {
    if (perms.review && among(st, [S.Accepted, S.Stored])) out.push('review');
    return out;
  }
  if (perms.edit) {
    if (side === 'buyer') {
      // the kitchen door: as soon as it is shipped, whether or not the run has marked it delivered
      if (st === S.Shipped || st === S.Delivered) out.push('accept');
      if (st === S.Accepted) out.push('store');
      if (rec.Source === 'buyer' && st === S.Delivered) out.push('edit', 'certificates');
      if (among(st, [S.PendingConfirm, S.Confirmed, S.Shipped, S.Delivered, S.Accepted])) out.push('suspend');
    } else {
      if (st === S.PendingConfirm) out.push('confirm');
      if (st === S.Confirmed) out.push('ship');
      if (st === S.Shipped) out.push('deliver');
      if (rec.Source === 'supplier' && st === S.PendingConfirm) out.push('edit');
      if (among(st, [S.PendingConfirm, S.Confirmed, S.Shipped])) out.push('certificates', 'suspend');
    }
    if (st === S.Suspended) out.push('resume');
    if (among(st, [S.Shipped, S.Delivered, S.Accepted, S.Stored])) out.push('pesticide');
    if (among(st, [S.Accepted, S.Stored])) out.push('returns');
  }
  if (perms.remove && rec.Source !== 'order') {
    // the supplier's own entry while pending; the canteen's own entry (the server keeps it through its retention)
    if (side === 'supplier' && rec.Source === 'supplier' && st === S.PendingConfirm) out.push('remove');
    if (side === 'buyer' && rec.Source === 'buyer' && among(st, [S.Delivered, S.Accepted, S.Stored, S.Refunded])) out.push('remove');
  }
  if (perms.view && st !== S.PendingConfirm) out.push('labels');
  return out;
}

/** The quantity a line may still have returned: what was accepted (or delivered) less what went back. */
export function returnable(line: Pick<TFillInLine, 'Quantity' | 'AcceptedQuantity' | 'ReturnedQuantity'>): number {
  return Math.max(0, (line.AcceptedQuantity ?? line.Quantity) - line.ReturnedQuantity);
}

/** Acceptance starts at the delivered quantity of every line. */
export function acceptDefaults(lines: readonly Pick<TFillInLine, 'Id' | 'Quantity'>[]): Record<string, number> {
  return Object.fromEntries(lines.map((l) => [l.Id, l.Quantity]));
}

/** The names of the lines whose accepted quantity is missing, negative, fractional or over the delivered quantity. */
export function acceptProblems(
  lines: readonly Pick<TFillInLine, 'Id' | 'Quantity' | 'ProductName'>[],
  qty: Record<string, number | null | undefined>,
): string[] {
  return lines
    .filter((l) => {
      const q = qty[l.Id];
      return q === null || q === undefined || !Number.isInteger(q) || q < 0 || q > l.Quantity;
    })
    .map((l) => l.ProductName);
}

/** Where each line's batch stands today (expired, near expiry, fine, or no shelf life). */
export function expiryStates(lines: readonly Pick<TFillInLine, 'Id' | 'ProductDate' | 'ShelfLife'>[], today: string): Record<string, ExpiryState> {
  return Object.fromEntries(lines.map((l) => [l.Id, expiryOn(l.ProductDate, l.ShelfLife, today).state]));
}

/** The names of the lines being taken (quantity > 0) in the given expiry state: what blocks or needs a confirmation. */
export function takenIn(
  lines: readonly Pick<TFillInLine, 'Id' | 'ProductName'>[],
  qty: Record<string, number | null | undefined>,
  states: Record<string, ExpiryState>,
  state: ExpiryState,
): string[] {
  return lines.filter((l) => (qty[l.Id] ?? 0) > 0 && states[l.Id] === state).map((l) => l.ProductName);
}

/** Temperatures start from the cold chain's last reading for chilled and frozen goods; others start empty. */
export function temperatureDefaults(
  lines: readonly Pick<TFillInLine, 'Id' | 'Storage'>[],
  lastReading: number | null | undefined,
): Record<string, number | null> {
  return Object.fromEntries(lines.map((l) => [l.Id, isColdStorage(l.Storage) && typeof lastReading === 'number' ? lastReading : null]));
}

/** The acceptance call's input. */
export function acceptInput(
  id: string,
  witnessUserId: string,
  lines: readonly Pick<TFillInLine, 'Id' | 'Quantity'>[],
  qty: Record<string, number | null | undefined>,
  extra: { temperature?: Record<string, number | null | undefined>; fileIds?: string[]; confirmNearExpiry?: boolean } = {},
): InputOf<'FD_Foodfirmfillin/AcceptFD_Foodfirmfillin'> {
  return {
    Id: id,
    WitnessUserId: witnessUserId,
    Lines: lines.map((l) => ({ Id: l.Id, AcceptedQuantity: qty[l.Id] ?? l.Quantity, Temperature: extra.temperature?.[l.Id] ?? null })),
    FileIds: extra.fileIds ?? [],
    ConfirmNearExpiry: extra.confirmNearExpiry === true,
  };
}

// ---------------------------------------------------------------- the entry form

/** A certificate file on a form line. */
export interface FormFile {
  Id: string;
  FileName: string;
  FileUrl: string;
}

/** One line of the entry form: dates are 'YYYY-MM-DD' strings (the component converts its pickers). */
export interface EntryLine {
  FoodSaleShelfId?: string | null;
  ProductName?: string;
  Specification?: string;
  Unit?: string;
  Quantity?: number | null;
  Price?: number | null;
  BatchNumber?: string;
  ProductDate?: string | null;
  ShelfLife?: number | null;
  Storage?: string;
  ProductLicense?: string;
  TraceabilityCode?: string;
  OriginFirmName?: string;
  Gtin?: string;
  Certificates?: FormFile[];
}

export interface EntryForm {
  FirmId?: string | null;
  SupplyFirmName?: string;
  SupplyFirmAddress?: string;
  SupplyFirmContact?: string;
  DistDate?: string | null;
  Remark?: string;
  Lines?: EntryLine[];
}

const s = (v: string | null | undefined) => (v ?? '').trim();

/** An empty line of the form. */
export const emptyLine = (): EntryLine => ({ Quantity: 1, Price: 0, ShelfLife: 0, Certificates: [] });

/**
 * The form → the contract's record input. The buyer names the supplier (bought outside the shop);
 * the supplier names the receiving firm. Blank optional texts go as ''.
 */
export function entryToInput(side: Side, f: EntryForm): InputOf<'FD_Foodfirmfillin/AddFD_Foodfirmfillin'>['FD_FoodfirmfillinInfo'] {
  return {
    ...(side === 'supplier'
      ? { FirmId: f.FirmId ?? null }
      : { SupplyFirmName: s(f.SupplyFirmName), SupplyFirmAddress: s(f.SupplyFirmAddress), SupplyFirmContact: s(f.SupplyFirmContact) }),
    DistDate: s(f.DistDate),
    Remark: s(f.Remark),
    FD_FoodfirmfillindetailInfos: (f.Lines ?? []).map((l) => ({
      FoodSaleShelfId: l.FoodSaleShelfId ?? null,
      ProductName: s(l.ProductName),
      Specification: s(l.Specification),
      Unit: s(l.Unit),
      Quantity: l.Quantity ?? 0,
      Price: l.Price ?? 0,
      BatchNumber: s(l.BatchNumber),
      ProductDate: s(l.ProductDate),
      ShelfLife: l.ShelfLife ?? 0,
      Storage: s(l.Storage),
      ProductLicense: s(l.ProductLicense),
      TraceabilityCode: s(l.TraceabilityCode),
      OriginFirmName: s(l.OriginFirmName),
      Gtin: s(l.Gtin),
      CertificateFileIds: (l.Certificates ?? []).map((c) => c.Id),
    })),
  };
}

/** A record → the form, for editing. */
export function recordToEntry(r: TFillIn): EntryForm {
  return {
    FirmId: r.FirmId,
    SupplyFirmName: r.SupplyFirmName,
    SupplyFirmAddress: r.SupplyFirmAddress,
    SupplyFirmContact: r.SupplyFirmContact,
    DistDate: r.DistDate ? r.DistDate.slice(0, 10) : null,
    Remark: r.Remark,
    Lines: r.FD_FoodfirmfillindetailInfos.map((l) => ({
      FoodSaleShelfId: l.FoodSaleShelfId,
      ProductName: l.ProductName,
      Specification: l.Specification,
      Unit: l.Unit,
      Quantity: l.Quantity,
      Price: l.Price,
      BatchNumber: l.BatchNumber,
      ProductDate: l.ProductDate || null,
      ShelfLife: l.ShelfLife,
      Storage: l.Storage,
      ProductLicense: l.ProductLicense,
      TraceabilityCode: l.TraceabilityCode,
      OriginFirmName: l.OriginFirmName,
      Gtin: l.Gtin,
      Certificates: l.FD_Foodfirmfillindtlfiles.map((f) => ({ Id: f.Id, FileName: f.FileName, FileUrl: f.FileUrl })),
    })),
  };
}

// ---------------------------------------------------------------- the list filter

export interface ListFilter {
  status: number;
  search: string;
  start: string | null;
  end: string | null;
  supplyFirmId: string | null;
  source: FillInSource | null;
  checkStatus: number | null;
  areaCode: string | null;
}

export const emptyFilter = (): ListFilter => ({
  status: 0,
  search: '',
  start: null,
  end: null,
  supplyFirmId: null,
  source: null,
  checkStatus: null,
  areaCode: null,
});

/** The filter → the list's and the export's input (the end day counts to its last second). */
export function filterToInput(f: ListFilter) {
  return {
    Status: f.status || null,
    SearchName: f.search.trim() || null,
    StartTime: f.start || null,
    EndTime: f.end ? `${f.end} 23:59:59` : null,
    SupplyFirmId: f.supplyFirmId || null,
    Source: f.source || null,
    CheckStatus: f.checkStatus ?? null,
    AreaCode: f.areaCode || null,
  };
}

/** Whether the filter narrows the list (to tell "none yet" from "none match"). */
export const filtered = (f: ListFilter) =>
  !!(f.status || f.search.trim() || f.start || f.end || f.supplyFirmId || f.source || f.checkStatus !== null || f.areaCode);

// ---------------------------------------------------------------- files

/** An import file must be a workbook (.xlsx). */
export const isXlsx = (name: string) => /\.xlsx$/i.test(name);

/** The row errors a refused import answers in Data: [{Row, Message}]; [] for anything else. */
export function importRowErrors(data: unknown): { Row: number; Message: string }[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((e): e is { Row: unknown; Message: unknown } => !!e && typeof e === 'object' && 'Row' in e && 'Message' in e)
    .map((e) => ({ Row: Number(e.Row), Message: String(e.Message) }))
    .filter((e) => Number.isFinite(e.Row));
}
