import type { TOrderReturn } from '@shanlian/contract';

export type ReturnStatusFilter = 'all' | 'open' | 'settled';

export const returnsOfStatus = (rows: TOrderReturn[], s: ReturnStatusFilter) => (s === 'all' ? rows : rows.filter((r) => r.Status === s));

export const countByStatus = (rows: TOrderReturn[]): Record<ReturnStatusFilter, number> => ({
  all: rows.length,
  open: rows.filter((r) => r.Status === 'open').length,
  settled: rows.filter((r) => r.Status === 'settled').length,
});
