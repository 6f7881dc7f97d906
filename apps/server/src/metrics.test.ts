import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, testPlate, walk } from './modules/delivery/test-support.js';
import { insertRunningOffer } from './modules/seckill/test-support.js';
import { shelfItems } from './modules/store/store.tables.js';
import { BACKENDS, createTestApp, type TestApp } from './test/helper.js';

/** The value of one series in a Prometheus text scrape (0 when the series is not there yet). */
function seriesValue(scrape: string, series: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(BACKENDS)('GET /metrics on %s', (backend) => {
  let t: TestApp;
  const TOKEN = 'scrape-token-0123456789abcdef';
  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('does not exist without METRICS=on or the bearer token', async () => {
    expect((await scrape({})).status).toBe(404);
    expect((await scrape()).status).toBe(404);
    const config = t.deps.config as { METRICS_TOKEN?: string; METRICS: 'on' | 'off' };
    config.METRICS_TOKEN = TOKEN;
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    expect((await scrape({ authorization: TOKEN })).status).toBe(404);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
    config.METRICS_TOKEN = undefined;
    config.METRICS = 'on';
    expect((await scrape({})).status).toBe(200);
    config.METRICS = 'off';
    config.METRICS_TOKEN = TOKEN;
  });

  it('counts requests per operation and status, the flash-sale gate, the read cache, telemetry and texts', async () => {
    const before = (await scrape()).text;
    const buyer = await t.asBuyer();
    const supplier = await t.asSupplier();

    // store reads: a later one is served from the read cache (with Redis, a tag first asked for
    // gets its version with that read, so the second read fills the cache and the third is a hit;
    // a version announced late by an earlier write can cost one more read on a loaded machine)
    const hitsBefore = seriesValue(before, 'shanlian_read_cache_hits_total');
    let reads = 0;
    for (; reads < 3 || (reads < 6 && seriesValue((await scrape()).text, 'shanlian_read_cache_hits_total') === hitsBefore); reads++)
      await t.client().ok('Store/GetFoodTypeTree', {});
    // a download by id: the label is the route, never the id
    const missingId = 'no-such-file-7f3a9c';
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${missingId}`)).status).toBe(404);
    // a flash-sale purchase through the gate
    const [item] = await t.database.db
      .select()
      .from(shelfItems)
      .where(
        sql`${shelfItems.stock} >= 100 and ${shelfItems.listed} and ${shelfItems.minQuantity} = 1 and ${shelfItems.quantityStep} = 1
          and not exists (select 1 from seckill_details d where d.shelf_item_id = ${shelfItems.id})`,
      )
      .limit(1);
    if (!item) throw new Error('no item for an offer in the demo data');
    const offerId = await insertRunningOffer(t.database.db, t.clock.now(), item, 5);
    const bought = await buyer.raw('Cart/BuyNow', { FoodSaleShelfId: item.id, CartNumber: 1, SeckillDetailId: offerId });
    expect(bought.status).toBe(200);
    // three points from a vehicle terminal
    const vehicle = await supplier.ok('DST_Vehicle/SaveVehicle', { VehicleNo: testPlate(), TemperatureClass: 'chilled' });
    const sent = await report(
      t,
      vehicle.DeviceToken,
      walk(new Date(t.clock.now().getTime() - 5 * 60_000), 3, 30_000, () => 3),
    );
    expect(sent.body.Data.Accepted).toBe(3);
    // a text through the outbox, sent by its job's drain
    await t.deps.sms.send(t.database.db, {
      phone: '13900000009',
      template: 'alarm',
      params: { plate: '浙A00001', alarm: '超温', peak: '9℃', since: '10:00' },
      code: '',
      purpose: 'cold-chain-alarm',
      text: '测试',
    });
    expect((await t.deps.sms.drain(t.database.db, t.clock.now())).sent).toBeGreaterThanOrEqual(1);

    const after = await scrape();
    const grew = (series: string) => seriesValue(after.text, series) - seriesValue(before, series);
    expect(grew('http_request_duration_seconds_count{operation="Store/GetFoodTypeTree",status="200"}')).toBe(reads);
    expect(grew('http_request_duration_seconds_count{operation="Cart/BuyNow",status="200"}')).toBe(1);
    expect(grew('http_request_duration_seconds_count{operation="Telemetry/Report",status="200"}')).toBe(1);
    expect(grew('http_request_duration_seconds_count{operation="File/Download/:id",status="404"}')).toBe(1);
    expect(seriesValue(after.text, 'http_request_duration_seconds_bucket{le="+Inf",operation="Store/GetFoodTypeTree",status="200"}')).toBeGreaterThanOrEqual(
      reads,
    );
    expect(after.text).not.toContain(missingId);
    expect(grew('shanlian_seckill_gate_total{outcome="admitted"}')).toBe(1);
    expect(grew('shanlian_read_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(grew('shanlian_read_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(grew('shanlian_telemetry_points_accepted_total')).toBe(3);
    expect(grew('shanlian_sms_sent_total{template="alarm"}')).toBe(1);
    // the process's own figures come along
    expect(after.text).toContain('shanlian_process_resident_memory_bytes');
  });
});
