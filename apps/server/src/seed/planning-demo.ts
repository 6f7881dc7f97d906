/**
 * The demo of meal planning: which demo products are which composition entries and how much one
 * unit weighs, the dishes of the two central kitchens and of one school, the nutrition meals made
 * of them, a school's weekly package and ingredient plan. Demo data, not reference data: the
 * composition values themselves are the reference files of the server (apps/server/data).
 */
import { NUTRITION_MEAL_TYPE_CODE, smallestAllowed, toChinaIso } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import {
  dishes,
  dishIngredients,
  feedingDishes,
  feedings,
  foodPlanLines,
  foodPlans,
  schoolClasses,
  weekFeedingEntries,
  weekFeedings,
} from '../modules/planning/planning.tables.js';
import { shelfItems } from '../modules/store/store.tables.js';
import type { Db } from '../platform/db.js';
import { newId } from '../platform/ids.js';
import { MEALS } from './catalogue-data.js';
import { DEMO_QUANTITY_RULES } from './units-seed.js';

/** Demo product name → food composition code, only where the product truly is that food (first match wins). */
export const COMPOSITION_OF: readonly [RegExp, string][] = [
  [/挂面/, '011301x'],
  [/鲜切面/, '011305x'],
  [/大米|珍珠米|晚籼米|粳米/, '012001x'],
  [/小麦粉|面粉|全麦粉|蛋糕粉/, '011201x'],
  [/沁州黄小米/, '015101'],
  [/玉米糁/, '013103'],
  [/甜玉米粒/, '013101'],
  [/土豆/, '021101'],
  [/大豆油/, '192004'],
  [/菜籽油/, '192001'],
  [/花生油/, '192007'],
  [/上海青/, '045120'],
  [/大白菜|娃娃菜/, '045101x'],
  [/菠菜$|本地菠菜/, '045301'],
  [/胡萝卜/, '041201'],
  [/白萝卜/, '041101'],
  [/洋葱/, '044301'],
  [/普罗旺斯番茄/, '043119'],
  [/水果黄瓜/, '043208'],
  [/长茄子/, '043101x'],
  [/^青椒$/, '043123'],
  [/冬瓜/, '043221'],
  [/贝贝南瓜/, '043213'],
  [/鲜香菇/, '051019'],
  [/西兰花/, '045217'],
  [/红富士苹果|嘎啦苹果|冰糖心苹果/, '061101x'],
  [/酥梨|香梨/, '061201x'],
  [/香蕉/, '065033'],
  [/脐橙/, '064101'],
  [/西瓜/, '066201x'],
  [/猪前腿肉|猪后腿肉|猪里脊肉|冷冻猪肉丁/, '081110'],
  [/五花肉/, '081108'],
  [/鸡大胸/, '091112'],
  [/鸡琵琶腿|去骨鸡腿肉|冷冻琵琶腿/, '091113'],
  [/牛腱子|牛腩|牛里脊|牛上脑|肥牛卷/, '082108x'],
  [/羊腿肉|羔羊排|羊肉块|羔羊肉卷/, '083101x'],
  [/鲜鸡蛋|土鸡蛋|富硒鸡蛋/, '111101x'],
  [/学生饮用奶 纯牛奶|巴氏杀菌鲜牛奶|儿童成长牛奶/, '101101x'],
  [/风味发酵乳|低糖原味酸奶|学生常温酸奶/, '103001x'],
  [/老豆腐/, '031306'],
  [/嫩豆腐/, '031307'],
  [/石磨豆腐/, '031301x'],
  [/五香豆干|白豆干/, '031510x'],
  [/现磨原味豆浆|无糖豆浆/, '031405'],
  [/鲜草鱼/, '121102'],
  [/带鱼/, '121203'],
  [/南美白对虾|基围虾/, '122106'],
  [/太湖青虾/, '122108'],
  [/江西米粉/, '012410'],
  [/细香葱|^香葱$/, '044207'],
  [/鲜猪肉馅/, '081101x'],
  [/鲜鹌鹑蛋/, '114101'],
  [/千禧圣女果/, '043120'],
  [/砂糖橘/, '064203'],
  [/紫菜/, '052008'],
  [/冰鲜虾仁/, '122204'],
  [/白皮大蒜/, '044101'],
  [/猪肋排/, '081132'],
  [/盐渍海带丝/, '052004'],
  [/鳕鱼排/, '121202'],
  [/铁棍山药/, '047104'],
  [/球生菜/, '045333'],
  [/加州鲈鱼/, '121226'],
  [/黑木耳/, '051013'],
  [/^莴笋$/, '045324'],
  [/老鸭/, '092101x'],
  [/^空心菜$/, '045337'],
  [/花生米/, '072004'],
  [/绿豆芽/, '042206'],
  [/鲜猪肝/, '081214'],
  [/加碘精制盐/, 'USDA173468'],
  [/白砂糖/, 'USDA169655'],
  [/生抽|老抽/, 'USDA174277'],
];

export const compositionCodeOf = (name: string): string | null => COMPOSITION_OF.find(([re]) => re.test(name))?.[1] ?? null;

/**
 * Grams in one unit, from the demo specification: `10kg/袋`, `1kg×10包/箱`, `200ml×24盒/箱`,
 * `约1.25kg/只`; 散装称重 by the 斤 is 500 g; eggs counted by 枚 are 50 g each (quail eggs come
 * by weight); a millilitre of milk or soy milk is taken as a gram; cooking oil is 0.92 kg a litre.
 */
export function netWeightOf(name: string, specification: string, unit: string): number | null {
  if (unit === '斤') return 500;
  const m = /^约?([\d.]+)(kg|g|L|ml)(?:×(\d+)\D*)?\//.exec(specification);
  if (m) {
    const [, amount, u, count] = m;
    const perLitre = /油/.test(name) ? 920 : 1000;
    const grams = Number(amount) * ({ kg: 1000, g: 1, L: perLitre, ml: perLitre / 1000 }[u as 'kg' | 'g' | 'L' | 'ml'] ?? 0);
    return Math.round(grams * Number(count ?? 1)) || null;
  }
  const eggs = /^(\d+)枚/.exec(specification);
  if (eggs) return Number(eggs[1]) * 50;
  return null;
}

type DishSpec = { name: string; type: number; cuisine: number; ingredients: [product: string, grams: number][] };
const OIL = '一级大豆油';
const SALT = '加碘精制盐';
const EGG = '鲜鸡蛋（食堂装）';

/** Dishes by a word of a meal's dish line (first match wins); grams are as purchased, per portion, for a 9–11-year-old. */
export const DISH_LIBRARY: readonly [RegExp, DishSpec][] = [
  [
    /杂粮饭/,
    {
      name: '杂粮饭',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['五常稻花香大米', 95],
        ['沁州黄小米', 15],
        ['东北玉米糁', 15],
      ],
    },
  ],
  [/软米饭/, { name: '软米饭', type: 1, cuisine: 1, ingredients: [['嘉兴优质粳米', 50]] }],
  [/米饭/, { name: '米饭', type: 1, cuisine: 1, ingredients: [['五常稻花香大米', 130]] }],
  [/全麦馒头/, { name: '全麦馒头', type: 1, cuisine: 1, ingredients: [['石磨全麦粉', 90]] }],
  [
    /花卷/,
    {
      name: '葱油花卷',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['中筋通用面粉', 70],
        [OIL, 5],
        ['香葱', 3],
      ],
    },
  ],
  [/全麦面包/, { name: '全麦面包', type: 6, cuisine: 10, ingredients: [['石磨全麦粉', 60]] }],
  [/鲜肉包/, { name: '鲜肉包', type: 6, cuisine: 1, ingredients: [['鲜肉大包', 160]] }],
  [
    /蒸饺/,
    {
      name: '猪肉白菜蒸饺',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['中筋通用面粉', 80],
        ['鲜猪肉馅（七瘦三肥）', 20],
        ['山东大白菜', 60],
      ],
    },
  ],
  [
    /米粉/,
    {
      name: '清汤牛肉米粉',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['江西米粉', 80],
        ['冷鲜牛腱子', 40],
        ['上海青', 30],
      ],
    },
  ],
  [
    /番茄鸡蛋挂面/,
    {
      name: '番茄鸡蛋面',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['鸡蛋挂面', 100],
        ['普罗旺斯番茄', 60],
        [EGG, 25],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /小米南瓜/,
    {
      name: '小米南瓜粥',
      type: 1,
      cuisine: 1,
      ingredients: [
        ['沁州黄小米', 30],
        ['贝贝南瓜', 40],
      ],
    },
  ],
  [/小米粥/, { name: '小米粥', type: 1, cuisine: 1, ingredients: [['沁州黄小米', 35]] }],
  [
    /鸡蛋饼/,
    {
      name: '胡萝卜青菜鸡蛋饼',
      type: 6,
      cuisine: 1,
      ingredients: [
        ['中筋通用面粉', 85],
        [EGG, 40],
        ['胡萝卜', 20],
        ['上海青', 20],
        [OIL, 5],
      ],
    },
  ],
  [
    /蒸蛋糕/,
    {
      name: '鸡蛋蒸蛋糕',
      type: 6,
      cuisine: 1,
      ingredients: [
        ['低筋蛋糕粉', 30],
        [EGG, 40],
        ['一级白砂糖', 8],
      ],
    },
  ],
  [
    /鹌鹑蛋/,
    {
      name: '卤鹌鹑蛋',
      type: 3,
      cuisine: 1,
      ingredients: [
        ['鲜鹌鹑蛋', 30],
        ['特级酿造生抽', 3],
      ],
    },
  ],
  [/水煮鸡蛋|茶叶蛋|卤鸡蛋/, { name: '水煮鸡蛋', type: 3, cuisine: 1, ingredients: [[EGG, 50]] }],
  [/纯牛奶 250/, { name: '纯牛奶 250ml', type: 8, cuisine: 1, ingredients: [['学生饮用奶 纯牛奶', 250]] }],
  [/学生饮用奶/, { name: '学生饮用奶 200ml', type: 8, cuisine: 1, ingredients: [['学生饮用奶 纯牛奶', 200]] }],
  [/儿童牛奶/, { name: '儿童牛奶 125ml', type: 8, cuisine: 1, ingredients: [['儿童成长牛奶', 125]] }],
  [/无糖豆浆/, { name: '无糖豆浆', type: 8, cuisine: 1, ingredients: [['无糖豆浆', 250]] }],
  [/豆浆/, { name: '现磨豆浆', type: 8, cuisine: 1, ingredients: [['现磨原味豆浆', 250]] }],
  [/酸奶/, { name: '原味酸奶', type: 8, cuisine: 1, ingredients: [['原味风味发酵乳', 100]] }],
  [/圣女果/, { name: '圣女果', type: 7, cuisine: 1, ingredients: [['千禧圣女果', 50]] }],
  [/香蕉/, { name: '香蕉', type: 7, cuisine: 1, ingredients: [['海南香蕉', 60]] }],
  [/砂糖橘/, { name: '砂糖橘', type: 7, cuisine: 1, ingredients: [['广西砂糖橘', 80]] }],
  [/苹果/, { name: '苹果', type: 7, cuisine: 1, ingredients: [['烟台红富士苹果 80#', 150]] }],
  [/时令水果/, { name: '时令水果', type: 7, cuisine: 1, ingredients: [['砀山酥梨', 120]] }],
  [
    /黄瓜/,
    {
      name: '凉拌黄瓜',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['水果黄瓜', 80],
        ['特级酿造生抽', 3],
      ],
    },
  ],
  [
    /香菇青菜/,
    {
      name: '香菇青菜',
      type: 4,
      cuisine: 2,
      ingredients: [
        ['上海青', 100],
        ['鲜香菇', 20],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /烫青菜|上海青|时蔬/,
    {
      name: '清炒时蔬',
      type: 4,
      cuisine: 2,
      ingredients: [
        ['上海青', 80],
        ['娃娃菜', 60],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /红烧鸡腿/,
    {
      name: '红烧鸡腿',
      type: 2,
      cuisine: 1,
      ingredients: [
        ['鸡琵琶腿', 30],
        ['特级酿造生抽', 4],
        ['一级白砂糖', 3],
        [OIL, 4],
      ],
    },
  ],
  [
    /肉末蒸蛋/,
    {
      name: '肉末蒸蛋',
      type: 3,
      cuisine: 1,
      ingredients: [
        [EGG, 25],
        ['鲜猪肉馅（七瘦三肥）', 10],
      ],
    },
  ],
  [
    /花菜/,
    {
      name: '番茄炒花菜',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['普罗旺斯番茄', 60],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /紫菜蛋花汤/,
    {
      name: '紫菜蛋花汤',
      type: 5,
      cuisine: 1,
      ingredients: [
        ['霞浦头水紫菜', 3],
        [EGG, 15],
      ],
    },
  ],
  [/紫菜虾皮汤/, { name: '紫菜虾皮汤', type: 5, cuisine: 1, ingredients: [['霞浦头水紫菜', 3]] }],
  [
    /糖醋里脊/,
    {
      name: '糖醋里脊',
      type: 2,
      cuisine: 3,
      ingredients: [
        ['猪里脊肉', 35],
        ['一级白砂糖', 8],
        [OIL, 6],
      ],
    },
  ],
  [
    /虾仁/,
    {
      name: '虾仁炒蛋',
      type: 3,
      cuisine: 2,
      ingredients: [
        ['冰鲜虾仁', 25],
        [EGG, 25],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /土豆烧牛肉/,
    {
      name: '土豆烧牛肉',
      type: 2,
      cuisine: 1,
      ingredients: [
        ['冷鲜牛腩', 50],
        ['黄心土豆', 80],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /牛腩/,
    {
      name: '番茄炖牛腩',
      type: 2,
      cuisine: 1,
      ingredients: [
        ['冷鲜牛腩', 25],
        ['普罗旺斯番茄', 80],
        [SALT, 1],
      ],
    },
  ],
  [
    /西兰花/,
    {
      name: '蒜蓉西兰花',
      type: 4,
      cuisine: 5,
      ingredients: [
        ['速冻西兰花', 100],
        ['金乡白皮大蒜', 5],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /醋溜白菜/,
    {
      name: '醋溜白菜',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['山东大白菜', 120],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /白菜豆腐汤/,
    {
      name: '白菜豆腐汤',
      type: 5,
      cuisine: 1,
      ingredients: [
        ['山东大白菜', 50],
        ['内酯嫩豆腐', 60],
      ],
    },
  ],
  [
    /冬瓜排骨汤/,
    {
      name: '冬瓜排骨汤',
      type: 5,
      cuisine: 2,
      ingredients: [
        ['黑皮冬瓜', 80],
        ['猪肋排', 20],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /冬瓜海带汤/,
    {
      name: '冬瓜海带汤',
      type: 5,
      cuisine: 2,
      ingredients: [
        ['黑皮冬瓜', 80],
        ['盐渍海带丝', 20],
      ],
    },
  ],
  [
    /鳕鱼豆腐羹/,
    {
      name: '鳕鱼豆腐羹',
      type: 5,
      cuisine: 2,
      ingredients: [
        ['去刺鳕鱼排', 30],
        ['内酯嫩豆腐', 40],
      ],
    },
  ],
  [
    /胡萝卜炒肉丝/,
    {
      name: '胡萝卜炒肉丝',
      type: 3,
      cuisine: 1,
      ingredients: [
        ['胡萝卜', 60],
        ['冷鲜猪后腿肉', 30],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /菠菜/,
    {
      name: '清炒菠菜',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['本地菠菜', 100],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /山药排骨汤/,
    {
      name: '山药排骨汤',
      type: 5,
      cuisine: 2,
      ingredients: [
        ['铁棍山药', 50],
        ['猪肋排', 40],
      ],
    },
  ],
  [
    /绿豆芽|包菜|娃娃菜/,
    {
      name: '清炒娃娃菜',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['娃娃菜', 120],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /番茄炒蛋|番茄蛋汤/,
    {
      name: '番茄炒蛋',
      type: 3,
      cuisine: 1,
      ingredients: [
        ['普罗旺斯番茄', 100],
        [EGG, 25],
        [OIL, 6],
        [SALT, 0.8],
      ],
    },
  ],
  [
    /海带豆腐汤/,
    {
      name: '海带豆腐汤',
      type: 5,
      cuisine: 1,
      ingredients: [
        ['盐渍海带丝', 20],
        ['内酯嫩豆腐', 60],
      ],
    },
  ],
  [
    /生菜/,
    {
      name: '蒜蓉生菜',
      type: 4,
      cuisine: 5,
      ingredients: [
        ['高原球生菜', 120],
        ['金乡白皮大蒜', 5],
        [OIL, 5],
      ],
    },
  ],
  [
    /玉米胡萝卜丁/,
    {
      name: '玉米胡萝卜丁',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['速冻甜玉米粒', 40],
        ['胡萝卜', 40],
        [OIL, 4],
      ],
    },
  ],
  [
    /鲈鱼/,
    {
      name: '清蒸鲈鱼',
      type: 2,
      cuisine: 2,
      ingredients: [
        ['加州鲈鱼', 40],
        ['特级酿造生抽', 5],
      ],
    },
  ],
  [
    /木耳炒山药/,
    {
      name: '木耳炒山药',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['黑木耳（食堂装）', 5],
        ['铁棍山药', 60],
        [OIL, 5],
        [SALT, 0.8],
      ],
    },
  ],
  [/萝卜丝汤/, { name: '萝卜丝汤', type: 5, cuisine: 1, ingredients: [['白萝卜', 60]] }],
  [
    /梅干菜烧肉/,
    {
      name: '梅干菜烧肉',
      type: 2,
      cuisine: 2,
      ingredients: [
        ['精品五花肉', 60],
        ['特级酿造生抽', 5],
      ],
    },
  ],
  [
    /香干/,
    {
      name: '西芹炒香干',
      type: 3,
      cuisine: 1,
      ingredients: [
        ['五香豆干', 40],
        ['莴笋', 60],
        [OIL, 5],
      ],
    },
  ],
  [/老鸭汤/, { name: '老鸭汤', type: 5, cuisine: 2, ingredients: [['老鸭（煲汤用）', 60]] }],
  [
    /土豆烧鸡块/,
    {
      name: '土豆烧鸡块',
      type: 2,
      cuisine: 1,
      ingredients: [
        ['去骨鸡腿肉', 60],
        ['黄心土豆', 80],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [
    /茄子/,
    {
      name: '肉末茄子',
      type: 3,
      cuisine: 4,
      ingredients: [
        ['长茄子', 100],
        ['鲜猪肉馅（七瘦三肥）', 20],
        [OIL, 8],
        [SALT, 1],
      ],
    },
  ],
  [
    /空心菜/,
    {
      name: '蒜蓉空心菜',
      type: 4,
      cuisine: 5,
      ingredients: [
        ['空心菜', 120],
        ['金乡白皮大蒜', 5],
        [OIL, 5],
      ],
    },
  ],
  [
    /鱼香肉丝/,
    {
      name: '鱼香肉丝',
      type: 3,
      cuisine: 4,
      ingredients: [
        ['猪里脊肉', 20],
        ['胡萝卜', 20],
        ['青椒', 20],
        ['黑木耳（食堂装）', 3],
        [OIL, 6],
      ],
    },
  ],
  [
    /西葫芦/,
    {
      name: '清炒莴笋',
      type: 4,
      cuisine: 1,
      ingredients: [
        ['莴笋', 100],
        [OIL, 5],
        [SALT, 1],
      ],
    },
  ],
  [/海带丝/, { name: '凉拌海带丝', type: 4, cuisine: 1, ingredients: [['盐渍海带丝', 50]] }],
  [
    /宫保鸡丁/,
    {
      name: '宫保鸡丁',
      type: 2,
      cuisine: 4,
      ingredients: [
        ['鸡大胸', 20],
        ['东北大花生米', 12],
        ['青椒', 20],
        [OIL, 6],
      ],
    },
  ],
  [/丝瓜蛋汤/, { name: '丝瓜蛋汤', type: 5, cuisine: 1, ingredients: [[EGG, 20]] }],
];

/**
 * The demo school's week for its 9–11-year-olds, Monday to Friday, by the start of each meal's
 * name: every ingredient has a composition entry (营养早餐B's 鲜肉大包 has none, so it is left
 * out); a few vegetables have only 参考值 entries, which the analysis counts and names. Grams per
 * portion follow the per-meal amounts of WS/T 554-2017 for 9–11 years where the kitchens' menus allow.
 */
export const DEMO_CLASS = { ageGroup: 2, boys: 26, girls: 24 } as const;
export const DEMO_WEEK: Record<1 | 2 | 3, string[]> = {
  1: ['营养早餐A', '营养早餐C', '营养早餐D', '营养早餐E', '营养早餐A'],
  2: ['小学生午餐套餐', '红烧鸡腿饭套餐', '清蒸鲈鱼营养套餐', '番茄牛腩饭套餐', '清蒸鲈鱼营养套餐'],
  3: ['鱼香肉丝盖饭套餐', '虾仁滑蛋营养餐', '杂粮饭+清炒时蔬', '宫保鸡丁套餐', '清淡晚餐'],
};

export function dishFor(line: string): DishSpec {
  const found = DISH_LIBRARY.find(([re]) => re.test(line));
  if (!found) throw new Error(`no demo dish for meal line ${line}`);
  return found[1];
}

/** The age group (WS/T 554) a demo meal is made for, by its name; sex 1 for the primary-school meals the demo week uses. */
export function targetOf(name: string, index: number): { ageGroup: number; gender: number } {
  if (/幼儿园/.test(name)) return { ageGroup: 1, gender: 2 };
  if (/中学生|寄宿生/.test(name)) return { ageGroup: 3, gender: 1 + (index % 2) };
  if (/教职工/.test(name)) return { ageGroup: 4, gender: 2 };
  return { ageGroup: 2, gender: 1 };
}

interface Item {
  id: string;
  supplierId: string;
  typeCode: string;
  name: string;
  specification: string;
  unit: string;
}

/**
 * Maps the demo products, makes the kitchens' dishes and meals and the school's dishes, week and
 * ingredient plan. Answers, per kitchen, the ingredients it buys (for the demo's purchase history).
 */
export async function seedPlanning(
  db: Db,
  o: { items: readonly Item[]; schoolId: string; schoolUserId: string | null; now: Date },
): Promise<{ kitchenIngredients: Map<string, string[]>; dishes: number; meals: number; weekId: string }> {
  const { items, now } = o;
  // products: composition and net weight
  for (const it of items) {
    if (it.typeCode === NUTRITION_MEAL_TYPE_CODE) continue;
    const code = compositionCodeOf(it.name);
    const net = netWeightOf(it.name, it.specification, it.unit);
    if (code || net) await db.update(shelfItems).set({ compositionCode: code, netWeightG: net }).where(eq(shelfItems.id, it.id));
  }
  const byName = new Map<string, Item>();
  for (const it of items) if (it.typeCode !== NUTRITION_MEAL_TYPE_CODE && !byName.has(it.name)) byName.set(it.name, it);

  const dishRows: (typeof dishes.$inferInsert)[] = [];
  const ingredientRows: (typeof dishIngredients.$inferInsert)[] = [];
  const dishOf = new Map<string, string>(); // firm|dish name → id
  const kitchenIngredients = new Map<string, string[]>();
  const makeDish = (firmId: string, spec: DishSpec, at: Date): string => {
    const key = `${firmId}|${spec.name}`;
    const found = dishOf.get(key);
    if (found) return found;
    const id = newId();
    dishOf.set(key, id);
    dishRows.push({
      id,
      firmId,
      name: spec.name,
      dishType: spec.type,
      cuisine: spec.cuisine,
      describe: '',
      isNew: dishRows.length % 5 === 0,
      isRecommended: dishRows.length % 3 === 0,
      createdAt: at,
      updatedAt: at,
    });
    for (const [i, [product, grams]] of spec.ingredients.entries()) {
      const item = byName.get(product);
      if (!item) throw new Error(`demo dish ${spec.name}: no product ${product}`);
      ingredientRows.push({ id: newId(), dishId: id, shelfItemId: item.id, grams, sort: i });
      const bought = kitchenIngredients.get(firmId) ?? [];
      if (!bought.includes(item.id)) bought.push(item.id);
      kitchenIngredients.set(firmId, bought);
    }
    return id;
  };

  // the kitchens' meals: one composition per nutrition-meal shelf item, its dishes from the meal's lines
  const mealItems = items.filter((i) => i.typeCode === NUTRITION_MEAL_TYPE_CODE);
  const feedingRows: (typeof feedings.$inferInsert)[] = [];
  const feedingDishRows: (typeof feedingDishes.$inferInsert)[] = [];
  const feedingByItem = new Map<string, { id: string; packageType: number; ageGroup: number; gender: number }>();
  for (const [n, row] of MEALS.entries()) {
    const [name, , , packageType, lines] = row;
    const item = mealItems.find((m) => m.name === name);
    if (!item) continue;
    const at = new Date(now.getTime() - (30 - n) * 86_400_000);
    const target = targetOf(name, n);
    const id = newId();
    feedingRows.push({ id, shelfItemId: item.id, firmId: item.supplierId, ageGroup: target.ageGroup, gender: target.gender, updatedAt: at });
    feedingByItem.set(item.id, { id, packageType, ...target });
    const seen = new Set<string>();
    for (const [i, line] of lines.entries()) {
      const dishId = makeDish(item.supplierId, dishFor(line), at);
      if (seen.has(dishId)) continue;
      seen.add(dishId);
      feedingDishRows.push({ id: newId(), feedingId: id, dishId, portions: 1, sort: i });
    }
  }
  const kitchens = new Map(kitchenIngredients);

  // the school's own dishes
  const schoolDishes = ['番茄炒蛋', '红烧鸡腿', '清炒菠菜', '土豆烧牛肉', '冬瓜排骨汤', '杂粮饭'];
  for (const [i, d] of schoolDishes.entries()) makeDish(o.schoolId, dishFor(d), new Date(now.getTime() - (10 - i) * 86_400_000));

  await db.insert(dishes).values(dishRows);
  await db.insert(dishIngredients).values(ingredientRows);
  await db.insert(feedings).values(feedingRows);
  await db.insert(feedingDishes).values(feedingDishRows);

  // the school's students: 9–11-year-olds, a class of 26 boys and 24 girls (new packages start from it)
  await db.insert(schoolClasses).values({ firmId: o.schoolId, ageGroup: DEMO_CLASS.ageGroup, boys: DEMO_CLASS.boys, girls: DEMO_CLASS.girls, updatedAt: now });

  // the school's week for that class (DEMO_WEEK), judged against the standard weighted by its boys and girls
  const weekId = newId();
  const weekAt = new Date(now.getTime() - 3 * 86_400_000);
  await db.insert(weekFeedings).values({
    id: weekId,
    firmId: o.schoolId,
    name: '三年级营养周菜谱',
    gender: 3,
    ageGroup: DEMO_CLASS.ageGroup,
    people: DEMO_CLASS.boys + DEMO_CLASS.girls,
    boys: DEMO_CLASS.boys,
    girls: DEMO_CLASS.girls,
    createdBy: o.schoolUserId,
    createdAt: weekAt,
    updatedAt: weekAt,
  });
  const entries: (typeof weekFeedingEntries.$inferInsert)[] = [];
  const mealByName = new Map(mealItems.map((m) => [m.name, feedingByItem.get(m.id)]));
  for (const [type, names] of Object.entries(DEMO_WEEK)) {
    for (const [i, prefix] of names.entries()) {
      const f = [...mealByName].find(([name]) => name.startsWith(prefix))?.[1];
      if (!f) throw new Error(`demo week: no meal ${prefix}`);
      entries.push({
        id: newId(),
        weekFeedingId: weekId,
        packageType: Number(type),
        dayOfWeek: i + 1,
        feedingId: f.id,
        people: DEMO_CLASS.boys + DEMO_CLASS.girls,
        sort: 0,
      });
    }
  }
  if (entries.length > 0) await db.insert(weekFeedingEntries).values(entries);

  // the school's ingredient plan for next week
  const planId = newId();
  const day = 86_400_000;
  // next Monday to Friday as China dates (a plan's dates are days at 00:00 China time)
  const today = new Date(`${toChinaIso(now).slice(0, 10)}T00:00:00+08:00`);
  const weekday = new Date(today.getTime() + 8 * 3_600_000).getUTCDay();
  const monday = new Date(today.getTime() + ((8 - weekday) % 7 || 7) * day);
  await db.insert(foodPlans).values({
    id: planId,
    firmId: o.schoolId,
    name: '下周食材计划',
    startAt: monday,
    endAt: new Date(monday.getTime() + 4 * day),
    createdBy: o.schoolUserId,
    createdAt: weekAt,
    updatedAt: weekAt,
  });
  // as a canteen orders: dry goods once on Monday, meat every other day, greens fresh each morning
  const dayOf = (d: number) => toChinaIso(new Date(monday.getTime() + (d - 1) * day)).slice(0, 10);
  const schedule: [string, [number, number][]][] = [
    ['五常稻花香大米', [[1, 4]]],
    [OIL, [[1, 2]]],
    [
      '鸡大胸',
      [
        [1, 3],
        [3, 3],
        [5, 3],
      ],
    ],
    [
      '上海青',
      [
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
      ],
    ],
    [
      EGG,
      [
        [1, 5],
        [4, 5],
      ],
    ],
  ];
  // each line as the shelf will allow it (the demo's quantity rules are applied after the history is placed)
  const allowed = (name: string, q: number) => {
    const r = DEMO_QUANTITY_RULES.find((x) => x.names.includes(name));
    return smallestAllowed(q, r?.minQuantity ?? 1, r?.quantityStep ?? 1);
  };
  const planLines = schedule
    .flatMap(([name, days]) => {
      const item = byName.get(name);
      return item ? days.map(([d, quantity]) => ({ planId, shelfItemId: item.id, quantity: allowed(name, quantity), deliveryDate: dayOf(d) })) : [];
    })
    .map((l, sort) => ({ id: newId(), ...l, sort }));
  if (planLines.length > 0) await db.insert(foodPlanLines).values(planLines);

  return { kitchenIngredients: kitchens, dishes: dishRows.length, meals: feedingRows.length, weekId };
}
