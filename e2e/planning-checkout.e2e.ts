import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputOf, launch, login, openPage, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

/** An operation called from the page, as its logged-in user. */
async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

const WEEK_NAME = '三年级营养周菜谱';

/**
 * A school's purchasing manager orders the demo week from 营养套餐 through 订单确认: money and
 * one group per supplier and day before anything is ordered, a note and a tax number that
 * survive a reload, and one order per supplier per day afterwards.
 */
async function orderTheWeek(page: Page, width: number): Promise<void> {
  await login(page, '13800000001', '/eshop/store');
  const week = (await op(page, 'WeekFeeding/GetWeekFeedingList', { SearchName: WEEK_NAME, PagerInfo: { PageIndex: 1, PageSize: 10 } })).Data[0];
  expect(week, 'the demo week').toBeTruthy();
  const preview = await op(page, 'WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: [week.Id] });
  expect(preview.IsSuccess, preview.Message).toBe(true);
  const groups = preview.Data as { SupplyFirmId: string; DeliveryDate: string; TotalAmount: number }[];
  // Monday to Friday: more than one day, and never two groups of one supplier on one day
  expect(new Set(groups.map((g) => g.DeliveryDate)).size).toBe(5);
  expect(new Set(groups.map((g) => `${g.SupplyFirmId}|${g.DeliveryDate}`)).size).toBe(groups.length);

  await page.goto('/eshop/store/nutritiousmeals');
  // a table row at 1440 px, a card on a phone
  await page.getByTestId('week-row').filter({ hasText: WEEK_NAME }).locator('.ant-checkbox-input, [data-testid="week-pick"]').first().check();
  await page.getByTestId('week-order').click();
  await page.waitForURL('**/eshop/store/checkout?weeks=**');
  await page.locator('[data-testid="checkout"][data-kind="weeks"]').waitFor();
  await expect.poll(() => page.getByTestId('checkout-group').count()).toBe(groups.length);
  // the money before anything is ordered
  const total = groups.reduce((s, g) => s + Math.round(g.TotalAmount * 100), 0) / 100;
  expect((await page.getByTestId('checkout-total').innerText()).replace(/[^\d.]/g, '')).toBe(total.toFixed(2));
  expect(await page.getByTestId('checkout-group-date').count()).toBe(groups.length);

  // the draft: a note on the first order and a tax number, kept across a reload
  const note = `E2E 后门卸货 ${width}`;
  await inputOf(page, 'checkout-remark').first().fill(note);
  await inputOf(page, 'checkout-tax-number').fill('91330106MA2B3C4D5E');
  await page.reload();
  await page.locator('[data-testid="checkout"][data-kind="weeks"]').waitFor();
  await expect.poll(() => inputOf(page, 'checkout-remark').first().inputValue()).toBe(note);
  expect(await inputOf(page, 'checkout-tax-number').inputValue()).toBe('91330106MA2B3C4D5E');
  // one column at a phone's width: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shot(page, `planning-checkout-week-${width}`);

  const before = (await op(page, 'WeekFeeding/GetWeekFeedingOrderList', { SearchName: WEEK_NAME, PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data.length;
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL('**/eshop/store/order**');
  const placed = (await op(page, 'WeekFeeding/GetWeekFeedingOrderList', { SearchName: WEEK_NAME, PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data;
  expect(placed).toHaveLength(before + 1);
  const orders = placed[0].Orders as { SupplierId: string; DeliveryDate: string; Remark: string; TaxNumber: string }[];
  expect(orders).toHaveLength(groups.length);
  expect(new Set(orders.map((o) => `${o.SupplierId}|${o.DeliveryDate}`)).size).toBe(groups.length);
  expect(orders.map((o) => o.DeliveryDate).sort()).toEqual(groups.map((g) => g.DeliveryDate).sort());
  expect(orders.filter((o) => o.Remark === note)).toHaveLength(1);
  expect(orders.every((o) => o.TaxNumber === '91330106MA2B3C4D5E')).toBe(true);
}

describe('planning orders through 订单确认', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('a school’s manager orders the demo week at 1440 px: one order per supplier per day, the draft survives a reload', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
    await orderTheWeek(page, 1440);
    expect(errors).toEqual([]);
  });

  it('and at 390 px on a phone', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await orderTheWeek(page, 390);
    expect(errors).toEqual([]);
  });
});
