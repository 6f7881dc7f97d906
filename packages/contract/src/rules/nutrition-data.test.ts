import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseWeek, isReferenceOnly } from './nutrition.js';
import {
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

describe('food composition data', () => {
  const rows = compositionFromCsv(compositionText, classesText);
  const textRows = parseCsv(compositionText);

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
  const std = standardFromCsv(standardText);
  const textRows = parseCsv(standardText);

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
  const rows = generalCompositionFromCsv(general, classesText);
  const merged = mergeCompositions(rows, compositionFromCsv(compositionText, classesText));

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
