import { ShoppingCartOutlined } from '@ant-design/icons';
import { MSG } from '@shanlian/contract/browser';
import type { CSSProperties } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { accountApi } from '../api/account';
import { Logo } from '../components/logo';
import { toast } from '../components/toast';
import { useCartCount } from '../features/cart/api/cart-count';
import { useUnreadCount } from '../features/message/api/unread-count';
import { homeOf, isBuyer, PLACE_ENTRY, placeOf } from '../lib/home-of';
import { centreText, commonText } from '../lib/text';
import { useMe, useRefreshMe } from '../lib/use-me';
import { StoreSearch } from './store-search';

const NAV = [
  { to: '/eshop/store', label: commonText.home, end: true },
  { to: '/eshop/store/product', label: commonText.floor, end: true },
  { to: '/eshop/store/nutritiondisplay', label: commonText.nutrition },
  { to: '/eshop/store/seckill', label: commonText.seckill },
  { to: '/eshop/store/latest', label: commonText.latest },
  { to: '/eshop/store/supplier', label: commonText.suppliers },
  { to: '/eshop/schools', label: commonText.schools },
  { to: '/eshop/store/news', label: commonText.news },
];

/** The top bar's unread count: a small red pill after 消息. */
const UNREAD_BADGE: CSSProperties = {
  display: 'inline-block',
  minWidth: 16,
  height: 16,
  lineHeight: '16px',
  padding: '0 5px',
  marginLeft: 3,
  borderRadius: 8,
  background: '#cf2c2f',
  color: '#fff',
  fontSize: 11,
  textAlign: 'center',
  verticalAlign: 1,
};

function TopBar() {
  const { data: me } = useMe();
  const unread = useUnreadCount();
  const refresh = useRefreshMe();
  const navigate = useNavigate();
  const buyer = isBuyer(me?.Permissions ?? []);
  const logout = async () => {
    await accountApi.call('Account/Logout', {});
    await refresh();
    toast.success(MSG.loggedOut);
    navigate('/eshop/store');
  };
  return (
    <div className="sl-topbar">
      <div className="sl-container" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span data-testid="greeting">
          {me ? (
            <>
              {commonText.greeting(me.FullName)}（{me.FirmName}）
              <button type="button" className="sl-link-button" onClick={logout}>
                {commonText.logout}
              </button>
            </>
          ) : (
            <>
              {commonText.welcome}
              <Link to="/login">{commonText.login}</Link>
              <Link to="/eshop/store/register">{commonText.register}</Link>
            </>
          )}
        </span>
        <span className="sl-topbar-links">
          {me && (
            <Link to="/eshop/store/myNew" data-testid="header-messages">
              {centreText.topMessages}
              {unread > 0 && (
                <span style={UNREAD_BADGE} data-testid="header-unread">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </Link>
          )}
          {me && buyer && (
            <Link to="/eshop/store/order" className="sl-topbar-extra">
              {centreText.topCentre}
            </Link>
          )}
          {me && buyer && (
            <Link to="/eshop/store/order" data-testid="top-my-orders">
              {commonText.myOrders}
            </Link>
          )}
          {me && !buyer && (
            <Link to={homeOf(me.Permissions)} data-testid="top-own-console">
              {PLACE_ENTRY[placeOf(me.Permissions)]}
            </Link>
          )}
          {me && (
            <Link to="/eshop/store/change" className="sl-topbar-extra">
              {commonText.changePassword}
            </Link>
          )}
          <Link to="/eshop/store/news" className="sl-topbar-extra">
            {commonText.news}
          </Link>
          <Link to="/eshop/store/about" className="sl-topbar-extra">
            {commonText.about}
          </Link>
        </span>
      </div>
    </div>
  );
}

/** The cart button; its count is asked for only for a buyer (a visitor's is 0 without asking). */
function CartButton() {
  const cartCount = useCartCount();
  return (
    <Link to="/eshop/store/cart" className="sl-header-cart" aria-label={commonText.cart}>
      <span className="sl-badge">
        <span className="sl-btn sl-btn-default sl-btn-lg">
          <span className="sl-btn-icon">
            <ShoppingCartOutlined />
          </span>
          <span>{commonText.cart}</span>
        </span>
        {cartCount > 0 && (
          <sup className="sl-badge-count" data-testid="header-cart-count">
            {cartCount > 99 ? '99+' : cartCount}
          </sup>
        )}
      </span>
    </Link>
  );
}

function Header() {
  const { data: me } = useMe();
  return (
    <div className="sl-header">
      <div className="sl-container" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo />
        <StoreSearch />
        {/* Suppliers, supervisors and operators do not buy: no cart for them (its count would be refused). */}
        {!me || isBuyer(me.Permissions) ? <CartButton /> : <span style={{ width: 120 }} />}
      </div>
    </div>
  );
}

/** Store pages only a buyer uses (the buyer centre guards its own). */
const BUYER_ONLY = ['/eshop/store/cart', '/eshop/store/checkout'];

/** A logged-in user who does not buy goes to their own place instead of a buyer-only page. */
function StoreOutlet() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const buyerOnly = BUYER_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (buyerOnly && me && !isBuyer(me.Permissions)) return <Navigate to={homeOf(me.Permissions)} replace />;
  return <Outlet />;
}

/** The shop's frame: top bar with the greeting, logo and search, navigation, footer. */
export function StoreLayout() {
  return (
    <>
      <TopBar />
      <Header />
      <nav className="sl-nav">
        <div className="sl-container">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} className={({ isActive }) => (isActive ? 'active' : '')}>
              {n.label}
            </NavLink>
          ))}
        </div>
      </nav>
      <main className="sl-main">
        <div className="sl-container">
          <StoreOutlet />
        </div>
      </main>
      <footer className="sl-footer">
        <div className="sl-container">
          <div style={{ marginBottom: 10 }}>
            <Link to="/eshop/store/about">{commonText.about}</Link>
            <Link to="/eshop/store/supplier">{commonText.suppliers}</Link>
            <Link to="/eshop/store/news">{commonText.news}</Link>
            <a href="/v1/docs">开放接口</a>
          </div>
          <div>© 2026 膳链 ShanLian · 学校食材采购、营养配餐与食品安全溯源平台</div>
        </div>
      </footer>
    </>
  );
}
