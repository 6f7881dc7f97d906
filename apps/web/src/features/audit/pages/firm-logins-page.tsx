import { AdminCard } from '../../../components/admin-card';
import { AuditLog } from '../../../components/audit-log';
import { firmAdminText } from '../../../lib/text/firm-admin';

/** 登录日志 (/eshop/store/logins, /supplier/logins): the firm's own users' logins. */
export default function FirmLoginsPage() {
  return <AuditLog kind="login" title={firmAdminText.loginsTitle} sub={firmAdminText.loginsSub} Frame={AdminCard} />;
}
