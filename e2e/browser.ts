import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
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
