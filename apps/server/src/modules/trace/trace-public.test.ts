import { encodeTraceBlob, TRACE_MSG, TRACE_PUBLIC_READS } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { acceptedLine, type LineFixture } from './trace-fixture.js';

describe.each(BACKENDS)('the public trace under load on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let anonymous: TestClient;
  let line: LineFixture;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const supplier = await t.asSupplier();
    anonymous = t.client();
    const b = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    line = await acceptedLine(t, supplier, {
      buyerFirmId: b.FirmId,
      supplierFirmId: s.FirmId,
      supplierName: s.FirmName,
      buyerName: b.FirmName,
      fromOrder: true,
      batch: 'B-PUB-1',
    });
    // the fixture wrote straight into the tables: its tags are announced as a job's would be
    await t.deps.changes.sweep();
  }, 60_000);
  afterAll(() => t?.close());

  /** Every address's reads count per window on the platform clock: the next window. */
  const nextWindow = () => t.clock.advance(TRACE_PUBLIC_READS.windowMs);
  const read = () => anonymous.ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: line.traceId });

  it('answers a repeated read from the cache, and shows a change to the batch, its rapid test or its certificates at the next read', async () => {
    nextWindow();
    const first = await read();
    expect(first.fD_FoodfirmfillindetailInfo.BatchNumber).toBe('B-PUB-1');
    expect(first.PesticideResidue).toBeNull();
    const hits = t.deps.readCache.stats.hits;
    expect(await read()).toEqual(first);
    expect(t.deps.readCache.stats.hits).toBe(hits + 1);

    // a rapid test recorded through its operation
    await buyer.ok('FD_Foodfirmfillin/SavePesticideTest', { FoodFirmFillInDetailId: line.lineId, Method: '速测卡法（纸片法）', InhibitionRate: 62 });
    expect((await read()).PesticideResidue).toMatchObject({ InhibitionRate: 62, Passed: false });

    // the batch corrected by a writer outside the operations (an import, a script): seen once its tags are announced
    await t.database.db.execute(sql`update fill_in_lines set batch_number = 'B-PUB-2' where id = ${line.lineId}`);
    await t.deps.changes.sweep();
    expect((await read()).fD_FoodfirmfillindetailInfo.BatchNumber).toBe('B-PUB-2');

    // a certificate removed from the line
    await t.database.db.execute(sql`delete from fill_in_line_files where line_id = ${line.lineId}`);
    await t.deps.changes.sweep();
    expect((await read()).FD_FoodfirmfillindtlfileInfos).toEqual([]);

    // the record's order number (shown on the trace) changed
    await t.database.db.execute(sql`update fill_ins set order_no = 'DD-CHANGED' where id = ${line.recordId}`);
    await t.deps.changes.sweep();
    expect((await read()).fD_FoodfirmfillindetailInfo.OrderNo).toBe('DD-CHANGED');
  });

  it('answers most of 3 000 reads from one address with 429 and a Chinese message, and reads again in the next window', async () => {
    nextWindow();
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${t.baseUrl}/v1/Trace/${i % 2 ? 'GetFoodTraceTrailByOrderDetailId' : 'GetTraceByCode'}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(i % 2 ? { OrderDetailId: line.traceId } : { Code: encodeTraceBlob(line.traceId, 2) }),
          }),
        ),
      );
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429 && !refused) refused = a;
        else await a.arrayBuffer();
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(TRACE_PUBLIC_READS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3000 - TRACE_PUBLIC_READS.max);
    const r = refused as unknown as Response;
    expect(r.headers.get('retry-after')).toBe(String(TRACE_PUBLIC_READS.windowMs / 1000));
    expect(await r.json()).toMatchObject({ IsSuccess: false, Message: TRACE_MSG.tooManyTraceReads });
    nextWindow();
    expect((await read()).ProductName).toBeTruthy();
  });
});
