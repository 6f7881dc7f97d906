import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BellOutlined,
  BookOutlined,
  CarOutlined,
  CoffeeOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LoginOutlined,
  NodeIndexOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import { Alert, Badge, Button } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firmApi } from '../../api/firm';
import { useOpenReturnCount, useOrderCounts } from '../../api/order';
import { ConsoleForbidden, ConsoleLayout, type ConsoleMenuGroup } from '../../components/console-layout';
import { OrderStatus } from '../../lib/desk-rules';
import { FIRM_ADMIN_MENU } from '../../lib/firm-admin-menu';
import { summariseLicences } from '../../lib/licence';
import { deskText } from '../../lib/text';
import { firmAdminText } from '../../lib/text/firm-admin';
import { licenceText } from '../../lib/text/licence';
import { useCan } from '../../lib/use-can';
import { useUnreadCount } from './api/messages';
import { MessageDrawer } from './components/message-drawer';
import { ReviewBanner } from './components/review-banner';
import './desk.css';

const BRAND = { title: deskText.deskName, home: '/supplier/orders' };

function OrdersBadge() {
  const { data: counts } = useOrderCounts();
  const n = counts?.[OrderStatus.PendingConfirm] ?? 0;
  return n > 0 ? <Badge count={n} size="small" overflowCount={99} /> : null;
}

function ReturnsBadge() {
  const n = useOpenReturnCount();
  return n > 0 ? <Badge count={n} size="small" overflowCount={99} /> : null;
}

const FIRM_ICONS = {
  staff: <TeamOutlined />,
  departments: <ApartmentOutlined />,
  positions: <IdcardOutlined />,
  roles: <SafetyCertificateOutlined />,
  audit: <AuditOutlined />,
  logins: <LoginOutlined />,
};

/** The desk's menu: each entry shows only to holders of its permission. */
const MENU: ConsoleMenuGroup[] = [
  {
    key: 'trade',
    label: deskText.menuGroupTrade,
    entries: [
      { to: '/supplier/orders', label: deskText.menuOrders, icon: <FileTextOutlined />, permission: 'supplier-order:view', badge: <OrdersBadge /> },
      { to: '/supplier/returns', label: deskText.menuReturns, icon: <RollbackOutlined />, permission: 'supplier-return:view', badge: <ReturnsBadge /> },
      { to: '/supplier/statements', label: '对账单', icon: <AccountBookOutlined />, permission: 'supplier-statement:view' },
      { to: '/supplier/delivery', label: '配送设置', icon: <CarOutlined />, permission: 'delivery-setting:view' },
      { to: '/supplier/stockin', label: '供货单与追溯', icon: <NodeIndexOutlined />, permission: 'supplier-stock-in:view' },
      { to: '/supplier/deliveries', label: '配送任务', icon: <SendOutlined />, permission: 'delivery:view' },
      { to: '/supplier/vehicles', label: '配送车辆', icon: <TruckOutlined />, permission: 'vehicle:view' },
      { to: '/supplier/licences', label: '资质证照', icon: <SafetyOutlined />, permission: 'firm-licence:view' },
    ],
  },
  {
    key: 'goods',
    label: deskText.menuGroupGoods,
    entries: [
      { to: '/supplier/shelf', label: deskText.menuShelf, icon: <ShoppingOutlined />, permission: 'shelf:view' },
      { to: '/supplier/seckill', label: deskText.menuSeckill, icon: <ThunderboltOutlined />, permission: 'seckill:view' },
      { to: '/supplier/meals', label: '营养餐配餐', icon: <CoffeeOutlined />, permission: 'nutrition-meal:view' },
      { to: '/supplier/dishes', label: '菜品管理', icon: <BookOutlined />, permission: 'dish:view' },
    ],
  },
  {
    key: 'firm',
    label: firmAdminText.menuGroup,
    entries: FIRM_ADMIN_MENU.map((m) => ({ to: `/supplier/${m.path}`, label: m.label, icon: FIRM_ICONS[m.path], permission: m.permission })),
  },
];

function Bell() {
  const { data: unread = 0 } = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button type="text" icon={<BellOutlined style={{ fontSize: 17 }} />} onClick={() => setOpen(true)} data-testid="desk-bell" aria-label={deskText.bell}>
          {deskText.bell}
        </Button>
      </Badge>
      <MessageDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Desk-wide: a licence expired or expiring within LICENSE_WARN_DAYS, or a required one missing
 * (shipping is then refused), with a link to 资质证照. Asked only of holders of firm-licence:view;
 * the licence page shows its own alert, so not there.
 */
function LicenceWarning() {
  const can = useCan();
  const here = useLocation().pathname.startsWith('/supplier/licences');
  const allowed = can('firm-licence:view');
  // the licence page's own read: a licence saved or deleted there reads it again
  const { data } = firmApi.useOp('EN_Firmlicense/GetFirmlicenseList', {}, { enabled: allowed, staleTime: 5 * 60_000 });
  if (!allowed || here || !data) return null;
  const s = summariseLicences(data, licenceText.or);
  const warn = licenceText.deskWarn(s.expired.length, s.expiring.length);
  if (!warn && s.missing.length === 0) return null;
  return (
    <Alert
      banner
      type={s.expired.length > 0 || s.missing.length > 0 ? 'error' : 'warning'}
      data-testid="desk-licence-warning"
      title={
        <span>
          {[warn, s.missing.length > 0 ? licenceText.blocked(s.missing.join('、')) : ''].filter(Boolean).join('；')}{' '}
          <Link to="/supplier/licences">{licenceText.deskGo}</Link>
        </span>
      }
    />
  );
}

/** /supplier — the supplier's own frame on the console layout: the menu shows what the user's permissions reach. */
export default function DeskLayout() {
  return (
    <>
      <ReviewBanner />
      <LicenceWarning />
      <ConsoleLayout
        className="desk"
        brand={BRAND}
        menu={MENU}
        access={['shelf:view']}
        forbidden={<ConsoleForbidden brand={BRAND} title={deskText.notSupplierTitle} sub={deskText.notSupplierSub} />}
        footer={deskText.footer}
        topExtra={
          <>
            <Bell />
            <Link to="/eshop/store">
              <Button type="text" icon={<ShopOutlined />}>
                {deskText.goStore}
              </Button>
            </Link>
          </>
        }
      />
    </>
  );
}
