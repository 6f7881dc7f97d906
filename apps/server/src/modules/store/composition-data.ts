import fs from 'node:fs';
import { type CompositionRow, compositionFromCsv, generalCompositionFromCsv, mergeCompositions } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { forgetCompositions } from './composition.service.js';
import { foodCompositions } from './store.tables.js';

/**
 * The food composition reference data (中国食物成分表 标准版 第6版 and USDA rows, with the
 * project's food-group classes) as kept in the server's data folder. Read from files, never
 * retyped in code; the same path works from the sources and from the compiled server.
 */
const dataFile = (name: string): URL => new URL(`../../../data/nutrition/${name}`, import.meta.url);

export function readNutritionFile(name: string): string {
  return fs.readFileSync(dataFile(name), 'utf8');
}

/** The general table of 中国食物成分表 第6版 with the hand-checked rows winning where both have a code. */
export function compositionRows(): CompositionRow[] {
  const classes = readNutritionFile('food-classes.csv');
  return mergeCompositions(
    generalCompositionFromCsv(readNutritionFile('cfct6-general.csv'), classes),
    compositionFromCsv(readNutritionFile('food-composition.csv'), classes),
  );
}

/** Rows per INSERT: 20 columns each stays far below PostgreSQL's 65 535 parameters of one statement. */
const CHUNK = 500;

/**
 * Writes the rows of the reference files that are new or differ into food_compositions (insert or
 * update by code), in one transaction, and answers how many. Runs at every start, so a corrected
 * data file applies; rows no longer in the file stay (products may still name them). An unchanged
 * table costs one read (about 1 850 rows) beside parsing the files.
 */
export async function loadFoodCompositions(db: Db): Promise<number> {
  const rows = compositionRows();
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({
    code: r.code,
    name: r.name,
    ediblePct: r.ediblePct,
    energyKcal: r.energyKcal,
    proteinG: r.proteinG,
    fatG: r.fatG,
    carbohydrateG: r.carbohydrateG,
    fibreG: r.fibreG,
    calciumMg: r.calciumMg,
    ironMg: r.ironMg,
    vitaminAUgRae: r.vitaminAUgRae,
    vitaminCMg: r.vitaminCMg,
    sodiumMg: r.sodiumMg,
    source: r.source,
    foodGroup: r.group,
    darkVegetable: r.darkVegetable,
    liver: r.liver,
    category: r.category,
    verified: r.verified,
    verifyNote: r.verifyNote,
  }));
  // a start whose files match the table writes nothing: only new or changed rows are upserted
  const stored = new Map((await db.select().from(foodCompositions)).map((r) => [r.code, r]));
  const changed = values.filter((v) => {
    const old = stored.get(v.code);
    return !old || (Object.keys(v) as (keyof typeof v)[]).some((k) => old[k] !== v[k]);
  });
  if (changed.length === 0) return 0;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += CHUNK) {
      await tx
        .insert(foodCompositions)
        .values(changed.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: foodCompositions.code,
          set: {
            name: excluded('name'),
            ediblePct: excluded('edible_pct'),
            energyKcal: excluded('energy_kcal'),
            proteinG: excluded('protein_g'),
            fatG: excluded('fat_g'),
            carbohydrateG: excluded('carbohydrate_g'),
            fibreG: excluded('fibre_g'),
            calciumMg: excluded('calcium_mg'),
            ironMg: excluded('iron_mg'),
            vitaminAUgRae: excluded('vitamin_a_ugrae'),
            vitaminCMg: excluded('vitamin_c_mg'),
            sodiumMg: excluded('sodium_mg'),
            source: excluded('source'),
            foodGroup: excluded('food_group'),
            darkVegetable: excluded('dark_vegetable'),
            liver: excluded('liver'),
            category: excluded('category'),
            verified: excluded('verified'),
            verifyNote: excluded('verify_note'),
          },
        });
    }
  });
  forgetCompositions();
  return changed.length;
}
