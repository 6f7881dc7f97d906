import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { ConsolePageHead } from './console-layout';
import './firm-admin.css';

/** The frame of a firm administration page: the desk's card inside /supplier, the centre's section inside the buyer centre; the consoles' page head. */
export function AdminCard({ title, sub, extra, children }: { title: string; sub?: string; extra?: ReactNode; children: ReactNode }) {
  const inDesk = useLocation().pathname.startsWith('/supplier');
  usePageTitle(title);
  return (
    <div className={inDesk ? 'desk-card firm-admin' : 'sl-section firm-admin'}>
      <ConsolePageHead title={title} sub={sub} extra={extra} />
      {children}
    </div>
  );
}
