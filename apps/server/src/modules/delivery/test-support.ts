import { sql } from 'drizzle-orm';
import { rowsOf, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';

/** The demo supplier's warehouse and the demo canteen (WGS-84). */
export const WAREHOUSE = { lng: 120.07, lat: 30.3 };
export const CANTEEN = { lng: 120.0987, lat: 30.2903 };

/** Gives the supplier firm its warehouse's coordinates and the buyer firm its canteen's. */
export async function placeFirms(t: TestApp, supplierFirmId: string, buyerFirmId: string): Promise<void> {
  await t.database.db.execute(sql`update firms set longitude = ${WAREHOUSE.lng}, latitude = ${WAREHOUSE.lat} where id = ${supplierFirmId}`);
  await t.database.db.execute(sql`update firms set longitude = ${CANTEEN.lng}, latitude = ${CANTEEN.lat} where id = ${buyerFirmId}`);
}

/** A stock-in record shipped (已发货) by the demo supplier to the buyer: an order bought, confirmed and shipped. */
export async function shippedRecord(t: TestApp, buyer: TestClient, supplier: TestClient, supplierFirmId: string): Promise<string> {
  const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
  const item = items.find(
    (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 20 && (p.MinQuantity ?? 1) <= 2 && (p.QuantityStep ?? 1) <= 1,
  );
  const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
  await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
  await shipOrder(t, supplier, made.Id, t.clock.now().toISOString().slice(0, 10));
  const [r] = await rowsOf(t, sql`select id from fill_ins where order_id = ${made.Id}`);
  return String(r?.id);
}

let plates = 0;
/** A fresh valid plate for a test vehicle. */
export const testPlate = () => `浙A${String(Date.now() % 10000).padStart(4, '0')}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[plates++ % 24]}`;

export interface SimPoint {
  Time: string;
  Longitude: number;
  Latitude: number;
  Temperature: number | null;
  Humidity: number | null;
}

/** n points one `stepMs` apart from `from`, walking from the warehouse to the canteen; `temperature(i)` reads each. */
export function walk(
  from: Date,
  n: number,
  stepMs: number,
  temperature: (i: number) => number | null,
  humidity: (i: number) => number | null = () => 80,
): SimPoint[] {
  return Array.from({ length: n }, (_, i) => {
    const f = n === 1 ? 0 : i / (n - 1);
    return {
      Time: new Date(from.getTime() + i * stepMs).toISOString(),
      Longitude: WAREHOUSE.lng + (CANTEEN.lng - WAREHOUSE.lng) * f,
      Latitude: WAREHOUSE.lat + (CANTEEN.lat - WAREHOUSE.lat) * f,
      Temperature: temperature(i),
      Humidity: humidity(i),
    };
  });
}

/** Sends points as a vehicle terminal does. */
export async function report(t: TestApp, token: string, points: readonly unknown[]) {
  const res = await fetch(`${t.baseUrl}/v1/Telemetry/Report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${token}` },
    body: JSON.stringify({ Points: points }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      IsSuccess: boolean;
      Message: string;
      Data: { Accepted: number; Duplicates: number; Rejected: { Index: number; Message: string }[] };
    },
  };
}

/** A deterministic shuffle (the same order every run). */
export function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export { rowsOf };
