import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, launch, openPage, shot } from './browser.js';

const WIDTH = 390;

/** An iPhone-sized page: 390×844 CSS pixels at three device pixels each, touch, mobile viewport rules. */
const phone = (browser: Browser) => openPage(browser, { viewport: { width: WIDTH, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** Nothing may reach past the screen's right edge, then a full-page screenshot (lazy images scrolled into view first). */
async function fitsAndShoot(page: Page, name: string) {
  await shot(page, `mobile-${name}`);
  const widest = await page.evaluate(() => {
    const over = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.sl-slider-track, .sl-hscroll, .ant-table-wrapper, .ant-tabs-nav-wrap, .store-sk-items, .sl-nav'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, over };
  });
  // Every control a finger presses is at least 44 px high (checkboxes count by their 44 px label).
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, select, a.sl-btn, input:not([type=checkbox]):not([type=radio]):not([type=file]), [role=button]'))
      // an input inside a box (a prefix, a number box) is pressed through the box
      .map((el) => (el.tagName === 'INPUT' ? (el.closest('.sl-affix, .ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker') ?? el) : el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.height < 44 && getComputedStyle(el).visibility !== 'hidden';
      })
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${(el.textContent ?? '').trim().slice(0, 10)}" ${Math.round(el.getBoundingClientRect().height)}px`,
      ),
  );
  if (small.length) console.log(`${name}: ${small.join('; ')}`);
  expect(small.join('; '), `${name}: controls under 44 px`).toBe('');
  expect(widest.scrollWidth, `${name}: wider than the screen because of ${widest.over.join(', ')}`).toBeLessThanOrEqual(WIDTH);
}

describe('on a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('a visitor browses home, opens the categories, searches with filters and opens a product', async () => {
    const { context, page, errors } = await phone(browser);
    await page.goto('/eshop/store');
    await page.getByTestId('banner').waitFor();
    await page.getByTestId('hot-sale').locator(CARD).nth(2).waitFor();
    // two cards a row
    const [a, b, c] = await page
      .getByTestId('hot-sale')
      .locator(CARD)
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a as number);
    await fitsAndShoot(page, 'home');

    // the category menu is a drawer
    await page.getByTestId('open-categories').tap();
    const drawer = page.getByTestId('category-drawer');
    await drawer.waitFor();
    await fitsAndShoot(page, 'categories');
    await drawer.getByRole('link').first().tap();
    await page.waitForURL(/\/eshop\/store\/(product\/search|nutritiondisplay)/);

    await page.goto(`/eshop/store/product/search/${encodeURIComponent('大米')}`);
    await page.getByTestId('search-results').locator(CARD).first().waitFor();
    await page.getByTestId('open-filters').tap();
    await page.getByTestId('filters-drawer').waitFor();
    await fitsAndShoot(page, 'filters');
    await page.getByTestId('close-drawer').tap();
    await page.getByTestId('filters-drawer').waitFor({ state: 'detached' });
    await fitsAndShoot(page, 'search');

    await page.getByTestId('search-results').locator('.sl-product-card a').first().tap();
    await page.waitForURL(/\/product\/detail\//);
    await page.getByTestId('product-attrs').waitFor();
    await page.getByTestId('gallery').locator('img').first().waitFor();
    await fitsAndShoot(page, 'detail');

    // the supplier's page: storefront above its details, one licence a row
    await page.getByTestId('product-attrs').getByRole('link').first().tap();
    await page.waitForURL(/\/eshop\/store\/supplier\//);
    await page.getByTestId('supplier-licenses').waitFor();
    await fitsAndShoot(page, 'supplier');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo buyer reads the cart and the orders', async () => {
    const { context, page, errors } = await phone(browser);
    await page.goto('/login');
    await page.getByTestId('login-phone').fill('13800000001');
    await page.getByTestId('login-password').fill('Shanlian#2026');
    await page.getByTestId('login-submit').tap();
    await page.waitForURL('**/eshop/store');
    await fitsAndShoot(page, 'home-buyer');

    // something in the cart to read
    await page.locator(CARD).first().waitFor();
    await page.getByTestId('hot-sale').getByRole('button', { name: '加入购物车' }).first().tap();
    await page.goto('/eshop/store/cart');
    await page.getByTestId('cart-row').first().waitFor();
    await fitsAndShoot(page, 'cart');

    await page.goto('/eshop/store/order');
    await page.locator('.ant-table-row, [data-testid="order-card"], .order-card').first().waitFor();
    await fitsAndShoot(page, 'orders');
    expect(errors).toEqual([]);
    await context.close();
  });
});
