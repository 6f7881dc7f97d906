import { AuditLog } from '../components/audit-log';

/** /console/logins: the login log. */
export default function LoginsPage() {
  return <AuditLog kind="login" />;
}
