import { TS } from '../../../lib/text';
import { useOp, usePagedOp } from '../../../lib/use-op';
import { BannerCarousel } from '../components/home/banner-carousel';
import { CategoryDrawerButton, CategoryMenu } from '../components/home/category-menu';
import { HomeAside } from '../components/home/home-aside';
import { QuickEntries } from '../components/home/quick-entries';
import { PartnerLogos } from '../components/home/partner-logos';
import { SeckillStrip } from '../components/home/seckill-strip';
import { CardCarousel, ProductRows, RankedGrid } from '../components/product-rows';
import { Section } from '../components/section';
import { useDocumentTitle } from '../hooks/use-document-title';
import { HOME_QUERIES } from '../rules/home-queries';
import '../store.css';

/** /eshop/store — categories, banners and greeting; then seckill, hot sale, recommended, latest, guess-you-like, partners. */
export default function HomePage() {
  useDocumentTitle(null);
  const hot = usePagedOp('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot);
  const recommended = usePagedOp('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.recommended);
  const latest = usePagedOp('Store/GetLatestList', HOME_QUERIES.latest);
  const guess = useOp('Store/GetGuessYouLike', HOME_QUERIES.guess);

  return (
    <>
      <CategoryDrawerButton />
      <div className="store-hero">
        <CategoryMenu />
        <div className="store-hero-center">
          <BannerCarousel />
          <QuickEntries />
        </div>
        <HomeAside />
      </div>
      <SeckillStrip />
      <Section title={TS.hotSale} sub={TS.hotSaleSub} more="/eshop/store/product/search?sort=sales">
        <ProductRows query={hot} render={(rows) => <RankedGrid products={rows} />} />
      </Section>
      <Section title={TS.recommend} sub={TS.recommendSub} more="/eshop/store/product/search?rec=1">
        <ProductRows query={recommended} render={(rows) => <CardCarousel products={rows} />} />
      </Section>
      <Section title={TS.latestTitle} sub={TS.latestSub} more="/eshop/store/latest">
        <ProductRows query={latest} />
      </Section>
      <Section title={TS.guess} sub={TS.guessSub}>
        <ProductRows query={guess} count={10} />
      </Section>
      <Section title={TS.partners}>
        <PartnerLogos />
      </Section>
    </>
  );
}
