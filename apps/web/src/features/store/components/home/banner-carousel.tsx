import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Slider } from '../../../../components/slider';
import { thumbSrcSet, thumbUrl } from '../../../../lib/image';
import { storeText } from '../../../../lib/text';
import { STORE_CAROUSEL } from '../../rules/constants';
import { BANNER_IMAGE } from '../../rules/home-queries';
import './banner-carousel.css';
import { cmsApi } from '../../../../api/cms';

/** The home banners, autoplaying every 2 s. A banner with a link opens it. The slot keeps its 3:1 shape while loading. */
export function BannerCarousel() {
  const { data: banners, isLoading } = cmsApi.useOp('Store/GetIndexBackImg', {});
  if (isLoading) return <div className="store-banner sl-skeleton-block" aria-busy="true" />;
  return (
    <div className="store-banner" data-testid="banner">
      <Slider intervalMs={STORE_CAROUSEL.autoplayMs} label={storeText.bannersLabel}>
        {(banners ?? []).map((b, i) => {
          // The first banner is the page's largest picture: fetched at once and first; the others when scrolled to.
          const img = (
            <img
              key={b.Id}
              src={thumbUrl(b.FileUrl, BANNER_IMAGE.fallbackPx)}
              srcSet={thumbSrcSet(b.FileUrl, [...BANNER_IMAGE.widths])}
              sizes={BANNER_IMAGE.sizes}
              alt={b.Title}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          );
          return b.LinkUrl ? (
            <BannerLink key={b.Id} href={b.LinkUrl}>
              {img}
            </BannerLink>
          ) : (
            <div key={b.Id}>{img}</div>
          );
        })}
      </Slider>
    </div>
  );
}

/** Paths inside the shop stay in the app; other addresses are plain links. */
function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}
