import type { TSeckillDetail } from '@shanlian/contract';
import { SeckillStatus } from '@shanlian/contract/browser';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { Price } from '../../../../components/price';
import { productPath } from '../../../../components/product-card';
import { SkeletonLines } from '../../../../components/ui';
import { thumbUrl } from '../../../../lib/image';
import { commonText, storeText } from '../../../../lib/text';
import { useSeckillWindows } from '../../hooks/use-seckill-windows';
import { HOME_SECKILL_ITEMS } from '../../rules/constants';
import { featuredWindow, liveStatus } from '../../rules/seckill';
import { Clock } from '../clock';
import { SoldProgress } from '../sold-progress';
import './seckill-strip.css';

/** The home seckill strip: the running window (else the next one) with a live countdown and five offers. */
export function SeckillStrip() {
  const { windows, now, isLoading } = useSeckillWindows();
  const w = featuredWindow(windows, now);
  const running = w ? liveStatus(w, now) === SeckillStatus.Running : false;
  return (
    <section className="store-sk" data-testid="seckill-strip">
      <div className="store-sk-head">
        <h2>{storeText.seckillTitle}</h2>
        <p>{w ? (running ? commonText.endsIn : `${storeText.seckillUpcoming} ${commonText.startsIn}`) : storeText.seckillSub}</p>
        {w && <Clock ms={Date.parse(running ? w.EndTime : w.StartTime) - now} />}
        <Link to="/eshop/store/seckill">{storeText.goSeckill} &gt;</Link>
      </div>
      {isLoading ? (
        <div className="store-sk-empty" style={{ padding: 20 }}>
          <SkeletonLines rows={5} />
        </div>
      ) : !w ? (
        <div className="store-sk-empty">
          <EmptyState description={commonText.noData}>
            <span style={{ color: '#6f6f6f' }}>{storeText.noSeckill}</span>
          </EmptyState>
        </div>
      ) : (
        <div className="store-sk-items">
          {w.b2B_FoodsaleshelfseckilldetailInfos.slice(0, HOME_SECKILL_ITEMS).map((o) => (
            <StripItem key={o.Id} offer={o} />
          ))}
        </div>
      )}
    </section>
  );
}

function StripItem({ offer }: { offer: TSeckillDetail }) {
  return (
    <Link className="store-sk-item" to={productPath({ Id: offer.SaleShelfId })}>
      <img src={thumbUrl(offer.B2B_FoodsaleshelfInfo.PromotionImage, 180)} alt={offer.ProductName} loading="lazy" width={180} height={135} />
      <span className="name" title={offer.ProductName}>
        {offer.ProductName}
      </span>
      <Price value={offer.PresentPrice} original={offer.OriginalPrice} size="md" />
      <SoldProgress percent={offer.SoldPercent} />
    </Link>
  );
}
