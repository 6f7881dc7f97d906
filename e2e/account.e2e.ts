import { creditCodeCheckChar } from '@shanlian/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launch, openPage, shot } from './browser.js';

const STRONG = 'Canteen#2026go';
const phone = `1376${String(Date.now()).slice(-7)}`;
/** When the registration's text went out: the phone's next text may go 60 s later. */
let registrationTextAt = 0;
const first17 = `91330106MA${String(Date.now()).slice(-7)}`;
const creditCode = first17 + creditCodeCheckChar(first17);

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

describe('a new firm', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('registers in three steps, logs in and is greeted by name', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/eshop/store/register');
    await page.getByTestId('reg-type-buyer').click();
    await page.getByTestId('reg-firm-name').fill('西湖区求是小学食堂');
    await page.getByTestId('reg-credit-code').fill(creditCode);
    await page.getByTestId('reg-address').fill('杭州市西湖区求是路8号');
    await page.getByTestId('reg-full-name').fill('林晓燕');
    await page.getByTestId('reg-phone').fill(phone);
    await page.getByTestId('sms-button').click();
    await passCaptcha(page);
    await shot(page, 'register-step1-captcha');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => readSms(phone), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await expect.poll(() => page.getByTestId('sms-button').textContent()).toMatch(/秒/);
    registrationTextAt = Date.now();
    await page.getByTestId('reg-code').fill(await readSms(phone));
    await shot(page, 'register-step1');
    await page.getByTestId('reg-next').click();

    await page.getByTestId('reg-password').fill(STRONG);
    await page.getByTestId('reg-confirm').fill(STRONG);
    await shot(page, 'register-step2');
    await page.getByTestId('reg-submit').click();
    await page.getByTestId('reg-success').waitFor();
    await expect.poll(() => page.getByTestId('reg-success').textContent()).toContain('西湖区求是小学食堂');
    await shot(page, 'register-step3');
    // it goes to the login page by itself after 10 s
    await page.waitForURL('**/login', { timeout: 15_000 });

    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-password').fill(STRONG);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/eshop/store');
    await expect.poll(() => page.getByTestId('greeting').textContent()).toContain('林晓燕');
    expect(errors).toEqual([]);
  });

  it('changes the password in three steps', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-password').fill(STRONG);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/eshop/store');
    await page.goto('/eshop/store/change');
    await expect.poll(() => page.getByTestId('chg-masked-phone').inputValue()).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    // one SMS per phone per 60 s: wait out the registration's text rather than ask again and again
    // (every refused ask counts against the address's 10 texts an hour)
    await page.waitForTimeout(Math.max(0, registrationTextAt + 61_000 - Date.now()));
    await page.getByTestId('sms-button').click();
    await passCaptcha(page);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByTestId('sms-button').textContent(), { timeout: 15_000 }).toMatch(/秒/);
    await page.getByTestId('chg-code').fill(await readSms(phone));
    await shot(page, 'change-step1');
    await page.getByTestId('chg-next').click();
    await page.getByTestId('chg-password').fill('Kitchen#2027ok');
    await page.getByTestId('chg-confirm').fill('Kitchen#2027ok');
    await shot(page, 'change-step2');
    await page.getByTestId('chg-submit').click();
    await page.getByTestId('chg-success').waitFor();
    await shot(page, 'change-step3');
    const login = await fetch(`${page.url().split('/eshop')[0]}/v1/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MobileNumber: phone, Password: 'Kitchen#2027ok' }),
    });
    expect(login.status).toBe(200);
    expect(errors).toEqual([]);
  });
});
