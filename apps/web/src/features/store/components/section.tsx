import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commonText } from '../../../lib/text';

/** A white block with a title bar: title, a grey subtitle, and a 更多 link or other controls on the right. */
export function Section({
  title,
  sub,
  more,
  extra,
  id,
  children,
}: {
  title: ReactNode;
  sub?: ReactNode;
  /** Where 更多 goes; no link when absent. */
  more?: string;
  extra?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section className="store-section" id={id}>
      <div className="store-section-head">
        <h2>{title}</h2>
        {sub && <span className="store-section-sub">{sub}</span>}
        {(extra || more) && (
          <div className="store-section-extra">
            {extra}
            {more && (
              <Link className="store-more" to={more}>
                {commonText.more} &gt;
              </Link>
            )}
          </div>
        )}
      </div>
      {children}
    </section>
  );
}
