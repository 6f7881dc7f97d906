import type { DayAnalysis, Finding, NutrientKey } from '@shanlian/contract/browser';
import { PLANNING_MSG, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { Tag, Tooltip } from 'antd';
import { TWeek } from '../../../lib/text/week-feeding';

/** 达标 green, 偏低 orange, 偏高 red. */
export const LEVEL_COLOR: Record<Finding['Level'], string> = { ok: 'green', low: 'orange', high: 'red' };
export const LEVEL_HEX: Record<Finding['Level'], string> = { ok: '#389e0d', low: '#d46b08', high: '#cf1322' };

/** The key of PercentOfStandard for a nutrient (its name without the unit: EnergyKcal → Energy). */
export const pctKey = (k: NutrientKey) => k.replace(/(Kcal|UgRae|Mg|G)$/, '');

/** A number as the tables show it: whole above 100, one decimal below. */
export function num(v: number | null | undefined): string {
  if (v == null || !Number.isFinite(v)) return '—';
  return Math.abs(v) >= 100 ? String(Math.round(v)) : String(Math.round(v * 10) / 10);
}

export const dayName = (d: Pick<DayAnalysis, 'DayOfWeek'>) => (d.DayOfWeek === 0 ? TWeek.average : (WEEK_DAY_NAMES[d.DayOfWeek] ?? String(d.DayOfWeek)));

/** One finding: its level tag, the sentence, 参考值 when the standard value is the project's or unverified, and its source. */
export function FindingRow({ f, compact }: { f: Finding; compact?: boolean }) {
  return (
    <li className={`wk-finding wk-finding-${f.Level}`} data-testid="finding-row" data-level={f.Level} data-code={f.Code}>
      <Tag color={LEVEL_COLOR[f.Level]} bordered={false}>
        {TWeek.levels[f.Level]}
      </Tag>
      <span className="wk-finding-text">{f.Message}</span>
      {f.Reference && (
        <Tag bordered={false} className="wk-ref">
          {TWeek.reference}
        </Tag>
      )}
      {f.Source &&
        (compact ? (
          <Tooltip title={`${TWeek.source}：${f.Source}`}>
            <span className="wk-source-dot">ⓘ</span>
          </Tooltip>
        ) : (
          <span className="wk-source">
            {TWeek.source}：{f.Source}
          </span>
        ))}
    </li>
  );
}

/** The findings of a day (or the average), those not met first. */
export function FindingList({ findings, compact }: { findings: Finding[]; compact?: boolean }) {
  const order = { high: 0, low: 1, ok: 2 } as const;
  const sorted = [...findings].sort((a, b) => order[a.Level] - order[b.Level]);
  return (
    <ul className="wk-findings" data-testid="finding-list">
      {sorted.map((f) => (
        <FindingRow key={f.Code} f={f} compact={compact} />
      ))}
    </ul>
  );
}

/** 以下食材没有营养成分数据，未计入分析：… */
export function MissingNote({ names }: { names: string[] }) {
  if (!names.length) return null;
  return (
    <div className="wk-missing" data-testid="analysis-missing">
      {PLANNING_MSG.missingComposition(names.join('、'))}
    </div>
  );
}
