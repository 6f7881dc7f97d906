import { AuditLog } from '../../../components/audit-log';
import { TCon } from '../../../lib/text/console';

/** /console/logins: the login log. */
export default function LoginsPage() {
  return <AuditLog kind="login" title={TCon.menuLogins} sub={TCon.loginsSub} />;
}
