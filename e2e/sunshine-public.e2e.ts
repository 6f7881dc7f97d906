import { encodeTraceBlob } from '@shanlian/contract/browser';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launch, openPage, shot } from './browser.js';

const PHONE_VIEW = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A parent's phone, new each run (a phone may be sent one text a minute). */
const parentPhone = `1395${String(Date.now()).slice(-7)}`;

async function ok<T>(request: APIRequestContext, name: string, data: unknown): Promise<T> {
  const res = await request.post(`/v1/${name}`, { data });
  const env = (await res.json()) as { IsSuccess: boolean; Data: T; Message: string };
  expect(env.IsSuccess, `${name}: ${env.Message}`).toBe(true);
  return env.Data;
}

/** Types the captcha a person would read off the image (read here through the development peek). */
async function passCaptcha(page: Page) {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="captcha-image"] svg'));
  const serial = await image.getAttribute('data-serial');
  await page.getByTestId('captcha-input').fill(await api<string>('Dev/PeekCaptcha', { ValidSerialNumber: serial }));
}

const readSms = async (to: string): Promise<string> => (await api<{ Code: string }[]>('Dev/GetSmsOutbox', { Phone: to }))[0]?.Code ?? '';

/** No parent's or staff's phone and no price on a public page. */
async function expectNothingPrivate(page: Page) {
  const text = (await page.textContent('body')) ?? '';
  expect(text).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
  expect(text).not.toContain('¥');
}

describe('a school week parents can read, and their feedback', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('shows the published week on a phone, traces an ingredient, takes feedback the school answers and the parent rates', async () => {
    // the school publishes its week through the API
    const { context: schoolCtx } = await openPage(browser);
    await ok(schoolCtx.request, 'Account/Login', { MobileNumber: '13800000001', Password: 'Shanlian#2026' });
    const weeks = await ok<{ Id: string }[]>(schoolCtx.request, 'WeekFeeding/GetWeekFeedingList', {
      SearchName: '三年级营养周菜谱',
      PagerInfo: { PageIndex: 1, PageSize: 10 },
    });
    expect(weeks.length).toBeGreaterThan(0);
    const published = await ok<{ WeekStart: string }>(schoolCtx.request, 'WeekFeeding/PublishWeek', { Id: weeks[0]?.Id, Published: true });
    const me = await ok<{ FirmId: string; FirmName: string }>(schoolCtx.request, 'Account/GetCurrentUser', {});

    // a parent, not logged in, on a phone, scans the trace QR of something the school's kitchen took in
    const { page, errors } = await openPage(browser, PHONE_VIEW);
    const [received] = await ok<{ Id: string }[]>(schoolCtx.request, 'Trace/GetPurchaseLedger', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const traceId = received?.Id;
    expect(traceId, 'a batch the school took in').toBeTruthy();
    await page.goto(`/eshop/store/retrospect?Id=${encodeTraceBlob(traceId as string, 2)}`);
    await page.getByTestId('trace-view').waitFor();
    const toSchool = page.getByTestId('trace-school-link');
    expect(await toSchool.textContent()).toContain(me.FirmName);
    await shot(page, 'sunshine-trace-to-school-390');
    await toSchool.click();
    await page.waitForURL(`**/eshop/school/${me.FirmId}`);
    await page.getByTestId('day-card').first().waitFor();
    expect(await page.getByTestId('school-name').textContent()).toBe(me.FirmName);

    // the schools of the district list it too
    await page.goto('/eshop/schools');
    await page.getByTestId('school-search').fill('阳光实验');
    await page.getByTestId('school-search').press('Enter');
    const row = page.getByTestId('school-row').filter({ hasText: '阳光实验小学' });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toContain(published.WeekStart.slice(5));
    await row.first().click();
    await page.waitForURL(`**/eshop/school/${me.FirmId}`);

    await page.getByTestId('day-card').first().waitFor();
    expect(await page.getByTestId('school-name').textContent()).toBe(me.FirmName);
    expect(await page.getByTestId('day-card').count()).toBe(5);
    const monday = published.WeekStart.slice(5);
    expect(await page.getByTestId('day-card').first().textContent()).toContain(`周一 ${monday}`);
    expect(await page.getByTestId('meal').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('day-cards').textContent()).toMatch(/早餐|午餐|晚餐/);
    expect(await page.getByTestId('day-cards').textContent()).toMatch(/\d+(\.\d+)?克\/份/);
    // each day with meals has its energy, protein and fat against the standard's band
    const bars = page.getByTestId('nutrient-bars').first();
    expect(await bars.getByTestId('bar-energy').textContent()).toMatch(/能量 [\d.]+kcal.*达标准 [\d.]+%/);
    expect(await bars.getByTestId('bar-protein').textContent()).toMatch(/标准 \d+–\d+%/);
    expect(await bars.getByTestId('bar-fat').textContent()).toMatch(/占能量 [\d.]+%/);
    expect(await bars.locator('.pub-bar-band').count()).toBe(3);
    expect(await page.getByTestId('licences').textContent()).toMatch(/有效|已过期|暂无证照/);
    expect(await page.getByTestId('inspection').textContent()).toContain('食品安全量化分级');
    // nothing sticks out sideways on a phone
    expect(await page.evaluate(() => document.querySelector('[data-testid="public-school-page"]')?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await expectNothingPrivate(page);
    await shot(page, 'sunshine-school-390');

    // on a phone each dish is folded to its name; opening one shows its ingredients
    await expect.poll(() => page.getByTestId('dish').first().getAttribute('open')).toBeNull();
    const traced = page
      .getByTestId('dish')
      .filter({ has: page.getByTestId('trace-link') })
      .first();
    await traced.locator('summary').click();
    await expect.poll(() => traced.getAttribute('open')).not.toBeNull();
    expect(await traced.getByTestId('trace-link').first().isVisible()).toBe(true);
    // an ingredient's 溯源 opens its public trace
    const traceHref = await traced.getByTestId('trace-link').first().getAttribute('href');
    expect(traceHref).toMatch(/^\/eshop\/store\/retrospect\?Id=/);
    await traced.getByTestId('trace-link').first().click();
    await page.waitForURL('**/eshop/store/retrospect?Id=*');
    await page.getByTestId('trace-view').waitFor();
    expect(await page.getByTestId('retrospect-error').count()).toBe(0);
    await page.goBack();
    await page.getByTestId('day-card').first().waitFor();

    // feedback: category, content, phone proven by captcha and SMS code
    await page.getByTestId('feedback-open').click();
    await page.getByTestId('feedback-form').waitFor();
    await page.getByTestId('feedback-submit').click();
    await expect.poll(() => page.getByTestId('feedback-form').textContent()).toContain('请选择反馈类别');
    await page.getByTestId('feedback-category').getByText('分量').click();
    await page.getByTestId('feedback-content').fill('周二午餐的红烧肉分量偏少，孩子说没吃饱。');
    // a photo from the phone's gallery (drawn here), shown before it is sent and removable
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d9a441' } })
      .jpeg()
      .toBuffer();
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'rice.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'tray.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await expect.poll(() => page.getByTestId('feedback-photos').locator('img').count()).toBe(2);
    await page.getByTestId('photo-remove').nth(1).click();
    await expect.poll(() => page.getByTestId('feedback-photos').locator('img').count()).toBe(1);
    await page.getByTestId('feedback-phone').fill(parentPhone);
    await page.getByTestId('sms-button').click();
    await passCaptcha(page);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => readSms(parentPhone), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('feedback-code').fill(await readSms(parentPhone));
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-done').waitFor();
    const trackingCode = ((await page.getByTestId('tracking-code').textContent()) ?? '').trim();
    expect(trackingCode.length).toBeGreaterThan(4);
    await shot(page, 'sunshine-feedback-done-390');

    // the school replies through the API
    const list = await ok<{ Id: string; TrackingCode: string; Phone: string }[]>(schoolCtx.request, 'Feedback/GetFeedbackList', {
      PagerInfo: { PageIndex: 1, PageSize: 50 },
    });
    const mine = list.find((f) => f.TrackingCode === trackingCode);
    expect(mine, 'the school sees the feedback').toBeTruthy();
    expect(mine?.Phone).not.toBe(parentPhone);
    expect((mine as unknown as { Photos: unknown[] }).Photos).toHaveLength(1);
    await ok(schoolCtx.request, 'Feedback/Reply', { Id: mine?.Id, Content: '已核实，明日起午餐红烧肉每份增加至100克。' });

    // the parent follows the link to the lookup page, reads the reply and rates it
    await page.getByTestId('tracking-link').click();
    await page.waitForURL(`**/eshop/school/feedback?code=${trackingCode}`);
    await page.getByTestId('feedback-result').waitFor();
    expect(await page.getByTestId('feedback-status').textContent()).toBe('已回复');
    expect(await page.getByTestId('feedback-content-shown').textContent()).toContain('红烧肉分量偏少');
    // the photo went with it: the parent sees it by the tracking code, as a drawn picture
    const shown = page.getByTestId('feedback-photo').locator('img');
    await expect.poll(() => shown.count()).toBe(1);
    await expect.poll(() => shown.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('feedback-reply').first().textContent()).toContain('每份增加至100克');
    await expectNothingPrivate(page);
    await page.getByTestId('feedback-rate').locator('.ant-rate-star').nth(3).click();
    await page.getByTestId('rate-submit').click();
    await page.getByTestId('feedback-rated').waitFor();
    expect(await page.getByTestId('feedback-rated').locator('.ant-rate-star-full').count()).toBe(4);
    expect(await page.getByTestId('feedback-rate').count()).toBe(0);
    await shot(page, 'sunshine-lookup-390');

    // typing the code on the bare lookup page and pressing Enter finds it too
    await page.goto('/eshop/school/feedback');
    await page.getByTestId('lookup-input').fill(trackingCode);
    await page.getByTestId('lookup-input').press('Enter');
    await page.getByTestId('feedback-rated').waitFor();
    expect(errors).toEqual([]);
    await schoolCtx.close();
  });
});
