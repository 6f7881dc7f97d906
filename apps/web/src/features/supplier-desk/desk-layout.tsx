import {
  ApartmentOutlined,
  BellOutlined,
  FileTextOutlined,
  IdcardOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ConsoleMenuGroup, ConsoleLayout } from '../../components/console-layout';
import { TDesk } from '../../lib/text';
import { TCon } from '../../lib/text/console';
import { useUnreadCount } from './api/messages';
import { useOrderCounts } from './api/orders';
import { useOpenReturnCount } from './api/returns';
import { MessageDrawer } from './components/message-drawer';
import { NotSupplier } from './components/not-supplier';
import { OrderStatus } from './rules/desk-rules';
import './desk.css';

const BRAND = { title: TDesk.deskName, home: '/supplier/orders' };

function OrdersBadge() {
  const { data: counts } = useOrderCounts();
  const n = counts?.[OrderStatus.PendingConfirm] ?? 0;
  return n > 0 ? <Badge count={n} size="small" overflowCount={99} /> : null;
}

function ReturnsBadge() {
  const n = useOpenReturnCount();
  return n > 0 ? <Badge count={n} size="small" overflowCount={99} /> : null;
}

/** The desk's menu: each entry shows only to holders of its permission. */
const MENU: ConsoleMenuGroup[] = [
  {
    key: 'trade',
    label: TDesk.menuGroupTrade,
    entries: [
      { to: '/supplier/orders', label: TDesk.menuOrders, icon: <FileTextOutlined />, permission: 'supplier-order:view', badge: <OrdersBadge /> },
      { to: '/supplier/returns', label: TDesk.menuReturns, icon: <RollbackOutlined />, permission: 'supplier-return:view', badge: <ReturnsBadge /> },
    ],
  },
  {
    key: 'goods',
    label: TDesk.menuGroupGoods,
    entries: [
      { to: '/supplier/shelf', label: TDesk.menuShelf, icon: <ShoppingOutlined />, permission: 'shelf:view' },
      { to: '/supplier/seckill', label: TDesk.menuSeckill, icon: <ThunderboltOutlined />, permission: 'seckill:view' },
    ],
  },
  {
    key: 'firm',
    label: TCon.groupFirm,
    entries: [
      { to: '/supplier/staff', label: TCon.menuStaff, icon: <TeamOutlined />, permission: 'firm-user:view' },
      { to: '/supplier/departments', label: TCon.menuFirmDepartments, icon: <ApartmentOutlined />, permission: 'firm-department:view' },
      { to: '/supplier/positions', label: TCon.menuFirmPositions, icon: <IdcardOutlined />, permission: 'firm-position:view' },
      { to: '/supplier/roles', label: TCon.menuFirmRoles, icon: <SafetyCertificateOutlined />, permission: 'firm-role:view' },
    ],
  },
];

function Bell() {
  const { data: unread = 0 } = useUnreadCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button type="text" icon={<BellOutlined style={{ fontSize: 17 }} />} onClick={() => setOpen(true)} data-testid="desk-bell" aria-label={TDesk.bell}>
          {TDesk.bell}
        </Button>
      </Badge>
      <MessageDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** /supplier — the supplier's own frame on the console layout: the menu shows what the user's permissions reach. */
export default function DeskLayout() {
  return (
    <ConsoleLayout
      className="desk"
      brand={BRAND}
      menu={MENU}
      access={['shelf:view']}
      forbidden={<NotSupplier />}
      footer={TDesk.footer}
      topExtra={
        <>
          <Bell />
          <Link to="/eshop/store">
            <Button type="text" icon={<ShopOutlined />}>
              {TDesk.goStore}
            </Button>
          </Link>
        </>
      }
    />
  );
}
