import { Button, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { TDesk } from '../../../lib/text';
import { useLogout } from '../api/logout';
import { DeskBrand } from './desk-brand';

/** A logged-in buyer (or anyone else) who opened /supplier. */
export function NotSupplier() {
  const logout = useLogout();
  const navigate = useNavigate();
  const switchAccount = async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate('/login', { replace: true, state: { from: '/supplier' } });
  };
  return (
    <div className="desk">
      <header className="desk-top">
        <DeskBrand />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <div className="desk-card" style={{ width: 560, padding: '24px 0' }} data-testid="desk-forbidden">
          <Result
            status="403"
            title={TDesk.notSupplierTitle}
            subTitle={TDesk.notSupplierSub}
            extra={[
              <Link key="store" to="/eshop/store">
                <Button type="primary">{TDesk.backToStore}</Button>
              </Link>,
              <Button key="switch" onClick={switchAccount} loading={logout.isPending}>
                {TDesk.switchAccount}
              </Button>,
            ]}
          />
        </div>
      </main>
    </div>
  );
}
