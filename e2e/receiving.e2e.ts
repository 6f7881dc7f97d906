import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, launch, login, openPage, shipWithBatches, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

/**
 * A camera that films a printed label: the label's QR (what PrintLabels draws) on white paper,
 * turned into a looping Y4M clip that Chromium plays as its fake webcam.
 */
function cameraFilming(qrPng: Buffer, dir: string): string {
  const png = path.join(dir, 'label.png');
  const y4m = path.join(dir, 'label.y4m');
  fs.writeFileSync(png, qrPng);
  // the camera sees the label whole, as a phone held over the box would
  expect(execFileSync('zbarimg', ['--raw', '-q', png]).toString()).toContain('/eshop/store/retrospect?Id=');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    'scale=400:400,pad=640:480:120:40:white,format=yuv420p',
    '-r',
    '10',
    '-t',
    '2',
    y4m,
  ]);
  return y4m;
}

describe('receiving at the kitchen door on a phone', () => {
  let browser: Browser;
  let phoneBrowser: Browser | null = null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receiving-e2e-'));
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await phoneBrowser?.close();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('scans a printed label with the camera at 390 px, accepts the record with a witness, and the order is received', async () => {
    // the supplier ships an order to the demo school
    const { page: buyerDesk } = await openPage(browser);
    await login(buyerDesk, '13800000001', '/eshop/store');
    const { page: supplier } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    const supplierFirm = (await op(supplier, 'Account/GetCurrentUser', {})).Data as { FirmId: string };
    const me = (await op(buyerDesk, 'Account/GetCurrentUser', {})).Data as { FullName: string };
    const products = (await op(buyerDesk, 'Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirm.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } }))
      .Data as { Id: string; Stock: number; MinQuantity: number; QuantityStep: number }[];
    const item = products.find((p) => p.Stock >= 20 && p.MinQuantity === 1 && p.QuantityStep === 1);
    expect(item).toBeTruthy();
    const made = await op(buyerDesk, 'Cart/BuyNow', { FoodSaleShelfId: item?.Id, CartNumber: 3 });
    expect(made.IsSuccess, made.Message).toBe(true);
    const orderId = made.Data[0].Id as string;
    expect((await op(supplier, 'SupplierOrder/ConfirmOrder', { Id: orderId })).IsSuccess).toBe(true);
    await shipWithBatches(supplier, orderId);
    const order = (await op(buyerDesk, 'Order/GetOrderById', { Id: orderId })).Data;
    const line = order.B2B_ElectricityorderdetailInfos[0] as { Id: string; FoodFirmFillInRecordId: string };
    const recordId = line.FoodFirmFillInRecordId;

    // the label printed for the record carries this QR (version 2 of the line)
    const labels = await op(supplier, 'FD_Foodfirmfillin/PrintLabels', { Id: recordId });
    expect(labels.IsSuccess, labels.Message).toBe(true);
    const qr = await supplier.evaluate(
      (id) =>
        fetch(`/v1/Trace/QrCode/${id}.png?version=2`)
          .then((r) => r.arrayBuffer())
          .then((b) => Array.from(new Uint8Array(b))),
      line.Id,
    );
    const y4m = cameraFilming(Buffer.from(qr), dir);

    // the canteen's phone: a camera that films the label
    phoneBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${y4m}`,
      ],
    });
    const { context, page: phone, errors } = await openPage(phoneBrowser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['camera']);
    await login(phone, '13800000001', '/eshop/store');
    await phone.goto('/eshop/store/stockin');
    await phone.getByTestId('si-cards').waitFor();
    const fillInNo = (await op(phone, 'FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: recordId })).Data.FillInNo as string;
    const card = phone.getByTestId('si-card').filter({ hasText: fillInNo });
    expect(await card.textContent()).toContain('已发货');
    await shot(phone, 'receiving-list-390');
    await phone.getByTestId('si-scan').click();
    await phone.getByTestId('si-scan-video').waitFor();

    // the label is read and the record opens for acceptance
    await phone.getByTestId('si-accept-line').first().waitFor({ timeout: 90_000 });
    expect(await phone.locator('.ant-modal-title').last().textContent()).toContain('验收进货单');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.getByTestId('si-pick-witness').click();
    const picker = phone.getByTestId('person-picker').last();
    await picker.waitFor();
    await picker.getByTestId('person-row').filter({ hasNotText: me.FullName }).first().click();
    await phone.getByTestId('person-confirm').last().click();
    await phone.getByTestId('si-witness-name').waitFor();
    await shot(phone, 'receiving-accept-390');
    await phone.getByTestId('si-accept-ok').click();
    await phone.getByTestId('si-accept-ok').waitFor({ state: 'detached' });

    // 已验收, and the order is received
    await expect.poll(async () => (await op(phone, 'FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: recordId })).Data.StatusName).toBe('已验收');
    await expect.poll(async () => (await card.textContent()) ?? '').toContain('已验收');
    expect((await op(phone, 'Order/GetOrderById', { Id: orderId })).Data.Status).toBe(4);
    const detail = (await op(phone, 'FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: recordId })).Data;
    expect(detail.WitnessUserName).not.toBe('');
    expect(detail.WitnessUserName).not.toBe(me.FullName);
    await shot(phone, 'receiving-accepted-390');
    expect(errors).toEqual([]);

    // at 1440 px the list and the ledger show the acceptance: both people, the check of the expiry
    await buyerDesk.setViewportSize({ width: 1440, height: 900 });
    await buyerDesk.goto('/eshop/store/stockin');
    await buyerDesk.getByTestId('si-table').waitFor();
    await shot(buyerDesk, 'receiving-list-1440');
    await buyerDesk.goto('/eshop/store/ledger');
    await buyerDesk.getByTestId('ledger-expiry-check').first().waitFor();
    await expect.poll(() => buyerDesk.getByTestId('ledger-expiry-check').filter({ hasText: '合格' }).count()).toBeGreaterThan(0);
    await shot(buyerDesk, 'receiving-ledger-1440');
  }, 180_000);
});
