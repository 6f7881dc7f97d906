import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, shot } from './browser.js';

const WIDTH = 390;
const PHONE = { viewport: { width: WIDTH, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Calls an operation as the page's logged-in user. */
async function callAs<T>(page: Page, name: string, body: unknown): Promise<T> {
  const env = await page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
  expect(env.IsSuccess, `${name}: ${env.Message}`).toBe(true);
  return env.Data as T;
}

/** The page is no wider than the phone, and the element (an action of the first row) lies wholly on screen. */
async function fitsWithActionInSight(page: Page, action: string, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page wider than the phone`).toBeLessThanOrEqual(WIDTH);
  const box = await page.getByTestId(action).first().boundingBox();
  expect(box, `${name}: ${action} not drawn`).not.toBeNull();
  expect(box?.x ?? -1, `${name}: ${action} left of the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: ${action} past the right edge`).toBeLessThanOrEqual(WIDTH);
  // nothing scrolls sideways to reach it: no box between it and the page is scrolled or clipped
  const clipped = await page
    .getByTestId(action)
    .first()
    .evaluate((el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (p.scrollWidth > p.clientWidth + 1 && getComputedStyle(p).overflowX !== 'visible') return p.className;
      return null;
    });
  expect(clipped, `${name}: ${action} sits in a box that scrolls sideways`).toBeNull();
}

const headerCount = async (page: Page) =>
  Number(
    (await page
      .getByTestId('header-cart-count')
      .textContent()
      .catch(() => '0')) || 0,
  );

/** Names of the page's accessibility tree that are the step buttons' library defaults. */
async function englishSteppers(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const dom = await page.locator('[aria-label="Increase Value"], [aria-label="Decrease Value"]').count();
  return [...(tree.match(/(Increase|Decrease) Value/g) ?? []), ...(dom ? [`${dom} in the page`] : [])];
}

describe('phones and assistive technology', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('商品管理, 员工管理, 角色管理 and 违规处置 are cards on a phone, each row’s actions in sight; the supplier list fits', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await login(page, '13800000002', '/supplier');
    await page.goto('/supplier/shelf');
    await page.getByTestId('shelf-row').first().waitFor();
    expect(await page.locator('.admin-card[data-testid="shelf-row"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-table').count()).toBe(0);
    await fitsWithActionInSight(page, 'shelf-edit', '商品管理');
    await shot(page, 'phone-shelf');

    await page.goto('/supplier/staff');
    await page.getByTestId('staff-row').first().waitFor();
    await fitsWithActionInSight(page, 'staff-edit', '员工管理');
    await shot(page, 'phone-staff');

    // a role of the firm's own (a built-in role has no actions)
    await callAs(page, 'BA_Role/AddBA_Role', { BA_RoleInfo: { Name: `手机角色${Date.now() % 100000}`, DataScope: 5, Remark: '' } });
    await page.goto('/supplier/roles');
    await page.getByTestId('role-permissions').first().waitFor();
    await fitsWithActionInSight(page, 'role-permissions', '角色管理');
    await shot(page, 'phone-roles');
    // an action still works from its card
    await page.getByTestId('role-permissions').first().tap();
    await page.locator('.ant-modal-wrap:visible, .ant-drawer-open').first().waitFor();
    await context.close();

    const sup = await openPage(browser, PHONE);
    await login(sup.page, '13800000003', '/console');
    await sup.page.goto('/console/violations');
    await sup.page.getByTestId('case-row').first().waitFor();
    await fitsWithActionInSight(sup.page, 'case-view', '违规处置');
    await shot(sup.page, 'phone-violations');
    await sup.page.getByTestId('case-view').first().tap();
    await sup.page.locator('.ant-drawer-open').first().waitFor();
    await sup.context.close();

    const visitor = await openPage(browser, PHONE);
    await visitor.page.goto('/eshop/store/supplier');
    await visitor.page.getByTestId('supplier-card').first().waitFor();
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth), 'the supplier list is wider than the phone').toBeLessThanOrEqual(WIDTH);
    const card = await visitor.page.getByTestId('supplier-card').first().boundingBox();
    expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
    await shot(visitor.page, 'phone-suppliers');
    expect([...errors, ...sup.errors, ...visitor.errors]).toEqual([]);
    await visitor.context.close();
  });

  it('the operator’s 31 entries (with 监管机构, 家长反馈 and 陪餐覆盖) are grouped: a side menu of titled groups, on a phone a drawer of the same groups', async () => {
    const groups = ['企业与用户', '商城运营', '内容管理', '食品安全监管', '监管设备与规则', '系统'];
    const wide = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(wide.page, '13800000004', '/console');
    const side = wide.page.locator('.console-side');
    await side.waitFor();
    expect(await side.locator('.ant-menu-item-group-title').allTextContents()).toEqual(groups);
    expect(await side.locator('a.console-side-label').count()).toBe(31);
    await shot(wide.page, 'phone-operator-menu-1440');
    await wide.context.close();

    const { context, page, errors } = await openPage(browser, PHONE);
    await login(page, '13800000004', '/console');
    await page.goto('/console/users');
    await page.getByTestId('console-menu-open').waitFor();
    expect(await page.locator('.console-strip').count()).toBe(0);
    await expect.poll(() => page.getByTestId('console-menu-here').textContent()).toContain('用户管理');
    await page.getByTestId('console-menu-open').tap();
    const drawer = page.locator('.console-menu-drawer .console-side');
    await drawer.waitFor();
    expect(await drawer.locator('.ant-menu-item-group-title').allTextContents()).toEqual(groups);
    expect(await drawer.locator('a.console-side-label').count()).toBe(31);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    await shot(page, 'phone-operator-menu');
    // an entry of another group opens its page and closes the drawer
    await drawer.getByTestId('menu-news').tap();
    await page.waitForURL('**/console/content/news');
    await page.locator('.console-menu-drawer .ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('console-menu-here').textContent()).toBe('内容管理 / 新闻资讯');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the grouped 营养餐 page puts a meal in the cart with its quantity; steppers, the cart and the week planner speak Chinese', async () => {
    const { context, page, errors } = await openPage(browser);
    await login(page, '13800000001');
    await page.goto('/eshop/store/nutritiondisplay');
    const meal = page.getByTestId('meal-card').first();
    await meal.getByTestId('meal-add').waitFor();
    expect(await page.getByTestId('meal-add').count()).toBeGreaterThan(3);
    const unitsInCart = async () =>
      (await callAs<{ TotalNumber: number }>(page, 'Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 10 } })).TotalNumber;
    const before = await unitsInCart();
    const qty = meal.locator('[data-testid="meal-quantity"] input, input[data-testid="meal-quantity"]');
    await qty.fill('2');
    await meal.getByTestId('meal-add').click();
    await expect.poll(unitsInCart).toBe(before + 2);
    expect(await headerCount(page)).toBeGreaterThan(0);
    await shot(page, 'phone-nutritiondisplay');
    // the steppers of the store's meal cards
    expect(await englishSteppers(page)).toEqual([]);
    expect(await page.getByRole('button', { name: '增加数量' }).count()).toBeGreaterThan(3);
    await expect.poll(() => page.getByRole('button', { name: '减少数量' }).count()).toBeGreaterThan(3);

    await page.goto('/eshop/store/cart');
    await page.getByTestId('cart-row').first().waitFor();
    expect(await englishSteppers(page)).toEqual([]);
    expect(await page.getByRole('button', { name: '增加数量' }).count()).toBeGreaterThan(0);

    await page.goto('/eshop/store/nutritiousmeals');
    await page.getByTestId('week-add').click();
    await page.getByTestId('week-people').waitFor();
    await expect.poll(() => page.getByTestId('week-card').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('week-card-headcount').first().waitFor();
    expect(await englishSteppers(page)).toEqual([]);
    expect(await page.getByRole('button', { name: '增加人数' }).count()).toBeGreaterThan(0);
    // dnd-kit's instructions for the cards are Chinese, the cards describe themselves in Chinese
    const handle = page.getByTestId('week-card-handle').first();
    expect(await handle.getAttribute('aria-roledescription')).toBe('可拖动的营养餐');
    const described = await handle.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toContain('按空格键拿起营养餐');
    // lifting a card with the keyboard is announced in Chinese
    await page.locator('[data-testid="week-card"][data-feeding]:not([data-feeding=""]) [data-testid="week-card-handle"]').first().focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        page
          .locator('[role="status"][aria-live]')
          .allTextContents()
          .then((t) => t.join('')),
      )
      .toMatch(/^已拿起“.+”。/);
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        page
          .locator('[role="status"][aria-live]')
          .allTextContents()
          .then((t) => t.join('')),
      )
      .toMatch(/已取消拖动/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the cart footer counts lines and units per unit name', async () => {
    const { context, page, errors } = await openPage(browser);
    await login(page, '13800000005');
    // an empty cart, then one product sold by the bag and two sold by the box
    const cart = await callAs<{ ShoppingcartInfos: { Id: string }[] }>(page, 'Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    if (cart.ShoppingcartInfos.length) await callAs(page, 'Cart/BatchDeleteProductFromShoppingCart', { Ids: cart.ShoppingcartInfos.map((l) => l.Id) });
    const products = await callAs<{ FoodSaleShelfId: string; Unit: string; MinQuantity: number; Stock: number }[]>(page, 'Store/GetFoodsaleshelfInfoList', {
      PagerInfo: { PageIndex: 1, PageSize: 100 },
    });
    const bags = products.filter((p) => p.Unit === '袋' && p.Stock >= 20);
    const boxes = products.filter((p) => p.Unit === '箱' && p.Stock >= 20);
    expect(bags.length).toBeGreaterThan(0);
    expect(boxes.length).toBeGreaterThan(1);
    const bag = bags[0] as (typeof bags)[number];
    const [boxA, boxB] = boxes as [(typeof boxes)[number], (typeof boxes)[number]];
    for (const p of [bag, boxA, boxB])
      await callAs(page, 'Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.FoodSaleShelfId, CartNumber: Math.max(1, p.MinQuantity) } });
    const bagUnits = Math.max(1, bag.MinQuantity);
    const boxUnits = Math.max(1, boxA.MinQuantity) + Math.max(1, boxB.MinQuantity);

    await page.goto('/eshop/store/cart');
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(3);
    await page.getByTestId('cart-select-all').click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    const text = (await page.getByTestId('cart-selected').textContent()) ?? '';
    expect(text).toMatch(/^已选3种商品（.+）$/);
    expect(text).toContain(`${bagUnits} 袋`);
    expect(text).toContain(`${boxUnits} 箱`);
    expect(text).not.toContain(`${bagUnits + boxUnits}件`);
    await shot(page, 'phone-cart-footer');
    expect(errors).toEqual([]);
    await context.close();
  });
});
