import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, shot } from './browser.js';

const WIDE = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const PASSWORD = 'Shanlian#2026';

async function login(page: Page, phone: string, landing: string) {
  await page.goto('/login');
  await page
    .getByTestId('login-phone')
    .waitFor({ timeout: 10_000 })
    .catch(() => shot(page, `login-${phone}`));
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`**${landing}**`);
}

/** The open dialog (antd keeps closed ones in the page, hidden). */
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');

/** Picks 浙江省 › 杭州市 › 西湖区 in the dialog's area cascader. */
async function pickXihu(page: Page) {
  await dialog(page).locator('.ant-form-item', { hasText: '所属地区' }).locator('.ant-select').click();
  const item = (name: string) => page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name }).first();
  const path = ['浙江省', '杭州市', '西湖区'];
  for (const [i, name] of path.entries()) {
    const next = path[i + 1];
    // a click that lands while the dropdown is still opening opens nothing: click again until the next level shows
    await expect
      .poll(
        async () => {
          await item(name).click();
          return next ? item(next).isVisible() : true;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }
}

/** Opens the select of a dialog's field and picks the option of that name. */
async function pickOption(page: Page, field: string, option: string) {
  const select = dialog(page).locator('.ant-form-item', { hasText: field }).locator('.ant-select');
  const chosen = async () => ((await select.textContent()) ?? '').includes(option);
  // the options load after the area is picked, and a late load may clear a pick: pick until it holds
  await expect
    .poll(
      async () => {
        if (await chosen()) return true;
        await select.click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5000 });
        await page.waitForTimeout(300);
        return chosen();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Checks an antd checkbox by its test id (on the input itself or on its label). */
async function check(page: Page, testId: string) {
  const el = dialog(page).getByTestId(testId);
  const tag = await el.evaluate((e) => e.tagName);
  await (tag === 'INPUT' ? el : el.locator('input')).check();
}

async function save(page: Page, testId: string) {
  await dialog(page).getByTestId(testId).click();
  await dialog(page).waitFor({ state: 'detached' });
}

describe('the platform console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the operator makes a department, a position, a role of three permissions in area scope and a user with it; that user sees only what the role allows', async () => {
    const stamp = String(Date.now()).slice(-6);
    const dept = `膳食科${stamp}`;
    const pos = `营养师${stamp}`;
    const role = `膳食审核${stamp}`;
    const person = `林晓${stamp}`;
    const phone = `137${String(Date.now()).slice(-8)}`;

    const { page: op, errors } = await openPage(browser, WIDE);
    await login(op, '13800000004', '/console');
    await op.getByTestId('console-menu').waitFor();
    for (const entry of ['menu-users', 'menu-departments', 'menu-positions', 'menu-roles', 'menu-audit', 'menu-logins']) {
      await expect(op.getByTestId(entry).count()).resolves.toBe(1);
    }

    // a department of 西湖区
    await op.getByTestId('menu-departments').click();
    await op.getByTestId('department-add').click();
    await dialog(op).getByTestId('catalogue-name').fill(dept);
    await pickXihu(op);
    await save(op, 'catalogue-save');
    await op.locator('.ant-table-row', { hasText: dept }).waitFor();
    await shot(op, 'console-departments');

    // a position of 西湖区
    await op.getByTestId('menu-positions').click();
    await op.getByTestId('position-add').click();
    await dialog(op).getByTestId('catalogue-name').fill(pos);
    await pickXihu(op);
    await save(op, 'catalogue-save');
    // the demo authorities keep positions of their own: the new one is found by its name
    await op.getByTestId('position-search').fill(pos);
    await op.getByTestId('position-search').press('Enter');
    await op.locator('.ant-table-row', { hasText: pos }).waitFor();

    // a role reaching its area (DataScope 2) with user:view, department:view, department:edit
    await op.getByTestId('menu-roles').click();
    await op.getByTestId('role-add').click();
    await dialog(op).getByTestId('role-name').fill(role);
    await pickOption(op, '数据范围', '本地区及下级地区');
    await save(op, 'role-save');
    const roleRow = op.locator('.ant-table-row', { hasText: role });
    await roleRow.waitFor();
    await expect(roleRow.textContent()).resolves.toContain('本地区及下级地区');
    await roleRow.getByTestId('role-permissions').click();
    for (const p of ['user:view', 'department:view', 'department:edit']) await check(op, `perm-${p}`);
    await shot(op, 'console-role-permissions');
    await save(op, 'permissions-save');
    await op.locator('.ant-table-row', { hasText: role }).filter({ hasText: '3 项权限' }).waitFor();

    // a user of 西湖区 in that department and position, given the role
    await op.getByTestId('menu-users').click();
    await op.getByTestId('user-add').click();
    await dialog(op).getByTestId('user-name').fill(person);
    await dialog(op).getByTestId('user-phone').fill(phone);
    await dialog(op).locator('.ant-radio-wrapper', { hasText: '女' }).click();
    await pickXihu(op);
    await pickOption(op, '部门', dept);
    await pickOption(op, '岗位', pos);
    await pickOption(op, '部门', dept);
    await dialog(op).getByTestId('user-password').fill(PASSWORD);
    await save(op, 'user-save');
    await op.getByTestId('user-search').fill(phone);
    await op.getByTestId('user-search').press('Enter');
    const userRow = op.locator('.ant-table-row', { hasText: phone });
    await userRow.waitFor();
    await expect(userRow.textContent()).resolves.toContain(dept);
    await userRow.getByTestId('user-assign-roles').click();
    await check(op, `role-check-${role}`);
    await save(op, 'roles-save');
    await op.locator('.ant-table-row', { hasText: phone }).filter({ hasText: role }).waitFor();
    await shot(op, 'console-users');
    expect(errors).toEqual([]);

    // the new user sees the two entries the role opens, and no button it does not allow
    const { page: me, errors: myErrors } = await openPage(browser, WIDE);
    await login(me, phone, '/console');
    await me.getByTestId('console-menu').waitFor();
    await me.waitForURL('**/console/users');
    await me.locator('.ant-table-row', { hasText: phone }).waitFor();
    for (const entry of ['menu-users', 'menu-departments']) await expect(me.getByTestId(entry).count()).resolves.toBe(1);
    for (const entry of ['menu-positions', 'menu-roles', 'menu-audit', 'menu-logins', 'menu-firms'])
      await expect(me.getByTestId(entry).count()).resolves.toBe(0);
    for (const button of ['user-add', 'user-export', 'user-assign-roles']) await expect(me.getByTestId(button).count()).resolves.toBe(0);
    await expect(
      me
        .locator('.ant-table-row', { hasText: phone })
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).resolves.toBe(0);
    await shot(me, 'console-limited-users');

    await me.getByTestId('menu-departments').click();
    await me.waitForURL('**/console/departments');
    await me.getByTestId('department-search').waitFor();
    await me.locator('.ant-table-row', { hasText: dept }).waitFor();
    await expect(me.getByTestId('department-add').count()).resolves.toBe(1);
    await expect(me.getByRole('button', { name: '批量删除' }).count()).resolves.toBe(0);
    await expect(
      me
        .locator('.ant-table-row', { hasText: dept })
        .getByRole('button', { name: /删\s*除/ })
        .count(),
    ).resolves.toBe(0);
    await shot(me, 'console-limited-departments');

    // a page the role does not open, reached by its address, is 403 inside the frame
    await me.goto('/console/roles');
    await me.getByTestId('console-page-forbidden').waitFor();
    await expect(me.getByTestId('role-add').count()).resolves.toBe(0);
    expect(myErrors).toEqual([]);
  });

  it('the operator checks the hash chain and exports the login log and the users', async () => {
    const { page, errors } = await openPage(browser, WIDE);
    await login(page, '13800000004', '/console');
    // this very login is on the login log
    await page.getByTestId('menu-logins').click();
    await page.waitForURL('**/console/logins');
    await page.locator('.ant-table-row', { hasText: '13800000004' }).first().waitFor();
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-chain').textContent()).resolves.toMatch(/签名链完整：已校验 \d+ 行/);
    await shot(page, 'console-logins');
    const [log] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
    expect(log.suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByTestId('menu-users').click();
    await page.waitForURL('**/console/users');
    await page.locator('.ant-table-row').first().waitFor();
    const [users] = await Promise.all([page.waitForEvent('download'), page.getByTestId('user-export').click()]);
    expect(users.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(errors).toEqual([]);
  });

  it('a supervisor lands on the firms of the district, with no system entries', async () => {
    const { page, errors } = await openPage(browser, WIDE);
    await login(page, '13800000003', '/console/firms');
    await page.locator('.ant-table-row').first().waitFor();
    await expect(page.getByTestId('menu-firms').count()).resolves.toBe(1);
    for (const entry of ['menu-users', 'menu-departments', 'menu-positions', 'menu-roles', 'menu-audit'])
      await expect(page.getByTestId(entry).count()).resolves.toBe(0);
    const areas = await page.locator('.ant-table-row td:nth-child(3)').allTextContents();
    expect(areas.length).toBeGreaterThan(0);
    for (const a of areas) expect(a).toContain('西湖区');
    await shot(page, 'console-firms');
    expect(errors).toEqual([]);
  });

  it('on a 390 px phone the users page fits the screen: a 菜单 drawer, a one-line top bar, stacked filters, a card a row with its actions', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await login(page, '13800000004', '/console');
    await page.goto('/console/users');
    await page.locator('.admin-card').first().waitFor();
    await shot(page, 'console-users-390');
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

    // the top bar is one line; the long menu is a 菜单 button under it (no side menu), naming the open page
    expect((await box('.console-top')).height).toBe(56);
    const logout = await box('[data-testid=console-logout]');
    expect(logout.x + logout.width).toBeLessThanOrEqual(390);
    await expect(page.locator('.console-side').count()).resolves.toBe(0);
    await expect(page.getByTestId('console-menu-here').textContent()).resolves.toContain('用户管理');
    // the page has the screen's width less its margins; each filter spans the card
    expect((await box('.console-main')).width).toBe(390);
    const filters = await page.locator('.admin-filters > *').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(new Set(filters).size, `filter widths ${filters}`).toBe(1);
    expect(filters[0]).toBeGreaterThan(330);
    // every row is a card with its actions on screen; nothing scrolls sideways
    expect(await page.locator('.ant-table').count()).toBe(0);
    const actions = await page.locator('.admin-card-actions').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(actions.length).toBeGreaterThan(0);
    for (const right of actions) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // a finger's 44 px for every control
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll('button, input:not([type=checkbox]):not([type=radio]), [role=button], .console-strip a'))
        .map((el) => (el.tagName === 'INPUT' ? (el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker') ?? el) : el))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          // a clear button shows (visibility) only over a filled box
          return r.width > 0 && r.height > 0 && r.height < 44 && getComputedStyle(el).visibility !== 'hidden';
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 10)}" ${Math.round(el.getBoundingClientRect().height)}px`),
    );
    expect(small).toEqual([]);

    // the drawer opens another page
    await page.getByTestId('console-menu-open').tap();
    await page.getByTestId('menu-roles').tap();
    await page.waitForURL('**/console/roles');
    await page.getByTestId('role-search').waitFor();
    await expect.poll(() => page.getByTestId('console-menu-here').textContent()).toBe('企业与用户 / 角色管理');
    await shot(page, 'console-roles-390');
    expect(errors).toEqual([]);
  });

  it('a buyer opening /console sees 403', async () => {
    const { page, errors } = await openPage(browser, WIDE);
    await login(page, '13800000001', '/eshop/store');
    await page.goto('/console');
    await page.getByTestId('console-forbidden').waitFor();
    await shot(page, 'console-forbidden');
    expect(errors).toEqual([]);
  });
});
