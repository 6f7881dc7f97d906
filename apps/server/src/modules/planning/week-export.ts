import {
  AGE_GROUP_NAMES,
  type DayAnalysis,
  type FindingLevel,
  formatChinaDate,
  MEAL_GENDER_NAMES,
  NUTRIENT_LABELS,
  NUTRIENTS,
  PACKAGE_TYPE_NAMES,
  WEEK_DAY_NAMES,
} from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { actorOf, type Ctx } from '../../platform/context.js';
import { feedingsDishesWithIngredients } from './feeding.service.js';
import { analysedWeek } from './week.service.js';

const LEVEL_NAMES: Record<FindingLevel, string> = { ok: '达标', low: '偏低', high: '偏高' };
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * WeekFeeding/ExportWeekFeeding: the 带量食谱 of a package as .xlsx, a private file of the
 * caller's firm. Sheet 1: day × meal slot × meal × dish × ingredient with grams per person;
 * sheet 2: the nutrients supplied per day and on average, percent of the standard and findings.
 */
export async function exportWeek(ctx: Ctx, id: string): Promise<{ FileId: string; FileName: string }> {
  const actor = actorOf(ctx);
  const { week, entries, analysis } = await analysedWeek(ctx.db, actor, id, 'meal-plan:export');
  const header = [
    `营养套餐：${week.name}`,
    `年龄段：${AGE_GROUP_NAMES[week.ageGroup] ?? ''}    性别：${MEAL_GENDER_NAMES[week.gender] ?? ''}    就餐人数：${week.people}`,
    '标准：WS/T 554-2017 学生餐营养指南',
  ];
  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now;

  // sheet 1: the recipe with quantities
  const recipe = workbook.addWorksheet('带量食谱');
  for (const line of header) recipe.addRow([line]);
  recipe.addRow([]);
  const head = recipe.addRow(['星期', '餐次', '营养餐', '菜品', '食材', '每人用量（克）']);
  head.font = { bold: true };
  recipe.columns = [{ width: 8 }, { width: 8 }, { width: 24 }, { width: 20 }, { width: 20 }, { width: 14 }];
  const dishesByMeal = await feedingsDishesWithIngredients(
    ctx.db,
    entries.map((e) => e.feedingId),
  );
  const ordered = [...entries].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.packageType - b.packageType || a.sort - b.sort);
  for (const e of ordered) {
    const share = e.people / week.people;
    const meal = dishesByMeal.get(e.feedingId);
    for (const dish of meal?.dishes ?? []) {
      for (const ing of dish.ingredients) {
        recipe.addRow([
          WEEK_DAY_NAMES[e.dayOfWeek] ?? '',
          PACKAGE_TYPE_NAMES[e.packageType] ?? '',
          meal?.name ?? '',
          dish.name,
          ing.name,
          round1(ing.grams * dish.portions * share),
        ]);
      }
    }
  }

  // sheet 2: nutrients supplied
  const supply = workbook.addWorksheet('营养素供给');
  for (const line of header) supply.addRow([line]);
  supply.addRow([]);
  const nutrientHeads = NUTRIENTS.map((k) => `${NUTRIENT_LABELS[k].name}（${NUTRIENT_LABELS[k].unit}）`);
  const h2 = supply.addRow(['日期', ...nutrientHeads, '结论']);
  h2.font = { bold: true };
  const dayRows = (label: string, d: Omit<DayAnalysis, 'DayOfWeek'>) => {
    supply.addRow([label, ...NUTRIENTS.map((k) => round1(d.Total[k])), '']);
    supply.addRow([
      `${label} 占标准%`,
      ...NUTRIENTS.map((k) => {
        const pct = d.PercentOfStandard[k] ?? d.PercentOfStandard[k.replace(/(Kcal|UgRae|Mg|G)$/, '')];
        return pct == null ? '' : round1(pct);
      }),
      '',
    ]);
    for (const f of d.Findings) {
      supply.addRow([label, ...NUTRIENTS.map(() => ''), `${LEVEL_NAMES[f.Level]}：${f.Message}${f.Reference ? '（参考值）' : ''}`]);
    }
  };
  for (const d of analysis.Days) dayRows(WEEK_DAY_NAMES[d.DayOfWeek] ?? String(d.DayOfWeek), d);
  dayRows('五日平均', analysis.WeekAverage);
  if (analysis.Missing.length) supply.addRow([`未计入分析（无营养成分数据）：${analysis.Missing.join('、')}`]);
  supply.getColumn(1).width = 14;
  supply.getColumn(NUTRIENTS.length + 2).width = 60;

  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const fileName = `带量食谱-${week.name.replace(/[\\/:*?"<>|]/g, '')}-${formatChinaDate(ctx.now).replace(/-/g, '')}.xlsx`;
  const fileId = await ctx.deps.files.save(ctx.db, { fileName, bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose: 'unassigned' });
  return { FileId: fileId, FileName: fileName };
}
