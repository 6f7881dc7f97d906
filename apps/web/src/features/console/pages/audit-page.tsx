import { AuditLog } from '../../../components/audit-log';
import { TCon } from '../../../lib/text/console';

/** /console/audit: the operation log. */
export default function AuditPage() {
  return <AuditLog kind="operation" title={TCon.menuAudit} sub={TCon.auditSub} />;
}
