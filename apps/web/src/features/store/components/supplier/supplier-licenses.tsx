import type { TSupplierDetail } from '@shanlian/contract';
import { Image } from 'antd';
import { EmptyState } from '../../../../components/empty-state';
import { cmsText } from '../../../../lib/text';
import { serverNow } from '../../../../lib/use-now';
import { licenseExpired } from '../../rules/license-status';
import { LicenseCard } from './license-card';
import { SectionTitle } from './section-title';

/** The supplier's licences, four a row (one on a phone); the images preview large, and as a group. */
export function SupplierLicenses({ licenses }: { licenses: TSupplierDetail['firmlicenseInfos'] }) {
  const now = serverNow();
  return (
    <section className="sl-section sl-supplier-section" data-testid="supplier-licenses">
      <SectionTitle extra={licenses.length > 0 && <span style={{ color: '#999', fontSize: 13 }}>{cmsText.previewHint}</span>}>{cmsText.licenses}</SectionTitle>
      {licenses.length === 0 ? (
        <EmptyState description={cmsText.noLicense} />
      ) : (
        <Image.PreviewGroup>
          <div className="sl-supplier-licence-grid">
            {licenses.map((l) => (
              <LicenseCard key={l.Id} license={l} expired={licenseExpired(l.ValidTo, now)} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </section>
  );
}
