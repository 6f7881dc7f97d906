import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputOf, launch, login, openPage, PNG, shipWithBatches, shot } from './browser.js';

/** An operation called from the page, as its logged-in user; answers the envelope. */
// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
async function op(page: Page, name: string, body: unknown): Promise<{ IsSuccess: boolean; Data: any; Message: string; PagerInfo?: { RowCount: number } }> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

const orderCount = async (page: Page) =>
  (await op(page, 'Order/GetFirmElectricityOrderList', { Status: 0, PagerInfo: { PageIndex: 1, PageSize: 1 } })).PagerInfo?.RowCount ?? 0;

describe('buying as a canteen buys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('a buyer checks out two suppliers’ goods with an address, slots, notes and an invoice title; a double click makes one set of orders; the supplier sees it all and prints the delivery note', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    const supplierFirmId = (await op(supplier, 'Account/GetCurrentUser', {})).Data.FirmId as string;

    // one product of the demo supplier and one of another supplier without a minimum order
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).Data as {
      Id: string;
      SupplierId: string;
      SupplierName: string;
      Stock: number;
      MinQuantity: number;
      QuantityStep: number;
    }[];
    const simple = products.filter((p) => p.Stock >= 50 && p.MinQuantity === 1 && p.QuantityStep === 1 && !p.SupplierName.includes('西溪'));
    const ours = simple.find((p) => p.SupplierId === supplierFirmId);
    const theirs = simple.find((p) => p.SupplierId !== supplierFirmId);
    expect(ours && theirs).toBeTruthy();
    const lines: string[] = [];
    for (const p of [ours, theirs]) {
      const added = await op(buyer, 'Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p?.Id, CartNumber: 3 } });
      expect(added.IsSuccess, added.Message).toBe(true);
      lines.push(added.Data.Id);
    }

    // a new receiving address from the checkout page itself
    await buyer.goto(`/eshop/store/checkout?lines=${lines.join(',')}`);
    await buyer.getByTestId('checkout-group').nth(1).waitFor();
    const addressesBefore = await buyer.getByTestId('checkout-address').count();
    await buyer.getByTestId('checkout-add-address').click();
    await inputOf(buyer, 'address-contact').fill('王师傅');
    await inputOf(buyer, 'address-phone').fill('0571-88861234-8001');
    await buyer
      .locator('textarea[data-testid="address-text"], [data-testid="address-text"] textarea, input[data-testid="address-text"]')
      .first()
      .fill('杭州市西湖区文三路 100 号 学校食堂后门收货处');
    await buyer.locator('#address-save').dblclick();
    await expect.poll(() => buyer.getByTestId('checkout-address').count()).toBe(addressesBefore + 1);
    await buyer.getByTestId('checkout-address').filter({ hasText: '王师傅' }).locator('button').first().click();

    // per supplier: a later delivery date, a slot and a note
    const groups = buyer.getByTestId('checkout-group');
    for (let i = 0; i < 2; i++) {
      const g = groups.nth(i);
      // the next offered date, and another slot on it, by keyboard as a person could
      const before = await g.getByTestId('checkout-date').textContent();
      await g.getByTestId('checkout-date').click();
      await buyer.keyboard.press('ArrowDown');
      await buyer.keyboard.press('Enter');
      await expect.poll(() => g.getByTestId('checkout-date').textContent()).not.toBe(before);
      await g.getByTestId('checkout-slot').click();
      await buyer.keyboard.press('ArrowDown');
      await buyer.keyboard.press('Enter');
      await inputOf(g, 'checkout-remark').fill(`请走食堂后门 ${i + 1}`);
    }
    await inputOf(buyer, 'checkout-invoice-title').fill('杭州市西湖区实验小学');
    await inputOf(buyer, 'checkout-tax-number').fill('12330106470100123X');
    await shot(buyer, 'checkout');
    // on a phone the page stacks and nothing runs off the side
    await buyer.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(buyer, 'checkout-390');
    await buyer.setViewportSize({ width: 1280, height: 900 });

    const before = await orderCount(buyer);
    await buyer.getByTestId('checkout-submit').dblclick();
    await buyer.waitForURL('**/eshop/store/order**');
    await expect.poll(() => orderCount(buyer)).toBe(before + 2);
    // still two a moment later: the second click was answered with the first result
    await buyer.waitForTimeout(800);
    expect(await orderCount(buyer)).toBe(before + 2);

    const mine = (await op(buyer, 'Order/GetFirmElectricityOrderList', { Status: 0, PagerInfo: { PageIndex: 1, PageSize: 2 } })).Data as {
      OrderNo: string;
      SupplierId: string;
      Address: { Contact: string; Phone: string; Address: string };
      Remark: string;
      InvoiceTitle: string;
      TaxNumber: string;
      DeliveryDate: string;
      DeliverySlot: string;
    }[];
    for (const o of mine) {
      expect(o.Address.Contact).toBe('王师傅');
      expect(o.Address.Phone).toBe('0571-88861234-8001');
      expect(o.InvoiceTitle).toBe('杭州市西湖区实验小学');
      expect(o.TaxNumber).toBe('12330106470100123X');
      expect(o.Remark).toMatch(/^请走食堂后门 [12]$/);
      expect(o.DeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(o.DeliverySlot).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    }

    // the supplier sees the address, the delivery, the note and the invoice title, and prints the delivery note
    const ourOrder = mine.find((o) => o.SupplierId === supplierFirmId);
    expect(ourOrder).toBeTruthy();
    await supplier.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await supplier.goto(`/supplier/orders?order=${ourOrder?.OrderNo}`);
    const card = supplier.getByTestId('desk-order-card').filter({ hasText: ourOrder?.OrderNo ?? '' });
    await card.waitFor();
    const receiving = await card.getByTestId('desk-order-receiving').textContent();
    expect(receiving).toContain('王师傅');
    expect(receiving).toContain('文三路 100 号');
    expect(receiving).toContain(ourOrder?.DeliverySlot ?? '');
    expect(await card.textContent()).toContain(ourOrder?.Remark ?? '');
    await shot(supplier, 'desk-order-checkout');
    await card.getByTestId('desk-print-note').click();
    const note = supplier.getByTestId('delivery-note');
    await note.waitFor();
    const noteText = await note.textContent();
    for (const text of [ourOrder?.OrderNo ?? '', '王师傅', '0571-88861234-8001', ourOrder?.Remark ?? '', '杭州市西湖区实验小学'])
      expect(noteText).toContain(text);
    // after the dialog's opening animation
    await supplier.waitForTimeout(500);
    await supplier.screenshot({ path: new URL('./screenshots/delivery-note.png', import.meta.url).pathname });
    await supplier.getByTestId('delivery-note-print').click();
    expect(await supplier.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(errors).toEqual([]);
    expect(supplierErrors).toEqual([]);
  });

  it('a too-large quantity is refused with its limit named, and 再次购买 refills the cart', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data as {
      Id: string;
      Stock: number;
      Unit: string;
      MinQuantity: number;
    }[];
    const item = products.find((p) => p.Stock > 10 && p.Stock < 99_999 && p.MinQuantity === 1);
    await buyer.goto(`/eshop/store/product/detail/${item?.Id}`);
    await inputOf(buyer, 'quantity').fill('99999');
    await inputOf(buyer, 'quantity').blur();
    const problem = buyer.getByTestId('quantity-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toContain(String(item?.Stock));
    // the typed number is kept, not cut down to the stock
    expect(await inputOf(buyer, 'quantity').inputValue()).toBe('99999');
    expect(await buyer.getByTestId('add-to-cart').isDisabled()).toBe(true);
    await shot(buyer, 'quantity-refused');

    // 再次购买 on a completed order puts its lines back in the cart
    const cartBefore = (await op(buyer, 'Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).Data.TotalNumber as number;
    await buyer.goto('/eshop/store/order');
    const done = buyer.getByTestId('order-card').filter({ hasText: '已完成' }).first();
    await done.waitFor();
    await done.getByTestId('order-action-reorder').click();
    await buyer
      .getByText(/已加入购物车/)
      .first()
      .waitFor();
    await expect
      .poll(async () => (await op(buyer, 'Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).Data.TotalNumber)
      .toBeGreaterThan(cartBefore);
    await shot(buyer, 'reorder');
    await buyer.goto('/eshop/store/frequent');
    await buyer.getByTestId('frequent-add').first().waitFor();
    await shot(buyer, 'frequent');
    expect(errors).toEqual([]);
  });

  it('a statement is issued, disputed, corrected, confirmed and paid', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    const supplierFirmId = (await op(supplier, 'Account/GetCurrentUser', {})).Data.FirmId as string;
    const buyerFirm = (await op(buyer, 'Account/GetCurrentUser', {})).Data as { FirmId: string; FirmName: string };

    // this month: an order of the supplier's goods, confirmed, shipped and received
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data as {
      Id: string;
      Stock: number;
      MinQuantity: number;
      QuantityStep: number;
    }[];
    const item = products.find((p) => p.Stock >= 20 && p.MinQuantity === 1 && p.QuantityStep === 1);
    const made = await op(buyer, 'Cart/BuyNow', { FoodSaleShelfId: item?.Id, CartNumber: 4 });
    expect(made.IsSuccess, made.Message).toBe(true);
    const orderId = made.Data[0].Id as string;
    expect((await op(supplier, 'SupplierOrder/ConfirmOrder', { Id: orderId })).IsSuccess).toBe(true);
    await shipWithBatches(supplier, orderId);
    const order = (await op(buyer, 'Order/GetOrderById', { Id: orderId })).Data;
    const received = await op(buyer, 'Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: {
        Id: orderId,
        B2B_ElectricityorderdetailInfos: order.B2B_ElectricityorderdetailInfos.map((l: { Id: string; SealNumber: number }) => ({
          Id: l.Id,
          SealNumber: l.SealNumber,
        })),
      },
    });
    expect(received.IsSuccess, received.Message).toBe(true);

    // the supplier issues this month's statement for the school (a double click makes one)
    await supplier.goto('/supplier/statements');
    await supplier.getByTestId('statement-issue').click();
    const buyerChoice = supplier.locator('.ant-modal .ant-radio-wrapper').filter({ hasText: buyerFirm.FirmName });
    await buyerChoice.waitFor();
    await buyerChoice.click();
    await shot(supplier, 'statement-issue');
    await supplier.getByTestId('statement-issue-submit').dblclick();
    await supplier.waitForURL('**/supplier/statements/**');
    const statementId = supplier.url().split('/').pop() ?? '';
    const listed = await op(supplier, 'Statement/GetStatementList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(listed.Data.filter((s: { FirmId: string; Id: string }) => s.FirmId === buyerFirm.FirmId && s.Id === statementId)).toHaveLength(1);
    const issued = (await op(supplier, 'Statement/GetStatementById', { Id: statementId })).Data;
    expect(issued.Status).toBe(1);

    // the buyer disputes it with a reason
    await buyer.goto(`/eshop/store/statement/${statementId}`);
    await buyer.getByTestId('statement-dispute').click();
    await buyer
      .locator('textarea[data-testid="statement-dispute-reason"], [data-testid="statement-dispute-reason"] textarea')
      .first()
      .fill('4 月 3 日的运费未减免');
    await buyer
      .getByRole('button', { name: /提\s*交/ })
      .last()
      .click();
    await expect.poll(async () => (await op(buyer, 'Statement/GetStatementById', { Id: statementId })).Data.Status).toBe(2);
    await shot(buyer, 'statement-disputed');

    // the supplier corrects it: re-issued with an adjustment and its reason
    await supplier.reload();
    await supplier.getByTestId('statement-reissue').click();
    await inputOf(supplier, 'statement-adjustment').fill('-1');
    await supplier
      .locator(
        'input[data-testid="statement-adjustment-reason"], textarea[data-testid="statement-adjustment-reason"], [data-testid="statement-adjustment-reason"] input',
      )
      .first()
      .fill('减免运费');
    await supplier.getByTestId('statement-issue-submit').click();
    await expect.poll(async () => (await op(supplier, 'Statement/GetStatementById', { Id: statementId })).Data.Version).toBe(2);
    const corrected = (await op(supplier, 'Statement/GetStatementById', { Id: statementId })).Data;
    expect(corrected.Status).toBe(1);
    expect(Math.round(corrected.Total * 100)).toBe(Math.round(issued.Total * 100) - 100);

    // the buyer confirms and pays with a voucher (a double click records one payment)
    await buyer.reload();
    await buyer.getByTestId('statement-confirm').click();
    await buyer
      .getByRole('button', { name: /确\s*定|确\s*认/ })
      .last()
      .click();
    await expect.poll(async () => (await op(buyer, 'Statement/GetStatementById', { Id: statementId })).Data.Status).toBe(3);
    await buyer.getByTestId('statement-pay').click();
    await buyer.locator('.ant-modal input[type="file"]').first().setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => buyer.getByTestId('statement-pay-submit').isDisabled()).toBe(false);
    await buyer.getByTestId('statement-pay-submit').dblclick();
    await expect.poll(async () => (await op(buyer, 'Statement/GetStatementById', { Id: statementId })).Data.Status).toBe(4);
    const paid = (await op(buyer, 'Statement/GetStatementById', { Id: statementId })).Data;
    expect(paid.Payments).toHaveLength(1);
    expect(paid.Unpaid).toBe(0);
    expect(paid.Events.map((e: { Type: string }) => e.Type)).toEqual(expect.arrayContaining(['issued', 'disputed', 'reissued', 'confirmed']));
    await buyer.reload();
    await buyer.getByTestId('statement-open').first().or(buyer.getByTestId('statement-pay').first()).or(buyer.locator('.ant-timeline')).first().waitFor();
    await shot(buyer, 'statement-paid');
    await supplier.goto('/supplier/statements');
    await supplier.getByTestId('statement-open').first().waitFor();
    await shot(supplier, 'statement-list');
    expect(errors).toEqual([]);
    expect(supplierErrors).toEqual([]);
  });
});
