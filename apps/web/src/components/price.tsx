import { yuan } from '../lib/format';

/** ¥12.50, with the original price struck through when it is higher. */
export function Price({ value, original, size = 'md' }: { value: number; original?: number; size?: 'sm' | 'md' | 'lg' }) {
  const fontSize = size === 'lg' ? 28 : size === 'sm' ? 14 : 18;
  return (
    <span className="sl-price">
      <span style={{ color: '#cf2c2f', fontWeight: 600, fontSize }}>{yuan(value)}</span>
      {original != null && original > value && (
        <span style={{ color: '#6f6f6f', textDecoration: 'line-through', marginLeft: 8, fontSize: Math.max(12, fontSize - 6) }}>{yuan(original)}</span>
      )}
    </span>
  );
}
