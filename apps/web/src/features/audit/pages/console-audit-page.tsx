import { AuditLog } from '../../../components/audit-log';
import { consoleText } from '../../../lib/text/console';

/** /console/audit: the operation log. */
export default function AuditPage() {
  return <AuditLog kind="operation" title={consoleText.menuAudit} sub={consoleText.auditSub} />;
}
