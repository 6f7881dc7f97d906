import { EmptyState } from '../../../../components/empty-state';
import { SkeletonLines } from '../../../../components/ui';
import { thumbUrl } from '../../../../lib/image';
import { HOME_PARTNER_COUNT } from '../../rules/constants';
import './partner-logos.css';
import { cmsApi } from '../../../../api/cms';

/** Six partner logos; a partner with a site opens it in a new tab. */
export function PartnerLogos() {
  const { data, isLoading } = cmsApi.usePaged('Store/GetFoodproductfirmlogoList', { PagerInfo: { PageIndex: 1, PageSize: HOME_PARTNER_COUNT } });
  if (isLoading) return <SkeletonLines rows={2} />;
  const partners = data?.rows ?? [];
  if (partners.length === 0) return <EmptyState />;
  return (
    <div className="store-partners" data-testid="partners">
      {partners.map((p) => {
        const body = (
          <>
            <img src={thumbUrl(p.FileUrl, 160)} alt={p.FirmName} loading="lazy" />
            <span title={p.FirmName}>{p.FirmName}</span>
          </>
        );
        return p.LinkUrl ? (
          <a key={p.Id} className="store-partner" href={p.LinkUrl} target="_blank" rel="noreferrer">
            {body}
          </a>
        ) : (
          <div key={p.Id} className="store-partner">
            {body}
          </div>
        );
      })}
    </div>
  );
}
