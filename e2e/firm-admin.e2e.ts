import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, shot } from './browser.js';

async function login(page: Page, phone: string, password = 'Shanlian#2026') {
  await page.goto('/login');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/eshop/store**');
}

/** A call from inside the logged-in page (its session cookie goes along). */
function callIn<T>(page: Page, name: string, body: unknown): Promise<{ IsSuccess: boolean; Data: T; Message: string }> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

const MEMBER_PASSWORD = 'Anquan#2026x';

describe("a school's own staff", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the manager adds a food-safety officer, who then appears in the person picker of a return', async () => {
    const { page, errors } = await openPage(browser);
    await login(page, '13800000001');

    // the centre's menu has the firm administration entries the manager's permissions allow
    await page.goto('/eshop/store/staff');
    await page.getByRole('link', { name: '员工管理' }).waitFor();
    for (const entry of ['部门管理', '岗位管理', '角色管理']) expect(await page.getByRole('link', { name: entry }).count()).toBe(1);
    await page.getByTestId('staff-row').first().waitFor();
    await shot(page, 'firm-staff');

    // 新增 with the food-safety-officer duty
    const name = `安全员${Date.now().toString().slice(-5)}`;
    const mobile = `137${Date.now().toString().slice(-8)}`;
    await page.getByTestId('staff-add').click();
    await page.getByTestId('staff-form').waitFor();
    await page.getByTestId('staff-name').fill(name);
    await page.getByTestId('staff-mobile').fill(mobile);
    await page.getByTestId('staff-password').fill(MEMBER_PASSWORD);
    await page.getByTestId('staff-duties').getByText('食品安全员').click();
    const departments = await callIn<{ Id: string; Name: string }[]>(page, 'EN_Firmdepartment/GetEN_FirmdepartmentList', {
      PagerInfo: { PageIndex: 1, PageSize: 100 },
    });
    expect(departments.IsSuccess, departments.Message).toBe(true);
    if (departments.Data.length > 0) {
      await page.getByTestId('staff-department').click();
      await page.locator('.ant-select-tree-node-content-wrapper').first().click();
    }
    await shot(page, 'firm-staff-add');
    await page.getByTestId('staff-save').click();
    // the toast says 已保存, or the server's own message
    await expect.poll(async () => (await page.locator('.ant-message').textContent()) ?? '', { timeout: 15_000 }).toContain('已保存');
    await page.getByTestId('staff-form').waitFor({ state: 'hidden' });

    // the list finds the new member by name, with the duty
    await page.getByTestId('staff-search').fill(name);
    await page.getByTestId('staff-search').press('Enter');
    const row = page.getByTestId('staff-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('staff-duty').allTextContents()).toEqual(['食品安全员']);
    expect(await row.textContent()).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);

    // the person picker of a return lists the new member
    let orders = await callIn<{ Id: string }[]>(page, 'Order/GetFirmElectricityOrderList', { Status: 4, PagerInfo: { PageIndex: 1, PageSize: 1 } });
    if (!orders.Data?.length) orders = await callIn(page, 'Order/GetFirmElectricityOrderList', { Status: 3, PagerInfo: { PageIndex: 1, PageSize: 1 } });
    expect(orders.Data?.length, 'the demo school has a received order to return from').toBe(1);
    await page.goto(`/eshop/store/orderReturn/${orders.Data[0]?.Id}`);
    await page.getByTestId('pick-returner').click();
    const picker = page.getByTestId('person-picker').last();
    await picker.waitFor();
    await picker.getByTestId('person-search').fill(name);
    await picker.getByTestId('person-search').press('Enter');
    const person = picker.getByTestId('person-row').filter({ hasText: name });
    await person.waitFor();
    await expect.poll(() => picker.getByTestId('person-row').count()).toBe(1);
    await person.click();
    expect(await page.getByTestId('person-chosen').last().textContent()).toContain(name);
    await shot(page, 'firm-person-picker');
    expect(errors).toEqual([]);

    // the new member holds no role yet: no administration entries, no buttons, and the server refuses the list
    const { page: member } = await openPage(browser);
    await login(member, mobile, MEMBER_PASSWORD);
    await member.goto('/eshop/store/staff');
    const menu = member.getByRole('complementary');
    await menu.getByRole('link', { name: '修改密码' }).waitFor();
    await member.getByText('员工管理').first().waitFor();
    expect(await menu.getByRole('link', { name: '员工管理' }).count()).toBe(0);
    expect(await member.getByTestId('staff-add').count()).toBe(0);
    expect((await callIn(member, 'EN_Firmuser/GetFirmEN_FirmuserList', {})).IsSuccess).toBe(false);
  });

  it('the staff page on a phone', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await login(page, '13800000001');
    await page.goto('/eshop/store/staff');
    await page.getByTestId('staff-row').first().waitFor();
    await shot(page, 'firm-staff-390');
    // a card a row, its actions on screen; nothing scrolls sideways
    const edit = await page.getByTestId('staff-edit').first().boundingBox();
    expect((edit?.x ?? 0) + (edit?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(edit?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('the supplier desk has the same staff page, in its own frame', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/login');
    await page.getByTestId('login-phone').fill('13800000002');
    await page.getByTestId('login-password').fill('Shanlian#2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/supplier**');
    await page.goto('/supplier/staff');
    await page.getByTestId('staff-row').first().waitFor();
    expect(await page.getByTestId('staff-add').count()).toBe(1);
    await shot(page, 'firm-staff-desk');
    expect(errors).toEqual([]);
  });
});
