import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyseWeek, isReferenceOnly, type NutritionStandard } from './nutrition.js';
import {
  type CompositionRow,
  compositionFromCsv,
  compositionNames,
  generalCompositionFromCsv,
  generalVerification,
  mergeCompositions,
  parseCsv,
  standardFromCsv,
  suggestCompositions,
} from './nutrition-data.js';

const dir = new URL('../../../../apps/server/data/nutrition/', import.meta.url);
const read = (name: string) => fs.readFileSync(new URL(name, dir), 'utf8');
const compositionText = read('food-composition.csv');
const classesText = read('food-classes.csv');
const standardText = read('wst554-2017.csv');

describe('parseCsv', () => {
  it('reads quoted fields with commas and quotes, CRLF and a byte-order mark', () => {
    const rows = parseCsv('\ufeffa,b,c\r\n"x, y","say ""hi""",圆白菜，卷心菜\r\n\r\n1,,3');
    expect(rows).toEqual([
      { a: 'x, y', b: 'say "hi"', c: '圆白菜，卷心菜' },
      { a: '1', b: '', c: '3' },
    ]);
  });

  it('names the row that has the wrong number of fields', () => {
    expect(() => parseCsv('a,b\n1,2\n3')).toThrow(/row 3/);
  });
});

// Each test reads the files itself (beforeEach), so that what it checks is computed within it.
describe('food composition data', () => {
  let rows: CompositionRow[];
  let textRows: Record<string, string>[];
  beforeEach(() => {
    rows = compositionFromCsv(compositionText, classesText);
    textRows = parseCsv(compositionText);
  });

  it('has every food of the file (64 from the Chinese table, 3 from USDA), each with a class', () => {
    expect(rows).toHaveLength(compositionText.trim().split('\n').length - 1);
    expect(rows.filter((r) => r.source === 'CFCT6')).toHaveLength(64);
    expect(rows.filter((r) => r.source.startsWith('USDA-SR'))).toHaveLength(3);
    const classCodes = new Set(parseCsv(classesText).map((r) => r.code));
    for (const r of rows) expect(classCodes.has(r.code), r.code).toBe(true);
    expect(rows.filter((r) => r.liver).map((r) => r.name)).toEqual(['猪肝']);
    expect(rows.find((r) => r.name.startsWith('菠菜'))?.darkVegetable).toBe(true);
    expect(rows.find((r) => r.name.startsWith('冬瓜'))?.darkVegetable).toBe(false);
    expect(rows.find((r) => r.name === '食盐')?.group).toBe('salt');
    expect(rows.find((r) => r.code === '192007')?.group).toBe('oil');
  });

  it('keeps the values of the file, empty cells as null', () => {
    for (const code of ['012001x', '081214', '192007', 'USDA174277']) {
      const text = textRows.find((r) => r.code === code);
      const row = rows.find((r) => r.code === code);
      expect(row?.energyKcal, code).toBe(Number(text?.energy_kcal));
      expect(row?.ediblePct, code).toBe(Number(text?.edible_pct));
      expect(row?.fibreG, code).toBe(text?.insoluble_fibre_g === '' ? null : Number(text?.insoluble_fibre_g));
    }
    // every empty cell of the file is null, never 0
    const columns = [
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
    ];
    const keys = ['energyKcal', 'proteinG', 'fatG', 'carbohydrateG', 'fibreG', 'calciumMg', 'ironMg', 'vitaminAUgRae', 'vitaminCMg', 'sodiumMg'] as const;
    textRows.forEach((t, i) => {
      columns.forEach((c, k) => {
        const key = keys[k] ?? 'energyKcal';
        expect(rows[i]?.[key], `${t.code} ${c}`).toBe(t[c] === '' ? null : Number(t[c]));
      });
    });
  });

  it('throws when a food has no class row', () => {
    const classes = classesText
      .split('\n')
      .filter((l) => !l.startsWith('081214,'))
      .join('\n');
    expect(() => compositionFromCsv(compositionText, classes)).toThrow(/081214.*food-classes/);
  });
});

describe('WS/T 554-2017 standard data', () => {
  let std: NutritionStandard;
  let textRows: Record<string, string>[];
  beforeEach(() => {
    std = standardFromCsv(standardText);
    textRows = parseCsv(standardText);
  });

  it('has energy and protein for every age group and gender', () => {
    for (const age of [1, 2, 3, 4] as const) {
      for (const g of [1, 2] as const) {
        expect(std.daily[age][g].EnergyKcal?.min, `${age}/${g}`).toBeGreaterThan(0);
        expect(std.daily[age][g].ProteinG?.min, `${age}/${g}`).toBeGreaterThan(0);
      }
    }
  });

  it('reads 9~11 male energy from its row', () => {
    const text = textRows.find((r) => r.table === 'daily' && r.item === 'energy_kcal' && r.age_group === '2' && r.gender === '1');
    expect(std.daily[2][1].EnergyKcal?.min).toBe(Number(text?.min));
    expect(std.daily[2][1].EnergyKcal?.min).toBe(2100);
  });

  it('marks the starred 6~8 values unverified and 9~17 Table 1 values secondary', () => {
    for (const g of [1, 2] as const) {
      expect(std.daily[1][g].EnergyKcal?.status).toBe('secondary');
      for (const k of ['ProteinG', 'CalciumMg', 'IronMg', 'VitaminAUgRae', 'VitaminCMg', 'FibreG'] as const) {
        expect(std.daily[1][g][k]?.status, k).toBe('unverified');
        expect(isReferenceOnly(std.daily[1][g][k] ?? { min: 0, max: null, status: 'verified', source: '' })).toBe(true);
        expect(std.daily[2][g][k]?.status, k).toBe('secondary');
      }
    }
    expect(std.daily[1][1].FibreG).toMatchObject({ min: 15, max: 20 });
  });

  it('has the tolerances, meal shares and food amounts', () => {
    expect(std.tolerancePct.energy).toMatchObject({ min: 90, max: 110, status: 'secondary' });
    expect(std.tolerancePct.protein).toMatchObject({ min: 80, max: 120 });
    expect(std.tolerancePct.other).toMatchObject({ min: 80, max: null, status: 'project' });
    expect(std.mealSharePct[2]).toMatchObject({ min: 35, max: 40 });
    expect(std.mealFood[2][2].vegetable).toMatchObject({ min: 140, max: 160 });
    expect(std.mealFood[3][2].oil).toMatchObject({ min: null, max: 10 });
    expect(std.mealFood[1][1].egg).toMatchObject({ min: 15, max: null });
    expect(std.mealFood[2][1].soy?.status).toBe('unverified');
    expect(std.sodiumDaily[1].max).toBeCloseTo(5 * 393.4, 5);
    expect(std.menuRules.liverWeekly).toMatchObject({ min: 20, max: 25 });
  });

  it('throws naming a broken row', () => {
    const broken = standardText.replace('daily,energy_kcal,,2,1,2100,', 'daily,energy_kcal,,2,1,abc,');
    expect(() => standardFromCsv(broken)).toThrow(/row 4 .*energy_kcal.*abc/);
    const unknownTable = `${standardText.trimEnd()}\nweekly,x,,,,1,,g,secondary,s,\n`;
    expect(() => standardFromCsv(unknownTable)).toThrow(/unknown table "weekly"/);
  });

  it('throws when a required value is missing', () => {
    const without = standardText
      .split('\n')
      .filter((l) => !l.startsWith('daily,protein_g,,3,2,'))
      .join('\n');
    expect(() => standardFromCsv(without)).toThrow(/ProteinG age 3 gender 2/);
  });
});

describe('the real standard in the analysis', () => {
  it('judges a lunch-only 9~11 male package against 37.5 / 97.5 of Table 1', () => {
    const std = standardFromCsv(standardText);
    const a = analyseWeek({ AgeGroup: 2, Gender: 1, Number: 1, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'x', Number: 1 }] }, new Map(), std);
    expect(a.Standard.EnergyKcal).toBe(Math.round(((2100 * 37.5) / 97.5) * 100) / 100);
    expect(a.Missing).toEqual([{ ProductName: 'x', Grams: 0, Reason: 'unmapped', Days: [1], PackageTypes: [2] }]);
    expect(a.Complete).toBe(false);
    const codes = a.Days[0]?.Findings.map((f) => f.Code) ?? [];
    expect(codes).toContain('food.2.vegetable');
    expect(codes).toContain('food.2.oil');
    expect(a.Days[0]?.Findings.find((f) => f.Code === 'food.2.soy')?.Reference).toBe(true);
  });
});

describe('the general table of 中国食物成分表 第6版', () => {
  const general = read('cfct6-general.csv');
  let rows: CompositionRow[];
  let merged: CompositionRow[];
  beforeEach(() => {
    rows = generalCompositionFromCsv(general, classesText);
    merged = mergeCompositions(rows, compositionFromCsv(compositionText, classesText));
  });

  it('reads every row, keeps the book’s category and classes the food group by the code', () => {
    expect(rows).toHaveLength(1851);
    expect(rows.find((r) => r.code === '121226')).toMatchObject({ name: '鲈鱼 [鲈花]', group: 'fish', category: '鱼虾蟹贝类-鱼', source: 'CFCT6-general' });
    expect(rows.find((r) => r.code === '081214')).toMatchObject({ group: 'meat', liver: true });
    // the hand-checked rows win, verified, with the general row's category
    expect(merged).toHaveLength(1854);
    expect(merged.find((r) => r.code === '045120')).toMatchObject({ source: 'CFCT6', verified: true, category: '蔬菜类及其制品-嫩茎叶花菜类' });
  });

  it('labels a row 参考值 unless both readings agree on its energy and macronutrients and the energy check is within 10 %', () => {
    const ok = { extractions: 'both', fields_where_extractions_differ: '', energy_vs_atwater_pct: '10' };
    expect(generalVerification(ok)).toEqual({ verified: true, note: '' });
    expect(generalVerification({ ...ok, energy_vs_atwater_pct: '10.1' })).toEqual({ verified: false, note: '能量校验偏差 10.1%' });
    expect(generalVerification({ ...ok, energy_vs_atwater_pct: '' }).verified).toBe(false);
    expect(generalVerification({ ...ok, extractions: 'one' })).toEqual({ verified: false, note: '仅一次识别' });
    expect(generalVerification({ ...ok, fields_where_extractions_differ: 'protein_g;iron_mg' })).toEqual({
      verified: false,
      note: '两次识别不一致（蛋白质）；铁两次识别不一致，为参考值',
    });
    // a disagreement on a value the analysis does not read, or only on a micronutrient, keeps the row verified
    expect(generalVerification({ ...ok, fields_where_extractions_differ: 'selenium_ug;iron_mg' })).toEqual({
      verified: true,
      note: '铁两次识别不一致，为参考值',
    });
    // every analysed value by its name, the energy and macronutrients first, the rest as 参考值
    expect(generalVerification({ ...ok, fields_where_extractions_differ: 'edible_pct; energy_kcal;protein_g；fat_g;carbohydrate_g' })).toEqual({
      verified: false,
      note: '两次识别不一致（可食部、能量、蛋白质、脂肪、碳水化合物）',
    });
    expect(generalVerification({ ...ok, fields_where_extractions_differ: 'fibre_g;calcium_mg;iron_mg;vitamin_a_ugrae;vitamin_c_mg;sodium_mg' })).toEqual({
      verified: true,
      note: '膳食纤维、钙、铁、维生素A、维生素C、钠两次识别不一致，为参考值',
    });
    expect(generalVerification({ ...ok, energy_vs_atwater_pct: 'n/a' })).toEqual({ verified: false, note: '能量校验无法计算' });
    expect(generalVerification({ ...ok, energy_vs_atwater_pct: '' })).toEqual({ verified: false, note: '能量校验无法计算' });
    // the file's own marks
    expect(rows.find((r) => r.code === '043120')).toMatchObject({ verified: false, verifyNote: expect.stringContaining('能量校验偏差 16%') });
    expect(rows.filter((r) => r.verified).length).toBeGreaterThan(1000);
  });

  it('suggests the nearest names: 加州鲈鱼 → 鲈鱼, 土豆 → 马铃薯 by its other name', () => {
    expect(suggestCompositions('加州鲈鱼', merged)[0]?.row.code).toBe('121226');
    expect(suggestCompositions('黄心土豆', merged)[0]?.row.code).toBe('021101');
    expect(suggestCompositions('新鲜西兰花 500g', merged)[0]?.row.code).toBe('045217');
    expect(suggestCompositions('', merged)).toEqual([]);
    expect(compositionNames('樱桃番茄 [小西红柿]')).toEqual(['樱桃番茄', '小西红柿']);
    expect(compositionNames('猪肉（奶脯）[软五花、猪夹心]')).toEqual(['猪肉', '软五花', '猪夹心']);
  });
});

describe('parseCsv, line by line', () => {
  it('reads one-column files, a last row without its line end and an empty last field', () => {
    expect(parseCsv('a\n1\n2')).toEqual([{ a: '1' }, { a: '2' }]);
    expect(parseCsv('a,b\n1,')).toEqual([{ a: '1', b: '' }]);
    expect(parseCsv('a,b\n1,2\n')).toEqual([{ a: '1', b: '2' }]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
    expect(parseCsv('a,b')).toEqual([]);
  });

  it('trims names and values, skips a leading blank line, and keeps a quote or a lone CR inside a field', () => {
    expect(parseCsv(' a , b \r\n 1 , 2 ')).toEqual([{ a: '1', b: '2' }]);
    expect(parseCsv('\r\na,b\r\n1,2')).toEqual([{ a: '1', b: '2' }]);
    expect(parseCsv('a,b\n5"6,2')).toEqual([{ a: '5"6', b: '2' }]);
    expect(parseCsv('a\nx\ry')).toEqual([{ a: 'x\ry' }]);
    expect(parseCsv('\ufeff"a,b",c\n1,2')).toEqual([{ 'a,b': '1', c: '2' }]);
  });

  it('names the row and what is wrong with it', () => {
    expect(() => parseCsv('a,b\n1,2\n3')).toThrow('CSV row 3: 1 fields, expected 2 (3)');
    expect(() => parseCsv('a\n"x')).toThrow('CSV: unterminated quoted field in row 2');
    expect(() => parseCsv('a,b,c\n1,2')).toThrow('CSV row 2: 2 fields, expected 3 (1,2)');
  });
});

describe('the standard file’s checks', () => {
  const header = 'table,item,package_type,age_group,gender,min,max,unit,status,source,note';
  /** The real file with one row replaced (or added when `old` is null). */
  const edited = (old: string | null, row: string) => {
    if (old === null) return `${standardText.trimEnd()}\n${row}\n`;
    expect(standardText).toContain(old);
    return standardText.replace(old, row);
  };
  const fails = (text: string) => {
    try {
      standardFromCsv(text);
    } catch (e) {
      return (e as Error).message;
    }
    return 'no error';
  };
  const energyRow = 'daily,energy_kcal,,2,1,2100,,kcal,secondary,WS/T 554-2017 表1,';
  const where = 'wst554 row 4 (daily,energy_kcal,,2,1)';

  it('reads the file as it is', () => {
    expect(standardFromCsv(standardText).name).toBe('WS/T 554-2017');
    expect(standardText.startsWith(`${header}\n`)).toBe(true);
    expect(standardText).toContain(energyRow);
  });

  it('names the row of a value that is not a band', () => {
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,,,kcal,secondary,s,'))).toBe(`${where}: neither min nor max`);
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,2100,2000,kcal,secondary,s,'))).toBe(`${where}: min 2100 > max 2000`);
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,2100,2100,kcal,secondary,s,'))).toBe('no error');
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,2100,x,kcal,secondary,s,'))).toBe(`${where}: max "x" is not a number`);
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,2100,,kcal,checked,s,'))).toBe(`${where}: unknown status "checked"`);
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,2100,,kcal,secondary,,'))).toBe(`${where}: no source`);
  });

  it('takes each status of a value, and maps each Table 1 item it reads to its nutrient', () => {
    for (const status of ['verified', 'secondary', 'unverified', 'project']) {
      expect(fails(edited(energyRow, `daily,energy_kcal,,2,1,2100,,kcal,${status},s,`)), status).toBe('no error');
    }
    const more = ['daily,fat_g,,2,1,50,70,g,secondary,s,', 'daily,carbohydrate_g,,2,1,260,340,g,secondary,s,', 'daily,sodium_mg,,2,1,,2000,mg,project,s,'];
    const std = standardFromCsv(`${standardText.trimEnd()}\n${more.join('\n')}\n`);
    expect(std.daily[2][1]).toMatchObject({
      FatG: { min: 50, max: 70 },
      CarbohydrateG: { min: 260, max: 340 },
      SodiumMg: { min: null, max: 2000, status: 'project' },
      EnergyKcal: { min: 2100 },
      ProteinG: { min: 50 },
      CalciumMg: { min: 850 },
      IronMg: { min: 14 },
      VitaminAUgRae: { min: 550 },
      VitaminCMg: { min: 75 },
      FibreG: { min: 20 },
    });
    expect(Object.keys(std.daily[2][1]).sort()).toEqual(
      ['CalciumMg', 'CarbohydrateG', 'EnergyKcal', 'FatG', 'FibreG', 'IronMg', 'ProteinG', 'SodiumMg', 'VitaminAUgRae', 'VitaminCMg'].sort(),
    );
  });

  it('names the bound that is not a number, and reads names with spaces around them', () => {
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,1,abc,,kcal,secondary,s,'))).toBe(`${where}: min "abc" is not a number`);
    expect(fails(standardText.replace(header, header.replace('table,item', ' table , item ')))).toBe('no error');
  });

  it('names the row of a group, age, gender or meal it does not know', () => {
    expect(fails(edited(energyRow, 'daily,energy_kcal,,5,1,2100,,kcal,secondary,s,'))).toBe(
      'wst554 row 4 (daily,energy_kcal,,5,1): age_group "5" is not one of 1/2/3/4',
    );
    expect(fails(edited(energyRow, 'daily,energy_kcal,,,1,2100,,kcal,secondary,s,'))).toBe(
      'wst554 row 4 (daily,energy_kcal,,,1): age_group "" is not one of 1/2/3/4',
    );
    expect(fails(edited(energyRow, 'daily,energy_kcal,,2,3,2100,,kcal,secondary,s,'))).toBe(
      'wst554 row 4 (daily,energy_kcal,,2,3): gender "3" is not one of 1/2',
    );
    expect(fails(edited(energyRow, 'daily,iodine_ug,,2,1,2100,,kcal,secondary,s,'))).toBe('wst554 row 4 (daily,iodine_ug,,2,1): unknown item "iodine_ug"');
    expect(fails(edited(null, 'meal_share_pct,energy,4,,,25,30,%,secondary,s,'))).toMatch(/package_type "4" is not one of 1\/2\/3$/);
    expect(fails(edited(null, 'meal_food,nuts,2,2,,10,,g,secondary,s,'))).toMatch(/\(meal_food,nuts,2,2,\): unknown food group "nuts"$/);
    expect(fails(edited(null, 'meal_food,egg,2,5,,10,,g,secondary,s,'))).toMatch(/age_group "5" is not one of/);
    expect(fails(edited(null, 'meal_food,egg,4,2,,10,,g,secondary,s,'))).toMatch(/package_type "4" is not one of/);
    expect(fails(edited(null, 'daily_food,nuts,,2,,10,,g,secondary,s,'))).toMatch(/unknown food group "nuts"$/);
    expect(fails(edited(null, 'daily_food,egg,,0,,10,,g,secondary,s,'))).toMatch(/age_group "0" is not one of/);
    expect(fails(edited(null, 'energy_pct,protein,,,,10,15,%,secondary,s,'))).toMatch(/\(energy_pct,protein,,,\): unknown item "protein"$/);
    expect(fails(edited(null, 'tolerance_pct,fat,,,,80,,%,secondary,s,'))).toMatch(/\(tolerance_pct,fat,,,\): unknown item "fat"$/);
    expect(fails(edited(null, 'menu_rule,sugarDaily,,,,1,,g,secondary,s,'))).toMatch(/unknown menu rule "sugarDaily"$/);
    expect(fails(edited(null, 'sodium_daily,sodium_mg,,5,,,1967,mg,project,s,'))).toMatch(/age_group "5" is not one of/);
  });

  it('refuses a value given twice, and a sodium limit without a maximum', () => {
    const rows = standardText.trimEnd().split('\n');
    expect(fails(`${standardText.trimEnd()}\n${energyRow}\n`)).toBe(`wst554 row ${rows.length + 1} (daily,energy_kcal,,2,1): duplicate value`);
    expect(fails(edited(null, 'tolerance_pct,energy,,,,90,110,%,secondary,s,'))).toMatch(/duplicate value$/);
    expect(fails(edited(null, 'energy_pct,fat,,,,20,30,%,secondary,s,'))).toMatch(/duplicate value$/);
    expect(fails(edited(null, 'meal_share_pct,energy,2,,,35,40,%,secondary,s,'))).toMatch(/duplicate value$/);
    expect(fails(edited(null, 'menu_rule,liverWeekly,,,,20,25,g,secondary,s,'))).toMatch(/duplicate value$/);
    expect(fails(edited(null, 'sodium_daily,sodium_mg,,2,,,1967,mg,project,s,'))).toMatch(/duplicate value$/);
    expect(fails(edited(null, 'daily_food,grain,,2,,300,350,g,unverified,s,'))).toMatch(/\(daily_food,grain,,2,\): duplicate value$/);
    expect(fails(edited(null, 'meal_food,grain,2,2,,100,120,g,unverified,s,'))).toMatch(/\(meal_food,grain,2,2,\): duplicate value$/);
    expect(fails(edited('sodium_daily,sodium_mg,,2,,,1967,', 'sodium_daily,sodium_mg,,2,,1967,,'))).toMatch(
      /\(sodium_daily,sodium_mg,,2,\): sodium needs a max$/,
    );
  });

  it('keeps Table 1 items the analysis does not read out, and refuses a file without them', () => {
    const zinc = 'daily,zinc_mg,,2,1,7,,mg,secondary,s,';
    expect(fails(edited(null, zinc))).toBe('no error');
    expect(fails(`${header}\n`)).toMatch(/^wst554: missing required values: daily EnergyKcal age 1 gender 1; daily ProteinG age 1 gender 1; /);
  });

  it('lists every required value it misses', () => {
    const without = (prefixes: string[]) =>
      standardText
        .split('\n')
        .filter((l) => !prefixes.some((p) => l.startsWith(p)))
        .join('\n');
    expect(fails(without(['sodium_daily,sodium_mg,,3,']))).toBe('wst554: missing required values: sodium_daily age 3');
    expect(fails(without(['tolerance_pct,other,', 'energy_pct,carbohydrate,']))).toBe(
      'wst554: missing required values: tolerance_pct other; energy_pct carbohydrate',
    );
    expect(fails(without(['meal_share_pct,energy,1,', 'menu_rule,soyDaily,']))).toBe('wst554: missing required values: meal_share_pct 1; menu_rule soyDaily');
    expect(fails(without(['tolerance_pct,energy,', 'tolerance_pct,protein,', 'energy_pct,fat,']))).toBe(
      'wst554: missing required values: tolerance_pct energy; tolerance_pct protein; energy_pct fat',
    );
    expect(fails(without(['meal_share_pct,energy,3,']))).toBe('wst554: missing required values: meal_share_pct 3');
    expect(fails(without(['menu_rule,foodsWeekly,']))).toBe('wst554: missing required values: menu_rule foodsWeekly');
    expect(fails(without(['daily,energy_kcal,,4,2,']))).toBe('wst554: missing required values: daily EnergyKcal age 4 gender 2');
  });

  it('names the file of a missing column', () => {
    expect(fails(standardText.replace(header, header.replace(',note', ',remark')))).toBe('wst554: missing columns note');
    expect(() => compositionFromCsv(compositionText, 'code,group,liver,basis\n')).toThrow('food-classes: missing columns dark_vegetable');
    expect(() => compositionFromCsv('code,name\n', classesText)).toThrow(/^food-composition: missing columns edible_pct, energy_kcal, /);
  });
});

describe('the composition files’ checks', () => {
  const classHeader = 'code,group,dark_vegetable,liver,basis';
  const compHeader =
    'code,name,edible_pct,energy_kcal,protein_g,fat_g,carbohydrate_g,insoluble_fibre_g,calcium_mg,iron_mg,vitamin_a_ugrae,vitamin_c_mg,sodium_mg,source';
  const classes = (...rows: string[]) => [classHeader, ...rows].join('\n');
  const foods = (...rows: string[]) => [compHeader, ...rows].join('\n');
  const spinach = '045120,菠菜,89,28,2.6,0.3,4.5,1.7,66,2.9,243,32,85.2,CFCT6';

  it('joins a food with its class: group, dark vegetable and liver flags', () => {
    const rows = compositionFromCsv(
      foods(spinach, '081214,猪肝,99,126,19.2,4.7,5,,6,23.2,6502,20,68.6,CFCT6'),
      classes('045120,vegetable,1,,b', '081214,meat,0,1,b'),
    );
    expect(rows).toEqual([
      {
        code: '045120',
        name: '菠菜',
        ediblePct: 89,
        energyKcal: 28,
        proteinG: 2.6,
        fatG: 0.3,
        carbohydrateG: 4.5,
        fibreG: 1.7,
        calciumMg: 66,
        ironMg: 2.9,
        vitaminAUgRae: 243,
        vitaminCMg: 32,
        sodiumMg: 85.2,
        source: 'CFCT6',
        group: 'vegetable',
        darkVegetable: true,
        liver: false,
        category: '',
        verified: true,
        verifyNote: '',
      },
      expect.objectContaining({ code: '081214', group: 'meat', darkVegetable: false, liver: true, fibreG: null }),
    ]);
  });

  it('names the class row that is wrong', () => {
    const spinachOnly = foods(spinach);
    expect(() => compositionFromCsv(spinachOnly, classes(',vegetable,1,0,b'))).toThrow('food-classes row 2 (): no code');
    expect(() => compositionFromCsv(spinachOnly, classes('045120,vegetable,1,0,b', '045120,vegetable,1,0,b'))).toThrow(
      'food-classes row 3 (045120): duplicate code',
    );
    expect(() => compositionFromCsv(spinachOnly, classes('045120,leafy,1,0,b'))).toThrow('food-classes row 2 (045120): unknown group "leafy"');
    expect(() => compositionFromCsv(spinachOnly, classes('045120,vegetable,2,0,b'))).toThrow('food-classes row 2 (045120): dark_vegetable "2" is not 0 or 1');
    expect(() => compositionFromCsv(spinachOnly, classes('045120,vegetable,0,yes,b'))).toThrow('food-classes row 2 (045120): liver "yes" is not 0 or 1');
  });

  it('names the food row that is wrong', () => {
    const cls = classes('045120,vegetable,1,0,b', '045121,vegetable,0,0,b');
    const bad = (row: string) => () => compositionFromCsv(foods(row), cls);
    expect(bad(spinach.replace('菠菜', ''))).toThrow('food-composition row 2 (045120 ): no code or name');
    expect(bad(spinach.replace('045120', ''))).toThrow('food-composition row 2 ( 菠菜): no code or name');
    expect(() => compositionFromCsv(foods(spinach, spinach), cls)).toThrow('food-composition row 3 (045120 菠菜): duplicate code');
    expect(bad(spinach.replace(',66,', ',-66,'))).toThrow('food-composition row 2 (045120 菠菜): calcium_mg is negative');
    expect(bad(spinach.replace(',89,', ',0,'))).toThrow('food-composition row 2 (045120 菠菜): edible_pct must be 1–100');
    expect(bad(spinach.replace(',89,', ',100.5,'))).toThrow('edible_pct must be 1–100');
    expect(bad(spinach.replace(',89,', ',,'))).toThrow('edible_pct must be 1–100');
    expect(bad(spinach.replace(',CFCT6', ','))).toThrow('food-composition row 2 (045120 菠菜): no source');
    expect(bad(spinach.replace('045120', '045122'))).toThrow('food-composition row 2 (045122 菠菜): no row in food-classes');
    expect(compositionFromCsv(foods(spinach.replace(',89,', ',100,').replace(',66,', ',0,')), cls)[0]).toMatchObject({ ediblePct: 100, calciumMg: 0 });
  });
});

describe('the general table’s rows', () => {
  const header =
    'code,name,group,edible_pct,energy_kcal,protein_g,fat_g,carbohydrate_g,fibre_g,calcium_mg,iron_mg,vitamin_a_ugrae,vitamin_c_mg,sodium_mg,extractions,fields_where_extractions_differ,energy_vs_atwater_pct';
  const general = (...rows: string[]) => [header, ...rows].join('\n');
  const noClasses = 'code,group,dark_vegetable,liver,basis\n';

  it('classes a food by its code’s category, or by food-classes where it has the code; a liver by its name', () => {
    const rows = generalCompositionFromCsv(
      general(
        '081214,猪肝,畜肉类及其制品,99,126,19.2,4.7,5,,6,23.2,6502,20,68.6,both,,1',
        '081101,猪肉（肥瘦）,畜肉类及其制品,100,395,13.2,37,2.4,,6,1.6,18,,59.4,both,,2',
        '121226,鲈鱼 [鲈花],鱼虾蟹贝类-鱼,58,105,18.6,3.4,0,,138,2,19,,144.1,both,,3',
        '131101,婴儿米粉,婴幼儿食品,100,400,8,5,80,,100,5,100,10,100,both,,4',
        '045120,菠菜,蔬菜类,89,28,2.6,0.3,4.5,1.7,66,2.9,243,32,85.2,both,,5',
        '045121,油菜,蔬菜类,87,14,1.3,0.5,2,1.1,148,0.9,55,36,73.7,both,,6',
      ),
      'code,group,dark_vegetable,liver,basis\n045120,vegetable,1,0,b\n081101,meat,0,1,b\n131101,other,0,0,b',
    );
    expect(rows.map((r) => [r.code, r.group, r.darkVegetable, r.liver, r.category, r.source])).toEqual([
      ['081214', 'meat', false, true, '畜肉类及其制品', 'CFCT6-general'],
      ['081101', 'meat', false, true, '畜肉类及其制品', 'CFCT6-general'],
      ['121226', 'fish', false, false, '鱼虾蟹贝类-鱼', 'CFCT6-general'],
      ['131101', 'other', false, false, '婴幼儿食品', 'CFCT6-general'],
      ['045120', 'vegetable', true, false, '蔬菜类', 'CFCT6-general'],
      ['045121', 'vegetable', false, false, '蔬菜类', 'CFCT6-general'],
    ]);
    expect(rows[0]).toMatchObject({ ediblePct: 99, energyKcal: 126, proteinG: 19.2, fatG: 4.7, carbohydrateG: 5, fibreG: null, calciumMg: 6, ironMg: 23.2 });
    expect(rows[0]).toMatchObject({ vitaminAUgRae: 6502, vitaminCMg: 20, sodiumMg: 68.6, verified: true, verifyNote: '' });
    // a liver only among meats; a class row's flags win over the name
    const other = generalCompositionFromCsv(
      general('211101,鸡肝酱,其他,100,1,1,1,1,,1,1,1,1,1,both,,1', '999999,肝,其他,100,1,1,1,1,,1,1,1,1,1,both,,1'),
      noClasses,
    );
    expect(other.map((r) => [r.group, r.liver])).toEqual([
      ['other', false],
      ['other', false],
    ]);
  });

  it('counts a food without a printed edible part whole, and keeps misread cells out, both as 参考值', () => {
    const [whole, misread] = generalCompositionFromCsv(
      general('011101,小麦,谷类,,338,11.9,1.3,75.2,10.8,34,5.1,0,0,6.8,both,,1', '011102,五谷香,谷类,100,378,9.9,2.6,78.9,0.5,2,-1,0,0,x,both,,1'),
      noClasses,
    );
    expect(whole).toMatchObject({ ediblePct: 100, verified: false, verifyNote: '可食部未注明，按100%计', energyKcal: 338 });
    expect(misread).toMatchObject({ ironMg: null, sodiumMg: null, calciumMg: 2, verified: false, verifyNote: '数值有误未采用（铁、钠）' });
    const [both] = generalCompositionFromCsv(general('011103,面,谷类,,338,11.9,1.3,75.2,10.8,34,-5,0,0,6.8,one,,1'), noClasses);
    expect(both?.verifyNote).toBe('仅一次识别；可食部未注明，按100%计；数值有误未采用（铁）');
  });

  it('classes a food the classes file does not name by its code’s category (13 and 21 as other)', () => {
    const categories = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '19', '21'];
    const rows = generalCompositionFromCsv(general(...categories.map((c) => `${c}1101,食物${c},类,100,1,1,1,1,,1,1,1,1,1,both,,1`)), noClasses);
    expect(Object.fromEntries(rows.map((r) => [r.code.slice(0, 2), r.group]))).toEqual({
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
      '13': 'other',
      '19': 'oil',
      '21': 'other',
    });
    // a meat is a liver by its name only
    const [lean, liver] = generalCompositionFromCsv(
      general('081102,猪肉（瘦）,畜肉类,100,1,1,1,1,,1,1,1,1,1,both,,1', '081203,鸭肝,禽肉类,100,1,1,1,1,,1,1,1,1,1,both,,1'),
      noClasses,
    );
    expect([lean?.liver, liver?.liver]).toEqual([false, true]);
  });

  it('names its files in a missing column', () => {
    expect(() => generalCompositionFromCsv('code,name\n', noClasses)).toThrow(/^cfct6-general: missing columns group, edible_pct, /);
    expect(() => generalCompositionFromCsv(general(), 'code,group\n')).toThrow('food-classes: missing columns dark_vegetable, liver, basis');
  });

  it('names the row that is wrong', () => {
    const row = '011101,小麦,谷类,100,338,11.9,1.3,75.2,10.8,34,5.1,0,0,6.8,both,,1';
    expect(() => generalCompositionFromCsv(general(row.replace(',100,', ',0,')), noClasses)).toThrow(
      'cfct6-general row 2 (011101 小麦): edible_pct must be 1–100',
    );
    expect(() => generalCompositionFromCsv(general(row.replace(',100,', ',101,')), noClasses)).toThrow('edible_pct must be 1–100');
    expect(generalCompositionFromCsv(general(row.replace(',100,', ',1,')), noClasses)[0]?.ediblePct).toBe(1);
    expect(() => generalCompositionFromCsv(general(row, row), noClasses)).toThrow('cfct6-general row 3 (011101 小麦): duplicate code');
    expect(() => generalCompositionFromCsv(general(row.replace('小麦', '')), noClasses)).toThrow('cfct6-general row 2 (011101 ): no code or name');
    expect(() => generalCompositionFromCsv(general(row.replace('011101', '')), noClasses)).toThrow('cfct6-general row 2 ( 小麦): no code or name');
  });

  it('lets a hand-checked row replace the general one, keeping the book’s category', () => {
    const [wheat, rice] = generalCompositionFromCsv(
      general(
        '011101,小麦,谷类及其制品-小麦,100,338,11.9,1.3,75.2,10.8,34,5.1,0,0,6.8,both,,1',
        '012001,稻米,谷类及其制品-稻米,100,346,7.9,0.9,77.2,0.6,8,1.1,0,0,1.8,both,,1',
      ),
      noClasses,
    );
    const checked = { ...(rice as NonNullable<typeof rice>), name: '稻米（代表值）', source: 'CFCT6', category: '' };
    const extra = { ...checked, code: 'USDA1', category: '' };
    const merged = mergeCompositions([wheat as NonNullable<typeof wheat>, rice as NonNullable<typeof rice>], [checked, extra]);
    expect(merged.map((r) => [r.code, r.name, r.source, r.category])).toEqual([
      ['011101', '小麦', 'CFCT6-general', '谷类及其制品-小麦'],
      ['012001', '稻米（代表值）', 'CFCT6', '谷类及其制品-稻米'],
      ['USDA1', '稻米（代表值）', 'CFCT6', ''],
    ]);
  });
});

describe('suggesting composition entries', () => {
  const entry = (code: string, name: string, over: Partial<CompositionRow> = {}): CompositionRow => ({
    code,
    name,
    ediblePct: 100,
    energyKcal: 1,
    proteinG: 1,
    fatG: 1,
    carbohydrateG: 1,
    fibreG: null,
    calciumMg: null,
    ironMg: null,
    vitaminAUgRae: null,
    vitaminCMg: null,
    sodiumMg: null,
    source: 'CFCT6-general',
    group: 'other',
    darkVegetable: false,
    liver: false,
    category: '',
    verified: true,
    verifyNote: '',
    ...over,
  });
  const scores = (name: string, rows: CompositionRow[], limit?: number) => suggestCompositions(name, rows, limit).map((s) => [s.row.code, s.score]);

  it('scores by the longest shared run, squared, over both lengths, rounded to 3 places', () => {
    expect(scores('加州鲈鱼', [entry('a', '鲈鱼'), entry('b', '海鲈鱼'), entry('c', '牛肉')])).toEqual([
      ['a', 0.5],
      ['b', 0.333],
    ]);
    expect(scores('鲈鱼', [entry('b', '海鲈鱼')])).toEqual([['b', 0.667]]);
    expect(scores('鲈鱼片', [entry('a', '鲈鱼')])).toEqual([['a', 0.667]]);
    expect(scores('鲈鱼', [entry('a', '鲈鱼')])).toEqual([['a', 1]]);
  });

  it('counts a single shared character only when it is the whole entry', () => {
    expect(scores('加碘盐', [entry('salt', '盐'), entry('x', '食盐')])).toEqual([['salt', 0.333]]);
    expect(scores('盐', [entry('x', '食盐')])).toEqual([]);
  });

  it('reads a name without its grade, freshness or pack', () => {
    expect(scores('新鲜 鲈鱼 2.5kg', [entry('a', '鲈鱼')])).toEqual([['a', 1]]);
    expect(scores('有机鲈鱼25斤装', [entry('a', '鲈鱼')])).toEqual([['a', 0.667]]);
    expect(scores('冷冻鲈鱼 500 g', [entry('a', '鲈鱼')])).toEqual([['a', 1]]);
    expect(scores('鲈鱼 2.25kg', [entry('a', '鲈鱼')])).toEqual([['a', 1]]);
    expect(scores('特级 500g', [entry('a', '鲈鱼')])).toEqual([]);
  });

  it('breaks ties by verified rows, then hand-checked ones, then the shorter name, then the code', () => {
    const rows = [
      entry('g2', '鲈鱼（海）', { source: 'CFCT6-general' }),
      entry('u', '鲈鱼（湖）', { verified: false, source: 'CFCT6' }),
      entry('g1', '鲈鱼（江）', { source: 'CFCT6-general' }),
      entry('h', '鲈鱼（河）', { source: 'CFCT6' }),
      entry('short', '鲈鱼', { source: 'CFCT6-general' }),
    ];
    // 鲈鱼（…） all read as 鲈鱼: one score, the order decided by the rest
    expect(suggestCompositions('鲈鱼', rows, 10).map((s) => s.row.code)).toEqual(['h', 'short', 'g1', 'g2', 'u']);
    expect(suggestCompositions('鲈鱼', rows, 2).map((s) => s.row.code)).toEqual(['h', 'short']);
    expect(suggestCompositions('鲈鱼', rows).map((s) => s.row.code)).toHaveLength(5);
    expect(suggestCompositions('鲈鱼', [...rows, entry('z', '鲈鱼（溪）')]).map((s) => s.row.code)).toEqual(['h', 'short', 'g1', 'g2', 'z']);
  });

  it('finds the longest run anywhere in the name', () => {
    expect(scores('鲈鱼x', [entry('a', '鲈鱼')])).toEqual([['a', 0.667]]);
    expect(scores('x鲈鱼y', [entry('a', 'z鲈鱼')])).toEqual([['a', 0.333]]);
  });

  it('reads an entry’s other names and drops empty ones', () => {
    expect(compositionNames('马铃薯 [土豆, 洋芋]')).toEqual(['马铃薯', '土豆', '洋芋']);
    expect(compositionNames('[土豆，洋芋]')).toEqual(['土豆', '洋芋']);
    expect(compositionNames('鸡蛋【,蛋】')).toEqual(['鸡蛋', '蛋']);
    expect(compositionNames('猪肉 (瘦)')).toEqual(['猪肉']);
  });
});
