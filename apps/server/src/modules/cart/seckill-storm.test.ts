import { MSG } from '@shanlian/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { orderLines, orders } from '../order/order.tables.js';
import { seckillDetails } from '../seckill/seckill.tables.js';
import { insertRunningOffer } from '../seckill/test-support.js';
import { shelfItems } from '../store/store.tables.js';

const ATTEMPTS = 500;
const UNITS = 50;

/**
 * 500 concurrent purchases at a seckill offer of 50 units: on PGlite through one instance,
 * on PostgreSQL through two instances sharing the database and Redis.
 */
describe.each(BACKENDS)('seckill storm on %s', (backend) => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const first = await createTestApp(backend);
    apps.push(first);
    if (backend === 'postgres') apps.push(await createTestApp(backend, first));
  });
  afterAll(async () => {
    for (const a of [...apps].reverse()) await a.close();
  });

  it(`sells exactly ${UNITS} of ${ATTEMPTS} concurrent attempts, and stock agrees with the orders`, async () => {
    const t = apps[0] as TestApp;
    const db = t.database.db;
    const [item] = await db.select().from(shelfItems).where(sql`${shelfItems.stock} >= ${ATTEMPTS} and ${shelfItems.onSale}`).limit(1);
    if (!item) throw new Error('no item with enough stock in the demo data');
    const offerId = await insertRunningOffer(db, t.clock.now(), item, UNITS);

    // buyers of two schools, logged in on every instance
    const clients: TestClient[] = [];
    for (const a of apps) for (const phone of ['13800000001', '13800000005']) for (let k = 0; k < 3; k++) clients.push(await a.client().login(phone));

    const results = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        (clients[i % clients.length] as TestClient).raw('Cart/BuyNow', { FoodSaleShelfId: item.id, CartNumber: 1, SeckillDetailId: offerId }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const soldOut = results.filter((r) => r.status === 409);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(ok).toHaveLength(UNITS);
    expect(soldOut).toHaveLength(ATTEMPTS - UNITS);
    for (const r of soldOut) expect(r.body.Message).toContain(MSG.seckillSoldOut);

    const [offer] = await db.select().from(seckillDetails).where(eq(seckillDetails.id, offerId));
    const [after] = await db.select().from(shelfItems).where(eq(shelfItems.id, item.id));
    const [lines] = await db
      .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.seckillDetailId, offerId));
    expect(offer?.orderQuantity).toBe(UNITS);
    expect(Number(lines?.n)).toBe(UNITS);
    expect(after?.stock).toBe(item.stock - UNITS);
    expect(after?.soldCount).toBe(item.soldCount + UNITS);
    const detail = await t.client().ok('Store/GetProductDetailById', { Id: item.id });
    expect(detail.b2B_FoodsaleshelfseckilldetailInfos.find((o: { Id: string }) => o.Id === offerId).SoldPercent).toBe(100);
  }, 120_000);

  it('makes one order, not two, when the same submission reaches both instances at once', async () => {
    const [a, b] = [apps[0] as TestApp, apps[1] ?? (apps[0] as TestApp)];
    const db = a.database.db;
    const [item] = await db.select().from(shelfItems).where(sql`${shelfItems.stock} >= 10 and ${shelfItems.onSale}`).limit(1);
    const key = `dup-${Math.random()}`;
    const [c1, c2] = [await a.client().login('13800000001'), await b.client().login('13800000001')];
    const body = { FoodSaleShelfId: item?.id as string, CartNumber: 1 };
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const results = await Promise.all([
      c1.raw('Cart/BuyNow', body, { headers: { 'idempotency-key': key } }),
      c2.raw('Cart/BuyNow', body, { headers: { 'idempotency-key': key } }),
    ]);
    // one runs, the other waits on the key and answers the same order
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]?.body.Data).toEqual(results[1]?.body.Data);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after?.n).toBe((before?.n ?? 0) + 1);
  });

  it('shares the one-SMS-per-60-s limit across instances', async () => {
    if (apps.length < 2) return;
    const [a, b] = apps as [TestApp, TestApp];
    const send = async (t: TestApp, phone: string) => {
      const c = t.client();
      const serial = `s-${Math.random()}`;
      await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
      const text = await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
      return c.call('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial });
    };
    const phone = '13911112222';
    const [r1, r2] = await Promise.all([send(a, phone), send(b, phone)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 429]);
  });
});
