import { Skeleton } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { TDesk } from '../../lib/text';
import { useMe } from '../../lib/use-me';
import { DeskMenu } from './components/desk-menu';
import { DeskTopBar } from './components/desk-top-bar';
import { NotSupplier } from './components/not-supplier';
import './desk.css';

/** /supplier — the supplier's own frame: top bar, left menu, the page. Visitors log in first; other roles see 403. */
export default function DeskLayout() {
  const { data: me, isLoading } = useMe();
  const location = useLocation();

  if (isLoading) {
    return (
      <div className="desk" style={{ padding: 24 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (!me) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!me.Permissions.includes('shelf:view')) return <NotSupplier />;

  return (
    <div className="desk">
      <DeskTopBar me={me} />
      <div className="desk-body">
        <DeskMenu />
        <main className="desk-main">
          <div className="desk-inner">
            <Outlet />
          </div>
          <footer className="desk-footer">{TDesk.footer}</footer>
        </main>
      </div>
    </div>
  );
}
