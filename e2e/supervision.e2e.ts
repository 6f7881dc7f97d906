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

/** Picks one person in the picker the button opens. */
async function pick(page: Page, button: string, name: string): Promise<void> {
  await page.getByTestId(button).click();
  const picker = page.getByTestId('person-picker').last();
  await picker.waitFor();
  await picker.getByTestId('person-search').fill(name);
  await picker.getByTestId('person-search').press('Enter');
  const row = picker.getByTestId('person-row').filter({ hasText: name });
  await row.first().waitFor();
  await row.first().click();
  await page.getByTestId('person-confirm').last().click();
  await expect.poll(() => page.locator(`input[data-testid="${button}-name"], [data-testid="${button}-name"] input`).first().inputValue()).toContain(name);
}

describe('a supervisor watches a kitchen, takes a screenshot and files a report; the dashboard shows the case', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the 西湖区 supervisor opens a canteen’s camera wall, a test stream plays, a capture is saved as evidence, a report goes out with the person picker and SMS flags', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await login(page, '13800000003', '/console');
    await page.goto('/console/monitors');
    await page.getByTestId('wall-firm').filter({ hasText: '阳光实验小学食堂' }).first().click();
    const tiles = page.getByTestId('wall-grid').getByTestId('camera-tile');
    await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // the wall's players show the synthetic kitchen streams
    const playing = (p: Page) =>
      p.evaluate(() => Array.from(document.querySelectorAll('video')).filter((v) => v.readyState >= 2 && v.currentTime > 0 && v.videoWidth > 0).length);
    await expect.poll(() => playing(page), { timeout: 45_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    await shot(page, 'supervision-wall');

    // one camera large: it plays, then a screenshot of the frame goes to the preview and is saved
    await tiles.filter({ hasText: '后厨操作间' }).first().click();
    const stage = page.getByTestId('camera-stage');
    await stage.waitFor();
    await expect
      .poll(() => stage.evaluate((el) => Array.from(el.querySelectorAll('video')).some((v) => v.readyState >= 2 && v.currentTime > 0.5)), {
        timeout: 45_000,
        interval: 500,
      })
      .toBe(true);
    await stage.getByTestId('player-latency').waitFor();
    await shot(page, 'supervision-stage');
    await stage.getByTestId('player-capture').click();
    const preview = page.getByTestId('evidence-preview');
    await preview.waitFor();
    await expect.poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await shot(page, 'supervision-capture-preview');
    await page.getByTestId('evidence-save').click();

    // saving the evidence opens the report with it
    const report = page.getByTestId('report-dialog');
    await report.waitFor();
    await expect.poll(() => report.getByTestId('report-evidence').getAttribute('data-kind')).toBe('capture');
    await report.getByTestId('report-ability').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '未戴工作帽' }).click();
    await pick(page, 'report-executor', '李明');
    await pick(page, 'report-parent', '钱涛');
    await report.getByTestId('report-content').fill('备餐间人员未戴工作帽，请立即整改');
    for (const label of ['单位负责人', '食品安全员', '监管执行人', '上级执行人']) {
      const box = report.locator('.ant-checkbox-wrapper').filter({ hasText: label });
      if (!(await box.locator('input').isChecked())) await box.click();
    }
    await shot(page, 'supervision-report');
    await page.getByTestId('report-save').click();
    await report.waitFor({ state: 'detached' });

    // the case is there with the capture, and the texts went out (the development outbox)
    const cases = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultList', { SearchName: '阳光', Status: 1, PagerInfo: { PageIndex: 1, PageSize: 20 } }))
      .Data as { Id: string; Source: number; PushContent: string; CaseNo: string; IllegalCapture: string | null }[];
    const filed = cases.find((c) => c.Source === 2 && c.PushContent === '备餐间人员未戴工作帽，请立即整改');
    expect(filed?.IllegalCapture).toBeTruthy();
    const detail = (await op(page, 'AI_Aiillegalresult/GetAI_AiillegalresultById', { Id: filed?.Id })).Data;
    expect(detail.Evidence[0].Sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const phone of ['13800000001', '13800000003', '13800000007']) {
      const texts = (await op(page, 'Dev/GetSmsOutbox', { Phone: phone })).Data as { Text: string }[];
      expect(
        texts.some((m) => m.Text.includes(filed?.CaseNo as string)),
        phone,
      ).toBe(true);
    }

    // the dashboard counts it and ranks the canteen
    await page.keyboard.press('Escape');
    await page.goto('/console/supervision-dashboard');
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('echart-by-day').locator('canvas').first().waitFor();
    const open = Number((await page.getByTestId('kpi-open').textContent())?.match(/\d+/)?.[0]);
    const board = (await op(page, 'AI_Aiillegalresult/GetDashboard', { Days: 30 })).Data;
    expect(open).toBe(board.OpenCases);
    expect(board.FirmRanking[0].FirmName).toBe('阳光实验小学食堂');
    expect(await page.getByTestId('chart-firms').textContent()).toContain('阳光实验小学食堂');
    await shot(page, 'supervision-dashboard');

    // and the case list opens it with its evidence
    await page.goto('/console/violations');
    await page
      .getByTestId('cases-table')
      .getByText(filed?.CaseNo as string)
      .click();
    await page.getByTestId('case-sha').first().waitFor();
    await shot(page, 'supervision-case');
    expect(errors).toEqual([]);
  });
});
