// The production shape of deploy/: nginx balancing two instances of the built server on one
// PostgreSQL and one Redis. Through it, a flash-sale storm sells exactly its units, no answer a
// write replaced is served after the write answered, whichever instance a request reaches, and a
// file uploaded through one instance downloads through the other (each has its own DATA_DIR).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, root, startCluster } from '../bench/cluster.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const READY = !!PG_URL && !!process.env.REDIS_URL && fs.existsSync(NGINX) && fs.existsSync(path.join(root, 'apps/server/dist/main.js'));
const PASSWORD = 'Shanlian#2026';

interface Answer {
  status: number;
  body: { IsSuccess: boolean; Data: unknown; Message: string };
}

async function call(base: string, op: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${base}/v1/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
async function ok<T>(base: string, op: string, body: unknown, token?: string): Promise<T> {
  const r = await call(base, op, body, token);
  if (r.status !== 200) throw new Error(`${op}: ${r.status} ${r.body.Message}`);
  return r.body.Data as T;
}
const login = async (base: string, phone: string) => (await ok<{ Token: string }>(base, 'Account/Login', { MobileNumber: phone, Password: PASSWORD })).Token;

describe.skipIf(!READY)('nginx and two instances (deploy/)', () => {
  let cluster: Cluster;
  let db: pg.Client;
  let base: string;
  let instances: string[];
  const dbUrl = (() => {
    const u = new URL(PG_URL ?? 'postgres://127.0.0.1/test');
    u.pathname = '/shanlian_cluster_e2e';
    return u.toString();
  })();

  beforeAll(async () => {
    // a fresh database each run: the first instance migrates it and seeds the demo market
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query('drop database if exists shanlian_cluster_e2e with (force)');
    await admin.end();
    cluster = await startCluster({
      instances: 2,
      basePort: 4331,
      nginxPort: 4330,
      runtime: 'compiled',
      runDir: path.join(root, '.cluster', 'e2e'),
      env: { DATABASE_URL: dbUrl, REDIS_URL: process.env.REDIS_URL as string, REDIS_PREFIX: `cluster-e2e-${process.pid}-${Date.now()}:`, SEED: 'demo' },
    });
    base = cluster.url;
    instances = cluster.ports.map((p) => `http://127.0.0.1:${p}`);
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const operator = await login(base, '13800000004');
    await ok(base, 'Operator/SaveSettings', { ShelfReviewRequired: false }, operator);
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it('serves no answer a write replaced once the write has answered, through nginx and on each instance', async () => {
    const supplier = await login(base, '13800000002');
    const tree = await ok<{ Name: string; Children: { Id: string }[] }[]>(base, 'Store/GetFoodTypeTree', {});
    // a picture of one of the supplier's own products (a product needs one)
    const me = await ok<{ FirmId: string }>(base, 'Account/GetCurrentUser', {}, supplier);
    const imageId = (
      await db.query('select i.file_id from shelf_item_images i join shelf_items s on s.id = i.shelf_item_id where s.supplier_firm_id = $1 limit 1', [
        me.FirmId,
      ])
    ).rows[0]?.file_id as string;
    const typeId = tree.find((n) => n.Name === '粮油')?.Children[0]?.Id;
    const item = (over: Record<string, unknown>) => ({
      ProductName: '集群缓存测试米',
      FoodTypeId: typeId,
      FoodSpecification: '5kg/袋',
      Unit: '袋',
      FoodBrand: '集群',
      SealNumber: 'JQ-01',
      FoodShelfLife: 365,
      PresentPrice: 30,
      OriginalPrice: 100,
      Stock: 500,
      ImageFileIds: [imageId],
      Introduction: '<p>集群</p>',
      ...over,
    });
    const { Id } = await ok<{ Id: string }>(base, 'SupplierShelf/SaveShelfItem', item({}), supplier);
    const price = async (at: string) => (await ok<{ PresentPrice: number }>(at, 'Store/GetProductDetailById', { Id })).PresentPrice;
    for (let round = 1; round <= 10; round++) {
      await ok(base, 'SupplierShelf/SaveShelfItem', item({ Id, PresentPrice: 30 + round }), supplier);
      // through the balancer (both instances in turn) and on each instance directly, at once
      const seen = await Promise.all([...Array.from({ length: 6 }, () => price(base)), ...instances.map(price)]);
      expect(seen).toEqual(seen.map(() => 30 + round));
    }
  });

  it('downloads through the other instance, and through nginx, a file uploaded through one, each with its own DATA_DIR', async () => {
    const supplier = await login(base, '13800000002');
    const [first, second] = instances as [string, string];
    // a picture (re-encoded on upload) and a PDF certificate kept byte for byte, larger than one 256 KB chunk
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('ModuleType', '6');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '检验报告.pdf');
    const up = await fetch(`${first}/v1/File/Upload`, { method: 'POST', headers: { authorization: `Bearer ${supplier}` }, body: form });
    const uploaded = (await up.json()) as { IsSuccess: boolean; Message: string; Data: { Id: string; FileUrl: string }[] };
    expect(up.status, uploaded.Message).toBe(200);
    const file = uploaded.Data[0] as { Id: string; FileUrl: string };
    for (const at of [second, base]) {
      const whole = await fetch(`${at}${file.FileUrl}`, { headers: { authorization: `Bearer ${supplier}` } });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
      const part = await fetch(`${at}${file.FileUrl}`, { headers: { authorization: `Bearer ${supplier}`, range: 'bytes=262100-262200' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(262100, 262201))).toBe(true);
    }
    // nothing of it in either instance's DATA_DIR: the bytes are in the database
    const row = (await db.query('select store, size from files where id = $1', [file.Id])).rows[0];
    expect(row).toEqual({ store: 'postgres', size: pdf.length });
    for (const port of cluster.ports) {
      const dir = path.join(root, '.cluster', 'e2e', 'data', String(port), 'files');
      const names = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
      expect(names.filter((n) => n.includes(file.Id))).toEqual([]);
    }
    // a seeded store picture, drawn as a thumbnail by the instance that did not seed it
    const picture = (await db.query("select id from files where purpose = 'product' and mime like 'image/%' limit 1")).rows[0]?.id as string;
    const thumb = await fetch(`${second}/v1/File/Download/${picture}?thumb=100`);
    expect(thumb.status).toBe(200);
  });

  it('sells exactly the units of a flash sale stormed through nginx, refusing the rest with 409', async () => {
    const UNITS = 50;
    const ATTEMPTS = 1500;
    const tokens = [await login(base, '13800000001'), await login(base, '13800000005')];
    const [item] = (
      await db.query(
        `select id, price_fen from shelf_items s where listed and stock >= 200 and min_quantity = 1 and quantity_step = 1
           and not exists (select 1 from seckill_details d where d.shelf_item_id = s.id) order by id limit 1`,
      )
    ).rows;
    const offerId = `cluster-e2e-${Date.now()}`;
    await db.query(
      `insert into seckill_details (id, shelf_item_id, start_at, end_at, price_fen, quantity, order_quantity, created_at)
       values ($1, $2, now() - interval '1 minute', now() + interval '1 hour', $3, $4, 0, now())`,
      [offerId, item.id, Math.max(1, Math.floor(item.price_fen / 2)), UNITS],
    );
    const accessLog = path.join(root, '.cluster', 'e2e', 'logs', 'access.log');
    const logBefore = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').length : 0;
    // 50 at a time, as 50 connections would
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < ATTEMPTS) {
          const i = next++;
          const r = await call(base, 'Cart/BuyNow', { FoodSaleShelfId: item.id, CartNumber: 1, SeckillDetailId: offerId }, tokens[i % tokens.length]);
          statuses.push(r.status);
        }
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - UNITS);
    const sold = (await db.query('select order_quantity from seckill_details where id = $1', [offerId])).rows[0];
    const lines = (await db.query('select coalesce(sum(quantity), 0)::int as n from order_lines where seckill_detail_id = $1', [offerId])).rows[0];
    expect([sold.order_quantity, lines.n]).toEqual([UNITS, UNITS]);
    // both instances took part
    const upstreams = new Set(
      fs
        .readFileSync(accessLog, 'utf8')
        .slice(logBefore)
        .split('\n')
        .filter((l) => l.includes('Cart/BuyNow'))
        .map((l) => /upstream=(\S+)/.exec(l)?.[1]),
    );
    expect([...upstreams].sort()).toEqual(cluster.ports.map((p) => `127.0.0.1:${p}`).sort());
  });
});
