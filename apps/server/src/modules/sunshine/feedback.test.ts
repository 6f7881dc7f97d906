import { addDays, afterWorkingDays, FEEDBACK_REPLY_WORKING_DAYS, formatChinaDate, mondayOf } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient, tinyPng } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { escalateUnanswered } from './feedback.service.js';

const PAGE = { PageIndex: 1, PageSize: 50 };
let seq = 0;
const freshPhone = () => `1391${String(1_000_000 + Math.floor(Math.random() * 8_000_000) + ++seq).slice(-7)}`;

describe.each(BACKENDS)('parents’ feedback and 陪餐 records, on %s', (backend) => {
  let t: TestApp;
  let school: TestClient;
  let schoolFirm: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    school = await t.asBuyer();
    schoolFirm = (await school.ok('Account/GetCurrentUser', {})).FirmId;
  });
  afterAll(() => t.close());

  /** A parent's phone proven as the page does it: captcha, then an SMS code for purpose feedback. */
  async function provenPhone(parent: TestClient, phone = freshPhone()): Promise<{ phone: string; code: string }> {
    const serial = `fb-${phone}`;
    await parent.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await parent.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    await parent.ok('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: 'feedback' });
    const code = (await parent.ok('Dev/GetSmsOutbox', { Phone: phone }))[0].Code;
    return { phone, code };
  }

  async function submit(parent: TestClient, over: Record<string, unknown> = {}) {
    const { phone, code } = await provenPhone(parent);
    return parent.call('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: phone, Code: code, Category: 1, Content: '今天的青菜有点咸', ...over });
  }

  it('takes feedback only from a proven phone, once per code, and refuses bad input without a trace', async () => {
    const parent = t.client();
    const { phone, code } = await provenPhone(parent);
    const wrong = await parent.call('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: phone, Code: '000000', Category: 1, Content: '咸' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe('验证码错误或已过期');
    const cases: [Record<string, unknown>, string][] = [
      [{ Category: 9 }, '请选择反馈类别'],
      [{ Content: '  ' }, '请填写反馈内容'],
      [{ Content: '长'.repeat(501) }, '反馈内容不能超过500字'],
      [{ FileIds: ['x'] }, '照片须由本手机号上传，请重新上传照片'],
      [{ FileIds: ['a', 'b', 'c', 'd'] }, '照片最多3张'],
    ];
    for (const [body, message] of cases) {
      const r = await parent.raw('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: phone, Code: code, Category: 1, Content: '咸', ...body });
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
    expect((await parent.call('Public/SubmitFeedback', { FirmId: 'nope', Phone: phone, Code: code, Category: 1, Content: '咸' })).status).toBe(404);
    const before = (await school.call('Feedback/GetFeedbackList', { PagerInfo: PAGE })).body.PagerInfo.RowCount;
    const ok = await parent.ok('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: phone, Code: code, Category: 2, Content: '分量不够' });
    expect(ok.TrackingCode).toMatch(/^[2-9A-Z]{10}$/);
    // the code is spent
    const again = await parent.call('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: phone, Code: code, Category: 2, Content: '再来一次' });
    expect(again.status).toBe(400);
    expect((await school.call('Feedback/GetFeedbackList', { PagerInfo: PAGE })).body.PagerInfo.RowCount).toBe(before + 1);
  });

  it('lets the school see it with the phone masked, reply and close; the parent reads the reply by tracking code and rates it once', async () => {
    const parent = t.client();
    const sent = await submit(parent);
    expect(sent.status).toBe(200);
    const { Id, TrackingCode } = sent.body.Data;
    const list = await school.ok('Feedback/GetFeedbackList', { Status: 1, PagerInfo: PAGE });
    const row = list.find((f: { Id: string }) => f.Id === Id);
    expect(row.Phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(row.CategoryName).toBe('饭菜质量');
    // another school neither sees nor answers it
    const other = await t.client().login('13800000005');
    expect((await other.ok('Feedback/GetFeedbackList', { PagerInfo: PAGE })).map((f: { Id: string }) => f.Id)).not.toContain(Id);
    expect((await other.call('Feedback/Reply', { Id, Content: '收到' })).status).toBe(403);
    // the parent may not rate before a reply
    expect((await parent.call('Public/RateFeedback', { TrackingCode, Rating: 5 })).body.Message).toBe('学校回复后才能评价');
    expect((await school.call('Feedback/Reply', { Id, Content: '  ' })).body.Message).toBe('请填写回复内容');
    await school.ok('Feedback/Reply', { Id, Content: '已调整盐量，感谢反馈' });
    const seen = await t.client().ok('Public/GetFeedback', { TrackingCode: TrackingCode.toLowerCase() });
    expect(seen.StatusName).toBe('已回复');
    expect(seen.Replies.map((r: { Content: string }) => r.Content)).toEqual(['已调整盐量，感谢反馈']);
    expect(JSON.stringify(seen)).not.toMatch(/1\d{10}|UserName|Phone/);
    await parent.ok('Public/RateFeedback', { TrackingCode, Rating: 4 });
    expect((await parent.call('Public/RateFeedback', { TrackingCode, Rating: 5 })).body.Message).toBe('该反馈已评价过');
    await school.ok('Feedback/Close', { Id });
    expect((await school.call('Feedback/Reply', { Id, Content: '再补充' })).body.Message).toBe('该反馈已关闭');
    expect((await t.client().call('Public/GetFeedback', { TrackingCode: 'ZZZZZZZZZZ' })).status).toBe(404);
  });

  /** A parent's photo upload as the dialog makes it: the phone and the ticket its code gave. */
  async function uploadPhotos(phone: string, ticket: string, count = 1) {
    const form = new FormData();
    form.append('Phone', phone);
    form.append('Ticket', ticket);
    for (let i = 0; i < count; i++) form.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), `photo${i}.png`);
    const res = await fetch(`${t.baseUrl}/v1/Public/UploadFeedbackPhotos`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { IsSuccess: boolean; Message: string; Data: { Id: string }[] } };
  }
  const ticketOf = async (parent: TestClient, phone: string, code: string) =>
    (await parent.ok('Account/IsValidCode', { Phone: phone, Code: code, Purpose: 'feedback' })).VerifyToken as string;

  it('takes a parent’s photos from the proven phone only, once, and shows them to the school, the district and the tracking code', async () => {
    const parent = t.client();
    const { phone, code } = await provenPhone(parent);
    // no ticket, or a made-up one: refused, nothing stored
    expect((await uploadPhotos(phone, '')).body.Message).toBe('请先获取并填写短信验证码，再上传照片');
    expect((await uploadPhotos(phone, 'not-a-ticket')).status).toBe(400);
    const ticket = await ticketOf(parent, phone, code);
    expect((await uploadPhotos(phone, ticket, 4)).status).toBe(413);
    const up = await uploadPhotos(phone, ticket, 2);
    expect(up.status).toBe(200);
    const photoIds = up.body.Data.map((f) => f.Id);
    // nobody reads an unclaimed photo, not even the school
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${photoIds[0]}`, { headers: { cookie: school.cookie ?? '' } })).status).toBe(404);
    // another phone cannot take them
    const other = t.client();
    const stranger = await provenPhone(other);
    const stolen = await other.call('Public/SubmitFeedback', {
      FirmId: schoolFirm,
      Phone: stranger.phone,
      Code: stranger.code,
      Category: 3,
      Content: '借用别人的照片',
      FileIds: photoIds,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.Message).toBe('照片须由本手机号上传，请重新上传照片');
    // the refusal spent nothing: the stranger's code still works
    await other.ok('Public/SubmitFeedback', { FirmId: schoolFirm, Phone: stranger.phone, Code: stranger.code, Category: 3, Content: '餐桌有油渍' });
    // the parent's own feedback takes them, with the ticket standing for the code
    const sent = await parent.ok('Public/SubmitFeedback', {
      FirmId: schoolFirm,
      Phone: phone,
      Code: ticket,
      Category: 1,
      Content: '米饭夹生，见照片',
      FileIds: photoIds,
    });
    // taken once only
    // (a phone gets one text a minute: the next code comes two minutes later)
    const before = t.clock.now();
    t.clock.set(new Date(before.getTime() + 120_000));
    try {
      const again = await provenPhone(parent, phone);
      const twice = await parent.call('Public/SubmitFeedback', {
        FirmId: schoolFirm,
        Phone: phone,
        Code: again.code,
        Category: 1,
        Content: '再交一次',
        FileIds: photoIds,
      });
      expect(twice.body.Message).toBe('照片须由本手机号上传，请重新上传照片');
    } finally {
      t.clock.set(before);
    }
    // the parent reads them by tracking code; the school and its district's supervisor as the school's files; another school not
    const seen = await t.client().ok('Public/GetFeedback', { TrackingCode: sent.TrackingCode });
    expect(seen.Photos.map((p: { Id: string }) => p.Id)).toEqual(photoIds);
    const byCode = await fetch(`${t.baseUrl}${seen.Photos[0].Url}?thumb=100`);
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get('content-type')).toMatch(/^image\//);
    expect((await fetch(`${t.baseUrl}/v1/Public/FeedbackPhoto/ZZZZZZZZZZ/${photoIds[0]}`)).status).toBe(404);
    const listed = (await school.ok('Feedback/GetFeedbackList', { PagerInfo: PAGE })).find((f: { Id: string }) => f.Id === sent.Id);
    expect(listed.Photos.map((p: { Id: string }) => p.Id)).toEqual(photoIds);
    const read = async (c: TestClient) => (await fetch(`${t.baseUrl}${listed.Photos[0].Url}`, { headers: { cookie: c.cookie ?? '' } })).status;
    expect(await read(await t.asBuyer())).toBe(200);
    expect(await read(await t.client().login('13800000003'))).toBe(200);
    expect(await read(await t.client().login('13800000005'))).toBe(404);
    expect(await read(await t.client().login('13800000006'))).toBe(404);
    expect(await read(t.client())).toBe(404);
  });

  it('passes feedback unanswered for 3 working days to its own district’s supervisors only, once', async () => {
    const sent = await submit(t.client(), { Category: 3, Content: '餐具有水渍' });
    const { Id } = sent.body.Data;
    const xihu = await t.client().login('13800000003');
    const shangcheng = await t.client().login('13800000006');
    const listOf = async (c: TestClient) => (await c.ok('Feedback/GetFeedbackList', { PagerInfo: PAGE })).map((f: { Id: string }) => f.Id);
    expect(await listOf(xihu)).not.toContain(Id);
    const created = t.clock.now();
    const due = afterWorkingDays(created, FEEDBACK_REPLY_WORKING_DAYS);
    // a minute before it is due: nothing moves
    expect(await escalateUnanswered(t.database.db, new Date(due.getTime() - 60_000))).toBe(0);
    const messagesBefore = (await xihu.call('Message/GetMessageList', { PagerInfo: PAGE })).body.PagerInfo.RowCount;
    t.clock.set(due);
    try {
      // sessions of days ago have lapsed: log in again
      await xihu.login('13800000003');
      await shangcheng.login('13800000006');
      expect(await escalateUnanswered(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
      expect(await escalateUnanswered(t.database.db, t.clock.now())).toBe(0);
      const list = await xihu.ok('Feedback/GetFeedbackList', { PagerInfo: PAGE });
      const row = list.find((f: { Id: string }) => f.Id === Id);
      expect(row.EscalateTime).not.toBeNull();
      expect(row.WorkingDays).toBe(3);
      expect(row.Phone).toMatch(/\*{4}/);
      expect(await listOf(shangcheng)).not.toContain(Id);
      const messages = await xihu.call('Message/GetMessageList', { PagerInfo: PAGE });
      expect(messages.body.PagerInfo.RowCount).toBeGreaterThan(messagesBefore);
      expect(JSON.stringify(messages.body.Data)).toContain('已超过3个工作日未回复');
      // a supervisor reads; only the school answers
      expect((await xihu.call('Feedback/Reply', { Id, Content: '收到' })).status).toBe(403);
    } finally {
      t.clock.set(created);
    }
  });

  it('records 陪餐 by the school’s own people, once a person and meal, never in the future; supervisors of the district see them', async () => {
    const me = await school.ok('Account/GetCurrentUser', {});
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const added = await school.ok('Feedback/AddAccompanyMeal', { Date: today, Meal: 2, UserId: me.UserId, Rating: 5, Notes: '饭菜温度适宜' });
    expect(added.Id).toBeTruthy();
    const dup = await school.call('Feedback/AddAccompanyMeal', { Date: today, Meal: 2, UserId: me.UserId, Rating: 4 });
    expect(dup.status).toBe(409);
    expect(dup.body.Message).toBe('该人员这一餐的陪餐已登记');
    expect((await school.call('Feedback/AddAccompanyMeal', { Date: '2099-01-01', Meal: 2, UserId: me.UserId, Rating: 4 })).body.Message).toBe(
      '不能登记未来日期的陪餐',
    );
    const stranger = await t.asSupplier();
    const strangerId = (await stranger.ok('Account/GetCurrentUser', {})).UserId;
    expect((await school.call('Feedback/AddAccompanyMeal', { Date: today, Meal: 1, UserId: strangerId, Rating: 4 })).body.Message).toBe(
      '陪餐人员须为本单位在职人员',
    );
    const mine = await school.ok('Feedback/GetAccompanyMealList', { PagerInfo: PAGE });
    expect(mine.find((r: { Id: string }) => r.Id === added.Id)).toMatchObject({ MealName: '午餐', Rating: 5, Notes: '饭菜温度适宜' });
    const xihu = await t.client().login('13800000003');
    expect((await xihu.ok('Feedback/GetAccompanyMealList', { PagerInfo: PAGE })).map((r: { Id: string }) => r.Id)).toContain(added.Id);
    const shangcheng = await t.client().login('13800000006');
    expect((await shangcheng.ok('Feedback/GetAccompanyMealList', { PagerInfo: PAGE })).map((r: { Id: string }) => r.Id)).not.toContain(added.Id);
    const other = await t.client().login('13800000005');
    expect((await other.ok('Feedback/GetAccompanyMealList', { PagerInfo: PAGE })).map((r: { Id: string }) => r.Id)).not.toContain(added.Id);
  });

  it('measures 陪餐 coverage on the meals the published weeks served, per school, for the district', async () => {
    const monday = mondayOf(formatChinaDate(t.clock.now()));
    const [week] = await school.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: PAGE });
    await school.ok('WeekFeeding/PublishWeek', { Id: week.Id, Published: true, WeekStart: monday });
    const range = { StartDate: monday, EndDate: addDays(monday, 6), PagerInfo: PAGE };
    const xihu = await t.client().login('13800000003');
    const before = (await xihu.ok('Feedback/GetAccompanyCoverage', range)).find((r: { FirmId: string }) => r.FirmId === schoolFirm);
    expect(before.Served).toBeGreaterThan(0);
    expect(before.Gaps.length).toBe(before.Served - before.Recorded);
    const gap = before.Gaps[0];
    const me = await school.ok('Account/GetCurrentUser', {});
    await school.ok('Feedback/AddAccompanyMeal', { Date: gap.Date, Meal: gap.Meal, UserId: me.UserId, Rating: 4 });
    const after = (await xihu.ok('Feedback/GetAccompanyCoverage', range)).find((r: { FirmId: string }) => r.FirmId === schoolFirm);
    expect(after.Recorded).toBe(before.Recorded + 1);
    expect(after.Coverage).toBeCloseTo(after.Recorded / after.Served, 3);
    // the school sees itself only; another district's supervisor does not see this school
    const own = await school.ok('Feedback/GetAccompanyCoverage', range);
    expect(own.map((r: { FirmId: string }) => r.FirmId)).toEqual([schoolFirm]);
    const shangcheng = await t.client().login('13800000006');
    expect((await shangcheng.ok('Feedback/GetAccompanyCoverage', range)).map((r: { FirmId: string }) => r.FirmId)).not.toContain(schoolFirm);
    expect((await shangcheng.call('Feedback/GetAccompanyCoverage', { ...range, AreaCode: '330106' })).status).toBe(403);
    expect((await xihu.call('Feedback/GetAccompanyCoverage', { ...range, EndDate: addDays(monday, 100) })).body.Message).toBe('日期范围不能超过92天');
    const file = await xihu.ok('Feedback/ExportAccompanyCoverage', { StartDate: range.StartDate, EndDate: range.EndDate });
    expect(file.FileName).toContain('陪餐覆盖率');
    expect((await school.call('Feedback/ExportAccompanyCoverage', { StartDate: range.StartDate, EndDate: range.EndDate })).status).toBe(403);
    await school.ok('WeekFeeding/PublishWeek', { Id: week.Id, Published: false });
  });

  it('counts the figures of a range: by category and school, the median first reply, escalations; each district its own', async () => {
    const start = t.clock.now();
    // a Monday far from the demo's feedback, 10:00 China
    const monday = new Date('2030-03-04T02:00:00Z');
    t.clock.set(monday);
    try {
      const sent = [];
      for (const [Category, Content] of [
        [1, '米饭偏硬'],
        [1, '菜凉了'],
        [4, '请标注花生'],
      ] as const) {
        const r = await submit(t.client(), { Category, Content });
        sent.push(r.body.Data.Id as string);
      }
      // answered after 2 and 6 hours: the median is 4
      const [first, second] = sent as [string, string];
      t.clock.set(new Date(monday.getTime() + 2 * 3600_000));
      await (await t.asBuyer()).ok('Feedback/Reply', { Id: first, Content: '已调整' });
      t.clock.set(new Date(monday.getTime() + 6 * 3600_000));
      await (await t.asBuyer()).ok('Feedback/Reply', { Id: second, Content: '已加保温' });
      const due = afterWorkingDays(monday, FEEDBACK_REPLY_WORKING_DAYS);
      t.clock.set(due);
      expect(await escalateUnanswered(t.database.db, due)).toBeGreaterThanOrEqual(1);
      const range = { StartDate: '2030-03-04', EndDate: '2030-03-05' };
      const xihu = await t.client().login('13800000003');
      const f = await xihu.ok('Feedback/GetSunshineFigures', range);
      expect(f).toMatchObject({ Total: 3, Replied: 2, MedianReplyHours: 4, Escalated: 1, EscalatedWaiting: 1 });
      expect(f.ByCategory.map((c: { Count: number }) => c.Count)).toEqual([2, 0, 0, 1, 0]);
      expect(f.BySchool).toEqual([expect.objectContaining({ FirmId: schoolFirm, Count: 3, Waiting: 1, Escalated: 1 })]);
      expect(JSON.stringify(f)).not.toMatch(/1[3-9]\d{9}|米饭偏硬/);
      const operator = await t.client().login('13800000004');
      expect((await operator.ok('Feedback/GetSunshineFigures', range)).Total).toBe(3);
      // another district sees none of it, and may not ask for this one
      const shangcheng = await t.client().login('13800000006');
      expect((await shangcheng.ok('Feedback/GetSunshineFigures', range)).Total).toBe(0);
      const [firm] = await t.database.db.select({ area: firms.areaCode }).from(firms).where(eq(firms.id, schoolFirm));
      expect((await shangcheng.call('Feedback/GetSunshineFigures', { ...range, AreaCode: firm?.area })).status).toBe(403);
      expect((await (await t.asBuyer()).call('Feedback/GetSunshineFigures', range)).status).toBe(403);
      expect((await xihu.call('Feedback/GetSunshineFigures', { StartDate: '2030-03-05', EndDate: '2030-03-04' })).body.Message).toBe(
        '结束日期不能早于开始日期',
      );
    } finally {
      t.clock.set(start);
    }
  });

  it('counts 陪餐 coverage in the figures as the coverage list counts it', async () => {
    const monday = mondayOf(formatChinaDate(t.clock.now()));
    const [week] = await school.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: PAGE });
    await school.ok('WeekFeeding/PublishWeek', { Id: week.Id, Published: true, WeekStart: monday });
    try {
      const xihu = await t.client().login('13800000003');
      const range = { StartDate: addDays(monday, -21), EndDate: addDays(monday, 6) };
      const figures = await xihu.ok('Feedback/GetSunshineFigures', range);
      const listed = await xihu.ok('Feedback/GetAccompanyCoverage', { ...range, PagerInfo: PAGE });
      const served = listed.filter((r: { Served: number }) => r.Served > 0);
      expect(served.length).toBeGreaterThan(0);
      expect(figures.Schools).toHaveLength(served.length);
      for (const row of served) {
        expect(figures.Schools.find((s: { FirmId: string }) => s.FirmId === row.FirmId)).toMatchObject({ Served: row.Served, Recorded: row.Recorded });
      }
      const sum = (k: 'Served' | 'Recorded') => served.reduce((n: number, r: Record<string, number>) => n + (r[k] ?? 0), 0);
      expect(figures).toMatchObject({ Served: sum('Served'), Recorded: sum('Recorded') });
      expect(figures.Coverage).toBeCloseTo(sum('Recorded') / sum('Served'), 3);
      // lowest first
      const ratios = figures.Schools.map((s: { Coverage: number }) => s.Coverage);
      expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    } finally {
      await school.ok('WeekFeeding/PublishWeek', { Id: week.Id, Published: false });
    }
  });
});
