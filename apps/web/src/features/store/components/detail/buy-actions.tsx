import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { SeckillStatus } from '@shanlian/contract/browser';
import type { TProductDetail } from '@shanlian/contract';
import { useState } from 'react';
import { useProductActions } from '../../../../components/product-actions';
import { toast } from '../../../../components/toast';
import { Btn } from '../../../../components/ui';
import { T, TS } from '../../../../lib/text';
import type { BuyMode } from '../../rules/seckill';

/**
 * Quantity (at least 1, at most the stock; 0 or empty is refused with 请选择数量 on click),
 * 加入购物车, 立即购买 and ♡收藏. Hidden when every seckill offer ended; disabled when sold out.
 */
export function BuyActions({ product, mode }: { product: TProductDetail; mode: BuyMode }) {
  const actions = useProductActions();
  const [quantity, setQuantity] = useState<number | null>(1);
  const id = product.FoodSaleShelfId;
  /** 0 or empty is refused by the action (请选择数量); more than the stock is brought down to it. */
  // While the seckill runs, cart and buy-now take the seckill price of this offer.
  const seckillId = mode.kind === 'seckill' && mode.status === SeckillStatus.Running ? mode.offer.Id : null;
  const withQuantity = (run: (shelfId: string, quantity: number, seckillDetailId?: string | null) => unknown) => () => {
    if (quantity != null && quantity > product.Stock) {
      setQuantity(product.Stock);
      return void toast.warning(TS.overStock(product.Stock));
    }
    run(id, quantity ?? 0, seckillId);
  };
  const favorite = (
    <Btn
      size="large"
      icon={product.FoodIsCollect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
      onClick={() => actions.toggleFavorite(id, product.FoodIsCollect)}
      data-testid="favorite"
    >
      {product.FoodIsCollect ? T.favorited : T.favorite}
    </Btn>
  );
  if (mode.kind === 'ended') return <div className="store-buy-actions">{favorite}</div>;
  const blocked = product.Stock <= 0 || (mode.kind === 'seckill' && mode.soldOut);
  return (
    <>
      <div className="store-buy-row">
        <span className="label">{TS.quantity}</span>
        <input
          // The control lets 0 through so the click can say 请选择数量 (spec §5: minimum 1, zero refused);
          // above the stock it snaps back to the stock on blur.
          className="sl-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={Math.max(1, product.Stock)}
          step={1}
          value={quantity ?? ''}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            setQuantity(Number.isFinite(n) ? Math.max(0, n) : null);
          }}
          onBlur={() => quantity != null && quantity > Math.max(1, product.Stock) && setQuantity(Math.max(1, product.Stock))}
          disabled={blocked}
          data-testid="quantity"
          aria-label={TS.quantity}
          style={{ width: 130 }}
        />
        <span style={{ color: '#6f6f6f', fontSize: 13 }}>{T.stock(product.Stock)}</span>
      </div>
      <div className="store-buy-actions">
        <Btn
          size="large"
          icon={<ShoppingCartOutlined />}
          disabled={blocked}
          onClick={withQuantity(actions.addToCart)}
          loading={actions.busy}
          style={{ borderColor: '#17843f', color: blocked ? undefined : '#17843f' }}
          data-testid="add-to-cart"
        >
          {T.addToCart}
        </Btn>
        <Btn size="large" variant="primary" danger disabled={blocked} onClick={withQuantity(actions.buyNow)} loading={actions.busy} data-testid="buy-now">
          {mode.kind === 'seckill' && mode.soldOut ? T.soldOut : T.buyNow}
        </Btn>
        {favorite}
      </div>
    </>
  );
}
