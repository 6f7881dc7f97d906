import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_MS, purgeIdempotencyKeys } from './idempotency.js';
import { idempotencyKeys } from './platform.tables.js';

/**
 * The registrar's Idempotency-Key, on a write that would otherwise change something twice:
 * adding one unit to the cart. Each operation's own tests check that it makes one record.
 */
describe.each(BACKENDS)('idempotency keys on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let itemId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 30 } });
    itemId = items.find((p: { Stock: number; MinQuantity: number; QuantityStep: number }) => p.Stock > 100 && p.MinQuantity === 1 && p.QuantityStep === 1).Id;
  });
  afterAll(() => t?.close());

  // biome-ignore lint/suspicious/noExplicitAny: the envelope's Data, read as the test needs it
  type Answer = { status: number; body: { Data: any; Message: string; IsSuccess: boolean }; headers: Headers };
  const add = (c: TestClient, key?: string): Promise<Answer> =>
    c.raw(
      'Cart/AddToShoppingCart',
      { B2B_ShoppingcartInfo: { FoodSaleShelfId: itemId, CartNumber: 1 } },
      key ? { headers: { 'idempotency-key': key } } : {},
    ) as Promise<Answer>;

  it('answers a repeated key with the first result and changes nothing more', async () => {
    const key = `k-${Math.random()}`;
    const first = await add(buyer, key);
    const second = await add(buyer, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.Data).toEqual(first.body.Data);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // a new key is a new intent: one more unit
    const third = await add(buyer, `k-${Math.random()}`);
    expect(third.body.Data.CartNumber).toBe(first.body.Data.CartNumber + 1);
  });

  it('runs once when the same key arrives several times at once', async () => {
    const key = `k-${Math.random()}`;
    const before = (await add(buyer)).body.Data.CartNumber as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(buyer, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.Data.CartNumber))).toEqual(new Set([before + 1]));
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
  });

  it('keeps keys per user: another user with the same key is not answered with the first user’s result', async () => {
    const key = `k-${Math.random()}`;
    const other = await t.client().login('13800000005');
    const mine = await add(buyer, key);
    const theirs = await add(other, key);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.Data.Id).not.toBe(mine.body.Data.Id);
  });

  it('refuses a key used for another operation, and an overlong key', async () => {
    const key = `k-${Math.random()}`;
    await add(buyer, key);
    const other = await buyer.raw('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: itemId } }, { headers: { 'idempotency-key': key } });
    expect(other.status).toBe(409);
    expect(other.body.Message).toBe('该 Idempotency-Key 已用于其他操作');
    const long = await add(buyer, 'x'.repeat(IDEMPOTENCY_KEY_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.IsSuccess).toBe(false);
  });

  it('frees the key when the first attempt failed, so a corrected retry runs', async () => {
    const key = `k-${Math.random()}`;
    const bad = await buyer.raw(
      'Cart/AddToShoppingCart',
      { B2B_ShoppingcartInfo: { FoodSaleShelfId: 'no-such-item', CartNumber: 1 } },
      { headers: { 'idempotency-key': key } },
    );
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const good = await add(buyer, key);
    expect(good.status).toBe(200);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('forgets keys after a day', async () => {
    const key = `k-${Math.random()}`;
    await add(buyer, key);
    const db = t.database.db;
    const later = new Date(t.clock.now().getTime() + IDEMPOTENCY_KEY_TTL_MS + 60_000);
    expect(await purgeIdempotencyKeys(db, later)).toBeGreaterThan(0);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});
