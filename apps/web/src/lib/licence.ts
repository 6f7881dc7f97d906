import type { TLicenseRow } from '@shanlian/contract';
import { LICENSE_TYPE_NAMES, REQUIRED_LICENSE_GROUPS } from '@shanlian/contract/browser';

export interface LicenceSummary {
  expired: TLicenseRow[];
  expiring: TLicenseRow[];
  /** The required groups without a licence that is still valid, named ('营业执照', '食品经营许可证或食品生产许可证'). */
  missing: string[];
}

/**
 * What a firm's licences mean for shipping (the server decides again when it ships): which have
 * expired, which expire within LICENSE_WARN_DAYS, and which required kinds have no valid licence.
 */
export function summariseLicences(rows: readonly TLicenseRow[], or = '或'): LicenceSummary {
  const expired = rows.filter((r) => r.State === 'expired');
  const expiring = rows.filter((r) => r.State === 'expiring');
  const missing = REQUIRED_LICENSE_GROUPS.filter((group) => !rows.some((r) => group.includes(r.LicenseType) && r.State !== 'expired')).map((group) =>
    group.map((t) => LICENSE_TYPE_NAMES[t] ?? String(t)).join(or),
  );
  return { expired, expiring, missing };
}
