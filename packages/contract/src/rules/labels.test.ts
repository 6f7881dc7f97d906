import { describe, expect, it } from 'vitest';
import { isPermission } from '../permissions.js';
import { FOOD_GROUP_NAMES, FOOD_GROUPS, MEAL_SLOT_NAMES, MISSING_REASON_TEXT, NUTRIENT_LABELS, NUTRIENTS, PACKAGE_GENDER_NAMES } from './nutrition.js';
import {
  AGE_GROUP_NAMES,
  AGE_GROUPS,
  CUISINES,
  DISH_TYPES,
  FEEDING_PROPERTY_NAMES,
  MEAL_GENDER_NAMES,
  PACKAGE_TYPES,
  WEEK_DAY_NAMES,
  WEEK_DAYS,
  WEIGHT_UNIT_NAMES,
} from './planning.js';
import { ACCOMPANY_MEALS, FEEDBACK_CATEGORIES, FEEDBACK_STATUS, QUANTIFIED_GRADE_NAMES } from './sunshine.js';
import {
  FILL_IN_CHECK_NAMES,
  FILL_IN_RETURN_TYPE_NAMES,
  FILL_IN_SOURCE_NAMES,
  FILL_IN_SOURCES,
  FILL_IN_STATUS_NAMES,
  FillInStatus,
  LICENSE_STATE_NAMES,
  LICENSE_TYPE_NAMES,
  LicenseType,
  REQUIRED_LICENSE_GROUPS,
} from './trace.js';
import { PUBLIC_FILE_PURPOSES, PUBLISHING_UPLOAD_PERMISSIONS } from './upload.js';

const HAN = /\p{Script=Han}/u;

/**
 * The code tables the screens show: each code of its list has a name, no name is empty and no two
 * codes of one table share a name (a select or a tag could not tell them apart).
 */
const tables: [string, Record<string | number, string>, readonly (string | number)[]][] = [
  ['AGE_GROUP_NAMES', AGE_GROUP_NAMES, AGE_GROUPS],
  ['MEAL_GENDER_NAMES', MEAL_GENDER_NAMES, [1, 2]],
  ['WEEK_DAY_NAMES', WEEK_DAY_NAMES, WEEK_DAYS],
  ['FEEDING_PROPERTY_NAMES', FEEDING_PROPERTY_NAMES, [1, 2]],
  ['DISH_TYPES', DISH_TYPES, [1, 2, 3, 4, 5, 6, 7, 8]],
  ['CUISINES', CUISINES, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['FOOD_GROUP_NAMES', FOOD_GROUP_NAMES, FOOD_GROUPS],
  ['MISSING_REASON_TEXT', MISSING_REASON_TEXT, ['unmapped', 'unverified']],
  ['PACKAGE_GENDER_NAMES', PACKAGE_GENDER_NAMES, [1, 2, 3]],
  ['MEAL_SLOT_NAMES', MEAL_SLOT_NAMES, PACKAGE_TYPES],
  ['FEEDBACK_CATEGORIES', FEEDBACK_CATEGORIES, [1, 2, 3, 4, 5]],
  ['FEEDBACK_STATUS', FEEDBACK_STATUS, [1, 2, 3]],
  ['ACCOMPANY_MEALS', ACCOMPANY_MEALS, PACKAGE_TYPES],
  ['QUANTIFIED_GRADE_NAMES', QUANTIFIED_GRADE_NAMES, ['A', 'B', 'C']],
  ['FILL_IN_STATUS_NAMES', FILL_IN_STATUS_NAMES, Object.values(FillInStatus)],
  ['FILL_IN_SOURCE_NAMES', FILL_IN_SOURCE_NAMES, FILL_IN_SOURCES],
  ['FILL_IN_CHECK_NAMES', FILL_IN_CHECK_NAMES, [0, 1, 2]],
  ['FILL_IN_RETURN_TYPE_NAMES', FILL_IN_RETURN_TYPE_NAMES, [1, 2]],
  ['LICENSE_TYPE_NAMES', LICENSE_TYPE_NAMES, Object.values(LicenseType)],
  ['LICENSE_STATE_NAMES', LICENSE_STATE_NAMES, ['valid', 'expiring', 'expired']],
];

describe('the code tables', () => {
  it.each(tables)('%s names each code once, in Chinese', (_, table, codes) => {
    expect(Object.keys(table).sort()).toEqual(codes.map(String).sort());
    const names = Object.values(table);
    for (const n of names) expect(n).toMatch(HAN);
    expect(new Set(names).size).toBe(names.length);
  });

  it('weighs in grams or millilitres', () => {
    expect(WEIGHT_UNIT_NAMES).toEqual({ 1: 'g', 2: 'ml' });
  });

  it('name and measure every nutrient analysed', () => {
    expect(Object.keys(NUTRIENT_LABELS)).toEqual([...NUTRIENTS]);
    for (const k of NUTRIENTS) {
      expect(NUTRIENT_LABELS[k].name, k).toMatch(HAN);
      expect(NUTRIENT_LABELS[k].unit, k).toMatch(/^(kcal|g|mg|µgRAE)$/);
    }
    // the unit is the one the nutrient's key ends with
    for (const k of NUTRIENTS) expect(k.toLowerCase().endsWith(NUTRIENT_LABELS[k].unit.replace('µgRAE', 'ugrae')), k).toBe(true);
  });

  it('require a business licence and one of the food licences to ship', () => {
    expect(REQUIRED_LICENSE_GROUPS.map((g) => g.map((t) => LICENSE_TYPE_NAMES[t]))).toEqual([['营业执照'], ['食品经营许可证', '食品生产许可证']]);
  });

  it('publish only the public purposes’ uploads, each with a permission of the registry', () => {
    expect(Object.keys(PUBLISHING_UPLOAD_PERMISSIONS).sort()).toEqual([...PUBLIC_FILE_PURPOSES].sort());
    for (const p of Object.values(PUBLISHING_UPLOAD_PERMISSIONS)) expect(isPermission(p as string), p).toBe(true);
    expect(PUBLISHING_UPLOAD_PERMISSIONS.product).toBe('shelf:edit');
  });
});
