import { afterWorkingDays, FEEDBACK_REPLY_WORKING_DAYS, formatChinaDate } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { escalateUnanswered } from '../sunshine/feedback.service.js';
import { workCalendarFrom } from './work-calendar.service.js';

const OPERATOR = '13800000004';

describe.each(BACKENDS)('the work calendar, on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    operator = await t.client().login(OPERATOR);
  });
  afterAll(() => t.close());

  it('takes holidays and weekend days worked from the operator only, refusing what makes no sense', async () => {
    const saved = await operator.ok('Operator/SaveWorkCalendarDays', { StartDate: '2030-10-01', EndDate: '2030-10-07', Working: false, Note: '国庆节' });
    expect(saved.Saved).toBe(7);
    // 12 October 2030 is a Saturday
    await operator.ok('Operator/SaveWorkCalendarDays', { StartDate: '2030-10-12', EndDate: '2030-10-12', Working: true, Note: '国庆节调休' });
    const year = await operator.ok('Operator/GetWorkCalendar', { Year: 2030 });
    expect(year.Days.map((d: { Date: string }) => d.Date)).toEqual([
      '2030-10-01',
      '2030-10-02',
      '2030-10-03',
      '2030-10-04',
      '2030-10-05',
      '2030-10-06',
      '2030-10-07',
      '2030-10-12',
    ]);
    expect(year.Days[7]).toMatchObject({ Working: true, Note: '国庆节调休' });
    const refused: [Record<string, unknown>, string][] = [
      [{ StartDate: '2030-10-14', EndDate: '2030-10-14', Working: true }, '周一至周五本就是工作日，无需登记为调休上班'],
      [{ StartDate: '2030-01-01', EndDate: '2030-03-01', Working: false }, '一次最多录入31天'],
      [{ StartDate: '2030-10-09', EndDate: '2030-10-08', Working: false }, '结束日期不能早于开始日期'],
      [{ StartDate: '2030-02-30', EndDate: '2030-03-01', Working: false }, '请选择日期'],
      [{ StartDate: '2030-05-01', EndDate: '2030-05-01', Working: false, Note: '长'.repeat(21) }, '说明不能超过20个字'],
    ];
    for (const [input, message] of refused) {
      const res = await operator.call('Operator/SaveWorkCalendarDays', input as never);
      expect(res.status, message).toBe(400);
      expect(res.body.Message).toBe(message);
    }
    expect((await operator.ok('Operator/GetWorkCalendar', { Year: 2030 })).Days).toHaveLength(8);
    const school = await t.asBuyer();
    expect((await school.call('Operator/SaveWorkCalendarDays', { StartDate: '2030-05-01', EndDate: '2030-05-01', Working: false })).status).toBe(403);
    const supervisor = await t.client().login('13800000003');
    expect((await supervisor.call('Operator/GetWorkCalendar', { Year: 2030 })).status).toBe(403);
    const removed = await operator.ok('Operator/RemoveWorkCalendarDays', { Dates: ['2030-10-12', '2030-10-13'] });
    expect(removed.Removed).toBe(1);
    expect((await operator.ok('Operator/GetWorkCalendar', { Year: 2030 })).Days).toHaveLength(7);
  });

  it('holds a feedback’s escalation over a holiday the operator entered, and counts its age without it', async () => {
    const school = await t.asBuyer();
    const firmId = (await school.ok('Account/GetCurrentUser', {})).FirmId;
    const parent = t.client();
    const phone = `1392${String(Date.now()).slice(-7)}`;
    const serial = `cal-${phone}`;
    await parent.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await parent.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    await parent.ok('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: 'feedback' });
    const code = (await parent.ok('Dev/GetSmsOutbox', { Phone: phone }))[0].Code;
    const { Id } = await parent.ok('Public/SubmitFeedback', { FirmId: firmId, Phone: phone, Code: code, Category: 2, Content: '分量偏少' });
    const created = t.clock.now();
    const plainDue = afterWorkingDays(created, FEEDBACK_REPLY_WORKING_DAYS);
    // the operator marks the three days after the feedback's own day as a holiday
    const first = formatChinaDate(new Date(created.getTime() + 86_400_000));
    const last = formatChinaDate(new Date(created.getTime() + 3 * 86_400_000));
    await operator.ok('Operator/SaveWorkCalendarDays', { StartDate: first, EndDate: last, Working: false, Note: '测试假期' });
    const calendar = await workCalendarFrom(t.database.db, created);
    const due = afterWorkingDays(created, FEEDBACK_REPLY_WORKING_DAYS, calendar);
    expect(due.getTime()).toBeGreaterThan(plainDue.getTime());
    t.clock.set(plainDue);
    try {
      // where Monday to Friday would already have passed it on, the holiday holds it
      expect(await escalateUnanswered(t.database.db, plainDue)).toBe(0);
      const xihu = await t.client().login('13800000003');
      const page = { PagerInfo: { PageIndex: 1, PageSize: 50 } };
      const own = await (await t.asBuyer()).ok('Feedback/GetFeedbackList', page);
      expect(own.find((f: { Id: string }) => f.Id === Id).WorkingDays).toBeLessThan(FEEDBACK_REPLY_WORKING_DAYS);
      t.clock.set(due);
      expect(await escalateUnanswered(t.database.db, due)).toBeGreaterThanOrEqual(1);
      await xihu.login('13800000003');
      const seen = (await xihu.ok('Feedback/GetFeedbackList', page)).find((f: { Id: string }) => f.Id === Id);
      expect(seen.EscalateTime).not.toBeNull();
      expect(seen.WorkingDays).toBe(FEEDBACK_REPLY_WORKING_DAYS);
    } finally {
      t.clock.set(created);
      await operator.login(OPERATOR);
      await operator.ok('Operator/RemoveWorkCalendarDays', { Dates: [first, formatChinaDate(new Date(created.getTime() + 2 * 86_400_000)), last] });
    }
  });
});
