/**
 * The nutrition analysis of a weekly package against WS/T 554-2017 学生餐营养指南 (issue 10 §5).
 * Pure: the server's WeekFeeding/GetNutritionAnalysis and the browser's live panel call the same
 * function with the same inputs, so the two can never disagree. The standard itself is data
 * (loaded by the server from its reference files and answered by WeekFeeding/GetNutritionStandard);
 * nothing of it is written here.
 */
import type { AgeGroup, MealGender, MealPackageType } from './planning.js';

/** The nutrients analysed, in display order (wire names of GetFeedingNutrition and the analysis). */
export const NUTRIENTS = [
  'EnergyKcal',
  'ProteinG',
  'FatG',
  'CarbohydrateG',
  'FibreG',
  'CalciumMg',
  'IronMg',
  'VitaminAUgRae',
  'VitaminCMg',
  'SodiumMg',
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number];
export type Nutrients = Record<NutrientKey, number>;
export const NUTRIENT_LABELS: Record<NutrientKey, { name: string; unit: string }> = {
  EnergyKcal: { name: '能量', unit: 'kcal' },
  ProteinG: { name: '蛋白质', unit: 'g' },
  FatG: { name: '脂肪', unit: 'g' },
  CarbohydrateG: { name: '碳水化合物', unit: 'g' },
  FibreG: { name: '膳食纤维', unit: 'g' },
  CalciumMg: { name: '钙', unit: 'mg' },
  IronMg: { name: '铁', unit: 'mg' },
  VitaminAUgRae: { name: '维生素A', unit: 'µgRAE' },
  VitaminCMg: { name: '维生素C', unit: 'mg' },
  SodiumMg: { name: '钠', unit: 'mg' },
};

/** Food groups of the per-meal amounts table of WS/T 554 (plus the project's "other" for condiments and sugar). */
export const FOOD_GROUPS = ['grain', 'vegetable', 'fruit', 'meat', 'fish', 'egg', 'dairy', 'soy', 'oil', 'salt', 'other'] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number];
export const FOOD_GROUP_NAMES: Record<FoodGroup, string> = {
  grain: '谷薯类',
  vegetable: '蔬菜类',
  fruit: '水果类',
  meat: '畜禽肉类',
  fish: '鱼虾类',
  egg: '蛋类',
  dairy: '奶及奶制品',
  soy: '大豆类及其制品和坚果',
  oil: '植物油',
  salt: '盐',
  other: '其他（调味品等）',
};

/** How sure a reference value is (reference data README): unverified and project values are shown as 参考值. */
export type ValueStatus = 'verified' | 'secondary' | 'unverified' | 'project';
/** One value of the standard: a band (either end may be open) with its status and source. */
export interface StandardValue {
  min: number | null;
  max: number | null;
  status: ValueStatus;
  source: string;
}
export const isReferenceOnly = (v: StandardValue): boolean => v.status === 'unverified' || v.status === 'project';

/** The menu rules a checker can apply (reference data README §1, "Menu rules"). */
export const MENU_RULES = [
  'groupsPerMeal', // at least N of the 4 groups in every meal
  'vegetableKindsDaily', // at least N kinds of vegetable a day
  'darkVegetableShare', // at least this share (0..1) of them dark-coloured
  'soyDaily', // soy or soy products every day (min grams per person)
  'liverWeekly', // animal liver once a week, grams per person (band)
  'dairyDaily', // dairy grams a day (band)
  'foodsDaily', // at least N kinds of food a day
  'foodsWeekly', // at least N kinds of food a week
] as const;
export type MenuRule = (typeof MENU_RULES)[number];

/** The whole reference as the analysis reads it (answered by WeekFeeding/GetNutritionStandard). */
export interface NutritionStandard {
  /** 'WS/T 554-2017' */
  name: string;
  /** Table 1 per age group and gender: per person per day (energy, protein, calcium, iron, vitamin A, vitamin C, fibre …). */
  daily: Record<AgeGroup, Record<MealGender, Partial<Record<NutrientKey, StandardValue>>>>;
  /** Fat and carbohydrate as percent of energy (all groups). */
  energyPct: { fat: StandardValue; carbohydrate: StandardValue };
  /** Allowed band as percent of the Table 1 value: energy 90–110, protein 80–120, others (project rule) ≥ 80. */
  tolerancePct: { energy: StandardValue; protein: StandardValue; other: StandardValue };
  /** Each meal's share of the day's energy, percent: 1 breakfast 25–30, 2 lunch 35–40, 3 dinner 30–35. */
  mealSharePct: Record<MealPackageType, StandardValue>;
  /** Food amounts per meal, g per person (edible), by package type and age group. */
  mealFood: Record<MealPackageType, Record<AgeGroup, Partial<Record<FoodGroup, StandardValue>>>>;
  /** Food amounts per day, g per person (unverified, rebuilt from the per-meal tables). */
  dailyFood: Record<AgeGroup, Partial<Record<FoodGroup, StandardValue>>>;
  /** Sodium per day, mg (derived from the daily salt amount; a project rule). */
  sodiumDaily: Record<AgeGroup, StandardValue>;
  menuRules: Record<MenuRule, StandardValue>;
}

/** One ingredient of a meal portion, as GetFeedingNutrition answers it and the analysis reads it. */
export interface MealIngredient {
  Name: string;
  /** as-purchased grams per portion of the meal (dish grams × dish portions) */
  Grams: number;
  /** composition code, null when the product has none (then it is listed in Missing) */
  FoodCode: string | null;
  EdiblePct: number | null;
  Group: FoodGroup | null;
  DarkVegetable: boolean;
  Liver: boolean;
}

/** A nutrition meal's values per portion (what GetFeedingNutrition answers, minus its per-ingredient nutrients). */
export interface MealNutrition extends Nutrients {
  Id: string;
  Name: string;
  PackageType: MealPackageType;
  Ingredients: MealIngredient[];
  /** names of ingredients without composition data */
  Missing: string[];
}

/** A package as the analysis reads it (the wire REC_WeekfeedingInfo flattened). */
export interface WeekPlan {
  AgeGroup: AgeGroup;
  Gender: MealGender;
  /** people of the package */
  Number: number;
  Entries: { PackageType: MealPackageType; DayOfWeek: number; FeedingId: string; Number: number }[];
}

export type FindingLevel = 'ok' | 'low' | 'high';
export interface Finding {
  /** stable code, e.g. 'energy', 'protein', 'fatEnergyPct', 'mealShare.2', 'food.2.vegetable', 'rule.vegetableKindsDaily' */
  Code: string;
  Level: FindingLevel;
  /** Chinese sentence with the figure and the band, e.g. '能量 1520 kcal，为标准的 89%（应为 90%~110%）' */
  Message: string;
  Value: number | null;
  Min: number | null;
  Max: number | null;
  /** the standard value's source */
  Source: string;
  /** true when the standard value is unverified or the project's own rule: the UI labels it 参考值 */
  Reference: boolean;
}

export interface MealIntake extends Nutrients {
  PackageType: MealPackageType;
  /** this meal's share of the day's energy, percent */
  EnergySharePct: number;
  /** edible grams per person per food group */
  Groups: Partial<Record<FoodGroup, number>>;
  /** names of the meals in this slot */
  Meals: string[];
}

export interface DayAnalysis {
  DayOfWeek: number;
  Meals: MealIntake[];
  Total: Nutrients;
  /** percent of the standard per nutrient that has a Table 1 value (keys without the unit suffix: Energy, Protein, Calcium …) */
  PercentOfStandard: Record<string, number>;
  FatEnergyPct: number;
  CarbohydrateEnergyPct: number;
  Groups: Partial<Record<FoodGroup, number>>;
  /** kinds of food (distinct composition codes, or names when missing) */
  FoodKinds: number;
  Findings: Finding[];
}

export interface WeekAnalysis {
  AgeGroup: AgeGroup;
  Gender: MealGender;
  /** the Table 1 values (min of the band) for the package's age group and gender */
  Standard: Partial<Nutrients>;
  Days: DayAnalysis[];
  /** the 5-day average, judged as a day, plus the weekly rules (liver, foods a week) */
  WeekAverage: Omit<DayAnalysis, 'DayOfWeek'> & { DayOfWeek: 0 };
  /** ingredient names without composition data, over the whole week */
  Missing: string[];
}

/**
 * Analyses a week: per person, a slot's intake is the sum over its entries of the meal's
 * per-portion values × entry Number / package Number; days are Monday to Friday; each check
 * of the standard becomes a Finding. Meals not found in `meals` count as missing.
 */
export function analyseWeek(plan: WeekPlan, meals: ReadonlyMap<string, MealNutrition>, std: NutritionStandard): WeekAnalysis {
  void plan;
  void meals;
  void std;
  throw new Error('analyseWeek: not yet written');
}
