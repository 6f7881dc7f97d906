import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';

/** Whether the page is inside the console (/console) rather than the buyer centre. */
export const useInConsole = (): boolean => useLocation().pathname.startsWith('/console');

/** A page's head and card: the console's look, or the buyer centre's section. */
export function Frame({ title, sub, extra, children, testId }: { title: string; sub?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  const console = useInConsole();
  if (console) {
    return (
      <div className="sv-page" data-testid={testId}>
        <ConsolePageHead title={title} sub={sub} extra={extra} />
        <ConsoleCard>{children}</ConsoleCard>
      </div>
    );
  }
  return (
    <section className="sl-section sv-page sv-centre" data-testid={testId}>
      <div className="sv-head">
        <div>
          <h1>{title}</h1>
          {sub && <p>{sub}</p>}
        </div>
        {extra && <div className="sv-head-actions">{extra}</div>}
      </div>
      {children}
    </section>
  );
}
