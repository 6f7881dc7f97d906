import { HeartFilled, HeartOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { TProductDetail } from '@shanlian/contract';
import { SeckillStatus } from '@shanlian/contract/browser';
import { useState } from 'react';
import { useProductActions } from '../../../../components/product-actions';
import { toast } from '../../../../components/toast';
import { Btn } from '../../../../components/ui';
import { type QuantityFacts, quantityProblem, quantityRuleText, seckillLimitsText } from '../../../../lib/quantity';
import { commonText, storeText } from '../../../../lib/text';
import type { BuyMode } from '../../rules/seckill';
import './buy-actions.css';

/**
 * Quantity (from the product's minimum, in its steps, up to five digits), 加入购物车, 立即购买
 * and ♡收藏. A quantity above the stock, a running seckill's remaining units or its per-buyer
 * limit is kept as typed, marked invalid with the limit named (the server's words), and the
 * two buttons wait until it is fixed: nothing is cut down silently. Hidden when every seckill
 * offer ended; disabled when sold out.
 */
export function BuyActions({ product, mode }: { product: TProductDetail; mode: BuyMode }) {
  const actions = useProductActions();
  const min = Math.max(1, product.MinQuantity);
  const step = Math.max(1, product.QuantityStep);
  const [quantity, setQuantity] = useState<number | null>(min);
  const id = product.FoodSaleShelfId;
  // While the seckill runs, cart and buy-now take the seckill price of this offer.
  const running = mode.kind === 'seckill' && mode.status === SeckillStatus.Running ? mode.offer : null;
  const seckillId = running?.Id ?? null;
  const facts: QuantityFacts = {
    name: product.ProductName,
    unit: product.Unit,
    min,
    step,
    stock: product.Stock,
    seckillRemaining: running ? Math.max(0, running.Quantity - running.OrderQuantity) : null,
    limitPerBuyer: running?.LimitPerBuyer ?? 0,
  };
  const problem = quantityProblem(quantity, facts);
  const rule = quantityRuleText(min, step, product.Unit);
  const withQuantity = (run: (shelfId: string, quantity: number, seckillDetailId?: string | null) => unknown) => () => {
    if (problem) return void toast.warning(problem);
    run(id, quantity ?? 0, seckillId);
  };
  const favorite = (
    <Btn
      size="large"
      icon={product.FoodIsCollect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
      onClick={() => actions.toggleFavorite(id, product.FoodIsCollect)}
      data-testid="favorite"
    >
      {product.FoodIsCollect ? commonText.favorited : commonText.favorite}
    </Btn>
  );
  if (mode.kind === 'ended') return <div className="store-buy-actions">{favorite}</div>;
  const blocked = product.Stock <= 0 || (mode.kind === 'seckill' && mode.soldOut);
  // 0 or empty still reaches the click, which says 请选择数量; a limit passed waits for a fix
  const invalid = problem != null && quantity != null && quantity > 0;
  return (
    <>
      <div className="store-buy-row">
        <span className="label">{storeText.quantity}</span>
        <input
          // The control lets 0 through so the click can say 请选择数量 (spec §5: minimum 1, zero refused);
          // nothing typed is changed behind the buyer's back: a passed limit is named below.
          className="sl-input"
          type="number"
          inputMode="numeric"
          min={min}
          step={step}
          value={quantity ?? ''}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value.slice(0, 6), 10);
            setQuantity(Number.isFinite(n) ? Math.max(0, n) : null);
          }}
          disabled={blocked}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'buy-quantity-problem' : undefined}
          data-testid="quantity"
          aria-label={storeText.quantity}
          style={{ width: 140, borderColor: invalid ? '#cf2c2f' : undefined }}
        />
        <span style={{ color: '#6f6f6f', fontSize: 13 }}>
          {commonText.stock(product.Stock)}
          {rule && <span data-testid="quantity-rule">{` · ${rule}`}</span>}
          {running && <span data-testid="seckill-limits">{` · ${seckillLimitsText(facts.seckillRemaining ?? 0, running.LimitPerBuyer, product.Unit)}`}</span>}
        </span>
      </div>
      {invalid && (
        <div id="buy-quantity-problem" role="alert" style={{ color: '#cf2c2f', fontSize: 13, margin: '-4px 0 12px' }} data-testid="quantity-problem">
          {problem}
        </div>
      )}
      <div className="store-buy-actions">
        <Btn
          size="large"
          icon={<ShoppingCartOutlined />}
          disabled={blocked || invalid}
          onClick={withQuantity(actions.addToCart)}
          loading={actions.busy}
          style={{ borderColor: '#17843f', color: blocked || invalid ? undefined : '#17843f' }}
          data-testid="add-to-cart"
        >
          {commonText.addToCart}
        </Btn>
        <Btn
          size="large"
          variant="primary"
          danger
          disabled={blocked || invalid}
          onClick={withQuantity(actions.buyNow)}
          loading={actions.busy}
          data-testid="buy-now"
        >
          {mode.kind === 'seckill' && mode.soldOut ? commonText.soldOut : commonText.buyNow}
        </Btn>
        {favorite}
      </div>
    </>
  );
}
