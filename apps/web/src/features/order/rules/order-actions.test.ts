import { describe, expect, it } from 'vitest';
import { actionsFor, canRegisterReturn, deleteArchives, listActions, paidOf, statusLabel } from './order-actions';

describe('actionsFor (my orders, spec 02 §2.4)', () => {
  it('offers each action only in its statuses', () => {
    expect(actionsFor(1)).toEqual(['detail', 'reorder', 'cancel']);
    expect(actionsFor(2)).toEqual(['detail', 'receive', 'reorder', 'cancel']);
    expect(actionsFor(3)).toEqual(['detail', 'logistics', 'receive', 'reorder']);
    expect(actionsFor(4)).toEqual(['detail', 'logistics', 'aftersale', 'reorder', 'delete']);
    expect(actionsFor(5)).toEqual(['detail', 'reorder', 'delete']);
    // an archived order stays archived
    expect(actionsFor(4, true)).toEqual(['detail', 'logistics', 'aftersale', 'reorder']);
  });

  it('archives instead of deleting an order with a receipt or invoices', () => {
    expect(deleteArchives({ Status: 4, B2B_ElectricityorderinvfileInfos: [] })).toBe(true);
    expect(deleteArchives({ Status: 5, B2B_ElectricityorderinvfileInfos: [{ Id: 'f', FileUrl: '' }] })).toBe(true);
    expect(deleteArchives({ Status: 5, B2B_ElectricityorderinvfileInfos: [] })).toBe(false);
  });
});

describe('listActions (order list, spec 02 §2.6)', () => {
  it('shows invoices from status 3, confirms at 3, cancels below 3, deletes only done or cancelled', () => {
    expect(listActions(1)).toEqual({ invoice: false, confirm: false, cancel: true, delete: false });
    expect(listActions(3)).toEqual({ invoice: true, confirm: true, cancel: false, delete: false });
    expect(listActions(4)).toEqual({ invoice: true, confirm: false, cancel: false, delete: true });
    expect(listActions(5).delete).toBe(true);
  });
});

describe('returns and amounts', () => {
  it('registers returns once shipped', () => {
    expect([1, 2, 3, 4, 5].filter(canRegisterReturn)).toEqual([3, 4]);
  });

  it('pays each line at its received number, nothing when cancelled', () => {
    const lines = [
      { Price: 28, SealNumber: 10, ReceivedNumber: 8 },
      { Price: 0.1, SealNumber: 3, ReceivedNumber: null },
    ];
    expect(paidOf({ Status: 4, B2B_ElectricityorderdetailInfos: lines as never })).toBe(224.3);
    expect(paidOf({ Status: 5, B2B_ElectricityorderdetailInfos: lines as never })).toBe(0);
  });

  it('reads 交易完成 for a completed order', () => {
    expect(statusLabel({ Status: 4, StatusName: '已完成' }, '交易完成')).toBe('交易完成');
    expect(statusLabel({ Status: 3, StatusName: '待收货' }, '交易完成')).toBe('待收货');
  });
});
