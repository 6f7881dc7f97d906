import { AuditLog } from '../../../components/audit-log';
import { consoleText } from '../../../lib/text/console';

/** /console/logins: the login log. */
export default function LoginsPage() {
  return <AuditLog kind="login" title={consoleText.menuLogins} sub={consoleText.loginsSub} />;
}
