import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page on the test server that fails the test on any uncaught error in the page. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', baseURL: inject('baseUrl'), ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A product card that has loaded (its skeleton shares the class). */
export const CARD = '.sl-product-card:not(.sl-product-card-skeleton)';

/** A full-page screenshot, after scrolling through the page so that lazy images load. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `${name}.png`), fullPage: true });
}

export async function api<T = unknown>(name: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = (await res.json()) as { IsSuccess: boolean; Data: T; Message: string };
  expect(env.IsSuccess, `${name}: ${env.Message}`).toBe(true);
  return env.Data;
}

/** A 1×1 PNG, uploaded where a picture is asked for (invoices, vouchers). */
/** A photo-sized picture (640 × 480): the crop dialog before an upload needs something to crop. */
export const photo = (background = '#3a8f5c') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Logs in a demo account (password Shanlian#2026) through the login page and waits for the landing page. */
export async function login(page: Page, phone: string, landing = '/eshop/store'): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill('Shanlian#2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`**${landing}**`);
}

/** The input of a form field by its test id, whether the id sits on the input or on its wrapper (antd). */
export const inputOf = (page: Page | Locator, id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`);

/**
 * Ships a confirmed order through the API as the logged-in supplier page: uploads one certificate
 * picture and sends a batch for every line (the desk's ship dialog does the same by hand).
 */
export async function shipWithBatches(supplier: Page, orderId: string, distDate = new Date().toISOString()): Promise<void> {
  const result = await supplier.evaluate(
    async ([id, date, png]) => {
      const post = (name: string, body: unknown) =>
        fetch(`/v1/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'certificate.png');
      form.append('ModuleType', '6');
      const uploaded = await fetch('/v1/File/Upload', { method: 'POST', body: form }).then((r) => r.json());
      const fileId = uploaded.Data[0].Id as string;
      const order = await post('SupplierOrder/GetOrderList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
      const found = (order.Data as { Id: string; B2B_ElectricityorderdetailInfos: { Id: string }[] }[]).find((o) => o.Id === id);
      const lines = (found?.B2B_ElectricityorderdetailInfos ?? []).map((l, i) => ({
        Id: l.Id,
        BatchNumber: `B${Date.now()}-${i}`,
        ProductDate: date.slice(0, 10),
        OriginFirmName: '浙江省农产品合作社',
        CertificateFileIds: [fileId],
      }));
      return post('SupplierOrder/ShipOrder', { Id: id, DistDate: date, Lines: lines });
    },
    [orderId, distDate, PNG.toString('base64')] as const,
  );
  expect(result.IsSuccess, `ShipOrder: ${result.Message}`).toBe(true);
}

/** Fills the desk's open ship dialog: a batch, production date, origin and one certificate for every line. */
export async function fillShipDialog(page: Page, batch: string, origin = '浙江省农产品合作社'): Promise<void> {
  await page.getByTestId('desk-ship-lines').waitFor();
  const lines = await page.getByTestId('desk-ship-batch').count();
  for (let i = 0; i < lines; i++) {
    await page
      .getByTestId('desk-ship-batch')
      .nth(i)
      .fill(lines > 1 ? `${batch}-${i + 1}` : batch);
    const day = page.locator('[data-testid="desk-ship-product-date"] input, input[data-testid="desk-ship-product-date"]').nth(i);
    await day.click();
    await day.fill('2026-11-10');
    await day.press('Enter');
    await page.getByTestId('desk-ship-origin').nth(i).fill(origin);
    await page
      .locator('[data-testid="desk-ship-certificates"] input[type="file"]')
      .nth(i)
      .setInputFiles({ name: '检验报告.png', mimeType: 'image/png', buffer: PNG });
  }
  await expect.poll(() => page.getByTestId('desk-ship-lacking').count()).toBe(0);
}

/** In the open receipt dialog of a shipped order: chooses a colleague (not the logged-in user) as the second person. */
export async function pickReceiptWitness(page: Page): Promise<void> {
  const me = await page.evaluate(() =>
    fetch('/v1/Account/GetCurrentUser', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((r) => r.json())
      .then((e) => e.Data.FullName as string),
  );
  await page.getByTestId('receipt-pick-witness').click();
  const picker = page.getByTestId('person-picker').last();
  await picker.waitFor();
  await picker.getByTestId('person-row').filter({ hasNotText: me }).first().click();
  await page.getByTestId('person-confirm').last().click();
  await page.getByTestId('receipt-witness-name').waitFor();
}
