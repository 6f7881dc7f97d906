import path from 'node:path';
import { creditCodeCheckChar } from '@shanlian/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, CARD, inputOf, launch, login, openPage, PNG, photo, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

const STRONG = 'Supply#2026fresh';
const stamp = String(Date.now()).slice(-7);
const phone = `1377${stamp}`;
const first17 = `91330106MA${stamp}`;
const creditCode = first17 + creditCodeCheckChar(first17);
const firmName = `杭州青禾鲜蔬配送有限公司${stamp.slice(-3)}`;
const product = `高山娃娃菜${stamp.slice(-4)}`;

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

/** Types the captcha a person would read off the image (read here through the development peek). */
async function passCaptcha(page: Page) {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="captcha-image"] svg'));
  const serial = await image.getAttribute('data-serial');
  const text = await api<string>('Dev/PeekCaptcha', { ValidSerialNumber: serial });
  await page.getByTestId('captcha-input').fill(text);
}

async function readSms(to: string): Promise<string> {
  const outbox = await api<{ Code: string }[]>('Dev/GetSmsOutbox', { Phone: to });
  return outbox[0]?.Code ?? '';
}

/** A screenshot of the viewport (an open drawer), beside the other tests' screenshots. */
const view = (page: Page, name: string) => page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `${name}.png`) });

/** Whether the store's search (as a visitor sees it) finds the product. */
async function inStore(page: Page): Promise<boolean> {
  const found = await op(page, 'Store/GetFoodsaleshelfDetailList', { ProductName: product, PagerInfo: { PageIndex: 1, PageSize: 20 } });
  expect(found.IsSuccess, found.Message).toBe(true);
  return (found.Data as { ProductName: string }[]).some((p) => p.ProductName === product);
}

describe('a new supplier waits for review; the operator approves the firm and its product; the store shows it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('registers as 供应商, prepares a product unseen by the store, and is approved in 企业审核 and 商品审核', async () => {
    // ---- the applicant registers, choosing 供应商 ----
    const { page: supplier, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await supplier.goto('/eshop/store/register');
    await supplier.getByTestId('reg-type-supplier').click();
    await supplier.getByTestId('reg-firm-name').fill(firmName);
    await supplier.getByTestId('reg-credit-code').fill(creditCode);
    await supplier.getByTestId('reg-address').fill('杭州市余杭区良渚街道古墩路1号');
    await supplier.getByTestId('reg-full-name').fill('沈青禾');
    await supplier.getByTestId('reg-phone').fill(phone);
    await supplier.getByTestId('sms-button').click();
    await passCaptcha(supplier);
    await supplier.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => readSms(phone), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await supplier.getByTestId('reg-code').fill(await readSms(phone));
    await shot(supplier, 'operator-review-01-register-supplier');
    await supplier.getByTestId('reg-next').click();
    await supplier.getByTestId('reg-password').fill(STRONG);
    await supplier.getByTestId('reg-confirm').fill(STRONG);
    await supplier.getByTestId('reg-submit').click();
    const success = supplier.getByTestId('reg-success');
    await success.waitFor();
    expect(await success.getAttribute('data-firm-type')).toBe('supplier');
    expect(await supplier.getByTestId('reg-pending').textContent()).toContain('审核');
    await shot(supplier, 'operator-review-02-registered');

    // ---- logs in to the desk, which says the firm waits for review ----
    await supplier.getByTestId('reg-login').click();
    await supplier.waitForURL('**/login');
    await supplier.getByTestId('login-phone').fill(phone);
    await supplier.getByTestId('login-password').fill(STRONG);
    await supplier.getByTestId('login-submit').click();
    await supplier.waitForURL('**/supplier/**');
    const banner = supplier.getByTestId('desk-review-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-status')).toBe('pending');
    expect(await banner.textContent()).toContain('待平台审核');

    // its business licence, so that the operator has a scan to look at
    const licence = await supplier.evaluate(
      async ([png, code]) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/png' }), '营业执照.png');
        const up = await fetch('/v1/File/Upload', { method: 'POST', body: form }).then((r) => r.json());
        const save = (b: unknown) =>
          fetch('/v1/EN_Firmlicense/SaveFirmlicense', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) =>
            r.json(),
          );
        return save({
          LicenseType: 1,
          Name: '营业执照',
          LicenseNo: code,
          IssuingAuthority: '杭州市余杭区市场监督管理局',
          ValidFrom: '2024-01-01T00:00:00',
          ValidUntil: '2044-01-01T00:00:00',
          FileIds: [up.Data[0].Id],
        });
      },
      [PNG.toString('base64'), creditCode] as const,
    );
    expect(licence.IsSuccess, licence.Message).toBe(true);

    // ---- adds a product in the shelf editor: saved, on sale, but waiting and not in the store ----
    await supplier.goto('/supplier/shelf');
    await supplier.getByTestId('shelf-add').click();
    await supplier.getByTestId('shelf-name').fill(product);
    await supplier.getByTestId('shelf-type').click();
    await supplier
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: /^蔬菜$/ })
      .click();
    await supplier
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: /^叶菜类$/ })
      .click();
    await supplier.getByTestId('shelf-spec').fill('5kg/箱');
    await supplier.getByTestId('shelf-unit').fill('箱');
    await inputOf(supplier, 'shelf-life').fill('5');
    await inputOf(supplier, 'shelf-price').fill('36');
    await inputOf(supplier, 'shelf-original').fill('42');
    await inputOf(supplier, 'shelf-stock').fill('200');
    await inputOf(supplier, 'shelf-images').setInputFiles({ name: '娃娃菜.png', mimeType: 'image/png', buffer: await photo() });
    // a product picture is cropped square before it goes up
    await supplier.locator('.sl-crop-modal .ant-btn-primary').click();
    await expect.poll(() => supplier.locator('.ant-upload-list-item-done').count()).toBe(1);
    await supplier.getByTestId('shelf-save').click();
    await supplier.getByText('商品已保存').first().waitFor();
    await supplier.keyboard.press('Escape');
    const row = supplier.getByTestId('shelf-row').filter({ hasText: product });
    await row.waitFor();
    const review = row.getByTestId('shelf-review-cell');
    expect(await review.getAttribute('data-review')).toBe('pending');
    expect(await review.getAttribute('data-listed')).toBe('false');
    expect(await review.textContent()).toContain('未在商城展示');
    await shot(supplier, 'operator-review-03-desk-pending');
    expect(await inStore(supplier)).toBe(false);

    // ---- the operator sees the firm in 企业审核, registration and licences side by side, and approves ----
    const { page: operator, errors: operatorErrors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(operator, '13800000004', '/console');
    await operator.goto('/console/firm-review');
    await operator.getByTestId('firm-review-search').fill(firmName);
    await operator.getByTestId('firm-review-search').press('Enter');
    const firmRow = operator.getByTestId('firm-review-row').filter({ hasText: firmName });
    await firmRow.waitFor();
    expect(await firmRow.getByTestId('firm-status').getAttribute('data-status')).toBe('pending');
    await shot(operator, 'operator-review-04-firm-list');
    await firmRow.getByTestId('firm-review-open').click();
    await operator.getByTestId('firm-detail').waitFor();
    expect(await operator.getByTestId('review-credit-code').textContent()).toBe(creditCode);
    expect(await operator.getByTestId('credit-check').getAttribute('data-ok')).toBe('true');
    const licenceCard = operator.getByTestId('review-licence').filter({ hasText: '营业执照' });
    expect(await licenceCard.getByTestId('licence-number-check').getAttribute('data-ok')).toBe('true');
    await licenceCard.getByTestId('op-thumb').locator('img').waitFor();
    // side by side: the licences to the right of the facts, on the same line (once the drawer has settled)
    const sideBySide = async () => {
      const facts = await operator.getByTestId('firm-facts').boundingBox();
      const licences = await operator.getByTestId('firm-licences').boundingBox();
      return !!facts && !!licences && licences.x >= facts.x + facts.width && Math.abs(licences.y - facts.y) < 4;
    };
    await expect.poll(sideBySide, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() =>
        licenceCard
          .getByTestId('op-thumb')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await view(operator, 'operator-review-05-firm-side-by-side');
    await operator.getByTestId('firm-approve').click();
    await operator.getByTestId('approve-ok').click();
    await expect.poll(() => operator.getByTestId('firm-detail').getByTestId('firm-status').first().getAttribute('data-status')).toBe('active');
    await operator.getByTestId('firm-history').getByText('审核通过').waitFor();
    await view(operator, 'operator-review-06-firm-approved');
    await operator.keyboard.press('Escape');

    // approving the firm alone does not list a product that waits for its own review
    expect(await inStore(operator)).toBe(false);

    // ---- 商品审核: the new item, nothing in the store yet beside what waits; approved ----
    await operator.goto('/console/shelf-review');
    await operator.getByTestId('shelf-review-search').fill(product);
    await operator.getByTestId('shelf-review-search').press('Enter');
    const itemRow = operator.getByTestId('shelf-review-row').filter({ hasText: product });
    await itemRow.waitFor();
    expect(await itemRow.textContent()).toContain('新商品');
    await itemRow.getByTestId('shelf-review-open').click();
    await operator.getByTestId('shelf-detail').waitFor();
    expect(await operator.getByTestId('shelf-live').textContent()).toContain('商城尚无');
    expect(await operator.getByTestId('shelf-proposed').getByTestId('side-name').textContent()).toContain(product);
    await view(operator, 'operator-review-07-shelf-review');
    await operator.getByTestId('shelf-approve').click();
    await operator.getByTestId('approve-ok').click();
    await expect.poll(() => operator.locator('.ant-drawer').getByTestId('review-status').first().getAttribute('data-status')).toBe('approved');
    await operator.keyboard.press('Escape');

    // ---- the store finds it ----
    await expect.poll(() => inStore(operator), { timeout: 10_000 }).toBe(true);
    const shopper = (await openPage(browser, { viewport: { width: 1440, height: 900 } })).page;
    await shopper.goto(`/eshop/store/product/search/${encodeURIComponent(product)}`);
    await shopper.locator(CARD).filter({ hasText: product }).first().waitFor({ timeout: 20_000 });
    await shot(shopper, 'operator-review-08-store-search');

    // ---- and the desk: no banner, the product approved and listed ----
    await supplier.reload();
    await supplier.getByTestId('shelf-row').filter({ hasText: product }).waitFor();
    expect(await supplier.getByTestId('desk-review-banner').count()).toBe(0);
    const after = supplier.getByTestId('shelf-row').filter({ hasText: product }).getByTestId('shelf-review-cell');
    expect(await after.getAttribute('data-review')).toBe('approved');
    expect(await after.getAttribute('data-listed')).toBe('true');
    await shot(supplier, 'operator-review-09-desk-approved');
    expect(errors).toEqual([]);
    expect(operatorErrors).toEqual([]);
  });
});
