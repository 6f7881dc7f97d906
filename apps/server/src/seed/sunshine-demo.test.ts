import { addDays, formatChinaDate, mondayOf } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';

describe.each(BACKENDS)('the seeded 阳光食堂 demo on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
  });
  afterAll(() => t.close());

  it('has the demo school publish its week for the seed’s week (and the one before)', async () => {
    const weeks = await buyer.ok('WeekFeeding/GetPublishedWeeks', {});
    const monday = mondayOf(formatChinaDate(t.clock.now()));
    expect(weeks.map((w: { WeekStart: string }) => w.WeekStart)).toContain(monday);
    expect(weeks.every((w: { WeekFeedingName: string }) => w.WeekFeedingName === '三年级营养周菜谱')).toBe(true);
  });

  it('gives the school a replied, a closed and rated, and an escalated feedback, and the 西湖区 supervisor sees only the escalated one', async () => {
    const list = await buyer.ok('Feedback/GetFeedbackList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const byStatus = (s: number) => list.filter((f: { Status: number }) => f.Status === s);
    expect(byStatus(2)).toHaveLength(1);
    expect(byStatus(2)[0].Replies).toHaveLength(1);
    expect(byStatus(3)).toHaveLength(1);
    expect(byStatus(3)[0].Rating).toBe(5);
    expect(byStatus(1)).toHaveLength(1);
    expect(byStatus(1)[0].EscalateTime).not.toBeNull();
    expect(byStatus(1)[0].WorkingDays).toBeGreaterThan(3);
    expect(byStatus(1)[0].Phone).toMatch(/^139\*{4}\d{4}$/);
    const supervisor = await t.client().login('13800000003');
    const seen = await supervisor.ok('Feedback/GetFeedbackList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(seen).toHaveLength(1);
    expect(seen[0].Id).toBe(byStatus(1)[0].Id);
  });

  it('records 陪餐 on most but not all meals served so far, by the school’s people', async () => {
    const today = formatChinaDate(t.clock.now());
    const from = addDays(mondayOf(today), -7);
    const [row] = await buyer.ok('Feedback/GetAccompanyCoverage', { StartDate: from, EndDate: today, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(row.Served).toBeGreaterThan(3);
    expect(row.Recorded).toBeGreaterThan(0);
    expect(row.Gaps.length).toBeGreaterThan(0);
    expect(row.Coverage).toBeGreaterThanOrEqual(0.7);
    expect(row.Coverage).toBeLessThan(1);
    const records = await buyer.ok('Feedback/GetAccompanyMealList', { StartDate: from, EndDate: today, PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(records).toHaveLength(row.Recorded);
    expect(new Set(records.map((r: { UserName: string }) => r.UserName)).size).toBeGreaterThan(1);
  });
});
