import type { Browser, Frame, Page } from 'playwright-core';
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

describe('a district supervisor passes a case up; playback seeks within the hour', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('提请上级: the reason is required, then the case is 已升级 with the reason in 处理记录, and the city supervisor may handle it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    const open = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } })).Data as {
      Id: string;
      CaseNo: string;
    }[];
    const c = open[0];
    expect(c).toBeTruthy();
    await page.goto(`/console/violations?id=${c?.Id}`);
    const drawer = page.getByTestId('case-drawer');
    await drawer.waitFor();
    await page.getByTestId('case-escalate').click();
    // an empty reason is refused in the dialog, nothing is sent
    await page.getByTestId('escalate-submit').click();
    await page.getByText('请填写提请上级处理的理由').waitFor();
    expect((await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: c?.Id })).Data.Status).toBe(1);
    await shot(page, 'supervision-escalate-dialog');
    const reason = '单位多次整改不到位，需市局协调处理';
    await page.getByTestId('escalate-reason').fill(reason);
    await page.getByTestId('escalate-submit').click();
    await page.getByText('已提请上级处理').first().waitFor();
    const step = drawer.locator('[data-testid="case-step"][data-step="escalated"]');
    await step.waitFor();
    expect(await step.textContent()).toContain(reason);
    expect(await page.getByTestId('case-escalate').count()).toBe(0);
    const after = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: c?.Id })).Data;
    expect(after.Status).toBe(4);
    await shot(page, 'supervision-escalated-case');

    const { page: cityPage } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(cityPage, '13800000007', '/console');
    await cityPage.goto(`/console/violations?id=${c?.Id}`);
    await cityPage.getByTestId('case-parent').waitFor();
    expect(errors).toEqual([]);
  });

  it('回放: the start-time picker requests the hour from the chosen time; the seek bar moves the recording', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    await page.goto('/console/monitors');
    await page.getByTestId('wall-firm').filter({ hasText: '阳光实验小学食堂' }).first().click();
    const tiles = page.getByTestId('wall-grid').getByTestId('camera-tile');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await tiles.filter({ hasText: '后厨操作间' }).first().click();
    await page.getByTestId('stage-playback').click();
    const panel = page.getByTestId('playback-panel');
    await panel.waitFor();
    const before = { start: await panel.getAttribute('data-start'), end: await panel.getAttribute('data-end') };
    expect(before.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    // choose a start two hours earlier: the hour from it is requested
    const earlier = await page.evaluate((s) => {
      const d = new Date(Date.parse(`${s}+08:00`) - 2 * 3600_000 + 8 * 3600_000).toISOString();
      return `${d.slice(0, 10)} ${d.slice(11, 19)}`;
    }, before.start as string);
    const input = panel.locator('input[data-testid="playback-start"], [data-testid="playback-start"] input').first();
    await input.click();
    await input.fill(earlier);
    await input.press('Enter');
    const wanted = earlier.replace(' ', 'T');
    await expect.poll(() => panel.getAttribute('data-start'), { timeout: 5000 }).toBe(wanted);
    const end = await panel.getAttribute('data-end');
    expect(Date.parse(`${end}+08:00`) - Date.parse(`${wanted}+08:00`)).toBe(3600_000);
    expect(await panel.getByTestId('playback-window').textContent()).toContain(wanted.slice(11, 16));

    // the recording plays in the embedded page (or the panel's own player): its seek bar moves it
    const frameEl = panel.getByTestId('playback-frame');
    let target: Page | Frame = page;
    if (await frameEl.count()) {
      const handle = await frameEl.elementHandle();
      target = (await handle?.contentFrame()) as Frame;
    }
    const seek = target.getByTestId('player-seek');
    await seek.waitFor({ timeout: 45_000 });
    await expect.poll(() => seek.getAttribute('max'), { timeout: 30_000 }).not.toBe('0');
    const max = Number(await seek.getAttribute('max'));
    expect(max).toBeGreaterThan(3000);
    // the time beside the bar starts at the chosen start
    await expect.poll(() => target.getByTestId('player-seek-time').textContent()).toContain(wanted.slice(11, 16));
    await seek.evaluate((el: HTMLInputElement, v) => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      set?.call(el, String(v));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, 1800);
    const video = target.getByTestId('player-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime)), { timeout: 20_000 }).toBeGreaterThanOrEqual(1800);
    const half = await page.evaluate((s) => new Date(Date.parse(`${s}+08:00`) + 1800_000 + 8 * 3600_000).toISOString().slice(11, 16), wanted);
    await expect.poll(() => target.getByTestId('player-seek-time').textContent()).toContain(half);
    await shot(page, 'supervision-playback-seek');
    expect(errors).toEqual([]);
  });
});
