import { MSG } from '@shanlian/contract/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, launch, openPage, shot } from './browser.js';

describe('a visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('browses home → floor → search → detail', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/eshop/store');
    await page.getByTestId('banner').waitFor();
    await page.locator(CARD).first().waitFor();
    await expect.poll(() => page.getByTestId('greeting').textContent()).toContain('欢迎来到膳链');
    // prices always with ¥ and 2 decimals
    const price = await page.locator('.sl-price').first().textContent();
    expect(price).toMatch(/^¥\d+\.\d{2}/);
    await shot(page, 'home');

    await page.locator('.sl-nav').getByText('食材楼层').click();
    await page.waitForURL('**/eshop/store/product');
    await page.getByTestId('floor').first().waitFor();
    await expect.poll(() => page.getByTestId('floor').count()).toBeGreaterThan(3);
    await page.locator(CARD).first().waitFor();
    await shot(page, 'floor');

    const search = page.getByTestId('header-search').locator('input');
    await search.fill('大米');
    await search.press('Enter');
    await page.waitForURL(/\/eshop\/store\/product\/search\//);
    // navigations keep the old page on screen until the new one has loaded
    await page.getByTestId('search-results').locator(CARD).first().waitFor();
    await page.waitForLoadState('networkidle');
    const names = await page.getByTestId('search-results').locator('.sl-product-card .sl-card-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toContain('大米');
    await expect.poll(() => page.locator('body').textContent()).toMatch(/共 \d+ 条/);
    // every result's picture arrives (thumbnails are drawn on first request)
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid=search-results] img')).every((i) => i.complete && i.naturalWidth > 0),
    );
    await shot(page, 'search');

    await page.locator('.sl-product-card a').first().click();
    await page.waitForURL(/\/product\/detail\//);
    await page.getByTestId('product-attrs').waitFor();
    await page.getByTestId('gallery').locator('img').first().waitFor();
    await shot(page, 'detail');

    // cart needs a login
    await page.getByTestId('add-to-cart').click();
    await page.getByText(MSG.loginRequired).first().waitFor();
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
  });

  it('sees the seckill windows tick each second and opens a running offer', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/eshop/store/seckill');
    await page.getByTestId('seckill-windows').waitFor();
    await page.getByTestId('seckill-offer').first().waitFor();
    const clock = page.getByTestId('countdown').first();
    const before = await clock.textContent();
    await page.waitForTimeout(1600);
    expect(await clock.textContent()).not.toBe(before);
    await shot(page, 'seckill');
    const running = page.locator('[data-testid="seckill-offer"][data-state="running"]').first();
    await running.getByTestId('offer-state').click();
    await page.waitForURL(/\/product\/detail\//);
    await page.getByTestId('seckill-bar').waitFor();
    await shot(page, 'detail-seckill');
    expect(errors).toEqual([]);
  });

  it('reads the nutrition meals, news and a supplier with its licences', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/eshop/store/nutritiondisplay');
    await page.locator('img').nth(3).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'nutrition');

    await page.goto('/eshop/store/news');
    await page
      .getByRole('link')
      .filter({ hasText: /食品|营养|学校|食堂|采购/ })
      .first()
      .waitFor();
    await shot(page, 'news');
    await page.goto('/eshop/store/supplier');
    await page.waitForLoadState('networkidle');
    await shot(page, 'suppliers');
    await page.locator('a[href^="/eshop/store/supplier/"]').first().click();
    await page.waitForURL(/\/eshop\/store\/supplier\/.+/);
    await page.getByText('资质证照').waitFor();
    await page.locator(CARD).first().waitFor();
    await shot(page, 'supplier-detail');
    await page.goto('/eshop/store/about');
    await page.getByText('最终解释权').first().waitFor();
    await shot(page, 'about');
    expect(errors).toEqual([]);
  });
});
