import type { ReactNode } from 'react';

/** A titled block of the profile form. */
export function FormSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="centre-form-section">
      <h3 className="centre-form-section-title">
        {title}
        {extra && <span className="centre-form-section-extra">{extra}</span>}
      </h3>
      {children}
    </section>
  );
}
