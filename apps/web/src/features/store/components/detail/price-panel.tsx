import type { TProductDetail } from '@shanlian/contract';
import { SeckillStatus } from '@shanlian/contract/browser';
import { Price } from '../../../../components/price';
import { commonText, storeText } from '../../../../lib/text';
import type { BuyMode } from '../../rules/seckill';
import { Clock } from '../clock';
import { SoldProgress } from '../sold-progress';
import './price-panel.css';

/**
 * The price block. Normal: price and original price. Seckill: a red bar with the live
 * countdown (to the start, then to the end), the seckill price and the sold bar. Every
 * offer ended: 已结束 over the normal price.
 */
export function PricePanel({ product, mode, now }: { product: TProductDetail; mode: BuyMode; now: number }) {
  if (mode.kind !== 'seckill') {
    return (
      <>
        {mode.kind === 'ended' && (
          <div className="store-sk-bar" style={{ background: '#9a9a9a' }} data-testid="seckill-ended">
            <h3>
              {storeText.seckillTitle} · {commonText.ended}
            </h3>
            <span>{storeText.seckillEnded}</span>
          </div>
        )}
        <div className="store-price-box">
          <div className="store-price-row">
            <span className="label">{storeText.price}</span>
            <Price value={product.PresentPrice} unit={product.Unit} size="lg" />
          </div>
          {product.OriginalPrice > product.PresentPrice && (
            <div className="store-price-row">
              <span className="label">{storeText.originalPrice}</span>
              <span style={{ textDecoration: 'line-through' }}>
                <Price value={product.OriginalPrice} unit={product.Unit} size="sm" />
              </span>
            </div>
          )}
        </div>
      </>
    );
  }
  const { offer, status, soldOut } = mode;
  const running = status === SeckillStatus.Running;
  return (
    <>
      <div className="store-sk-bar" data-testid="seckill-bar" data-status={status}>
        <h3>{storeText.seckillTitle}</h3>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {soldOut ? commonText.soldOut : running ? commonText.endsIn : commonText.startsIn}
          {!soldOut && <Clock ms={Date.parse(running ? offer.EndTime : offer.StartTime) - now} />}
        </span>
      </div>
      <div className="store-price-box">
        <div className="store-price-row">
          <span className="label">{storeText.seckillPrice}</span>
          <Price value={offer.PresentPrice} original={offer.OriginalPrice} unit={product.Unit} size="lg" />
        </div>
        <div className="store-price-row" style={{ alignItems: 'center' }}>
          <span className="label">{storeText.progress}</span>
          <div style={{ width: 260 }}>
            <SoldProgress percent={offer.SoldPercent} />
          </div>
          <span data-testid="offer-limits">
            {storeText.limited(offer.Quantity)}
            {offer.LimitPerBuyer > 0 && ` · ${storeText.perBuyerLimit(offer.LimitPerBuyer)}`}
          </span>
        </div>
      </div>
    </>
  );
}
