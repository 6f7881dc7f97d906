import { AuditLog } from '../components/audit-log';

/** /console/audit: the operation log. */
export default function AuditPage() {
  return <AuditLog kind="operation" />;
}
