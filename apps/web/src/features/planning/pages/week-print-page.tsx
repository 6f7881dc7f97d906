import type { NutrientKey } from '@shanlian/contract/browser';
import { NUTRIENT_LABELS, NUTRIENTS, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { Button, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { weekText } from '../../../lib/text/week-feeding';
import { usePageTitle } from '../../../lib/use-page-title';
import { IncompleteNotice, num, pctKey } from '../components/analysis-findings';
import { cellOf, gridFromWire, mealIdsOf, SLOT_DAYS, SLOT_TYPES, slotDishes } from '../components/week-model';
import { useMealNutrition, useWeekOp } from '../week-api';
import '../week.css';
import './week-print-page.css';

const SUPPLY: readonly NutrientKey[] = NUTRIENTS;

/** /eshop/print/nutritiousmeals/:id — the 带量食谱 of a package on A4 landscape; ?print=1 opens the print dialog. */
export default function WeekPrintPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const week = useWeekOp('WeekFeeding/GetWeekFeedingById', { Id: id }, { enabled: !!id });
  const report = useWeekOp('WeekFeeding/GetNutritionAnalysis', { Id: id }, { enabled: !!id });
  usePageTitle(week.data ? `${weekText.printTitle} ${week.data.WeekFeedingName}` : weekText.printTitle);
  const grid = useMemo(() => gridFromWire(week.data?.REC_WebPackageTypeFeedingInfos), [week.data]);
  const ids = useMemo(() => mealIdsOf(grid), [grid]);
  const nutrition = useMealNutrition(ids);
  const meals = useMemo(() => new Map(nutrition.rows.map((r) => [r.Id, r])), [nutrition.rows]);
  const ready = !!week.data && !nutrition.isLoading && !report.isLoading;
  const autoPrint = params.get('print') === '1';

  useEffect(() => {
    if (!ready || !autoPrint) return;
    const t = window.setTimeout(() => window.print(), 400);
    return () => window.clearTimeout(t);
  }, [ready, autoPrint]);

  if (week.isLoading)
    return (
      <div className="wk-print">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  if (week.error || !week.data) return <EmptyState description={week.error?.message ?? weekText.notFound} />;
  const w = week.data;
  const people = w.Number;
  const days = report.data?.Days ?? [];

  return (
    <div className="wk-print" data-testid="week-print">
      <div className="wk-print-bar">
        <Button type="primary" onClick={() => window.print()} data-testid="print-button">
          {weekText.printButton}
        </Button>
      </div>
      <h1>
        {weekText.printTitle}：{w.WeekFeedingName}
      </h1>
      <div className="wk-print-facts">
        {weekText.ageGroup} {w.AgeGroupName} · {weekText.gender} {w.GenderName} · {weekText.people} {people} · {weekText.printHint}
      </div>
      {report.data && <IncompleteNotice missing={report.data.Missing} />}
      <div className="wk-table-box">
        <table>
          <thead>
            <tr>
              <th style={{ width: 48 }}>{weekText.day}</th>
              <th style={{ width: 40 }}>{weekText.packageType}</th>
              <th style={{ width: '16%' }}>{weekText.servedMeals}</th>
              <th>{weekText.ingredients}</th>
            </tr>
          </thead>
          {SLOT_DAYS.map((d) => {
            const day = days.find((x) => x.DayOfWeek === d);
            return (
              <tbody key={d} className="wk-print-day">
                {SLOT_TYPES.map((t, ti) => {
                  const entries = cellOf(grid, t, d);
                  return (
                    <tr key={t}>
                      {ti === 0 && <th rowSpan={SLOT_TYPES.length + 1}>{WEEK_DAY_NAMES[d]}</th>}
                      <th>{weekText.packageTypes[t]}</th>
                      <td>{entries.length ? entries.map((e) => `${e.Name}（${weekText.portions(e.Number)}）`).join('、') : '—'}</td>
                      <td>
                        {slotDishes(entries, meals, people).map((dish) => (
                          <div key={dish.name}>
                            <b>{dish.name}</b>：
                            {dish.ingredients.map((i) => (
                              <span key={i.name} className="wk-print-ing">
                                {i.name} {num(i.grams)}g；
                              </span>
                            ))}
                          </div>
                        ))}
                      </td>
                    </tr>
                  );
                })}
                <tr>
                  <th>{weekText.supply}</th>
                  <td colSpan={2}>
                    {day
                      ? SUPPLY.map((k) => {
                          const pct = day.PercentOfStandard[pctKey(k)];
                          return (
                            <span key={k} className="wk-print-ing">
                              {NUTRIENT_LABELS[k].name} {num(day.Total[k])}
                              {NUTRIENT_LABELS[k].unit}
                              {pct != null ? `（${num(pct)}%）` : ''}；{' '}
                            </span>
                          );
                        })
                      : report.error
                        ? report.error.message
                        : '—'}
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
