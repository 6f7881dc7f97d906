import { describe, expect, it } from 'vitest';
import { reviewNoticeText } from '../operator/review.service.js';
import { returnOutcome } from '../order/order.returns.js';
import { noticeText } from './notices.js';

/** Texts people type (a reason, the push content, a note) often end with their own 。: the notices wrapping them say one. */
describe('notices that wrap a typed text', () => {
  const typed = '后厨未戴口罩。';
  it('the reported-case SMS', () => {
    const c = { firmName: '阳光实验小学', monitorName: '后厨', abilityName: '未戴口罩', grade: 1, caseNo: 'V1', pushContent: typed } as Parameters<
      typeof noticeText
    >[1];
    const text = noticeText('reported', c, '2026-11-24 18:00');
    expect(text).toContain('：后厨未戴口罩。请于');
    expect(text).not.toMatch(/。。/);
    expect(noticeText('reported', { ...c, pushContent: '' }, '2026-11-24 18:00')).toContain('V1）。请于');
  });
  it('the supplier review SMS', () => {
    const text = reviewNoticeText('reject', '绿源农场', '营业执照已过期。');
    expect(text).toContain('理由：营业执照已过期。请按要求');
    expect(text).not.toMatch(/。。/);
  });
  it('a return’s outcome', () => {
    expect(returnOutcome({ status: 'rejected', type: 1, refundFen: null, settleRemark: '已过退货期。' })).toBe('拒绝：已过退货期');
    expect(returnOutcome({ status: 'accepted', type: 1, refundFen: null, settleRemark: '包装破损。' })).toBe('同意退货（包装破损）');
  });
});
