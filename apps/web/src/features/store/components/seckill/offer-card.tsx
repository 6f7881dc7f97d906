import type { TSeckillDetail } from '@shanlian/contract';
import { formatCountdown } from '@shanlian/contract/browser';
import { Link } from 'react-router';
import { Price } from '../../../../components/price';
import { productPath } from '../../../../components/product-card';
import { thumbUrl } from '../../../../lib/image';
import { commonText, storeText } from '../../../../lib/text';
import { offerState } from '../../rules/seckill';
import { OfferButton } from '../offer-button';
import { SoldProgress } from '../sold-progress';
import './offer-card.css';

/** One seckill offer: image, name, supplier and spec, seckill and original price, sold bar, state button. */
export function OfferCard({ offer, now }: { offer: TSeckillDetail; now: number }) {
  const state = offerState(offer, now);
  const info = offer.B2B_FoodsaleshelfInfo;
  const to = productPath({ Id: offer.SaleShelfId });
  return (
    <div className={`store-offer${state === 'ended' ? ' ended' : ''}`} data-testid="seckill-offer" data-state={state}>
      <Link to={to}>
        <img src={thumbUrl(info.PromotionImage, 160)} alt={offer.ProductName} loading="lazy" width={160} height={160} />
      </Link>
      <div className="store-offer-body">
        <Link to={to} className="store-offer-name" title={offer.ProductName}>
          {offer.ProductName}
        </Link>
        <div className="store-offer-sub">
          {info.FoodSpecification} · {info.SupplierName}
        </div>
        <div style={{ color: '#6f6f6f', fontSize: 12 }} data-testid="offer-limits">
          {storeText.limited(offer.Quantity)}
          {offer.LimitPerBuyer > 0 && ` · ${storeText.perBuyerLimit(offer.LimitPerBuyer)}`}
        </div>
        <SoldProgress percent={offer.SoldPercent} />
        <div className="store-offer-foot">
          <div>
            <div style={{ color: '#cf2c2f', fontSize: 12 }}>{storeText.seckillPrice}</div>
            <Price value={offer.PresentPrice} original={offer.OriginalPrice} unit={info.Unit} size="lg" />
          </div>
          <div style={{ textAlign: 'right' }}>
            <OfferButton offer={offer} state={state} />
            {state === 'soldOut' && <div style={{ color: '#6f6f6f', fontSize: 12, marginTop: 4 }}>{commonText.sold(offer.OrderQuantity)}</div>}
            {state === 'notStarted' && (
              <div style={{ color: '#17843f', fontSize: 12, marginTop: 4 }}>
                {commonText.startsIn} {formatCountdown(Date.parse(offer.StartTime) - now)}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
