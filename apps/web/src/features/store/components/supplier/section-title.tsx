import type { ReactNode } from 'react';

/** A section heading with the green accent bar. */
export function SectionTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="sl-section-title" style={{ borderLeft: '4px solid #1f9d55', paddingLeft: 10 }}>
      <h2 style={{ fontSize: 18 }}>{children}</h2>
      {extra}
    </div>
  );
}
