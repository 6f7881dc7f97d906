import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import '../firm-admin.css';

/** The frame of a firm administration page: the desk's card inside /supplier, the centre's section inside the buyer centre. */
export function AdminCard({ title, sub, extra, children }: { title: string; sub?: string; extra?: ReactNode; children: ReactNode }) {
  const inDesk = useLocation().pathname.startsWith('/supplier');
  usePageTitle(title);
  return (
    <div className={inDesk ? 'desk-card firm-admin' : 'sl-section firm-admin'}>
      <div className="firm-admin-head">
        <div>
          <h1>{title}</h1>
          {sub && <p>{sub}</p>}
        </div>
        {extra && <div className="firm-admin-actions">{extra}</div>}
      </div>
      {children}
    </div>
  );
}
