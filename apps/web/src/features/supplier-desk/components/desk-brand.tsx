import { Link } from 'react-router';
import { T, TDesk } from '../../../lib/text';

/** 膳链 | 供应商工作台 — the desk's own mark, linking to its first page. */
export function DeskBrand() {
  return (
    <Link to="/supplier/orders" className="desk-brand" aria-label={`${T.brand} ${TDesk.deskName}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="desk-brand-name">{T.brand}</span>
      <span className="desk-brand-divider" />
      <span className="desk-brand-desk">{TDesk.deskName}</span>
    </Link>
  );
}
