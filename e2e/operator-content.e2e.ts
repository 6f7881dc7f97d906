import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

/** A picture drawn in the page (a green field with a title), as PNG bytes: what an operator would upload. */
async function drawnPng(page: Page, text: string): Promise<Buffer> {
  const b64 = await page.evaluate((t) => {
    const c = document.createElement('canvas');
    c.width = 960;
    c.height = 480;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    const grad = g.createLinearGradient(0, 0, 960, 480);
    grad.addColorStop(0, '#1f9d55');
    grad.addColorStop(1, '#a6e3bd');
    g.fillStyle = grad;
    g.fillRect(0, 0, 960, 480);
    g.fillStyle = '#fff';
    g.font = 'bold 56px sans-serif';
    g.fillText(t, 60, 260);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  }, text);
  return Buffer.from(b64, 'base64');
}

describe('the operator keeps the store’s content: news with a picture, a floor, the banners’ order; the store shows each change', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('publishes a news article with a picture uploaded in the editor; it shows in the store’s list and detail', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000004', '/console');
    const title = `校园食品安全宣传周启动 ${Date.now() % 100000}`;

    await page.goto('/console/content/news');
    await page.getByTestId('news-add').click();
    await page.waitForURL('**/console/content/news/new');
    await page.getByTestId('news-title-input').fill(title);
    await page.getByTestId('news-author').fill('膳链平台');

    // the body: a heading, a paragraph, a list, then a picture uploaded through the editor
    const editor = page.getByTestId('news-body-editor');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('活动安排');
    await page.getByRole('button', { name: '标题 2' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('本周全区中小学食堂开展食品安全宣传活动，欢迎师生和家长参与。');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('食堂开放日');
    await page.keyboard.press('Enter');
    await page.keyboard.type('营养知识讲座');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const picture = await drawnPng(page, '食品安全宣传周');
    await page.getByTestId('news-body-editor-image-input').setInputFiles({ name: '宣传周.png', mimeType: 'image/png', buffer: picture });
    const inserted = editor.locator('img[src^="/v1/File/Download/"]');
    await inserted.waitFor();
    await expect.poll(() => inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await expect.poll(() => editor.locator('h2').textContent()).toBe('活动安排');
    await expect.poll(() => editor.locator('ul li').count()).toBe(2);
    await shot(page, 'operator-content-news-editor');

    // 预览 shows it as the store will
    await page.getByTestId('news-preview-button').click();
    const preview = page.getByTestId('news-preview');
    await preview.waitFor();
    await expect.poll(() => preview.getByTestId('news-preview-title').textContent()).toBe(title);
    await expect.poll(() => preview.locator('[data-testid="news-preview-body"] img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/operator-content-news-preview.png` });
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    await page.getByTestId('news-save').click();
    await page.waitForURL(/\/console\/content\/news\/(?!new)[^/]+$/);
    await expect.poll(() => page.getByTestId('news-state').textContent()).toBe('已发布');

    // the list in the console
    await page.goto('/console/content/news');
    const row = page.getByTestId('news-row').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('news-row-status').textContent()).toBe('已发布');
    await shot(page, 'operator-content-news-list');

    // the store: first in the news list, and the article with its heading, list and picture
    await page.goto('/eshop/store/news');
    const storeRow = page.getByTestId('news-row').first();
    await storeRow.waitFor();
    await expect.poll(() => storeRow.locator('h2').textContent()).toBe(title);
    await shot(page, 'operator-content-store-news-list');
    await storeRow.locator('h2 a').click();
    await page.getByTestId('news-title').waitFor();
    expect(await page.getByTestId('news-title').textContent()).toBe(title);
    const body = page.getByTestId('news-body');
    expect(await body.locator('h2').textContent()).toBe('活动安排');
    expect(await body.locator('ul li').count()).toBe(2);
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await shot(page, 'operator-content-store-news-detail');
    expect(errors).toEqual([]);
  });

  it('renames a floor; the store’s floors show the new name', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000004', '/console');
    await page.goto('/console/content/floors');
    const first = page.getByTestId('floor-row').first();
    await first.waitFor();
    const before = (await first.getByTestId('floor-row-name').textContent()) ?? '';
    const renamed = `${before.slice(0, 4)}精选馆`;
    await first.getByTestId('floor-edit').click();
    const name = page.getByTestId('floor-name');
    await name.waitFor();
    await expect.poll(() => name.inputValue()).toBe(before);
    await name.fill(renamed);
    await page.getByTestId('floor-featured-label').fill('本周推荐');
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/operator-content-floor-dialog.png` });
    await page.getByTestId('floor-save').click();
    await expect.poll(() => page.getByTestId('floor-row').first().getByTestId('floor-row-name').textContent()).toBe(renamed);
    await shot(page, 'operator-content-floors');

    await page.goto('/eshop/store/product');
    const floor = page.getByTestId('floor').nth(1);
    await floor.waitFor();
    await expect.poll(() => floor.locator('h2').textContent()).toBe(renamed);
    expect(await floor.getByRole('tab').first().textContent()).toBe('本周推荐');
    await shot(page, 'operator-content-store-floors');
    expect(errors).toEqual([]);
  });

  it('drags the last banner to the first place; the store’s carousel starts with it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000004', '/console');
    await page.goto('/console/content/banners');
    const rows = page.getByTestId('banner-row');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const lastId = await rows.nth(count - 1).getAttribute('data-id');
    const lastTitle =
      (await rows
        .nth(count - 1)
        .locator('.oc-banner-title')
        .textContent()) ?? '';

    // drag the last row by its handle onto the first
    const from = await rows
      .nth(count - 1)
      .getByTestId('banner-drag')
      .boundingBox();
    const to = await rows.first().getByTestId('banner-drag').boundingBox();
    if (!from || !to) throw new Error('no drag handles');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => rows.first().getAttribute('data-id'), { timeout: 15_000 }).toBe(lastId);
    await expect.poll(async () => (await op(page, 'Store/GetIndexBackImg', {})).Data[0]?.Id).toBe(lastId);
    await shot(page, 'operator-content-banners');

    await page.goto('/eshop/store');
    const slide = page.locator('[data-testid="banner"] .sl-slider-slide img').first();
    await slide.waitFor();
    expect(await slide.getAttribute('alt')).toBe(lastTitle);
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: `${import.meta.dirname}/screenshots/operator-content-store-banner.png` });
    expect(errors).toEqual([]);
  });
});
