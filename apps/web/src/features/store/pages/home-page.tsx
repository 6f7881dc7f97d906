import { WhenVisible } from '../../../components/when-visible';
import { storeText } from '../../../lib/text';
import { BannerCarousel } from '../components/home/banner-carousel';
import { CategoryDrawerButton, CategoryMenu } from '../components/home/category-menu';
import { HomeAside } from '../components/home/home-aside';
import { PartnerLogos } from '../components/home/partner-logos';
import { QuickEntries } from '../components/home/quick-entries';
import { SeckillStrip } from '../components/home/seckill-strip';
import { CardCarousel, ProductRows, RankedGrid } from '../components/product-rows';
import { Section } from '../components/section';
import { useDocumentTitle } from '../hooks/use-document-title';
import { HOME_QUERIES } from '../rules/home-queries';
import '../store.css';
import './home-page.css';
import { storeApi } from '../../../api/store';

/**
 * /eshop/store — categories, banners and greeting; then seckill, hot sale, recommended, latest, guess-you-like, partners.
 * The lists below hot sale are mounted (and asked for) when scrolled near: on a phone they are screens away.
 */
export default function HomePage() {
  useDocumentTitle(null);
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
      <HotSale />
      <WhenVisible minHeight={460}>
        <Recommended />
      </WhenVisible>
      <WhenVisible minHeight={420}>
        <Latest />
      </WhenVisible>
      <WhenVisible minHeight={780}>
        <GuessYouLike />
      </WhenVisible>
      <WhenVisible minHeight={200}>
        <Section title={storeText.partners}>
          <PartnerLogos />
        </Section>
      </WhenVisible>
    </>
  );
}

function HotSale() {
  const hot = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot);
  return (
    <Section title={storeText.hotSale} sub={storeText.hotSaleSub} more="/eshop/store/product/search?sort=sales">
      <ProductRows query={hot} render={(rows) => <RankedGrid products={rows} />} />
    </Section>
  );
}

function Recommended() {
  const recommended = storeApi.usePaged('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.recommended);
  return (
    <Section title={storeText.recommend} sub={storeText.recommendSub} more="/eshop/store/product/search?rec=1">
      <ProductRows query={recommended} render={(rows) => <CardCarousel products={rows} />} />
    </Section>
  );
}

function Latest() {
  const latest = storeApi.usePaged('Store/GetLatestList', HOME_QUERIES.latest);
  return (
    <Section title={storeText.latestTitle} sub={storeText.latestSub} more="/eshop/store/latest">
      <ProductRows query={latest} />
    </Section>
  );
}

function GuessYouLike() {
  const guess = storeApi.useOp('Store/GetGuessYouLike', HOME_QUERIES.guess);
  return (
    <Section title={storeText.guess} sub={storeText.guessSub}>
      <ProductRows query={guess} count={10} />
    </Section>
  );
}
