/**
 * The nutrition reference files as typed data (issue 10 §5): the server reads the files of its
 * data folder and hands their text here. Pure and browser-safe (no file access); a bad or
 * incomplete file throws an Error naming the row, so a wrong file fails at start, not in a report.
 */
import {
  FOOD_GROUPS,
  type FoodGroup,
  MENU_RULES,
  type MenuRule,
  type NutrientKey,
  type NutritionStandard,
  type StandardValue,
  type ValueStatus,
} from './nutrition.js';
import { AGE_GROUPS, type AgeGroup, type MealGender, type MealPackageType, PACKAGE_TYPES } from './planning.js';

/**
 * RFC 4180 CSV: the first row names the columns; fields may be quoted ("a,b", "say ""x"""),
 * line ends LF or CRLF, a leading byte-order mark is ignored, blank lines are skipped.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (!(row.length === 1 && row[0] === '')) records.push(row);
    row = [];
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else if (c === '\r' && src[i + 1] === '\n') {
      endRow();
      i++;
    } else field += c;
    i++;
  }
  if (quoted) throw new Error(`CSV: unterminated quoted field in row ${records.length + 1}`);
  if (field !== '' || row.length > 0) endRow();
  const [header, ...rest] = records;
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return rest.map((cells, n) => {
    if (cells.length !== names.length) {
      throw new Error(`CSV row ${n + 2}: ${cells.length} fields, expected ${names.length} (${cells.join(',')})`);
    }
    const out: Record<string, string> = {};
    names.forEach((name, k) => {
      out[name] = (cells[k] ?? '').trim();
    });
    return out;
  });
}

/** The rows of a file with the named columns, each present (a missing column throws, naming the file). */
function withColumns<K extends string>(text: string, names: readonly K[], file: string): Record<K, string>[] {
  const rows = parseCsv(text);
  const header =
    text
      .replace(/^\ufeff/, '')
      .split(/\r?\n/, 1)[0]
      ?.split(',')
      .map((h) => h.trim()) ?? [];
  const absent = names.filter((n) => !header.includes(n));
  if (absent.length > 0) throw new Error(`${file}: missing columns ${absent.join(', ')}`);
  return rows.map((r) => {
    const out = {} as Record<K, string>;
    for (const n of names) out[n] = r[n] ?? '';
    return out;
  });
}
const STD_COLUMNS = ['table', 'item', 'package_type', 'age_group', 'gender', 'min', 'max', 'unit', 'status', 'source', 'note'] as const;
type StdRow = Record<(typeof STD_COLUMNS)[number], string>;
const CLASS_COLUMNS = ['code', 'group', 'dark_vegetable', 'liver', 'basis'] as const;
const COMPOSITION_COLUMNS = [
  'code',
  'name',
  'edible_pct',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbohydrate_g',
  'insoluble_fibre_g',
  'calcium_mg',
  'iron_mg',
  'vitamin_a_ugrae',
  'vitamin_c_mg',
  'sodium_mg',
  'source',
] as const;
type CompositionColumn = (typeof COMPOSITION_COLUMNS)[number];

const STATUSES: readonly ValueStatus[] = ['verified', 'secondary', 'unverified', 'project'];
/** Table 1 items of the data file → the analysis's nutrient keys (items without a key are kept out). */
const DAILY_ITEMS: Record<string, NutrientKey> = {
  energy_kcal: 'EnergyKcal',
  protein_g: 'ProteinG',
  calcium_mg: 'CalciumMg',
  iron_mg: 'IronMg',
  vitamin_a_ugrae: 'VitaminAUgRae',
  vitamin_c_mg: 'VitaminCMg',
  fibre_g: 'FibreG',
  fat_g: 'FatG',
  carbohydrate_g: 'CarbohydrateG',
  sodium_mg: 'SodiumMg',
};
const DAILY_KNOWN = new Set([...Object.keys(DAILY_ITEMS), 'zinc_mg', 'vitamin_b1_mg', 'vitamin_b2_mg']);

function rowLabel(n: number, r: StdRow): string {
  return `wst554 row ${n + 2} (${r.table},${r.item},${r.package_type},${r.age_group},${r.gender})`;
}

function num(text: string, what: string, where: string): number | null {
  if (text === '') return null;
  const v = Number(text);
  if (!Number.isFinite(v)) throw new Error(`${where}: ${what} "${text}" is not a number`);
  return v;
}

function bandOf(r: StdRow, where: string): StandardValue {
  const min = num(r.min, 'min', where);
  const max = num(r.max, 'max', where);
  if (min === null && max === null) throw new Error(`${where}: neither min nor max`);
  if (min !== null && max !== null && min > max) throw new Error(`${where}: min ${min} > max ${max}`);
  const status = r.status as ValueStatus;
  if (!STATUSES.includes(status)) throw new Error(`${where}: unknown status "${r.status}"`);
  if (!r.source) throw new Error(`${where}: no source`);
  return { min, max, status, source: r.source };
}

function intIn<T extends number>(text: string, allowed: readonly T[], what: string, where: string): T {
  const v = Number(text);
  if (text === '' || !allowed.includes(v as T)) throw new Error(`${where}: ${what} "${text}" is not one of ${allowed.join('/')}`);
  return v as T;
}

const GENDERS: readonly MealGender[] = [1, 2];
const byAge = <V>(make: () => V): Record<AgeGroup, V> => ({ 1: make(), 2: make(), 3: make(), 4: make() });
const byType = <V>(make: () => V): Record<MealPackageType, V> => ({ 1: make(), 2: make(), 3: make() });

/** Builds the standard from wst554-2017.csv; throws naming the row on a bad row or a missing required value. */
export function standardFromCsv(text: string): NutritionStandard {
  const rows = withColumns(text, STD_COLUMNS, 'wst554');
  const daily = byAge(() => ({ 1: {}, 2: {} }) as NutritionStandard['daily'][AgeGroup]);
  const energyPct: Partial<NutritionStandard['energyPct']> = {};
  const tolerancePct: Partial<NutritionStandard['tolerancePct']> = {};
  const mealSharePct: Partial<NutritionStandard['mealSharePct']> = {};
  const mealFood = byType(() => byAge(() => ({}) as Partial<Record<FoodGroup, StandardValue>>));
  const dailyFood = byAge(() => ({}) as Partial<Record<FoodGroup, StandardValue>>);
  const sodiumDaily: Partial<NutritionStandard['sodiumDaily']> = {};
  const menuRules: Partial<NutritionStandard['menuRules']> = {};
  const group = (item: string, where: string): FoodGroup => {
    if (!(FOOD_GROUPS as readonly string[]).includes(item)) throw new Error(`${where}: unknown food group "${item}"`);
    return item as FoodGroup;
  };
  const once = <K extends string | number>(target: Partial<Record<K, StandardValue>>, key: K, v: StandardValue, where: string) => {
    if (target[key]) throw new Error(`${where}: duplicate value`);
    target[key] = v;
  };

  rows.forEach((r, n) => {
    const where = rowLabel(n, r);
    const v = bandOf(r, where);
    switch (r.table) {
      case 'daily': {
        if (!DAILY_KNOWN.has(r.item)) throw new Error(`${where}: unknown item "${r.item}"`);
        const age = intIn(r.age_group, AGE_GROUPS, 'age_group', where);
        const gender = intIn(r.gender, GENDERS, 'gender', where);
        const key = DAILY_ITEMS[r.item];
        if (key) once(daily[age][gender], key, v, where);
        break;
      }
      case 'energy_pct':
        if (r.item !== 'fat' && r.item !== 'carbohydrate') throw new Error(`${where}: unknown item "${r.item}"`);
        once(energyPct, r.item, v, where);
        break;
      case 'tolerance_pct':
        if (r.item !== 'energy' && r.item !== 'protein' && r.item !== 'other') throw new Error(`${where}: unknown item "${r.item}"`);
        once(tolerancePct, r.item, v, where);
        break;
      case 'meal_share_pct':
        once(mealSharePct, intIn(r.package_type, PACKAGE_TYPES, 'package_type', where), v, where);
        break;
      case 'meal_food': {
        const t = intIn(r.package_type, PACKAGE_TYPES, 'package_type', where);
        const age = intIn(r.age_group, AGE_GROUPS, 'age_group', where);
        once(mealFood[t][age], group(r.item, where), v, where);
        break;
      }
      case 'daily_food':
        once(dailyFood[intIn(r.age_group, AGE_GROUPS, 'age_group', where)], group(r.item, where), v, where);
        break;
      case 'sodium_daily':
        if (v.max === null) throw new Error(`${where}: sodium needs a max`);
        once(sodiumDaily, intIn(r.age_group, AGE_GROUPS, 'age_group', where), v, where);
        break;
      case 'menu_rule':
        if (!(MENU_RULES as readonly string[]).includes(r.item)) throw new Error(`${where}: unknown menu rule "${r.item}"`);
        once(menuRules, r.item as MenuRule, v, where);
        break;
      default:
        throw new Error(`${where}: unknown table "${r.table}"`);
    }
  });

  const missing: string[] = [];
  for (const age of AGE_GROUPS) {
    for (const g of GENDERS) {
      for (const key of ['EnergyKcal', 'ProteinG'] as const) {
        if (daily[age][g][key]?.min == null) missing.push(`daily ${key} age ${age} gender ${g}`);
      }
    }
    if (!sodiumDaily[age]) missing.push(`sodium_daily age ${age}`);
  }
  for (const k of ['energy', 'protein', 'other'] as const) if (!tolerancePct[k]) missing.push(`tolerance_pct ${k}`);
  for (const k of ['fat', 'carbohydrate'] as const) if (!energyPct[k]) missing.push(`energy_pct ${k}`);
  for (const t of PACKAGE_TYPES) if (!mealSharePct[t]) missing.push(`meal_share_pct ${t}`);
  for (const m of MENU_RULES) if (!menuRules[m]) missing.push(`menu_rule ${m}`);
  if (missing.length > 0) throw new Error(`wst554: missing required values: ${missing.join('; ')}`);

  return {
    name: 'WS/T 554-2017',
    daily,
    energyPct: energyPct as NutritionStandard['energyPct'],
    tolerancePct: tolerancePct as NutritionStandard['tolerancePct'],
    mealSharePct: mealSharePct as NutritionStandard['mealSharePct'],
    mealFood,
    dailyFood,
    sodiumDaily: sodiumDaily as NutritionStandard['sodiumDaily'],
    menuRules: menuRules as NutritionStandard['menuRules'],
  };
}

/** One food of the composition table with its class, values per 100 g edible portion (null = not measured). */
export interface CompositionRow {
  code: string;
  name: string;
  ediblePct: number;
  energyKcal: number | null;
  proteinG: number | null;
  fatG: number | null;
  carbohydrateG: number | null;
  /** the book's insoluble fibre */
  fibreG: number | null;
  calciumMg: number | null;
  ironMg: number | null;
  vitaminAUgRae: number | null;
  vitaminCMg: number | null;
  sodiumMg: number | null;
  source: string;
  group: FoodGroup;
  darkVegetable: boolean;
  liver: boolean;
  /** the book's food group as printed (谷类及其制品-小麦); empty for rows without one */
  category: string;
  /** false: the values are 参考值 (reference data README §3), with the reason in verifyNote */
  verified: boolean;
  verifyNote: string;
}

const flag = (text: string, what: string, where: string): boolean => {
  if (text === '1') return true;
  if (text === '0' || text === '') return false;
  throw new Error(`${where}: ${what} "${text}" is not 0 or 1`);
};

/** Joins food-composition.csv with food-classes.csv; throws when a code has no class or a value is bad. */
export function compositionFromCsv(compositionText: string, classesText: string): CompositionRow[] {
  const classes = new Map<string, { group: FoodGroup; darkVegetable: boolean; liver: boolean }>();
  withColumns(classesText, CLASS_COLUMNS, 'food-classes').forEach((r, n) => {
    const where = `food-classes row ${n + 2} (${r.code})`;
    if (!r.code) throw new Error(`${where}: no code`);
    if (classes.has(r.code)) throw new Error(`${where}: duplicate code`);
    if (!(FOOD_GROUPS as readonly string[]).includes(r.group)) throw new Error(`${where}: unknown group "${r.group}"`);
    classes.set(r.code, {
      group: r.group as FoodGroup,
      darkVegetable: flag(r.dark_vegetable, 'dark_vegetable', where),
      liver: flag(r.liver, 'liver', where),
    });
  });
  const seen = new Set<string>();
  return withColumns(compositionText, COMPOSITION_COLUMNS, 'food-composition').map((r, n) => {
    const where = `food-composition row ${n + 2} (${r.code} ${r.name})`;
    if (!r.code || !r.name) throw new Error(`${where}: no code or name`);
    if (seen.has(r.code)) throw new Error(`${where}: duplicate code`);
    seen.add(r.code);
    const cls = classes.get(r.code);
    if (!cls) throw new Error(`${where}: no row in food-classes`);
    const value = (column: CompositionColumn): number | null => {
      const v = num(r[column], column, where);
      if (v !== null && v < 0) throw new Error(`${where}: ${column} is negative`);
      return v;
    };
    const ediblePct = value('edible_pct');
    if (ediblePct === null || ediblePct <= 0 || ediblePct > 100) throw new Error(`${where}: edible_pct must be 1–100`);
    if (!r.source) throw new Error(`${where}: no source`);
    return {
      code: r.code,
      name: r.name,
      ediblePct,
      energyKcal: value('energy_kcal'),
      proteinG: value('protein_g'),
      fatG: value('fat_g'),
      carbohydrateG: value('carbohydrate_g'),
      fibreG: value('insoluble_fibre_g'),
      calciumMg: value('calcium_mg'),
      ironMg: value('iron_mg'),
      vitaminAUgRae: value('vitamin_a_ugrae'),
      vitaminCMg: value('vitamin_c_mg'),
      sodiumMg: value('sodium_mg'),
      source: r.source,
      ...cls,
      category: '',
      // the hand-checked rows: energy checked against the Atwater sum, 14 rows against the book's pages
      verified: true,
      verifyNote: '',
    };
  });
}

const GENERAL_COLUMNS = [
  'code',
  'name',
  'group',
  'edible_pct',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbohydrate_g',
  'fibre_g',
  'calcium_mg',
  'iron_mg',
  'vitamin_a_ugrae',
  'vitamin_c_mg',
  'sodium_mg',
  'extractions',
  'fields_where_extractions_differ',
  'energy_vs_atwater_pct',
] as const;
type GeneralColumn = (typeof GENERAL_COLUMNS)[number];
/** The columns the analysis reads: a disagreement of the two extractions in one of them makes the row 参考值. */
const ANALYSED_COLUMNS: Record<string, string> = {
  edible_pct: '可食部',
  energy_kcal: '能量',
  protein_g: '蛋白质',
  fat_g: '脂肪',
  carbohydrate_g: '碳水化合物',
  fibre_g: '膳食纤维',
  calcium_mg: '钙',
  iron_mg: '铁',
  vitamin_a_ugrae: '维生素A',
  vitamin_c_mg: '维生素C',
  sodium_mg: '钠',
};
/** The energy check beyond which a row is 参考值 (reference data README §3). */
export const ENERGY_CHECK_MAX_PCT = 10;
/**
 * The book's category (first two digits of the code) → the food group of the per-meal amounts
 * table, as food-classes.csv's basis states it; 13 (infant foods) and 21 (others) are "other".
 */
const GROUP_OF_CATEGORY: Record<string, FoodGroup> = {
  '01': 'grain',
  '02': 'grain',
  '03': 'soy',
  '04': 'vegetable',
  '05': 'vegetable',
  '06': 'fruit',
  '07': 'soy',
  '08': 'meat',
  '09': 'meat',
  '10': 'dairy',
  '11': 'egg',
  '12': 'fish',
  '19': 'oil',
};

/** The columns that make a row's energy and macronutrients, which decide whether an analysis may use it as verified. */
const CORE_COLUMNS = new Set(['edible_pct', 'energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g']);

/**
 * Whether a row of cfct6-general.csv may be shown as verified, and why not (reference data README
 * §3: a value is verified only where both readings agree and the energy check is within 10 %).
 * The row is verified when both extractions read it, they agree on its edible part, energy,
 * protein, fat and carbohydrate, and the energy check holds; a disagreement on another analysed
 * column (iron, sodium …) leaves the row verified and names that value as 参考值 in the note.
 * Pure, so the rule is tested on its own.
 */
export function generalVerification(r: { extractions: string; fields_where_extractions_differ: string; energy_vs_atwater_pct: string }): {
  verified: boolean;
  note: string;
} {
  const reasons: string[] = [];
  if (r.extractions !== 'both') reasons.push('仅一次识别');
  const differ = r.fields_where_extractions_differ
    .split(/[;；]/)
    .map((f) => f.trim())
    .filter((f) => f in ANALYSED_COLUMNS);
  const core = differ.filter((f) => CORE_COLUMNS.has(f));
  const other = differ.filter((f) => !CORE_COLUMNS.has(f));
  if (core.length > 0) reasons.push(`两次识别不一致（${core.map((f) => ANALYSED_COLUMNS[f]).join('、')}）`);
  const check = r.energy_vs_atwater_pct === '' ? null : Number(r.energy_vs_atwater_pct);
  if (check === null || !Number.isFinite(check)) reasons.push('能量校验无法计算');
  else if (check > ENERGY_CHECK_MAX_PCT) reasons.push(`能量校验偏差 ${check}%`);
  const notes = [...reasons];
  if (other.length > 0) notes.push(`${other.map((f) => ANALYSED_COLUMNS[f]).join('、')}两次识别不一致，为参考值`);
  return { verified: reasons.length === 0, note: notes.join('；') };
}

/**
 * The general table of 中国食物成分表 第6版 (cfct6-general.csv): food group by the code's category,
 * dark vegetables and livers from food-classes.csv where it has the code (otherwise liver by the
 * name, dark vegetables none), each row verified or 参考值 by generalVerification.
 */
export function generalCompositionFromCsv(generalText: string, classesText: string): CompositionRow[] {
  const classes = new Map(withColumns(classesText, CLASS_COLUMNS, 'food-classes').map((r) => [r.code, r]));
  const seen = new Set<string>();
  return withColumns(generalText, GENERAL_COLUMNS, 'cfct6-general').map((r, n) => {
    const where = `cfct6-general row ${n + 2} (${r.code} ${r.name})`;
    if (!r.code || !r.name) throw new Error(`${where}: no code or name`);
    if (seen.has(r.code)) throw new Error(`${where}: duplicate code`);
    seen.add(r.code);
    // a misread cell (negative, not a number) is kept out as not measured, and makes the row 参考值
    const misread: string[] = [];
    const value = (column: GeneralColumn): number | null => {
      const v = r[column] === '' ? null : Number(r[column]);
      if (v === null) return null;
      if (!Number.isFinite(v) || v < 0) {
        misread.push(ANALYSED_COLUMNS[column] ?? column);
        return null;
      }
      return v;
    };
    const printedEdible = value('edible_pct');
    if (printedEdible !== null && (printedEdible <= 0 || printedEdible > 100)) throw new Error(`${where}: edible_pct must be 1–100`);
    // a few rows print no edible part: counted whole, and 参考值 for it
    const ediblePct = printedEdible ?? 100;
    const cls = classes.get(r.code);
    const group = (cls?.group as FoodGroup | undefined) ?? GROUP_OF_CATEGORY[r.code.slice(0, 2)] ?? 'other';
    // every value is read before the row is judged, so that a misread one makes it 参考值
    const values = {
      energyKcal: value('energy_kcal'),
      proteinG: value('protein_g'),
      fatG: value('fat_g'),
      carbohydrateG: value('carbohydrate_g'),
      fibreG: value('fibre_g'),
      calciumMg: value('calcium_mg'),
      ironMg: value('iron_mg'),
      vitaminAUgRae: value('vitamin_a_ugrae'),
      vitaminCMg: value('vitamin_c_mg'),
      sodiumMg: value('sodium_mg'),
    };
    const check = generalVerification(r);
    const verified = check.verified && printedEdible !== null && misread.length === 0;
    const note = [check.note, printedEdible === null ? '可食部未注明，按100%计' : '', misread.length ? `数值有误未采用（${misread.join('、')}）` : '']
      .filter(Boolean)
      .join('；');
    return {
      code: r.code,
      name: r.name,
      ediblePct,
      ...values,
      source: 'CFCT6-general',
      group,
      darkVegetable: cls ? cls.dark_vegetable === '1' : false,
      liver: cls ? cls.liver === '1' : group === 'meat' && r.name.includes('肝'),
      category: r.group,
      verified,
      verifyNote: note,
    };
  });
}

/**
 * The whole table: the general rows, with the hand-checked rows winning where both have the code
 * (they keep the book's category of the general row).
 */
export function mergeCompositions(general: CompositionRow[], checked: CompositionRow[]): CompositionRow[] {
  const byCode = new Map(general.map((r) => [r.code, r]));
  for (const c of checked) byCode.set(c.code, { ...c, category: byCode.get(c.code)?.category ?? c.category });
  return [...byCode.values()];
}

/** The names a composition entry answers to: the name without its brackets, then each alias in them. */
export function compositionNames(name: string): string[] {
  const aliases: string[] = [];
  // [ ] hold other names of the food, ( ) the book's qualifiers (鲜, 代表值), which are not names
  const core = name
    .replace(/[[【]([^\]】]*)[\]】]/g, (_, inner: string) => {
      aliases.push(...inner.split(/[,，、]/));
      return '';
    })
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/\s+/g, '');
  return [core, ...aliases.map((a) => a.trim())].filter((n) => n.length > 0);
}

function longestCommonRun(a: string, b: string): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] as number;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if ((prev[j] as number) > best) best = prev[j] as number;
      diag = up;
    }
  }
  return best;
}

/** Words of a product name that say nothing about the food (a grade, freshness, a pack). */
const NOISE = /(新鲜|鲜活|精品|优质|特级|一级|散装|冷冻|冷鲜|冰鲜|有机|农家|食堂|学生|\d+(\.\d+)?\s*(g|kg|克|千克|斤|公斤|ml|l|升|毫升|袋|盒|箱|包|瓶|桶))/gi;

/**
 * The composition entries that best match a product's or ingredient's name, best first (at most
 * `limit`): each entry scores by the longest run of characters it shares with the name, squared,
 * over the lengths of both (加州鲈鱼 → 鲈鱼 scores 0.5, 海鲈鱼 0.33); a run shorter than two
 * characters does not count unless it is the whole entry. Ties go to verified rows, then to the
 * hand-checked ones, then to the shorter name. A suggestion only: the supplier confirms it.
 */
export function suggestCompositions(productName: string, rows: readonly CompositionRow[], limit = 5): { row: CompositionRow; score: number }[] {
  const wanted = productName.replace(NOISE, '').replace(/\s+/g, '');
  if (wanted.length === 0) return [];
  const scored: { row: CompositionRow; score: number }[] = [];
  for (const row of rows) {
    let score = 0;
    for (const n of compositionNames(row.name)) {
      const run = longestCommonRun(wanted, n);
      if (run < 2 && !(run === 1 && n.length === 1)) continue;
      score = Math.max(score, (run * run) / (wanted.length * n.length));
    }
    if (score > 0) scored.push({ row, score: Math.round(score * 1000) / 1000 });
  }
  const checked = (r: CompositionRow) => (r.source.startsWith('CFCT6-general') ? 1 : 0);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      Number(b.row.verified) - Number(a.row.verified) ||
      checked(a.row) - checked(b.row) ||
      a.row.name.length - b.row.name.length ||
      a.row.code.localeCompare(b.row.code),
  );
  return scored.slice(0, limit);
}
