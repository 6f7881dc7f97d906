import type { TFoodPlan } from '@shanlian/contract';
import { planLine } from '@shanlian/contract/browser';

/** Yuan to integer fen, for sums that must not drift. */
const fen = (yuan: number) => Math.round(yuan * 100);

/** The footer of the ingredient plans: count, goods, goods with freight and points of the chosen plans (the rows' own figures). */
export function planFooter(plans: readonly Pick<TFoodPlan, 'TotalPrice' | 'Freight' | 'TotalWithFreight' | 'Points'>[]) {
  let goods = 0;
  let freight = 0;
  let withFreight = 0;
  let points = 0;
  for (const p of plans) {
    goods += fen(p.TotalPrice);
    freight += fen(p.Freight);
    withFreight += fen(p.TotalWithFreight);
    points += fen(p.Points);
  }
  return { Count: plans.length, TotalPrice: goods / 100, Freight: freight / 100, TotalWithFreight: withFreight / 100, Points: points / 100 };
}

/** A line being edited in the plan dialog. */
export interface DraftLine {
  FoodSaleShelfId: string;
  Name: string;
  Specification: string;
  Unit: string;
  PresentPrice: number;
  Number: number;
  /** least quantity and step (from the product list; 1 and 1 when unknown) */
  Min: number;
  Step: number;
  SupplyName: string;
  /** 'YYYY-MM-DD' the line is to arrive; null: the plan's first day */
  DeliveryDate: string | null;
}

/** A line's key in the dialog: one line per product and day. */
export const lineKey = (l: Pick<DraftLine, 'FoodSaleShelfId' | 'DeliveryDate'>) => `${l.FoodSaleShelfId}|${l.DeliveryDate ?? ''}`;

/** The days of a plan's dates, first to last (at most 31). */
export function planDays(start: string | null, end: string | null): string[] {
  if (!start || !end || end < start) return [];
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); out.length < 31; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > end) break;
    out.push(day);
  }
  return out;
}

/**
 * The lines with one moved to another day: a line of the same product already on that day takes
 * its quantity (one line per product and day, as the server keeps them).
 */
export function moveLine(lines: readonly DraftLine[], key: string, day: string): DraftLine[] {
  const moving = lines.find((l) => lineKey(l) === key);
  if (!moving) return [...lines];
  const there = lines.find((l) => l !== moving && l.FoodSaleShelfId === moving.FoodSaleShelfId && l.DeliveryDate === day);
  if (!there) return lines.map((l) => (l === moving ? { ...l, DeliveryDate: day } : l));
  return lines.filter((l) => l !== moving).map((l) => (l === there ? { ...l, Number: l.Number + moving.Number } : l));
}

/** Subtotal and points of the dialog's lines, each line by planLine (quantity × unit price). */
export function draftTotals(lines: readonly Pick<DraftLine, 'PresentPrice' | 'Number'>[]) {
  let sub = 0;
  let points = 0;
  for (const l of lines) {
    const r = planLine(l.PresentPrice, l.Number);
    sub += fen(r.Subtotal);
    points += fen(r.Points);
  }
  return { Subtotal: sub / 100, Points: points / 100 };
}

/** A quantity the product can be bought in: at least `min`, then whole steps above it. */
export function fitQuantity(n: number | null | undefined, min: number, step: number): number {
  const lo = Math.max(1, min || 1);
  const st = Math.max(1, step || 1);
  if (n == null || !Number.isFinite(n) || n <= lo) return lo;
  return lo + Math.ceil((Math.floor(n) - lo) / st) * st;
}
