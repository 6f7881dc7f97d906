import { BellOutlined, LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { TCurrentUser } from '@shanlian/contract';
import { App, Avatar, Badge, Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TDesk } from '../../../lib/text';
import { useLogout } from '../api/logout';
import { useUnreadCount } from '../api/messages';
import { DeskBrand } from './desk-brand';
import { MessageDrawer } from './message-drawer';

/** Brand on the left; the firm and user, the bell, the store and 退出 on the right. */
export function DeskTopBar({ me }: { me: TCurrentUser }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const logout = useLogout();
  const { data: unread = 0 } = useUnreadCount();
  const [messagesOpen, setMessagesOpen] = useState(false);

  const leave = async () => {
    try {
      await logout.mutateAsync();
      message.success(TDesk.loggedOut);
      navigate('/login', { replace: true });
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <header className="desk-top">
      <DeskBrand />
      <div className="desk-top-right">
        <span className="desk-user" data-testid="desk-user">
          <Avatar size={28} icon={<UserOutlined />} style={{ background: '#e8f5ed', color: '#1f9d55' }} />
          <span className="desk-user-firm" title={me.FirmName}>
            {me.FirmName}
          </span>
          <span className="desk-user-name">{me.FullName}</span>
        </span>
        <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99}>
          <Button
            type="text"
            icon={<BellOutlined style={{ fontSize: 17 }} />}
            onClick={() => setMessagesOpen(true)}
            data-testid="desk-bell"
            aria-label={TDesk.bell}
          >
            {TDesk.bell}
          </Button>
        </Badge>
        <Link to="/eshop/store">
          <Button type="text" icon={<ShopOutlined />}>
            {TDesk.goStore}
          </Button>
        </Link>
        <Button type="text" icon={<LogoutOutlined />} onClick={leave} loading={logout.isPending} data-testid="desk-logout">
          {TDesk.logout}
        </Button>
      </div>
      <MessageDrawer open={messagesOpen} onClose={() => setMessagesOpen(false)} />
    </header>
  );
}
