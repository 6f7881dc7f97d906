import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

describe('阳光食堂 in the school centre and the supervisors’ console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the 西湖区 supervisor sees the escalated feedback of the demo school and its 陪餐 coverage', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    await page.getByTestId('menu-feedback').first().click();
    await page.waitForURL('**/console/feedback');
    const row = page.getByTestId('console-feedback-row').filter({ hasText: '阳光实验小学' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('餐具');
    await shot(page, 'sunshine-console-feedback');
    await page.getByTestId('menu-accompany').first().click();
    await page.waitForURL('**/console/accompany');
    const school = page.getByTestId('coverage-row').filter({ hasText: '阳光实验小学' });
    await school.first().waitFor();
    // the page shows what the server counts for the school this month
    const today = await page.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    const rows = (
      await op(page, 'Feedback/GetAccompanyCoverage', {
        StartDate: `${today.slice(0, 8)}01`,
        EndDate: today,
        SearchName: '阳光实验小学',
        PagerInfo: { PageIndex: 1, PageSize: 10 },
      })
    ).Data as { FirmName: string; Coverage: number | null }[];
    const mine = rows.find((r) => r.FirmName.includes('阳光实验小学'));
    if (mine?.Coverage != null) expect(await school.first().textContent()).toContain(`${Math.round(mine.Coverage * 1000) / 10}%`);
    await shot(page, 'sunshine-console-accompany');
    expect(errors).toEqual([]);
  });

  it('the 西湖区 dashboard shows 阳光食堂: feedback by category, the median reply, escalations and each school’s 陪餐 coverage', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    await page.goto('/console/supervision-dashboard');
    const section = page.getByTestId('sunshine-figures');
    await section.waitFor();
    const today = await page.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    const start = await page.evaluate((d) => new Date(Date.parse(`${d}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), today);
    const figures = (await op(page, 'Feedback/GetSunshineFigures', { StartDate: start, EndDate: today })).Data as {
      Total: number;
      Escalated: number;
      Schools: { FirmName: string; Coverage: number | null; Recorded: number; Served: number }[];
    };
    expect(figures.Total).toBeGreaterThan(0);
    expect(await page.getByTestId('sf-total').textContent()).toContain(String(figures.Total));
    expect(await page.getByTestId('sf-escalated').textContent()).toContain(String(figures.Escalated));
    const demo = figures.Schools.find((s) => s.FirmName.includes('阳光实验小学'));
    expect(demo?.Served).toBeGreaterThan(0);
    const row = page.getByTestId('sf-coverage-schools').locator('tr').filter({ hasText: '阳光实验小学' });
    await row.first().waitFor();
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain(`${demo?.Recorded} / ${demo?.Served}`);
    expect(text).toContain(`${Math.round((demo?.Coverage ?? 0) * 1000) / 10}%`);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'sunshine-dashboard');
    expect(errors).toEqual([]);
  });

  it('the school replies to the waiting feedback: an empty reply is refused, then it is 已回复', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000001');
    await page.goto('/eshop/store/feedback');
    const waiting = page.getByTestId('feedback-row').filter({ hasText: '待回复' }).first();
    await waiting.waitFor();
    await waiting.getByTestId('feedback-reply').click();
    await page.getByRole('button', { name: '发送回复' }).click();
    await page.getByText('请填写回复内容').waitFor();
    await page.getByTestId('feedback-reply-text').fill('已安排餐具全部重新清洗消毒，并增加每餐抽检。');
    await page.getByRole('button', { name: '发送回复' }).click();
    await page.getByText('已回复家长').first().waitFor();
    const list = (await op(page, 'Feedback/GetFeedbackList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 10 } })).Data as unknown[];
    expect(list).toHaveLength(0);
    await page.getByText('已安排餐具全部重新清洗消毒').first().waitFor();
    await shot(page, 'sunshine-school-feedback');
    expect(errors).toEqual([]);
  });

  it('the school records a 陪餐 on a gap of the calendar, and the gap disappears', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
    await login(page, '13800000001');
    const today = await page.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
    const cov = (
      await op(page, 'Feedback/GetAccompanyCoverage', { StartDate: `${today.slice(0, 8)}01`, EndDate: today, PagerInfo: { PageIndex: 1, PageSize: 10 } })
    ).Data[0];
    expect(cov.Gaps.length).toBeGreaterThan(0);
    const gap = cov.Gaps[0] as { Date: string; Meal: number; MealName: string };
    await page.goto('/eshop/store/accompany');
    const day = page.getByTestId(`accompany-day-${gap.Date}`);
    await day.waitFor();
    const gapsBefore = await day.getByTestId('accompany-gap').count();
    expect(gapsBefore).toBeGreaterThan(0);
    await day.click();
    await page.getByTestId('accompany-person').click();
    const picker = page.getByTestId('person-picker').last();
    await picker.waitFor();
    await picker.getByTestId('person-row').first().click();
    await page.getByTestId('person-confirm').last().click();
    await page.getByTestId('accompany-notes').fill('饭菜温度适宜，学生反映良好');
    await page.getByTestId('accompany-save').click();
    await page.getByText('陪餐已登记').first().waitFor();
    await expect.poll(() => day.getByTestId('accompany-gap').count()).toBe(gapsBefore - 1);
    expect(await day.getByTestId('accompany-record').count()).toBeGreaterThan(0);
    const after = (
      await op(page, 'Feedback/GetAccompanyCoverage', { StartDate: `${today.slice(0, 8)}01`, EndDate: today, PagerInfo: { PageIndex: 1, PageSize: 10 } })
    ).Data[0];
    expect(after.Recorded).toBe(cov.Recorded + 1);
    await shot(page, 'sunshine-school-accompany');
    expect(errors).toEqual([]);
  });

  it('the school publishes its package for next week and withdraws it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000001');
    await page.goto('/eshop/store/nutritiousmeals');
    const row = page.getByTestId('week-row').filter({ hasText: '三年级营养周菜谱' }).first();
    await row.waitFor();
    await row.getByTestId('week-published').waitFor();
    const before = (await op(page, 'WeekFeeding/GetPublishedWeeks', {})).Data as { WeekStart: string }[];
    await row.getByTestId('week-publish').click();
    await page.getByTestId('week-public-link').waitFor();
    await page.getByTestId('week-publish-week').click();
    // the first coming week no package has published yet (the demo and other tests publish some)
    const free = page.locator('.ant-select-item-option').filter({ hasNotText: '已公布' }).filter({ hasNotText: '本周' }).first();
    const label = ((await free.textContent()) ?? '').trim();
    await free.click();
    await page.getByTestId('week-publish-confirm').click();
    await page.getByText('已公布，家长可在学校公示页查看').first().waitFor();
    const published = (await op(page, 'WeekFeeding/GetPublishedWeeks', {})).Data as { WeekStart: string }[];
    expect(published).toHaveLength(before.length + 1);
    const next = published.map((p) => p.WeekStart).find((w) => !before.some((b) => b.WeekStart === w)) as string;
    await expect.poll(() => row.getByTestId('week-published').textContent()).toContain(`${Number(next.slice(5, 7))}月${Number(next.slice(8, 10))}日`);
    await shot(page, 'sunshine-week-published');
    // withdraw the same week
    await row.getByTestId('week-publish').click();
    await page.getByTestId('week-publish-week').click();
    await page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
    await page.getByTestId('week-withdraw-confirm').click();
    await page.getByText('已撤回').first().waitFor();
    expect(((await op(page, 'WeekFeeding/GetPublishedWeeks', {})).Data as unknown[]).length).toBe(before.length);
    expect(errors).toEqual([]);
  });
});
