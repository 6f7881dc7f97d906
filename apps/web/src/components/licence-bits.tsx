import type { TLicenseRow } from '@shanlian/contract';
import { LICENSE_STATE_NAMES } from '@shanlian/contract/browser';
import { Alert, Tag } from 'antd';
import { summariseLicences } from '../lib/licence';
import { licenceText } from '../lib/text/licence';

const STATE_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;

/** 有效 / 即将到期 / 已过期, with the days left on hover. */
export function LicenceStateTag({ row }: { row: Pick<TLicenseRow, 'State' | 'DaysLeft'> }) {
  return (
    <Tag color={STATE_COLORS[row.State]} title={licenceText.daysLeft(row.DaysLeft)} data-testid="licence-state">
      {LICENSE_STATE_NAMES[row.State]}
    </Tag>
  );
}

/** The top of the licence page: what expired or expires soon, and for a supplier (`shipping`) whether shipping is blocked. */
export function LicenceAlert({ rows, shipping }: { rows: readonly TLicenseRow[]; shipping: boolean }) {
  const all = summariseLicences(rows, licenceText.or);
  const s = shipping ? all : { ...all, missing: [] };
  if (s.expired.length === 0 && s.expiring.length === 0 && s.missing.length === 0) return null;
  const names = (list: TLicenseRow[]) => list.map((r) => `${r.Name}（${licenceText.daysLeft(r.DaysLeft)}）`).join('、');
  return (
    <Alert
      className="lic-alert"
      type={s.missing.length > 0 || s.expired.length > 0 ? 'error' : 'warning'}
      showIcon
      data-testid="licence-alert"
      title={licenceText.alertTitle}
      description={
        <div>
          {s.expired.length > 0 && <div>{licenceText.alertExpired(names(s.expired))}</div>}
          {s.expiring.length > 0 && <div>{licenceText.alertExpiring(names(s.expiring))}</div>}
          {s.missing.length > 0 && <div style={{ fontWeight: 600 }}>{licenceText.blocked(s.missing.join('、'))}</div>}
          {shipping && <div className="lic-muted">{licenceText.requiredRule}</div>}
        </div>
      }
    />
  );
}
