import type { TLicenseRow } from '@shanlian/contract';
import { LICENSE_STATE_NAMES } from '@shanlian/contract/browser';
import { Alert, Card, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatChinaDate } from '../lib/format';
import { summariseLicences } from '../lib/licence';
import { licenceText } from '../lib/text/licence';
import { type DocFile, DocThumbs } from './doc-upload';

const STATE_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;

/** 有效 / 即将到期 / 已过期, with the days left on hover. */
export function LicenceStateTag({ row }: { row: Pick<TLicenseRow, 'State' | 'DaysLeft'> }) {
  return (
    <Tag color={STATE_COLORS[row.State]} title={licenceText.daysLeft(row.DaysLeft)} data-testid="licence-state">
      {LICENSE_STATE_NAMES[row.State]}
    </Tag>
  );
}

type LicenceCells = Pick<TLicenseRow, 'LicenseTypeName' | 'Name' | 'LicenseNo' | 'ValidUntil' | 'State' | 'DaysLeft'>;

/**
 * The columns of a list of licences: 类型, 名称 and 编号, the page's own columns (`between`), then 有效期至
 * and the state with the days left.
 */
export function licenceColumns<T extends LicenceCells>(between: TableColumnsType<T> = []): TableColumnsType<T> {
  return [
    { title: licenceText.type, dataIndex: 'LicenseTypeName', width: 130 },
    { title: licenceText.name, dataIndex: 'Name' },
    { title: licenceText.no, dataIndex: 'LicenseNo' },
    ...between,
    { title: licenceText.validUntil, dataIndex: 'ValidUntil', width: 110, render: (v: string) => formatChinaDate(v) },
    {
      title: licenceText.state,
      key: 'state',
      width: 120,
      render: (_, r) => (
        <span>
          <LicenceStateTag row={r} />
          <div className="lic-muted">{licenceText.daysLeft(r.DaysLeft)}</div>
        </span>
      ),
    },
  ];
}

/**
 * A licence on a phone: its title beside its state, its 名称：值 lines (a line whose value is null left
 * out), its files, and its actions at the foot.
 */
export function LicenceCard({
  row,
  title,
  lines,
  files,
  actions,
  testId,
}: {
  row: Pick<TLicenseRow, 'State' | 'DaysLeft'>;
  title: ReactNode;
  lines: [label: string, value: ReactNode][];
  files: DocFile[];
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <Card size="small" className="lic-card" data-testid={testId}>
      <div className="lic-card-title">
        <span>{title}</span>
        <LicenceStateTag row={row} />
      </div>
      {lines
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} className="lic-card-row">
            <span>{label}</span>
            <span>{value}</span>
          </div>
        ))}
      <DocThumbs files={files} size={56} />
      {actions && <div className="lic-card-actions">{actions}</div>}
    </Card>
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
