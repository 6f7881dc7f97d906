import { yuan } from '../lib/format';

/** "/斤" after a price, or nothing when the unit is unknown. */
export const perUnit = (unit?: string | null): string => (unit?.trim() ? `/${unit.trim()}` : '');

/**
 * ¥12.50, or ¥3.60/斤 when the unit is given (every price a buyer compares should carry it),
 * with the original price struck through when it is higher.
 */
export function Price({ value, original, unit, size = 'md' }: { value: number; original?: number; unit?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const fontSize = size === 'lg' ? 28 : size === 'sm' ? 14 : 18;
  const per = perUnit(unit);
  return (
    <span className="sl-price">
      <span style={{ color: '#cf2c2f', fontWeight: 600, fontSize }}>{yuan(value)}</span>
      {per && (
        <span className="sl-price-unit" style={{ color: '#6f6f6f', fontSize: Math.max(12, fontSize - 6), marginLeft: 2 }}>
          {per}
        </span>
      )}
      {original != null && original > value && (
        <span style={{ color: '#6f6f6f', textDecoration: 'line-through', marginLeft: 8, fontSize: Math.max(12, fontSize - 6) }}>{yuan(original)}</span>
      )}
    </span>
  );
}
