import { count, eq } from 'drizzle-orm';
import { firms } from '../modules/firm/firm.tables.js';
import { foodTypes, shelfItems } from '../modules/store/store.tables.js';
import type { Deps } from '../platform/context.js';
import type { Db } from '../platform/db.js';
import { PRODUCTS, type SeedProduct, SUPPLIERS } from './catalogue-data.js';
import { Rng } from './rng.js';
import { insertProducts } from './seed.js';

/**
 * Adds generated shelf items (variations of the demo catalogue: origins and grades on the
 * names, prices within ±30 %) until the catalogue holds `target` items. For benchmarks.
 */
export async function growCatalogue(db: Db, deps: Deps, target: number, log: (m: string) => void = () => {}): Promise<void> {
  const [have] = await db.select({ n: count() }).from(shelfItems);
  const missing = target - (have?.n ?? 0);
  if (missing > 0) {
    const types = await db.select().from(foodTypes);
    const typeIdByCode = new Map(types.map((t) => [t.code, t.id]));
    const supplierRows = await db.select().from(firms).where(eq(firms.type, 'supplier'));
    const byName = new Map(SUPPLIERS.map((s) => [s.name, s.typeCodes]));
    const supplierIds = supplierRows.map((s) => ({ id: s.id, typeCodes: byName.get(s.name) ?? [] }));
    // Generated items reuse the demo images of their food type.
    const covers = new Map<string, string>();
    for (const row of await db.select({ code: shelfItems.foodTypeCode, cover: shelfItems.coverFileId }).from(shelfItems)) {
      if (row.cover && !covers.has(row.code)) covers.set(row.code, row.cover);
    }
    const rng = new Rng(target);
    const origins = ['东北', '五常', '山东', '寿光', '云南', '新疆', '浙江', '江苏', '湖北', '四川', '福建', '河南', '内蒙古', '海南', '广西'];
    const grades = ['精选', '特级', '一级', '有机', '绿色', '优选', '鲜采', '家常', '学校专供', '团餐装'];
    const batchSize = 5000;
    for (let done = 0; done < missing; done += batchSize) {
      const batch: SeedProduct[] = [];
      for (let i = 0; i < Math.min(batchSize, missing - done); i++) {
        const base = rng.pick(PRODUCTS);
        const factor = rng.int(80, 130) / 100;
        const price = Math.max(0.5, Math.round(base.priceYuan * factor * 100) / 100);
        batch.push({
          ...base,
          name: `${rng.pick(origins)}${rng.pick(grades)}${base.name}`,
          priceYuan: price,
          originalPriceYuan: Math.max(price, Math.round(base.originalPriceYuan * factor * 100) / 100),
        });
      }
      await db.transaction((tx) =>
        insertProducts(tx, deps, batch, {
          typeIdByCode,
          supplierIds,
          rng,
          now: new Date(),
          withImages: false,
          coverFor: (p) => covers.get(p.typeCode) ?? null,
        }),
      );
      log(`products: ${(have?.n ?? 0) + done + batch.length}/${target}`);
    }
  }
}
