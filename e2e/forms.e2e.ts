import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShipDialog, inputOf, launch, login, openPage, photo, shot } from './browser.js';

/** The texts of the toasts on screen now. */
const toasts = (page: Page) => page.locator('.ant-message-notice').allTextContents();

/** Counts the upload requests a page sends. */
function countUploads(page: Page) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/v1/File/Upload')) seen.n += 1;
  });
  return seen;
}

describe('forms and dialogs keep work, crop, answer once and say why', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the news editor shows no 请填写新闻正文 before anything is typed', async () => {
    const { page, errors } = await openPage(browser);
    await login(page, '13800000004', '/console');
    await page.goto('/console/content/news/new');
    await page.getByTestId('news-body-editor').waitFor();
    await page.getByTestId('news-title-input').fill('春季食品安全提示');
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-form-item-explain-error').allTextContents()).toEqual([]);
    // an empty body is still refused when saving
    await page.getByTestId('news-save').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allTextContents()).toEqual(['请填写新闻正文']);
    expect(errors).toEqual([]);
  });

  it('新增商品: Esc on a filled form asks before discarding, an untouched one closes; a picture is cropped square before it goes up', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000002', '/supplier');
    await page.goto('/supplier/shelf');
    await page.getByTestId('shelf-add').click();
    await page.getByTestId('shelf-name').waitFor();

    // untouched: Esc closes without a question
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('shelf-name').isVisible()).toBe(false);
    expect(await page.getByTestId('discard-ok').count()).toBe(0);

    // filled: Esc asks; 取消 keeps the form as it was
    await page.getByTestId('shelf-add').click();
    await page.getByTestId('shelf-name').fill('有机胡萝卜');
    await page.getByTestId('shelf-name').press('Escape');
    await page.getByTestId('discard-ok').waitFor();
    expect(await page.locator('.ant-modal-confirm-title').last().textContent()).toBe('有未保存的修改，确定关闭吗？');
    await shot(page, 'forms-shelf-discard');
    await page.getByTestId('discard-cancel').click();
    expect(await page.getByTestId('shelf-name').inputValue()).toBe('有机胡萝卜');

    // the × asks too
    await page.locator('.ant-drawer-close').click();
    await page.getByTestId('discard-ok').waitFor();
    await page.getByTestId('discard-cancel').click();

    // a picture passes the crop dialog first: nothing is uploaded until it is confirmed
    const uploads = countUploads(page);
    await page
      .locator('[data-testid="shelf-images"] input[type="file"], .ant-drawer input[type="file"]')
      .first()
      .setInputFiles({ name: '胡萝卜.png', mimeType: 'image/png', buffer: await photo() });
    await page.locator('.sl-crop-modal').waitFor();
    await shot(page, 'forms-product-crop');
    expect(uploads.n).toBe(0);
    await page.locator('.sl-crop-modal .ant-btn-primary').click();
    await expect.poll(() => uploads.n).toBe(1);
    await expect.poll(() => page.locator('.ant-drawer .ant-upload-list-item-done, .ant-drawer .ant-upload-list-item').count()).toBeGreaterThan(0);

    // the drawer asks, and 确定 throws the work away (once the crop dialog has gone: an Esc during
    // its closing animation is its own)
    await page.locator('.sl-crop-modal').waitFor({ state: 'hidden' });
    await page.getByTestId('shelf-name').click();
    await page.getByTestId('shelf-name').press('Escape');
    await page.getByTestId('discard-ok').click();
    await expect.poll(() => page.getByTestId('shelf-name').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('新建秒杀 says each error once', async () => {
    const { page, errors } = await openPage(browser);
    await login(page, '13800000002', '/supplier');
    await page.goto('/supplier/seckill');
    await page.getByTestId('seckill-add').click();
    await page.getByTestId('seckill-save').click();
    await expect.poll(async () => (await page.locator('.ant-modal .ant-form-item-explain-error').allTextContents()).length).toBeGreaterThan(1);
    const said = await page.locator('.ant-modal .ant-form-item-explain-error').allTextContents();
    expect(new Set(said).size).toBe(said.length);
    await shot(page, 'forms-seckill-errors');
    expect(errors).toEqual([]);
  });

  it('an order: the ship date defaults to the requested day, a double click on 确认发货 ships once with one toast, the receipt says why a quantity was lowered', async () => {
    const { page: buyer, errors: buyerErrors } = await openPage(browser);
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    await login(supplier, '13800000002', '/supplier');
    const me = await supplier.evaluate(() => fetch('/v1/Account/GetCurrentUser', { method: 'POST' }).then((r) => r.json()));
    const items = await buyer.evaluate(
      (supplierId) =>
        fetch('/v1/Store/GetFoodsaleshelfDetailList', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ SupplierId: supplierId, PagerInfo: { PageIndex: 1, PageSize: 50 } }),
        }).then((r) => r.json()),
      me.Data.FirmId,
    );
    const item = items.Data.find(
      (p: { Stock: number; MinQuantity: number; QuantityStep: number }) => p.Stock >= 100 && p.MinQuantity <= 1 && p.QuantityStep <= 1,
    );
    await buyer.goto(`/eshop/store/product/detail/${item.Id}`);
    await inputOf(buyer, 'quantity').fill('10');
    await buyer.getByTestId('buy-now').click();
    // the latest day offered, so that it differs from tomorrow
    await buyer.getByTestId('checkout-date').first().click();
    const day = buyer.locator('.ant-select-dropdown:visible .ant-select-item-option').last();
    await day.click();
    await buyer.getByTestId('checkout-submit').click();
    await buyer.waitForURL('**/eshop/store/order');
    await buyer.getByTestId('order-card').first().waitFor();
    const orderNo = ((await buyer.getByTestId('order-card').first().textContent()) ?? '').match(/SL\d{20}/)?.[0] ?? '';
    expect(orderNo).not.toBe('');

    await supplier.goto(`/supplier/orders?order=${orderNo}`);
    const card = supplier.getByTestId('desk-order-card').filter({ hasText: orderNo });
    await card.getByTestId('desk-confirm').click();
    await supplier
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .last()
      .click();
    await card.getByTestId('desk-ship').click();
    const order = await supplier.evaluate(async (no) => {
      const r = await fetch('/v1/SupplierOrder/GetOrderList', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ PagerInfo: { PageIndex: 1, PageSize: 50 } }),
      }).then((x) => x.json());
      return (r.Data as { OrderNo: string; DeliveryDate: string | null; Id: string }[]).find((o) => o.OrderNo === no);
    }, orderNo);
    expect(order?.DeliveryDate).toBeTruthy();
    await expect.poll(() => inputOf(supplier, 'desk-ship-date').inputValue()).toBe(order?.DeliveryDate);
    await fillShipDialog(supplier, `LC${Date.now().toString().slice(-6)}`);
    await supplier.getByTestId('desk-ship-submit').dblclick();
    await expect.poll(() => card.textContent()).toContain('待收货');
    await supplier.waitForTimeout(800);
    const said = await toasts(supplier);
    expect(said.filter((t) => t.includes('已发货'))).toHaveLength(1);
    expect(said.filter((t) => !t.includes('已发货') && !t.includes('确认'))).toEqual([]);
    // shipped once: one shipping event on the order's timeline
    const events = await supplier.evaluate(
      (id) =>
        fetch('/v1/Order/GetOrderEvents', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Id: id }) })
          .then((x) => x.json())
          .then((r) => r.Data as { Type: string }[]),
      order?.Id ?? '',
    );
    expect(events.filter((e) => e.Type === 'shipped')).toHaveLength(1);

    // the buyer types more than arrived: the dialog lowers it and says why
    await buyer.goto('/eshop/store/order');
    await buyer.getByTestId('order-card').filter({ hasText: orderNo }).getByTestId('order-action-receive').click();
    await buyer.getByTestId('receipt-dialog').waitFor();
    const qty = inputOf(buyer, 'receipt-qty').first();
    await qty.fill('50');
    await buyer.getByTestId('receipt-capped').first().waitFor();
    await qty.blur();
    await expect.poll(() => qty.inputValue()).toBe('10');
    expect(await buyer.getByTestId('receipt-capped').first().textContent()).toMatch(/^最多可收货 10 .+（订单数量）$/);
    await shot(buyer, 'forms-receipt-capped');
    await qty.fill('8');
    await expect.poll(() => buyer.getByTestId('receipt-capped').count()).toBe(0);
    expect(buyerErrors).toEqual([]);
    expect(supplierErrors).toEqual([]);
  });
});
