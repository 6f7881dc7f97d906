import type { TOrderReturn } from '@shanlian/contract';

export type ReturnStatusFilter = 'all' | 'open' | 'accepted' | 'rejected';
export const RETURN_STATUS_FILTERS: ReturnStatusFilter[] = ['all', 'open', 'accepted', 'rejected'];
export const RETURN_STATUS_LABELS: Record<ReturnStatusFilter, string> = { all: '全部', open: '待处理', accepted: '已同意', rejected: '已拒绝' };
export const RETURN_STATUS_COLORS: Record<string, string> = { open: 'orange', accepted: 'green', rejected: 'red' };

export const returnsOfStatus = (rows: TOrderReturn[], s: ReturnStatusFilter) => (s === 'all' ? rows : rows.filter((r) => r.Status === s));

export const countByStatus = (rows: TOrderReturn[]): Record<ReturnStatusFilter, number> => ({
  all: rows.length,
  open: rows.filter((r) => r.Status === 'open').length,
  accepted: rows.filter((r) => r.Status === 'accepted').length,
  rejected: rows.filter((r) => r.Status === 'rejected').length,
});
