import type { TSchoolWeek } from '@shanlian/contract';
import { TP } from './public-text';

type Band = NonNullable<TSchoolWeek['Days'][number]['Energy']>;

/** The right end of a bar's scale: a quarter past the largest of the figure and the band's ends. */
export const scaleTop = (band: Pick<Band, 'Value' | 'Min' | 'Max'>): number => Math.max(band.Value, band.Max ?? 0, band.Min ?? 0, 1) * 1.25;

/** Where a figure sits along a bar whose scale ends at `top`, 0–100. */
export const barPercent = (v: number, top: number): number => Math.min(100, Math.max(0, (v / top) * 100));

/**
 * One nutrient of a day: a track with the standard's band (Min–Max) shaded and the day's figure
 * marked on it; the amount (kcal or g a student) as text. The scale reaches past the band and the
 * figure so both always show.
 */
export function NutrientBar({ label, band, of, testId }: { label: string; band: Band; of: string; testId: string }) {
  const top = scaleTop(band);
  const pct = (v: number) => `${barPercent(v, top)}%`;
  const lo = band.Min ?? 0;
  const hi = band.Max ?? top;
  const level = band.Level;
  return (
    <div className="pub-bar" data-testid={testId} data-level={level}>
      <div className="pub-bar-label">
        <span>
          <b>{label}</b> {band.Amount}
          {band.Unit}
        </span>
        <span>
          {of} {band.Value}% · <span className={`pub-tag${level === 'ok' ? '' : ' warn'}`}>{TP.level[level]}</span>
        </span>
      </div>
      <div className="pub-bar-track" role="img" aria-label={`${label} ${of} ${band.Value}% ${TP.band(band.Min, band.Max)}`}>
        {(band.Min != null || band.Max != null) && <div className="pub-bar-band" style={{ left: pct(lo), width: `calc(${pct(hi)} - ${pct(lo)})` }} />}
        <div className={`pub-bar-fill ${level}`} style={{ width: pct(band.Value) }} />
        <div className={`pub-bar-mark ${level}`} style={{ left: pct(band.Value) }} />
      </div>
      <div className="pub-bar-foot">
        <span>{TP.band(band.Min, band.Max)}</span>
      </div>
    </div>
  );
}
