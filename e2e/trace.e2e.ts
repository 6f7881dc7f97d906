import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillShipDialog, launch, login, openPage, pickReceiptWitness, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

/** An operation called from the page, as its logged-in user. */
async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

describe('a batch traced from the supplier to the school and to anyone who scans it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the supplier uploads a certificate and ships with a batch, the buyer receives; trace v1 and v2, the QR decoded by zbarimg, the public landing at 390 px', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    const supplierFirm = (await op(supplier, 'Account/GetCurrentUser', {})).Data as { FirmId: string; FirmName: string };
    const buyerFirm = (await op(buyer, 'Account/GetCurrentUser', {})).Data as { FirmId: string; FirmName: string };

    // the buyer buys 4 of one of the supplier's products; the supplier confirms
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirm.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } }))
      .Data as {
      Id: string;
      Name: string;
      Stock: number;
      MinQuantity: number;
      QuantityStep: number;
    }[];
    const item = products.find((p) => p.Stock >= 20 && p.MinQuantity === 1 && p.QuantityStep === 1);
    expect(item).toBeTruthy();
    const made = await op(buyer, 'Cart/BuyNow', { FoodSaleShelfId: item?.Id, CartNumber: 4 });
    expect(made.IsSuccess, made.Message).toBe(true);
    const orderId = made.Data[0].Id as string;
    const orderNo = made.Data[0].OrderNo as string;
    expect((await op(supplier, 'SupplierOrder/ConfirmOrder', { Id: orderId })).IsSuccess).toBe(true);
    const ordered = (await op(buyer, 'Order/GetOrderById', { Id: orderId })).Data;
    const line = ordered.B2B_ElectricityorderdetailInfos[0] as { Id: string; ProductName: string; FoodFirmFillInId: string | null };
    expect(line.FoodFirmFillInId).toBeNull();

    // shipping without a certificate is refused, naming the product, and changes nothing
    const bare = await op(supplier, 'SupplierOrder/ShipOrder', {
      Id: orderId,
      DistDate: new Date().toISOString(),
      Lines: [{ Id: line.Id, BatchNumber: 'E2E-0', ProductDate: '2026-11-01', OriginFirmName: '产地合作社', CertificateFileIds: [] }],
    });
    expect(bare.IsSuccess).toBe(false);
    expect(bare.Message).toContain(line.ProductName);
    expect((await op(supplier, 'SupplierOrder/GetOrderList', { SearchName: orderNo, PagerInfo: { PageIndex: 1, PageSize: 5 } })).Data[0].Status).toBe(2);

    // in the desk: the ship dialog asks for the batch and a certificate per line
    await supplier.goto(`/supplier/orders?order=${orderNo}`);
    const card = supplier.getByTestId('desk-order-card').filter({ hasText: orderNo });
    await card.getByTestId('desk-ship').click();
    await supplier.getByTestId('desk-ship-lines').waitFor();
    const batch = `E2E${Date.now().toString().slice(-8)}`;
    // without a certificate the dialog names the line before sending
    await supplier.getByTestId('desk-ship-submit').click();
    await supplier.getByTestId('desk-ship-lacking').waitFor();
    await fillShipDialog(supplier, batch, '五常市民乐米业有限公司');
    await shot(supplier, 'trace-ship-dialog');
    await supplier.getByTestId('desk-ship-submit').click();
    await expect.poll(() => card.textContent()).toContain('待收货');

    // the buyer receives it in full
    await buyer.goto('/eshop/store/order');
    const order = buyer.getByTestId('order-card').filter({ hasText: orderNo });
    await order.getByTestId('order-action-receive').click();
    await buyer.getByTestId('receipt-dialog').waitFor();
    await pickReceiptWitness(buyer);
    await buyer.getByTestId('receipt-submit').click();
    await expect.poll(() => order.textContent()).toContain('已完成');

    const shipped = (await op(buyer, 'Order/GetOrderById', { Id: orderId })).Data.B2B_ElectricityorderdetailInfos[0];
    expect(shipped.FoodFirmFillInId).toBeTruthy();
    expect(shipped.FoodFirmFillInRecordId).toBeTruthy();

    // trace v1: the product, and origin, supplier and subject
    const v1 = (await op(buyer, 'Trace/GetFoodTraceTrail', { OrderDetailId: line.Id })).Data;
    expect(v1.ProductName).toBe(line.ProductName);
    expect(v1.ProductFirm.FirmName).toBe('五常市民乐米业有限公司');
    expect(v1.Supply.FirmName).toBe(supplierFirm.FirmName);
    expect(v1.Firm.FirmName).toBe(buyerFirm.FirmName);
    // trace v2: the batch, licences, certificates and a timeline with shipping before receiving
    const v2 = (await op(buyer, 'Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: line.Id })).Data;
    expect(v2.fD_FoodfirmfillindetailInfo.BatchNumber).toBe(batch);
    expect(v2.eN_FirmlicenseInfos.length).toBeGreaterThan(0);
    expect(v2.FD_FoodfirmfillindtlfileInfos).toHaveLength(1);
    const steps = (v2.FD_FoodTraceObjects as { StepName: string }[]).map((s) => s.StepName);
    expect(steps.indexOf('发货')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('收货')).toBeGreaterThan(steps.indexOf('发货'));

    // in the order view: the 675 px dialog shows it, newest first
    await order.getByTestId('trace-open').first().click();
    const dialog = buyer.getByTestId('trace-dialog');
    await dialog.getByTestId('trace-view').waitFor();
    await expect.poll(() => dialog.textContent()).toContain(batch);
    await dialog.getByText('追溯信息', { exact: true }).click();
    await dialog.getByTestId('trace-trail-item').first().waitFor();
    const trail = await dialog.getByTestId('trace-trail-item').allTextContents();
    const firstShip = trail.findIndex((t) => t.includes('发货'));
    const firstReceive = trail.findIndex((t) => t.includes('收货'));
    expect(firstShip).toBeGreaterThan(firstReceive);
    expect(firstReceive).toBeGreaterThanOrEqual(0);
    await shot(buyer, 'trace-dialog');
    await buyer.keyboard.press('Escape');

    // the QR of the line, decoded by zbarimg, is the landing address
    const png = Buffer.from(await (await fetch(`${inject('baseUrl')}/v1/Trace/QrCode/${line.Id}.png?version=2`)).arrayBuffer());
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sl-qr-')), 'qr.png');
    fs.writeFileSync(file, png);
    const decoded = execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim();
    expect(decoded).toBe(v2.QrUrl);
    expect(decoded).toMatch(/\/eshop\/store\/retrospect\?Id=/);

    // anyone opens it on a phone, without logging in, and sees the same trace
    const {
      context: visitorContext,
      page: visitor,
      errors: visitorErrors,
    } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const landing = new URL(decoded);
    await visitor.goto(`${landing.pathname}${landing.search}`);
    await visitor.getByTestId('trace-view').waitFor();
    await expect.poll(() => visitor.getByTestId('retrospect-page').textContent()).toContain(batch);
    expect(await visitor.getByTestId('retrospect-page').textContent()).toContain(line.ProductName);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(visitor, 'trace-landing-390');
    // a broken code says so
    await visitor.goto('/eshop/store/retrospect?Id=not-a-code');
    await visitor.getByTestId('retrospect-error').waitFor();
    await visitorContext.close();

    expect(errors).toEqual([]);
    expect(supplierErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
