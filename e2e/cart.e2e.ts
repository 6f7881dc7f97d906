import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, CARD, launch, openPage, shot } from './browser.js';

async function login(page: Page, phone: string) {
  await page.goto('/login');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill('Shanlian#2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/eshop/store');
}

const quantityInput = (page: Page) => page.locator('input[data-testid="quantity"], [data-testid="quantity"] input').first();
const soldText = (page: Page) => page.locator('.store-price-box .store-progress').textContent();

const headerCount = async (page: Page) =>
  Number(
    (await page
      .getByTestId('header-cart-count')
      .textContent()
      .catch(() => '0')) || 0,
  );

describe('a buyer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('favourites, fills the cart from cards and detail, edits it, moves items to favourites and orders', async () => {
    const { page, errors } = await openPage(browser);
    await login(page, '13800000005');

    // favourite from a card on the latest page
    await page.goto('/eshop/store/latest');
    const card = page.locator(CARD).first();
    await card.waitFor();
    const heart = card.getByRole('button', { name: '收藏' });
    await heart.click();
    await page.getByText('操作成功').first().waitFor();
    await expect
      .poll(() =>
        card
          .locator('.anticon-heart')
          .getAttribute('style')
          .catch(() => ''),
      )
      .toContain('228, 57, 60');

    // add two cards to the cart
    const before = await headerCount(page);
    await page.locator(CARD).nth(1).getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('加入购物车成功').first().waitFor();
    await page.locator(CARD).nth(2).getByRole('button', { name: '加入购物车' }).click();
    await expect.poll(() => headerCount(page)).toBe(before + 2);

    // and one from a detail page with a chosen quantity
    await page.locator('.sl-product-card a').nth(6).click();
    await page.getByTestId('product-attrs').waitFor();
    await quantityInput(page).fill('3');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => headerCount(page)).toBe(before + 3);

    await page.goto('/eshop/store/cart');
    await page.getByTestId('cart-row').first().waitFor();
    expect(await page.getByTestId('cart-row').count()).toBe(before + 3);
    // raise a quantity
    const qty = page.locator('input[data-testid="cart-qty"], [data-testid="cart-qty"] input').first();
    await qty.fill('5');
    await qty.press('Enter');
    await page.waitForLoadState('networkidle');
    // nothing selected: the specification's message
    await page.locator('.cart-submit').click();
    await page.getByText('请选择商品').first().waitFor();
    // move the last line to favourites
    await page.getByTestId('cart-row').last().locator('input[type=checkbox]').click();
    await page.getByTestId('cart-batch-favorite').click();
    await page.getByText('已移入收藏').first().waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(before + 2);
    // select all, see the totals and submit
    await page.getByTestId('cart-select-all').click();
    await expect.poll(async () => Number(await page.getByTestId('cart-count').textContent())).toBeGreaterThan(1);
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await shot(page, 'cart');
    // 提交订单 opens the order confirmation with the chosen lines, grouped by supplier (the
    // checkout itself is the checkout test's)
    await page.locator('.cart-submit').click();
    await page.waitForURL('**/eshop/store/checkout?lines=**');
    await page.getByTestId('checkout-group').first().waitFor();
    expect(await page.getByTestId('checkout-group').count()).toBeGreaterThanOrEqual(1);
    await shot(page, 'checkout-from-cart');
    expect(errors).toEqual([]);
  });

  it('buys a seckill product inside its window and sees the sold percent rise', async () => {
    const { page, errors } = await openPage(browser);
    await login(page, '13800000001');
    const windows = await api<
      {
        Status: number;
        b2B_FoodsaleshelfseckilldetailInfos: { Id: string; SaleShelfId: string; SoldPercent: number; Quantity: number; OrderQuantity: number }[];
      }[]
    >('Store/GetSkillList', {});
    // an offer with units left, of a supplier without a minimum order amount
    let offer: (typeof windows)[number]['b2B_FoodsaleshelfseckilldetailInfos'][number] | undefined;
    for (const o of windows.filter((w) => w.Status === 2).flatMap((w) => w.b2B_FoodsaleshelfseckilldetailInfos)) {
      if (o.Quantity - o.OrderQuantity < 5) continue;
      const detail = await api<{ SupplierName: string }>('Store/GetProductDetailById', { Id: o.SaleShelfId });
      if (detail.SupplierName.includes('西溪')) continue;
      offer = o;
      break;
    }
    if (!offer) throw new Error('the demo data has no running offer with units left');
    await page.goto(`/eshop/store/product/detail/${offer.SaleShelfId}`);
    await page.getByTestId('seckill-bar').waitFor();
    await expect.poll(() => soldText(page)).toContain(`${offer.SoldPercent}%`);
    const units = Math.max(1, Math.ceil(offer.Quantity / 10));
    await quantityInput(page).fill(String(units));
    await page.getByTestId('buy-now').click();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL('**/eshop/store/order');
    await page.goto(`/eshop/store/product/detail/${offer.SaleShelfId}`);
    const after = Math.min(100, Math.floor(((offer.OrderQuantity + units) / offer.Quantity) * 100));
    await expect.poll(() => soldText(page)).toContain(after >= 100 ? '已抢光' : `${after}%`);
    await shot(page, 'detail-seckill-bought');
    expect(errors).toEqual([]);
  });
});
