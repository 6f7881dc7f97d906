import type { DayAnalysis, Finding, MealNutrition, NutrientKey, WeekAnalysis, WeekPlan } from '@shanlian/contract/browser';
import { analyseWeek, NUTRIENT_LABELS } from '@shanlian/contract/browser';
import { Segmented, Skeleton } from 'antd';
import { memo, useMemo, useState } from 'react';
import { weekText } from '../../../lib/text/week-feeding';
import { useNutritionStandard } from '../week-api';
import { dayName, FindingList, IncompleteNotice, LEVEL_HEX, num, pctKey } from './analysis-findings';
import './analysis-panel.css';
import { messageOf } from '../../../api/errors';

/** The four nutrients of the live table, with the finding that judges each. */
const LIVE: { key: NutrientKey; code: string; energyPct?: 'FatEnergyPct' | 'CarbohydrateEnergyPct' }[] = [
  { key: 'EnergyKcal', code: 'energy' },
  { key: 'ProteinG', code: 'protein' },
  { key: 'FatG', code: 'fatEnergyPct', energyPct: 'FatEnergyPct' },
  { key: 'CarbohydrateG', code: 'carbohydrateEnergyPct', energyPct: 'CarbohydrateEnergyPct' },
];

type Outcome = { analysis: WeekAnalysis } | { pending: true } | { error: string } | null;

/** analyseWeek, caught: the function may not be there yet ('not yet written'), or the data may be short. */
export function runAnalysis(plan: WeekPlan, meals: ReadonlyMap<string, MealNutrition>, std: Parameters<typeof analyseWeek>[2] | undefined): Outcome {
  if (!std || plan.Entries.length === 0) return null;
  try {
    return { analysis: analyseWeek(plan, meals, std) };
  } catch (e) {
    const text = messageOf(e);
    return /not yet written/.test(text) ? { pending: true } : { error: text };
  }
}

function levelOf(findings: Finding[], code: string): Finding | undefined {
  return findings.find((f) => f.Code === code);
}

/** One row of the live table: a day's (or the average's) four nutrients, each with its percent coloured by its finding. */
function DayRow({ d }: { d: Omit<DayAnalysis, 'DayOfWeek'> & { DayOfWeek: number } }) {
  return (
    <tr className={d.DayOfWeek === 0 ? 'wk-live-avg' : undefined} data-testid="analysis-day">
      <th>
        {dayName(d)}
        {d.Missing.length > 0 && (
          <span className="wk-day-warn" title={weekText.cellMissing(d.Missing.map((m) => m.ProductName).join('、'))}>
            !
          </span>
        )}
      </th>
      {LIVE.map(({ key, code, energyPct }) => {
        const f = levelOf(d.Findings, code);
        const pct = energyPct ? d[energyPct] : d.PercentOfStandard[pctKey(key)];
        return (
          <td key={key}>
            <div>{num(d.Total[key])}</div>
            {pct != null && (
              <div className="wk-live-pct" style={f ? { color: LEVEL_HEX[f.Level] } : undefined} title={f?.Message}>
                {num(pct)}%{energyPct ? '能' : ''}
              </div>
            )}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The live analysis beside the grid: the same analyseWeek the server runs, on the grid as it is
 * (or as it would be with the dragged card dropped where it hovers). Per day energy, protein,
 * fat and carbohydrate with their percent, then the findings of the average or a chosen day.
 */
export const AnalysisPanel = memo(function AnalysisPanel({
  plan,
  meals,
  loading,
}: {
  plan: WeekPlan;
  meals: ReadonlyMap<string, MealNutrition>;
  loading: boolean;
}) {
  const std = useNutritionStandard();
  const [pick, setPick] = useState<number>(0);
  const outcome = useMemo(() => runAnalysis(plan, meals, std.data), [plan, meals, std.data]);

  let body: React.ReactNode;
  if (std.isLoading || (loading && plan.Entries.length > 0 && meals.size === 0)) body = <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  else if (std.error) body = <div className="wk-live-note">{std.error.message}</div>;
  else if (!outcome) body = <div className="wk-live-note">{weekText.liveEmpty}</div>;
  else if ('pending' in outcome)
    body = (
      <div className="wk-live-note" data-testid="analysis-pending">
        {weekText.livePending}
      </div>
    );
  else if ('error' in outcome) body = <div className="wk-live-note">{outcome.error}</div>;
  else {
    const a = outcome.analysis;
    const shown = pick === 0 ? a.WeekAverage : (a.Days.find((d) => d.DayOfWeek === pick) ?? a.WeekAverage);
    body = (
      <>
        <IncompleteNotice missing={a.Missing} />
        <table className="wk-live-table">
          <thead>
            <tr>
              <th>{weekText.perPersonDay}</th>
              {LIVE.map(({ key }) => (
                <th key={key}>
                  {NUTRIENT_LABELS[key].name}
                  <small>{NUTRIENT_LABELS[key].unit}</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {a.Days.map((d) => (
              <DayRow key={d.DayOfWeek} d={d} />
            ))}
            <DayRow d={a.WeekAverage} />
          </tbody>
        </table>
        <Segmented
          size="small"
          block
          value={pick}
          onChange={(v) => setPick(Number(v))}
          options={[{ value: 0, label: '平均' }, ...a.Days.map((d) => ({ value: d.DayOfWeek, label: dayName(d).replace('周', '') }))]}
          data-testid="analysis-pick"
        />
        <FindingList findings={shown.Findings} compact />
      </>
    );
  }
  return (
    <aside className="wk-live" data-testid="analysis-panel" aria-live="polite">
      <div className="wk-live-title">{weekText.liveTitle}</div>
      {body}
    </aside>
  );
});
