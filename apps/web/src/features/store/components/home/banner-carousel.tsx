import { Carousel, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STORE_CAROUSEL } from '../../rules/constants';
import { useOp } from '../../../../lib/use-op';

/** The home banners, autoplaying every 2 s. A banner with a link opens it. */
export function BannerCarousel() {
  const { data: banners, isLoading } = useOp('Store/GetIndexBackImg', {});
  if (isLoading) return <Skeleton.Node active style={{ width: '100%', height: 235 }} />;
  return (
    <div className="store-banner" data-testid="banner">
      <Carousel autoplay autoplaySpeed={STORE_CAROUSEL.autoplayMs} speed={STORE_CAROUSEL.speedMs}>
        {(banners ?? []).map((b) => (
          <div key={b.Id}>
            {b.LinkUrl ? (
              <BannerLink href={b.LinkUrl}>
                <img src={b.FileUrl} alt={b.Title} />
              </BannerLink>
            ) : (
              <img src={b.FileUrl} alt={b.Title} />
            )}
          </div>
        ))}
      </Carousel>
    </div>
  );
}

/** Paths inside the shop stay in the app; other addresses are plain links. */
function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}
