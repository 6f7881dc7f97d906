import { AdminCard } from '../../../components/admin-card';
import { AuditLog } from '../../../components/audit-log';
import { firmAdminText } from '../../../lib/text/firm-admin';

/** 操作日志 (/eshop/store/audit, /supplier/audit): what the firm's own users did. */
export default function FirmAuditPage() {
  return <AuditLog kind="operation" title={firmAdminText.auditTitle} sub={firmAdminText.auditSub} Frame={AdminCard} />;
}
