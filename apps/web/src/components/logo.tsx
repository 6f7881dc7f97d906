import { Link } from 'react-router';
import { commonText } from '../lib/text';

/** The brand mark, linking to the store home: the store's top bar and the login page show it. */
export function Logo() {
  return (
    <Link to="/eshop/store" className="sl-logo" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <img src="/favicon.svg" alt="" width={44} height={44} />
      <span>
        <span className="sl-logo-name" style={{ fontSize: 28, fontWeight: 700, color: '#1f9d55', letterSpacing: 2 }}>
          {commonText.brand}
        </span>
        <span className="sl-logo-slogan" style={{ display: 'block', fontSize: 12, color: '#767676' }}>
          {commonText.slogan}
        </span>
      </span>
    </Link>
  );
}
