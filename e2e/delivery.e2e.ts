import { encodeTraceBlob } from '@shanlian/contract/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDemoRoute } from '../apps/server/src/seed/delivery-track.js';
import { plan, simulateDelivery } from '../simulate/delivery-sim.js';
import { launch, login, openPage, shipWithBatches, shot } from './browser.js';

// biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as each step needs it
type Envelope = { IsSuccess: boolean; Data: any; Message: string };

async function op(page: Page, name: string, body: unknown): Promise<Envelope> {
  return page.evaluate(
    ([n, b]) => fetch(`/v1/${n}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }).then((r) => r.json()),
    [name, body] as const,
  );
}

describe('a chilled delivery on the map, driven by the simulator through the real telemetry operation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('the supplier registers a vehicle and starts a run; while the simulator drives, the buyer follows it on the map, replays the chart, and finds the alarm in the trace', async () => {
    const { page: buyer, errors } = await openPage(browser);
    await login(buyer, '13800000001', '/eshop/store');
    const { page: supplier, errors: supplierErrors } = await openPage(browser);
    await login(supplier, '13800000002', '/supplier');
    const supplierFirm = (await op(supplier, 'Account/GetCurrentUser', {})).Data as { FirmId: string };

    // the canteen buys, the supplier ships with a batch: a stock-in record 已发货
    const products = (await op(buyer, 'Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirm.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } }))
      .Data as { Id: string; Stock: number; MinQuantity: number; QuantityStep: number }[];
    const item = products.find((p) => p.Stock >= 20 && p.MinQuantity === 1 && p.QuantityStep === 1);
    const made = await op(buyer, 'Cart/BuyNow', { FoodSaleShelfId: item?.Id, CartNumber: 3 });
    expect(made.IsSuccess, made.Message).toBe(true);
    const orderId = made.Data[0].Id as string;
    expect((await op(supplier, 'SupplierOrder/ConfirmOrder', { Id: orderId })).IsSuccess).toBe(true);
    await shipWithBatches(supplier, orderId);
    const line = (await op(buyer, 'Order/GetOrderById', { Id: orderId })).Data.B2B_ElectricityorderdetailInfos[0] as { Id: string };

    // the desk: a new chilled vehicle, its token shown once
    const plate = `浙B${String(Date.now()).slice(-5)}`;
    await supplier.goto('/supplier/vehicles');
    await supplier.getByTestId('vehicle-add').click();
    await supplier.getByTestId('vehicle-no').fill(plate);
    await supplier.getByTestId('vehicle-class').getByText('冷藏').click();
    await supplier.getByTestId('vehicle-save').click();
    await supplier.getByTestId('device-token').waitFor();
    const token = ((await supplier.getByTestId('device-token').textContent()) ?? '').trim();
    expect(token).toMatch(/^dev_/);
    await shot(supplier, 'delivery-vehicle-token');
    await supplier.getByRole('button', { name: '我已保存' }).click();

    // the journey is planned to end now (×60): the run is registered as having left when its first point was read
    const route = loadDemoRoute();
    const points = plan(route, { speed: 60, excursion: true });
    const firstPoint = Date.parse(points[0]?.Time as string);
    expect(Date.now() - firstPoint).toBeLessThan(20 * 60_000);
    await supplier.goto('/supplier/deliveries');
    await supplier.getByTestId('delivery-start').click();
    await supplier.getByTestId('delivery-vehicle').click();
    await supplier.locator('.ant-select-item-option').filter({ hasText: plate }).click();
    await supplier.getByTestId('delivery-driver').click();
    await supplier.locator('.ant-select-item-option').filter({ hasText: '13800000002' }).click();
    await supplier.getByTestId('delivery-start-time').click();
    await supplier.locator('.ant-select-item-option').filter({ hasText: '20 分钟前' }).click();
    const fillIns = supplier.getByTestId('delivery-fillins');
    await fillIns.locator('tr', { hasText: '阳光实验小学食堂' }).first().locator('input[type=checkbox]').check();
    await shot(supplier, 'delivery-start-dialog');
    await supplier.getByTestId('delivery-submit').click();
    await supplier.getByTestId('delivery-row').filter({ hasText: plate }).waitFor();
    const runs = (await op(supplier, 'DST_Distorder/GetDistorderList', { Status: 1, SearchName: plate, PagerInfo: { PageIndex: 1, PageSize: 5 } })).Data;
    expect(runs).toHaveLength(1);
    expect(Date.parse(runs[0].StartTime)).toBeLessThanOrEqual(firstPoint);
    const fillInId = runs[0].Stops[0].FillInId as string;

    // the simulator drives through POST /v1/Telemetry/Report with the token: an excursion, a spike, a network gap
    const driving = simulateDelivery({ baseUrl: inject('baseUrl'), deviceToken: token, route, points, speed: 60, batch: 6, excursion: true, gap: true });

    // while it runs: the buyer opens the map from 配送跟踪 and sees the vehicle move
    await buyer.goto('/eshop/store/deliveries');
    const mapLink = buyer.getByTestId('delivery-row').filter({ hasText: plate }).getByTestId('delivery-map-link');
    expect(await mapLink.getAttribute('href')).toBe(`/eshop/store/delivery/${fillInId}`);
    await mapLink.click();
    await buyer.getByTestId('delivery-map').waitFor();
    expect(new URL(buyer.url()).pathname).toBe(`/eshop/store/delivery/${fillInId}`);
    await buyer.getByTestId('marker-start').waitFor();
    await buyer.getByTestId('marker-destination').waitFor();
    await expect.poll(() => buyer.getByTestId('marker-latest').count(), { timeout: 30_000, interval: 1000 }).toBe(1);
    await shot(buyer, 'delivery-map-live');
    const result = await driving;
    expect(result.rejected).toBe(0);
    expect(result.accepted).toBe(result.points);
    expect(result.duplicates).toBeGreaterThan(0);

    // the whole journey: route, the alarm, the info window of the latest position
    await buyer.reload();
    await buyer.getByTestId('marker-alarm').waitFor();
    await buyer.getByTestId('delivery-info').waitFor();
    const info = (await buyer.getByTestId('delivery-info').textContent()) ?? '';
    for (const label of ['配送员', '温度', '湿度', '车牌号', '厂商', '型号', '尺寸', '状态']) expect(info).toContain(label);
    expect(info).toContain(plate);
    await expect.poll(() => buyer.getByTestId('alarm-row').count()).toBe(1);
    expect(await buyer.getByTestId('alarm-row').textContent()).toContain('温度过高');
    // the stop was reached by telemetry
    expect(await buyer.locator('.ant-card', { hasText: '配送站点' }).textContent()).toContain('已到达');
    await shot(buyer, 'delivery-map');

    // replay: play at ×1 (a minute a second) moves the replay marker and the time; a click on the chart moves it there
    await buyer.getByTestId('replay-speed').getByText('×1', { exact: true }).click();
    await buyer.getByTestId('replay-play').click();
    await buyer.getByTestId('marker-replay').waitFor();
    const t1 = await buyer.getByTestId('replay-time').textContent();
    await buyer.waitForTimeout(1500);
    const t2 = await buyer.getByTestId('replay-time').textContent();
    expect(t2).not.toBe(t1);
    await buyer.getByTestId('replay-pause').click();
    const chart = buyer.getByTestId('telemetry-chart');
    const box = await chart.boundingBox();
    if (!box) throw new Error('no chart');
    await buyer.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await expect.poll(() => buyer.getByTestId('replay-time').textContent()).not.toBe(t2);
    await shot(buyer, 'delivery-replay');

    // the supplier handles the alarm with the action taken
    await supplier.goto('/supplier/deliveries');
    await supplier.getByRole('tab', { name: '冷链告警' }).click();
    const ours = supplier.getByTestId('alarm-list').locator('tr', { hasText: plate });
    await ours.getByTestId('alarm-ack').click();
    await supplier.getByTestId('alarm-action').fill('检查冷机与门封，复测温度正常');
    await supplier.getByTestId('alarm-ack-submit').click();
    await expect.poll(() => ours.count()).toBe(0);
    await supplier.getByTestId('alarm-list').locator('.ant-segmented-item', { hasText: '已处置' }).click();
    await expect.poll(() => supplier.getByTestId('alarm-list').textContent()).toContain('检查冷机与门封');
    await shot(supplier, 'delivery-alarms');

    // the goods' trace (anyone who scans): 运输温控 with the alarm, as an EPCIS sensor report
    await buyer.goto(`/eshop/store/retrospect?Id=${encodeTraceBlob(line.Id, 2)}`);
    await buyer.getByTestId('trace-view').waitFor();
    await buyer.getByText('追溯信息', { exact: true }).click();
    const sensor = buyer.getByTestId('trace-step-sensor').first();
    await sensor.waitFor();
    const step = (await sensor.textContent()) ?? '';
    expect(step).toContain('运输温控');
    expect(step).toContain('冷链告警');
    await shot(buyer, 'delivery-trace-sensor');

    expect(errors).toEqual([]);
    expect(supplierErrors).toEqual([]);
  });
});
