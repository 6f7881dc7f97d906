import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputOf, launch, login, openPage, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

/** An operation called from the page, as its logged-in user. */
async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

/** Picks an option of an antd Select by its text. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  // a dropdown opened while its dialog still zooms in may be drawn again under the pointer: open it anew until the click lands
  for (let attempt = 1; ; attempt++) {
    await select.click();
    try {
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 8000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      // close it (a click on the select toggles it; Escape would close the dialog too) and try again
      if (await page.locator('.ant-select-dropdown:visible').count()) await select.click();
      await page.waitForTimeout(500);
    }
  }
}

/** Drags a meal card into a cell of the week with the mouse, in steps, calling `during` while it hovers over the cell. */
async function drag(page: Page, card: Locator, cell: Locator, during?: () => Promise<void>): Promise<void> {
  // the candidates re-render while queries settle: wait until the card stays put
  let from = await card.boundingBox();
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(150);
    const again = await card.boundingBox();
    if (from && again && again.x === from.x && again.y === from.y) break;
    from = again;
  }
  if (!from) throw new Error('card not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = await cell.boundingBox();
  if (!to) throw new Error('cell not visible');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  if (during) await during();
  await page.mouse.up();
}

const cellOf = (page: Page, type: number, day: number) => page.locator(`[data-testid="week-cell"][data-type="${type}"][data-day="${day}"]`);

describe('meal planning: a week checked against the standard, ingredient plans and dishes, each made into orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('a buyer drags meals into a week (the analysis updates while dragging), saves, reads the report, orders it and traces a meal', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
    await login(page, '13800000001', '/eshop/store');
    await page.goto('/eshop/store/nutritiousmeals');
    await page.getByTestId('week-add').click();
    await inputOf(page, 'week-name').fill('E2E三年级营养周');
    await choose(page, page.getByTestId('week-age'), '9~11岁');
    await choose(page, page.getByTestId('week-gender'), '男');

    // breakfast, lunch and dinner on Monday and Tuesday, by mouse; one more by keyboard
    const panel = page.getByTestId('analysis-panel');
    await expect.poll(() => page.getByTestId('week-card').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    let sawLiveUpdate = false;
    for (const [tabIndex, type] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      await page.locator('[data-testid="week-candidates"] .ant-tabs-tab').nth(tabIndex).click();
      await expect.poll(() => page.locator('[data-testid="week-card"][data-feeding]:not([data-feeding=""])').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const cards = page.locator('[data-testid="week-card"][data-feeding]:not([data-feeding=""])');
      for (const day of [1, 2]) {
        const card = cards.nth(day - 1).getByTestId('week-card-handle');
        const before = await panel.innerText();
        await drag(page, card, cellOf(page, type, day), async () => {
          // while hovering, the panel already counts the meal as if dropped
          await page.waitForTimeout(300);
          if ((await panel.innerText()) !== before) sawLiveUpdate = true;
        });
        await expect.poll(() => cellOf(page, type, day).getByTestId('week-entry').count()).toBeGreaterThan(0);
      }
    }
    expect(sawLiveUpdate, 'the analysis panel changes while a meal is dragged over a day').toBe(true);

    // keyboard: focus a lunch card's handle, lift with Space, move with arrows, drop with Space
    await page.locator('[data-testid="week-candidates"] .ant-tabs-tab').nth(1).click();
    const lunchHandle = page.locator('[data-testid="week-card"][data-feeding]:not([data-feeding=""])').nth(2).getByTestId('week-card-handle');
    await lunchHandle.focus();
    // one key at a time, each given a frame: the sensor moves the lifted card on animation frames
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(120);
    }
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await expect
      .poll(async () => page.locator('[data-testid="week-cell"][data-type="2"] [data-testid="week-entry"]').count(), { timeout: 5000 })
      .toBeGreaterThan(2);

    await expect.poll(() => page.getByTestId('finding-row').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await shot(page, 'planning-week-dialog-1440');

    await page.getByTestId('week-save').click();
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();
    const row = page.getByTestId('week-row').filter({ hasText: 'E2E三年级营养周' });
    await row.waitFor();

    // the weekly report: charts and findings, from the server's analysis
    const saved = (await op(page, 'WeekFeeding/GetWeekFeedingList', { SearchName: 'E2E三年级营养周' })).Data[0];
    expect(saved.TotalNum).toBeGreaterThan(0);
    const analysis = await op(page, 'WeekFeeding/GetNutritionAnalysis', { Id: saved.Id });
    expect(analysis.IsSuccess, analysis.Message).toBe(true);
    expect(analysis.Data.Days).toHaveLength(5);
    await row.getByTestId('week-report').click();
    await page.getByTestId('report-page').waitFor();
    await page.locator('[data-testid="report-energy-chart"] canvas').first().waitFor();
    await page.locator('[data-testid="report-radar-chart"] canvas').first().waitFor();
    await expect.poll(() => page.locator('[data-testid="report-findings"] [data-testid="finding-row"]').count()).toBeGreaterThan(0);
    await shot(page, 'planning-week-report-1440');

    // order the package: one order per supplier, source 1, found under the nutrition-meal orders
    await page.goto('/eshop/store/nutritiousmeals');
    await page.getByTestId('week-order').click();
    await page.locator('.ant-message', { hasText: '请选择营养套餐后提交！' }).waitFor();
    await page.getByTestId('week-row').filter({ hasText: 'E2E三年级营养周' }).locator('.ant-checkbox-input').first().check();
    await page.getByTestId('week-order').click();
    // 订单确认: one group per supplier and day, then the orders
    await page.locator('[data-testid="checkout"][data-kind="weeks"]').waitFor();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL('**/eshop/store/order**');
    const mine = await op(page, 'Order/GetFirmElectricityOrderList', { OrderSourceType: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const fromPackage = (mine.Data as { PlanId: string; OrderSourceType: number }[]).filter((o) => o.PlanId === saved.Id);
    expect(fromPackage.length).toBeGreaterThan(0);
    expect(fromPackage.every((o) => o.OrderSourceType === 1)).toBe(true);

    await page.goto('/eshop/store/nutritiousmealsorder');
    const group = page.getByTestId('meal-group').filter({ hasText: 'E2E三年级营养周' }).first();
    await group.waitFor();
    await group.getByTestId('meal-trace').first().click();
    const dialog = page.getByTestId('feeding-trace-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('feeding-trace-dish').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // the spec's 800 px food trace dialog, once its opening animation has ended
    await expect.poll(() => dialog.evaluate((el) => Math.round(el.closest('.ant-modal')?.getBoundingClientRect().width ?? 0)), { timeout: 5000 }).toBe(800);
    await shot(page, 'planning-meal-trace-1440');
    expect(errors).toEqual([]);
  });

  it('a buyer builds an ingredient plan, totals with freight and points match by hand, and submits it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
    await login(page, '13800000001', '/eshop/store');
    await page.goto('/eshop/store/ingredients');
    await page.getByTestId('plan-add').click();
    await page.getByTestId('plan-save').click();
    await page.locator('.ant-form-item-explain-error, .ant-message', { hasText: '食材计划名称未填写！' }).first().waitFor();
    await inputOf(page, 'plan-name').fill('E2E下周食材');
    const range = inputOf(page, 'plan-range');
    await range.first().click();
    // the Monday two weeks ahead and its Friday, a week every supplier can still reach
    const monday = new Date(Date.now() + 8 * 3_600_000);
    monday.setUTCDate(monday.getUTCDate() + 14 - ((monday.getUTCDay() + 6) % 7));
    const friday = new Date(monday.getTime() + 4 * 86_400_000);
    await range.first().fill(monday.toISOString().slice(0, 10));
    await range.nth(1).click();
    await range.nth(1).fill(friday.toISOString().slice(0, 10));
    await page.keyboard.press('Enter');
    await inputOf(page, 'plan-product-search').fill('大米');
    await page.keyboard.press('Enter');
    const products = page.locator('[data-testid="plan-products"] .ant-table-row');
    await expect.poll(() => products.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await products.nth(0).locator('.ant-checkbox-input').check();
    await products.nth(1).locator('.ant-checkbox-input').check();
    await expect.poll(() => page.locator('[data-testid="plan-lines"] [data-testid="plan-line-qty"]').count()).toBe(2);
    await page.getByTestId('plan-save').click();
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();

    const plan = (await op(page, 'B2B_Foodplan/GetB2B_FoodplanList', { SearchName: 'E2E下周食材' })).Data[0];
    // by hand: subtotal and points are quantity × unit price; the total adds each supplier's freight
    const goods = plan.B2B_FoodplandetailInfos.reduce(
      (s: number, l: { PresentPrice: number; Number: number }) => s + Math.round(l.PresentPrice * 100) * l.Number,
      0,
    );
    expect(Math.round(plan.TotalPrice * 100)).toBe(goods);
    expect(Math.round(plan.Points * 100)).toBe(goods);
    expect(Math.round(plan.TotalWithFreight * 100)).toBe(goods + Math.round(plan.Freight * 100));

    await page.getByTestId('plan-order').click();
    await page.locator('.ant-message', { hasText: '请选择食材计划后提交！' }).waitFor();
    await page.getByTestId('plan-row').filter({ hasText: 'E2E下周食材' }).locator('.ant-checkbox-input').first().check();
    await expect.poll(async () => (await page.getByTestId('plan-footer-total').innerText()).replace(/[^\d.]/g, '')).toBe(plan.TotalWithFreight.toFixed(2));
    await shot(page, 'planning-food-plan-1440');
    await page.getByTestId('plan-order').click();
    await page.locator('[data-testid="checkout"][data-kind="plans"]').waitFor();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL('**/eshop/store/order**');
    const orders = await op(page, 'Order/GetFirmElectricityOrderList', { OrderSourceType: 2, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect((orders.Data as { PlanId: string }[]).some((o) => o.PlanId === plan.Id)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a buyer adds a dish with ingredients and orders 40 portions', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
    await login(page, '13800000001', '/eshop/store');
    await page.goto('/eshop/store/menuOrder');
    await page.getByTestId('dish-add').click();
    await inputOf(page, 'dish-name').fill('E2E番茄炒蛋');
    await choose(page, page.getByTestId('dish-type'), '半荤菜');
    await choose(page, page.getByTestId('dish-cuisine'), '家常菜');
    for (const name of ['番茄', '鸡蛋']) {
      await page.getByTestId('dish-add-ingredient').click();
      await inputOf(page, 'dish-pick-product').fill(name);
      await page.keyboard.press('Enter');
      const rows = page.locator('[data-testid="dish-pick-table"] .ant-table-row');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await rows.first().locator('.ant-checkbox-input').check();
      await page.getByTestId('dish-pick-ok').click();
    }
    await expect.poll(() => page.getByTestId('dish-line').count()).toBe(2);
    await inputOf(page, 'dish-line-grams').first().fill('120');
    await inputOf(page, 'dish-line-grams').nth(1).fill('60');
    await page.getByTestId('dish-save').click();
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();

    const row = page.getByTestId('dish-row').filter({ hasText: 'E2E番茄炒蛋' });
    await row.getByTestId('dish-order').click();
    await inputOf(page, 'dish-order-portions').fill('40');
    await expect.poll(() => page.locator('[data-testid="dish-order-lines"] .ant-table-row').count()).toBe(2);
    await shot(page, 'planning-dish-order-1440');
    await page.getByTestId('dish-order-ok').click();
    // 订单确认 shows the money and what each rounded line needed before anything is ordered
    await page.locator('[data-testid="checkout"][data-kind="dishes"]').waitFor();
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL('**/eshop/store/order**');
    const dish = (await op(page, 'ENX_Dishesinformation/GetDishesinformationList', { SearchName: 'E2E番茄炒蛋' })).Data[0];
    // 120 g × 40 portions of tomatoes and 60 g × 40 of eggs, in each product's units, rounded up
    const orders = await op(page, 'Order/GetFirmElectricityOrderList', { SearchName: '', PagerInfo: { PageIndex: 1, PageSize: 20 } });
    const lines = (orders.Data as { PlanName: string; B2B_ElectricityorderdetailInfos: { FoodSaleShelfId: string; SealNumber: number }[] }[])
      .filter((o) => o.PlanName.includes('E2E番茄炒蛋'))
      .flatMap((o) => o.B2B_ElectricityorderdetailInfos);
    for (const ing of dish.ENX_DishesinformationfoodInfos as { FoodId: string; Grams: number; NetWeight: number }[]) {
      const line = lines.find((l) => l.FoodSaleShelfId === ing.FoodId);
      expect(line, ing.FoodId).toBeTruthy();
      expect(line?.SealNumber).toBeGreaterThanOrEqual(Math.ceil((ing.Grams * 40) / ing.NetWeight));
    }
    expect(errors).toEqual([]);
  });
});
