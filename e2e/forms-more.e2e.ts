import path from 'node:path';
import { creditCodeCheckChar } from '@shanlian/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, inputOf, launch, login, openPage, shipWithBatches } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

/** The texts of the toasts on screen now. */
const toasts = (page: Page) => page.locator('.ant-message-notice').allTextContents();

/** A real photo-sized picture (the crop dialog needs something to crop). */
const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: '#5a7fa8' } })
    .png()
    .toBuffer();

/** Where a test's own screenshot goes. */
const screenshot = (name: string) => path.join(import.meta.dirname, 'screenshots', `${name}.png`);

/** The first element matching `selector` lies within the viewport's width, its buttons whole. */
const fits = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const buttons = Array.from(el.querySelectorAll('button')).map((b) => b.getBoundingClientRect());
    return r.left >= 0 && r.right <= window.innerWidth && buttons.every((b) => b.left >= r.left && b.right <= r.right);
  }, selector);

/** Counts the upload requests a page sends. */
function countUploads(page: Page) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/v1/File/Upload')) seen.n += 1;
  });
  return seen;
}

/** Picks one person in the picker the button opens (by name, or the first offered). */
async function pick(page: Page, button: string, name?: string): Promise<void> {
  await page.getByTestId(button).click();
  const picker = page.getByTestId('person-picker').last();
  await picker.waitFor();
  if (name) {
    await picker.getByTestId('person-search').fill(name);
    await picker.getByTestId('person-search').press('Enter');
  }
  const row = name ? picker.getByTestId('person-row').filter({ hasText: name }) : picker.getByTestId('person-row');
  await row.first().waitFor();
  await row.first().click();
  await page.getByTestId('person-confirm').last().click();
}

/** An order of `quantity` units of one of the demo supplier's simple products, placed by the logged-in school and confirmed by the supplier. */
async function confirmedOrder(buyer: Page, supplier: Page, quantity: number): Promise<{ Id: string; OrderNo: string }> {
  const supplierFirm = (await op(supplier, 'Account/GetCurrentUser', {})).Data as { FirmId: string };
  const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirm.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } }))
    .Data as { Id: string; Stock: number; MinQuantity: number; QuantityStep: number }[];
  const item = products.find((p) => p.Stock >= 20 && p.MinQuantity === 1 && p.QuantityStep === 1);
  expect(item).toBeTruthy();
  const made = await op(buyer, 'Cart/BuyNow', { FoodSaleShelfId: item?.Id, CartNumber: quantity });
  expect(made.IsSuccess, made.Message).toBe(true);
  const id = made.Data[0].Id as string;
  const confirmed = await op(supplier, 'SupplierOrder/ConfirmOrder', { Id: id });
  expect(confirmed.IsSuccess, confirmed.Message).toBe(true);
  const order = (await op(buyer, 'Order/GetOrderById', { Id: id })).Data as { OrderNo: string };
  return { Id: id, OrderNo: order.OrderNo };
}

describe('more forms: one answer per click, crop before upload, clamps that say why, drafts that survive a reload', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('a double click on 注册 registers once: 注册成功 alone, never 提交失败 beside it', async () => {
    const { page, errors } = await openPage(browser);
    const phone = `1375${String(Date.now()).slice(-7)}`;
    const first17 = `91330106MB${String(Date.now()).slice(-7)}`;
    await page.goto('/eshop/store/register');
    await page.getByTestId('reg-type-buyer').click();
    await page.getByTestId('reg-firm-name').fill('西湖区翠苑小学食堂');
    await page.getByTestId('reg-credit-code').fill(first17 + creditCodeCheckChar(first17));
    await page.getByTestId('reg-address').fill('杭州市西湖区翠苑路18号');
    await page.getByTestId('reg-full-name').fill('周雨婷');
    await page.getByTestId('reg-phone').fill(phone);
    await page.getByTestId('sms-button').click();
    const image = page.getByTestId('captcha-image');
    await image.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="captcha-image"] svg'));
    const serial = await image.getAttribute('data-serial');
    await page.getByTestId('captcha-input').fill(await api<string>('Dev/PeekCaptcha', { ValidSerialNumber: serial }));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    const code = async () => (await api<{ Code: string }[]>('Dev/GetSmsOutbox', { Phone: phone }))[0]?.Code ?? '';
    await expect.poll(code, { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('reg-code').fill(await code());
    await page.getByTestId('reg-next').dblclick();
    await page.getByTestId('reg-password').fill('Canteen#2026go');
    await page.getByTestId('reg-confirm').fill('Canteen#2026go');

    await page.getByTestId('reg-submit').dblclick();
    await page.getByTestId('reg-success').waitFor();
    await page.waitForTimeout(800);
    const said = await toasts(page);
    expect(said.filter((t) => t.includes('注册成功'))).toHaveLength(1);
    expect(said.filter((t) => t.includes('提交失败'))).toEqual([]);
    expect(await page.getByTestId('reg-error').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a double click on 登录 sends one login', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-phone').fill('13800000005');
    await page.getByTestId('login-password').fill('Shanlian#2026');
    const logins = { n: 0 };
    page.on('request', (r) => {
      if (r.url().includes('/v1/Account/Login')) logins.n += 1;
    });
    await page.getByTestId('login-submit').dblclick();
    await page.waitForURL('**/eshop/store**');
    await page.waitForTimeout(800);
    expect(logins.n).toBe(1);
    expect(await page.getByTestId('login-error').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a double click on 上报 files one case with one toast', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    await page.goto('/console/monitors');
    await page.getByTestId('wall-firm').filter({ hasText: '阳光实验小学食堂' }).first().click();
    const tiles = page.getByTestId('wall-grid').getByTestId('camera-tile');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await tiles.filter({ hasText: '备餐间' }).first().click();
    const stage = page.getByTestId('camera-stage');
    await stage.waitFor();
    await expect
      .poll(() => stage.evaluate((el) => Array.from(el.querySelectorAll('video')).some((v) => v.readyState >= 2 && v.currentTime > 0.5)), {
        timeout: 45_000,
        interval: 500,
      })
      .toBe(true);
    await stage.getByTestId('player-capture').click();
    await page.getByTestId('evidence-preview').waitFor();
    await page.getByTestId('evidence-save').click();

    const report = page.getByTestId('report-dialog');
    await report.waitFor();
    await expect.poll(() => report.getByTestId('report-evidence').getAttribute('data-kind')).toBe('capture');
    await report.getByTestId('report-ability').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await pick(page, 'report-executor', '李明');
    await pick(page, 'report-parent', '钱涛');
    const content = `备餐间违规，请立即整改（${Date.now()}）`;
    await report.getByTestId('report-content').fill(content);
    await page.getByTestId('report-save').dblclick();
    await report.waitFor({ state: 'detached' });
    await page.waitForTimeout(800);
    const said = await toasts(page);
    expect(said.filter((t) => t.includes('保存成功'))).toHaveLength(1);
    expect(said.filter((t) => !t.includes('保存成功'))).toEqual([]);
    const cases = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultList', { SearchName: '阳光', Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } }))
      .Data as { PushContent: string }[];
    expect(cases.filter((c) => c.PushContent === content)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('违规整改 on a phone: an empty note says 请填写整改说明; a photo is cropped 4:3 before one upload; a double click on 提交 answers once', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await login(page, '13800000001', '/eshop/store');
    const open = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data as {
      Id: string;
    }[];
    expect(open.length).toBeGreaterThan(0);
    const caseId = open[0]?.Id as string;
    await page.goto(`/eshop/store/violations?id=${caseId}`);
    await page.getByTestId('case-rectify').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('rectify-remark') });
    await dialog.waitFor();

    // nothing written: the message names the field as its label does
    await page.getByTestId('rectify-submit').click();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').allTextContents()).toEqual(['请填写整改说明']);
    expect(await dialog.locator('.ant-form-item-label').first().textContent()).toBe('整改说明');

    // a photo opens the crop dialog, 4:3, and nothing goes up before 确定
    const uploads = countUploads(page);
    await dialog
      .locator('[data-testid="rectify-photos"] input[type="file"]')
      .setInputFiles({ name: '整改后.png', mimeType: 'image/png', buffer: await photo() });
    const crop = page.locator('.sl-crop-modal');
    await crop.waitFor();
    const area = await crop.locator('.reactEasyCrop_CropArea').boundingBox();
    expect(area).toBeTruthy();
    expect((area?.width ?? 0) / (area?.height ?? 1)).toBeCloseTo(4 / 3, 1);
    await page.screenshot({ path: screenshot('forms-rectify-crop-390') });
    expect(uploads.n).toBe(0);
    await crop.locator('.ant-btn-primary').click();
    await expect.poll(() => dialog.getByTestId('doc-upload-file').count()).toBe(1);
    await page.waitForTimeout(500);
    expect(uploads.n).toBe(1);

    // written and sent twice in a row: one answer, the case moves on once
    await page.locator('textarea[data-testid="rectify-remark"]').fill('已对备餐间人员进行培训，要求全程佩戴口罩并张贴提示。');
    await page.getByTestId('rectify-submit').dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(800);
    const said = await toasts(page);
    expect(said.filter((t) => t.includes('操作成功'))).toHaveLength(1);
    expect(said.filter((t) => !t.includes('操作成功'))).toEqual([]);
    const after = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: caseId })).Data as { Status: number };
    expect(after.Status).toBe(2);
    expect(errors).toEqual([]);
  });

  it('the ship dialog refuses a text file naming PDF among the accepted types, uploading nothing', async () => {
    const { page: buyer } = await openPage(browser);
    const { page: supplier, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    await login(supplier, '13800000002', '/supplier');
    const order = await confirmedOrder(buyer, supplier, 2);
    await supplier.goto(`/supplier/orders?order=${order.OrderNo}`);
    await supplier.getByTestId('desk-order-card').filter({ hasText: order.OrderNo }).getByTestId('desk-ship').click();
    await supplier.getByTestId('desk-ship-lines').waitFor();
    const uploads = countUploads(supplier);
    await supplier
      .locator('[data-testid="desk-ship-certificates"] input[type="file"]')
      .first()
      .setInputFiles({ name: '检验报告.txt', mimeType: 'text/plain', buffer: Buffer.from('合格') });
    await expect.poll(() => toasts(supplier)).toEqual([expect.stringContaining('检验报告.txt')]);
    const [said] = await toasts(supplier);
    expect(said).toContain('PDF');
    expect(said).toMatch(/JPG|PNG/);
    expect(uploads.n).toBe(0);
    expect(await supplier.locator('[data-testid="desk-ship-certificates"] [data-testid="doc-upload-file"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a shipped order on a phone: the receipt and the return dialogs lower a typed 50 to what is allowed and say why', async () => {
    const { page: buyer, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page: supplier } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    await login(supplier, '13800000002', '/supplier');
    const order = await confirmedOrder(buyer, supplier, 3);
    await shipWithBatches(supplier, order.Id);

    await buyer.goto(`/eshop/store/orderDetail/${order.Id}`);
    await buyer.getByTestId('order-action-receive').click();
    await buyer.getByTestId('receipt-dialog').waitFor();
    const received = inputOf(buyer, 'receipt-qty').first();
    await received.fill('50');
    await buyer.getByTestId('receipt-capped').first().waitFor();
    await received.blur();
    await expect.poll(() => received.inputValue()).toBe('3');
    expect(await buyer.getByTestId('receipt-capped').first().textContent()).toMatch(/^最多可收货 3 .+（订单数量）$/);
    await buyer.waitForTimeout(400);
    await buyer.screenshot({ path: screenshot('forms-receipt-capped-390') });
    await expect.poll(() => fits(buyer, '.ant-modal-container, .ant-modal-content')).toBe(true);
    // the product keeps room for its name beside the input: on one line, not a character a line
    const name = await buyer.getByTestId('receipt-dialog').locator('.line-product-name').first().boundingBox();
    expect(name?.width ?? 0).toBeGreaterThan(40);
    expect(name?.height ?? 99).toBeLessThan(30);
    await buyer.keyboard.press('Escape');
    await buyer.getByTestId('receipt-dialog').waitFor({ state: 'hidden' });

    await buyer.getByTestId('return-register').click();
    await buyer.getByTestId('return-dialog').waitFor();
    const returned = inputOf(buyer, 'return-qty');
    await returned.fill('50');
    await buyer.getByTestId('return-capped').waitFor();
    await returned.blur();
    await expect.poll(() => returned.inputValue()).toBe('3');
    // the 最多 3 beside the input stays level with the number, the note under it
    // measured until the dialog has settled: while it opens (or the note above pushes it) the two move apart
    const offset = async () => {
      const hint = await buyer.getByTestId('return-dialog').locator('.return-qty-max').boundingBox();
      const box = await returned.boundingBox();
      return Math.abs((hint?.y ?? 0) + (hint?.height ?? 0) / 2 - ((box?.y ?? 0) + (box?.height ?? 0) / 2));
    };
    await expect.poll(offset, { timeout: 3000 }).toBeLessThan(8);
    expect(await buyer.getByTestId('return-capped').textContent()).toMatch(/^最多可退 3 .+（订购数量减去已退换的数量）$/);
    await buyer.waitForTimeout(400);
    await buyer.screenshot({ path: screenshot('forms-return-capped-390') });
    // a number within the ceiling clears the note
    await returned.fill('2');
    await expect.poll(() => buyer.getByTestId('return-capped').count()).toBe(0);
    await pick(buyer, 'pick-returner');
    await pick(buyer, 'pick-checker');
    await buyer.getByTestId('return-submit').dblclick();
    await buyer.getByTestId('return-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => buyer.getByTestId('return-row').count()).toBe(1);
    await buyer.waitForTimeout(800);
    expect(await buyer.getByTestId('return-row').count()).toBe(1);

    // the supplier's 同意, double-clicked, decides once with one toast
    await supplier.goto('/supplier/returns');
    const row = supplier.getByTestId('desk-return-row').filter({ hasText: order.OrderNo });
    await row.first().waitFor();
    await row.first().getByTestId('desk-accept').click();
    await supplier.getByTestId('desk-handle-submit').dblclick();
    await expect.poll(() => supplier.getByTestId('desk-return-row').filter({ hasText: order.OrderNo }).count(), { timeout: 15_000 }).toBe(0);
    await supplier.waitForTimeout(800);
    const said = await toasts(supplier);
    expect(said.filter((t) => t.includes('处理成功'))).toHaveLength(1);
    expect(said.filter((t) => !t.includes('处理成功'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('新增商品 on a phone: the discard question and the square crop dialog fit the screen', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await login(page, '13800000002', '/supplier');
    await page.goto('/supplier/shelf');
    await page.getByTestId('shelf-add').click();
    await page.getByTestId('shelf-name').fill('有机西兰花');
    await page.getByTestId('shelf-name').press('Escape');
    await page.getByTestId('discard-ok').waitFor();
    await expect.poll(() => fits(page, '.ant-modal-confirm .ant-modal-container, .ant-modal-confirm .ant-modal-content')).toBe(true);
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshot('forms-shelf-discard-390') });
    await page.getByTestId('discard-cancel').click();

    await page
      .locator('.ant-drawer input[type="file"]')
      .first()
      .setInputFiles({ name: '西兰花.png', mimeType: 'image/png', buffer: await photo() });
    const crop = page.locator('.sl-crop-modal');
    await crop.waitFor();
    const area = await crop.locator('.reactEasyCrop_CropArea').boundingBox();
    expect((area?.width ?? 0) / (area?.height ?? 1)).toBeCloseTo(1, 1);
    await expect.poll(() => fits(page, '.sl-crop-modal .ant-modal-container, .sl-crop-modal .ant-modal-content')).toBe(true);
    await page.screenshot({ path: screenshot('forms-product-crop-390') });
    await crop.getByRole('button', { name: /取\s*消/ }).click();
    expect(errors).toEqual([]);
  });

  it('订单确认 keeps a note and a tax number through a reload, per source', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).Data as {
      Id: string;
      Stock: number;
      MinQuantity: number;
      QuantityStep: number;
    }[];
    const simple = products.filter((p) => p.Stock >= 50 && p.MinQuantity === 1 && p.QuantityStep === 1);
    const lines: string[] = [];
    for (const p of simple.slice(0, 2)) {
      const added = await op(buyer, 'Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 2 } });
      expect(added.IsSuccess, added.Message).toBe(true);
      lines.push(added.Data.Id);
    }
    await buyer.goto(`/eshop/store/checkout?lines=${lines[0]}`);
    const group = buyer.getByTestId('checkout-group').first();
    await group.waitFor();
    await inputOf(group, 'checkout-remark').fill('请周一早上七点前送到食堂后门');
    await inputOf(buyer, 'checkout-invoice-title').fill('杭州市西湖区阳光实验小学');
    await inputOf(buyer, 'checkout-tax-number').fill('12330106470100123X');

    await buyer.reload();
    await buyer.getByTestId('checkout-group').first().waitFor();
    await expect.poll(() => inputOf(buyer.getByTestId('checkout-group').first(), 'checkout-remark').inputValue()).toBe('请周一早上七点前送到食堂后门');
    expect(await inputOf(buyer, 'checkout-tax-number').inputValue()).toBe('12330106470100123X');
    expect(await inputOf(buyer, 'checkout-invoice-title').inputValue()).toBe('杭州市西湖区阳光实验小学');

    // another checkout (other lines) starts with its own, empty draft
    await buyer.goto(`/eshop/store/checkout?lines=${lines[1]}`);
    await buyer.getByTestId('checkout-group').first().waitFor();
    expect(await inputOf(buyer.getByTestId('checkout-group').first(), 'checkout-remark').inputValue()).toBe('');
    expect(await inputOf(buyer, 'checkout-tax-number').inputValue()).toBe('');
    // and going back finds the first one's
    await buyer.goBack();
    await buyer.getByTestId('checkout-group').first().waitFor();
    await expect.poll(() => inputOf(buyer.getByTestId('checkout-group').first(), 'checkout-remark').inputValue()).toBe('请周一早上七点前送到食堂后门');
    expect(await inputOf(buyer, 'checkout-tax-number').inputValue()).toBe('12330106470100123X');
    expect(errors).toEqual([]);
  });
});
