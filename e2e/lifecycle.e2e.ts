import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShipDialog, inputOf, launch, login, openPage, PNG, pickReceiptWitness, shot } from './browser.js';

describe('an order from both sides', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('buyer orders 10, supplier confirms, ships and invoices, buyer receives 8 (the 2 short become a return) and returns 1, supplier accepts the shortfall, the buyer sees the outcome and the timeline', async () => {
    const { page: buyer, errors: buyerErrors } = await openPage(browser);
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    await login(supplier, '13800000002', '/supplier');

    // the buyer orders 10 of one of this supplier's products
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
    const item = items.Data.find((p: { Stock: number }) => p.Stock >= 100);
    await buyer.goto(`/eshop/store/product/detail/${item.Id}`);
    await inputOf(buyer, 'quantity').fill('10');
    await buyer.getByTestId('buy-now').click();
    await buyer.getByTestId('checkout-submit').click();
    await buyer.waitForURL('**/eshop/store/order');
    await buyer.getByTestId('order-card').first().waitFor();
    const orderNo = ((await buyer.getByTestId('order-card').first().textContent()) ?? '').match(/SL\d{20}/)?.[0] ?? '';
    expect(orderNo).not.toBe('');

    // the supplier confirms, ships with a date and uploads an invoice
    await supplier.goto(`/supplier/orders?order=${orderNo}`);
    const card = supplier.getByTestId('desk-order-card').filter({ hasText: orderNo });
    await card.waitFor();
    await shot(supplier, 'desk-orders');
    await card.getByTestId('desk-confirm').click();
    await supplier
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .last()
      .click();
    await card.getByTestId('desk-ship').waitFor();
    await card.getByTestId('desk-ship').click();
    await fillShipDialog(supplier, `LC${Date.now().toString().slice(-6)}`);
    await supplier.getByTestId('desk-ship-submit').click();
    await card.getByTestId('desk-invoice').waitFor();
    await card.getByTestId('desk-invoice').click();
    await supplier
      .locator('[data-testid="desk-invoice-upload"] input[type="file"], input[type="file"]')
      .first()
      .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
    await supplier.getByTestId('desk-invoice-submit').click();
    await expect.poll(() => card.textContent()).toContain('待收货');

    // the buyer hears of it, and sees the invoice
    await buyer.goto('/eshop/store/myNew');
    await buyer.getByTestId('message-row').first().waitFor();
    await expect.poll(() => buyer.getByTestId('message-row').first().textContent()).toMatch(/发票|发货/);
    await shot(buyer, 'messages');
    await buyer.goto('/eshop/store/myorder');
    await buyer.getByTestId('invoice-open').first().click();
    await buyer.getByTestId('image-viewer').waitFor();
    await shot(buyer, 'invoice-viewer');
    await buyer.keyboard.press('Escape');

    // receives 8 of 10
    await buyer.goto('/eshop/store/order');
    const order = buyer.getByTestId('order-card').filter({ hasText: orderNo });
    await order.getByTestId('order-action-receive').click();
    await buyer.getByTestId('receipt-dialog').waitFor();
    await inputOf(buyer, 'receipt-qty').first().fill('8');
    await expect.poll(() => buyer.getByTestId('receipt-return').first().textContent()).toContain('2');
    await shot(buyer, 'receipt-dialog');
    await pickReceiptWitness(buyer);
    await buyer.getByTestId('receipt-submit').click();
    await expect.poll(() => order.textContent()).toContain('已完成');
    await shot(buyer, 'my-orders-centre');

    // the 2 not received are a return the supplier must handle
    await order.getByTestId('order-action-detail').click();
    await buyer.waitForURL('**/eshop/store/orderDetail/**');
    const shortfall = buyer.getByTestId('return-row').filter({ hasText: '收货短缺' });
    await shortfall.first().waitFor();
    expect(await shortfall.first().textContent()).toContain('2');

    // and registers the return of 1 received unit, choosing people with the picker
    await buyer.getByTestId('return-register').click();
    await buyer.getByTestId('return-dialog').waitFor();
    await inputOf(buyer, 'return-qty').fill('1');
    for (const picker of ['pick-returner', 'pick-checker']) {
      await buyer.getByTestId(picker).click();
      await buyer.getByTestId('person-picker').last().waitFor();
      await buyer.getByTestId('person-row').first().click();
      await buyer.getByTestId('person-confirm').last().click();
    }
    await shot(buyer, 'return-dialog');
    await buyer.getByTestId('return-submit').click();
    await expect.poll(() => buyer.getByTestId('return-row').count()).toBe(2);
    const steps = buyer.getByTestId('timeline-step');
    await expect.poll(() => steps.count()).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 4; i++) expect(await steps.nth(i).getAttribute('data-done')).toBe('true');
    await shot(buyer, 'order-detail');

    // the supplier sees both returns and accepts the shortfall (never charged: no refund)
    await supplier.goto('/supplier/returns');
    const rows = supplier.getByTestId('desk-return-row').filter({ hasText: orderNo });
    await rows.first().waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await shot(supplier, 'desk-returns');
    await rows.filter({ hasText: '收货短缺' }).getByTestId('desk-accept').click();
    await supplier.getByTestId('desk-handle-submit').click();
    await expect
      .poll(() => supplier.getByTestId('desk-return-row').filter({ hasText: orderNo }).filter({ hasText: '收货短缺' }).count(), { timeout: 30_000 })
      .toBe(0);

    // the buyer sees the outcome
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('return-row').filter({ hasText: '收货短缺' }).first().textContent()).toContain('已同意');
    await shot(buyer, 'order-detail-return-outcome');
    expect(buyerErrors).toEqual([]);
    expect(supplierErrors).toEqual([]);
  });

  it('shows the rest of the buyer centre and the supplier desk', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const completed = await buyer.evaluate(() =>
      fetch('/v1/Order/GetFirmElectricityOrderList', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Status: 4, PagerInfo: { PageIndex: 1, PageSize: 1 } }),
      }).then((r) => r.json()),
    );
    // the two profile tabs save on their own
    await buyer.goto('/eshop/store/user');
    await buyer.getByTestId('profile-save-basic').click();
    await buyer.getByText('保存成功').first().waitFor();
    await buyer.getByTestId('profile-tab-personnel').click();
    await buyer.getByTestId('profile-save-personnel').click();
    await expect.poll(() => buyer.getByText('保存成功').count()).toBeGreaterThan(0);
    for (const [route, name] of [
      ['/eshop/store/user', 'profile'],
      ['/eshop/store/favorite', 'favorites'],
      ['/eshop/store/returns', 'returns'],
      ['/eshop/store/myorder', 'order-list'],
      [`/eshop/store/orderReturn/${completed.Data[0].Id}`, 'order-return'],
    ] as const) {
      await buyer.goto(route);
      await buyer.waitForLoadState('networkidle');
      await shot(buyer, name);
    }
    const { page: supplier } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    for (const [route, name] of [
      ['/supplier/shelf', 'desk-shelf'],
      ['/supplier/seckill', 'desk-seckill'],
    ] as const) {
      await supplier.goto(route);
      await supplier.waitForLoadState('networkidle');
      await shot(supplier, name);
    }
    expect(errors).toEqual([]);
  });
});
