import type { DayAnalysis, Finding, MissingIngredient, NutrientKey } from '@shanlian/contract/browser';
import { MISSING_REASON_TEXT, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { Alert, Tag, Tooltip } from 'antd';
import { weekText } from '../../../lib/text/week-feeding';
import './analysis-findings.css';

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

export const dayName = (d: Pick<DayAnalysis, 'DayOfWeek'>) => (d.DayOfWeek === 0 ? weekText.average : (WEEK_DAY_NAMES[d.DayOfWeek] ?? String(d.DayOfWeek)));

/** One finding: its level tag, the sentence, 参考值 when the standard value is the project's or unverified, and its source. */
export function FindingRow({ f, compact }: { f: Finding; compact?: boolean }) {
  return (
    <li className={`wk-finding wk-finding-${f.Level}`} data-testid="finding-row" data-level={f.Level} data-code={f.Code}>
      {f.Code === 'incomplete' ? (
        <Tag color={f.Level === 'ok' ? 'gold' : LEVEL_COLOR[f.Level]} bordered={false}>
          {weekText.incompleteTag}
        </Tag>
      ) : (
        <Tag color={LEVEL_COLOR[f.Level]} bordered={false}>
          {weekText.levels[f.Level]}
        </Tag>
      )}
      <span className="wk-finding-text">{f.Message}</span>
      {f.Reference && (
        <Tag bordered={false} className="wk-ref">
          {weekText.reference}
        </Tag>
      )}
      {f.Source &&
        (compact ? (
          <Tooltip title={`${weekText.source}：${f.Source}`}>
            <span className="wk-source-dot">ⓘ</span>
          </Tooltip>
        ) : (
          <span className="wk-source">
            {weekText.source}：{f.Source}
          </span>
        ))}
    </li>
  );
}

/** The findings of a day (or the average), those not met first. */
export function FindingList({ findings, compact }: { findings: Finding[]; compact?: boolean }) {
  const order = { high: 0, low: 1, ok: 2 } as const;
  // an incomplete analysis says so before anything else
  const rank = (f: Finding) => (f.Code === 'incomplete' ? -1 : order[f.Level]);
  const sorted = [...findings].sort((a, b) => rank(a) - rank(b));
  return (
    <ul className="wk-findings" data-testid="finding-list">
      {sorted.map((f) => (
        <FindingRow key={f.Code} f={f} compact={compact} />
      ))}
    </ul>
  );
}

type Missing = MissingIngredient & { Days?: number[]; PackageTypes?: number[] };

/** Where an ingredient is: 周二午餐、周四午餐 (days × meals it appears in). */
function whereText(m: Missing): string {
  const days = (m.Days ?? []).map((d) => WEEK_DAY_NAMES[d] ?? '').join('、');
  const meals = (m.PackageTypes ?? []).map((t) => weekText.packageTypes[t] ?? '').join('、');
  return [days, meals].filter(Boolean).join(' · ');
}

/**
 * The top of an analysis that is not complete: each ingredient without (verified) composition
 * data, its grams per person and why, so that no figure below is read as the whole meal.
 */
export function IncompleteNotice({ missing, perWeek = true }: { missing: Missing[]; perWeek?: boolean }) {
  if (!missing.length) return null;
  const unmapped = missing.filter((m) => m.Reason === 'unmapped').length;
  return (
    <Alert
      className="wk-incomplete"
      type={unmapped ? 'error' : 'warning'}
      showIcon
      title={unmapped ? weekText.incompleteTitle(unmapped) : weekText.referenceTitle(missing.length)}
      description={
        <ul className="wk-incomplete-list">
          {missing.map((m) => (
            <li key={`${m.ProductName}:${m.Reason}`} data-reason={m.Reason}>
              <b>{m.ProductName}</b> {perWeek ? weekText.gramsPerWeek(num(m.Grams)) : weekText.gramsPerPortion(num(m.Grams))} · {MISSING_REASON_TEXT[m.Reason]}
              {whereText(m) && <span className="wk-incomplete-where"> · {whereText(m)}</span>}
            </li>
          ))}
        </ul>
      }
      data-testid="analysis-incomplete"
    />
  );
}
