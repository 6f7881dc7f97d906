import type { ReactNode } from 'react';

/** The title bar at the top of a content card: a green accent, the title, a grey subtitle. */
export function PageHeading({ title, subtitle, extra }: { title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', paddingBottom: 14, borderBottom: '2px solid #1f9d55' }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
        <h1 style={{ margin: 0, fontSize: 22, color: '#222' }}>{title}</h1>
        {subtitle && <span style={{ color: '#999', fontSize: 13 }}>{subtitle}</span>}
      </div>
      {extra}
    </div>
  );
}
