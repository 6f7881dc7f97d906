import type { ReactNode } from 'react';

/** A desk page's title, one line of what it is for, and its main actions on the right. */
export function PageHead({ title, sub, extra }: { title: string; sub?: string; extra?: ReactNode }) {
  return (
    <div className="desk-page-head">
      <div>
        <h1>{title}</h1>
        {sub && <p>{sub}</p>}
      </div>
      {extra && <div>{extra}</div>}
    </div>
  );
}
