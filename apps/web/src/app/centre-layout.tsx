import type { Permission } from '@shanlian/contract/browser';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { SkeletonLines } from '../components/ui';
import { FIRM_ADMIN_MENU } from '../lib/firm-admin-menu';
import { centrePageAllowed, homeOf } from '../lib/home-of';
import { centreText, commonText } from '../lib/text';
import { firmAdminText } from '../lib/text/firm-admin';
import { supervisionMenuText } from '../lib/text/supervision-menu';
import { useCan } from '../lib/use-can';
import { useMe } from '../lib/use-me';

/** The buyer centre's left menu (spec 02 §2.1), inside the store frame; an entry with a permission shows only to who holds it. */
const MENU: { group: string; items: { to: string; label: string; permission?: Permission }[] }[] = [
  {
    group: '订单中心',
    items: [
      { to: '/eshop/store/order', label: '我的订单' },
      { to: '/eshop/store/myorder', label: '订单列表' },
      { to: '/eshop/store/returns', label: '退换货' },
      { to: '/eshop/store/frequent', label: '常购清单', permission: 'order:view' },
      { to: '/eshop/store/statement', label: '对账结算', permission: 'statement:view' },
    ],
  },
  {
    group: '营养配餐',
    items: [
      { to: '/eshop/store/nutritiousmeals', label: '营养套餐', permission: 'meal-plan:view' },
      { to: '/eshop/store/nutritiousmealsorder', label: '营养餐订单', permission: 'order:view' },
      { to: '/eshop/store/ingredients', label: '食材计划', permission: 'food-plan:view' },
      { to: '/eshop/store/menuOrder', label: '菜品菜单', permission: 'dish:view' },
      { to: '/eshop/store/nutritionguide', label: '学生餐营养指南' },
    ],
  },
  {
    group: '阳光食堂',
    items: [
      { to: '/eshop/store/feedback', label: '家长反馈', permission: 'feedback:view' },
      { to: '/eshop/store/accompany', label: '陪餐记录', permission: 'accompany-meal:view' },
    ],
  },
  {
    group: '进货与追溯',
    items: [
      { to: '/eshop/store/stockin', label: '进货验收', permission: 'stock-in:view' },
      { to: '/eshop/store/ledger', label: '进货查验记录', permission: 'stock-in:view' },
      { to: '/eshop/store/deliveries', label: '配送跟踪', permission: 'delivery-track:view' },
      { to: '/eshop/store/licences', label: '资质证照', permission: 'firm-licence:view' },
    ],
  },
  {
    group: supervisionMenuText.groupKitchen,
    items: [
      { to: '/eshop/store/monitor', label: supervisionMenuText.kitchen, permission: 'kitchen-camera:view' },
      { to: '/eshop/store/violations', label: supervisionMenuText.rectify, permission: 'rectification:view' },
    ],
  },
  {
    group: '我的收藏',
    items: [{ to: '/eshop/store/favorite', label: '收藏的商品' }],
  },
  {
    group: '账户设置',
    items: [
      { to: '/eshop/store/user', label: '企业资料' },
      { to: '/eshop/store/address', label: '收货地址', permission: 'address:view' },
      { to: '/eshop/store/myNew', label: '消息中心' },
      { to: '/eshop/store/change', label: commonText.changePassword },
    ],
  },
  { group: firmAdminText.menuGroup, items: FIRM_ADMIN_MENU.map((m) => ({ to: `/eshop/store/${m.path}`, label: m.label, permission: m.permission })) },
];

export function CentreLayout() {
  const { data: me, isLoading } = useMe();
  const can = useCan();
  const { pathname } = useLocation();
  const menu = MENU.map((g) => ({
    ...g,
    items: g.items.filter((i) => (!i.permission || can(i.permission)) && (!me || centrePageAllowed(i.to, me))),
  })).filter((g) => g.items.length > 0);
  // The buyer centre is the buyer's: anyone else goes to their own place, before any page asks the server.
  if (me && !centrePageAllowed(pathname, me)) return <Navigate to={homeOf(me.Permissions)} replace />;
  if (!isLoading && !me) {
    return (
      <div className="sl-section" style={{ textAlign: 'center', padding: 60 }}>
        请先
        <Link to="/login" state={{ from: window.location.pathname }}>
          登录
        </Link>
        后查看个人中心
      </div>
    );
  }
  return (
    <div className="sl-centre" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <aside className="sl-section sl-centre-menu" style={{ width: 200, flex: 'none', padding: '12px 0' }}>
        <div className="sl-centre-menu-title" style={{ padding: '4px 20px 12px', fontWeight: 600, fontSize: 16 }}>
          {centreText.topCentre}
        </div>
        {menu.map((g) => (
          <div key={g.group} style={{ marginBottom: 8 }}>
            <div className="sl-centre-menu-group" style={{ padding: '6px 20px', color: '#767676', fontSize: 13 }}>
              {g.group}
            </div>
            {g.items.map((i) => (
              <NavLink key={i.to} to={i.to} end className={({ isActive }) => (isActive ? 'active' : '')}>
                {i.label}
              </NavLink>
            ))}
          </div>
        ))}
      </aside>
      <div style={{ flex: 1, minWidth: 0 }}>
        {/* Until the user is known, no page of the centre asks the server (a non-buyer's call would be refused). */}
        {isLoading ? <SkeletonLines rows={8} /> : <Outlet />}
      </div>
    </div>
  );
}
