import { FileTextOutlined, RollbackOutlined, ShoppingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Badge, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TDesk } from '../../../lib/text';
import { useOrderCounts } from '../api/orders';
import { useOpenReturnCount } from '../api/returns';
import { OrderStatus } from '../rules/desk-rules';

function Label({ to, text, count }: { to: string; text: string; count?: number }) {
  return (
    <Link to={to} className="desk-side-label">
      <span>{text}</span>
      {!!count && <Badge count={count} size="small" overflowCount={99} />}
    </Link>
  );
}

const item = (key: string, icon: ReactNode, label: ReactNode) => ({ key, icon, label });

/** The desk's left menu; the figures are what waits for the supplier (orders to confirm, returns to settle). */
export function DeskMenu() {
  const { pathname } = useLocation();
  const { data: counts } = useOrderCounts();
  const openReturns = useOpenReturnCount();
  const selected = pathname.split('/')[2] ?? 'orders';
  return (
    <nav className="desk-side">
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={[selected]}
        items={[
          {
            type: 'group',
            key: 'trade',
            label: TDesk.menuGroupTrade,
            children: [
              item('orders', <FileTextOutlined />, <Label to="/supplier/orders" text={TDesk.menuOrders} count={counts?.[OrderStatus.PendingConfirm]} />),
              item('returns', <RollbackOutlined />, <Label to="/supplier/returns" text={TDesk.menuReturns} count={openReturns} />),
            ],
          },
          {
            type: 'group',
            key: 'goods',
            label: TDesk.menuGroupGoods,
            children: [
              item('shelf', <ShoppingOutlined />, <Label to="/supplier/shelf" text={TDesk.menuShelf} />),
              item('seckill', <ThunderboltOutlined />, <Label to="/supplier/seckill" text={TDesk.menuSeckill} />),
            ],
          },
        ]}
      />
    </nav>
  );
}
