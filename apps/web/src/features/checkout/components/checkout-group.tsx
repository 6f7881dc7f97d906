import type { TPreviewGroup } from '@shanlian/contract';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { AntdScope } from '../../../components/antd-scope';
import { Notice } from '../../../components/notice';
import { Btn } from '../../../components/ui';
import { yuan } from '../../../lib/format';
import { checkoutText } from '../../../lib/text/checkout';
import type { CheckoutDraft } from '../checkout-draft';
import { dayLabel, gramsText, roundedUp } from '../purchase';

const GroupSelects = lazy(() => import('./group-selects'));

/**
 * A stand-in box's handlers: it asks for its Select as the press (or Enter / Space) comes down, in the
 * same capturing pass as the page that then wants antd: that redraws the box, so a later handler of the
 * press, or its click, would find it gone.
 */
export const opener = (ask: () => void) => ({
  onPointerDownCapture: ask,
  onClick: ask,
  onKeyDownCapture: (e: { key: string }) => (e.key === 'Enter' || e.key === ' ') && ask(),
});

type Choice = CheckoutDraft['choices'][string];
type Line = TPreviewGroup['Lines'][number];

interface Props {
  group: TPreviewGroup;
  choice: Choice | undefined;
  onChoice: (patch: Partial<Choice>) => void;
  /** Lines ordered in a smaller pack instead (their shelf item ids) and the way back. */
  swappedTo: Set<string>;
  onSwap: (from: string, to: string) => void;
  onUnswap: (to: string) => void;
  fromCart: boolean;
  /** antd's day and slot Selects are wanted (the buyer reached for the page): until then, boxes that look the same. */
  live: boolean;
  /** A box was clicked before antd came: its Select opens when it arrives. */
  onWant: () => void;
}

function LineNeeds({ line, swapped, onSwap, onUnswap }: { line: Line; swapped: boolean; onSwap: Props['onSwap']; onUnswap: Props['onUnswap'] }) {
  const pack = line.SmallerPack;
  return (
    <>
      {roundedUp(line) && (
        <div className="checkout-line-needed" data-testid="checkout-line-needed">
          {checkoutText.needed(gramsText(line.NeededQuantity as number), `${line.CartNumber} ${line.Unit}`)}
          <span className="checkout-muted">（{checkoutText.packOf(gramsText(line.NetWeight as number))}）</span>
        </div>
      )}
      {swapped && (
        <div>
          <span className="sl-tag sl-tag-green">{checkoutText.swapped}</span>
          <Btn variant="link" size="small" style={{ padding: 0 }} onClick={() => onUnswap(line.FoodSaleShelfId)} data-testid="checkout-unswap">
            {checkoutText.undoSmaller}
          </Btn>
        </div>
      )}
      {pack && (
        <Btn size="small" className="checkout-smaller" onClick={() => onSwap(line.FoodSaleShelfId, pack.FoodSaleShelfId)} data-testid="checkout-smaller">
          {checkoutText.smaller(pack.ProductName, pack.Specification, pack.CartNumber, pack.Unit, yuan(pack.Amount))}
        </Btn>
      )}
    </>
  );
}

/** One order of the checkout: supplier and delivery day, its lines, slot and note, freight and 起送. */
export function CheckoutGroup({ group: g, choice: c, onChoice, swappedTo, onSwap, onUnswap, fromCart, live, onWant }: Props) {
  const [opening, setOpening] = useState<'date' | 'slot' | null>(null);
  const noSlots = !g.DeliverySlots.some((s) => s.Date === (g.DateFixed ? g.DeliveryDate : c?.date));
  const ask = (which: 'date' | 'slot') => {
    setOpening(which);
    onWant();
  };
  // the day and slot boxes until antd's Selects arrive: the same boxes and values; a click opens the Select once there
  const shell = (
    <>
      {!g.DateFixed && (
        <button
          type="button"
          className="checkout-select-shell"
          aria-label={checkoutText.deliveryDate}
          {...opener(() => ask('date'))}
          data-testid="checkout-date"
        >
          {c?.date ? dayLabel(c.date) : <span className="is-placeholder">{checkoutText.deliveryDate}</span>}
        </button>
      )}
      <button
        type="button"
        className="checkout-select-shell"
        aria-label={checkoutText.deliverySlot}
        disabled={noSlots}
        {...opener(() => ask('slot'))}
        data-testid="checkout-slot"
      >
        {c?.slot ?? <span className="is-placeholder">{checkoutText.deliverySlot}</span>}
      </button>
    </>
  );
  return (
    <section className="checkout-card" data-testid="checkout-group" data-date={g.DeliveryDate ?? ''}>
      <h3 className="checkout-group-head">
        <span>{g.SupplyFirmName}</span>
        {g.DateFixed && g.DeliveryDate && (
          <span className="sl-tag sl-tag-blue" data-testid="checkout-group-date">
            {checkoutText.arrives(dayLabel(g.DeliveryDate))}
          </span>
        )}
      </h3>
      {g.DeliveryProblem && <Notice type="error" title={g.DeliveryProblem} style={{ marginBottom: 8 }} data-testid="checkout-delivery-problem" />}
      {g.Lines.map((l) => (
        <div className="checkout-line" key={`${l.FoodSaleShelfId}-${l.Id ?? ''}`}>
          <img src={l.PromotionImage} alt="" />
          <div>
            <div className="checkout-line-name">
              {l.ProductName} {l.IsSeckill && <span className="sl-tag sl-tag-red">{checkoutText.seckill}</span>}
            </div>
            <div className="checkout-line-spec">{l.Specification}</div>
            <LineNeeds line={l} swapped={swappedTo.has(l.FoodSaleShelfId)} onSwap={onSwap} onUnswap={onUnswap} />
          </div>
          <div>
            {yuan(l.Price)}/{l.Unit}
          </div>
          <div>
            × {l.CartNumber} {l.Unit}
          </div>
          <div className="checkout-line-amount">{yuan(l.Amount)}</div>
        </div>
      ))}
      <div className={`checkout-group-form${g.DateFixed ? ' is-day-fixed' : ''}`}>
        {live ? (
          <AntdScope fallback={shell}>
            <GroupSelects group={g} choice={c} onChoice={onChoice} opening={opening} />
          </AntdScope>
        ) : (
          shell
        )}
        <input
          className="sl-input"
          placeholder={checkoutText.remark}
          aria-label={checkoutText.remark}
          maxLength={200}
          value={c?.remark ?? ''}
          onChange={(e) => onChoice({ remark: e.target.value })}
          data-testid="checkout-remark"
        />
      </div>
      <div className="checkout-group-sum">
        <span>
          {checkoutText.goods} {yuan(g.GoodsAmount)}
        </span>
        <span>
          {checkoutText.freight} {g.Freight > 0 ? yuan(g.Freight) : checkoutText.freeFreight}
          {g.FreeFreightAmount !== null && g.Freight > 0 && checkoutText.freeFrom(yuan(g.FreeFreightAmount))}
        </span>
        <span>
          {checkoutText.subtotal} <b data-testid="checkout-group-total">{yuan(g.TotalAmount)}</b>
        </span>
      </div>
      {!g.MeetsMinimum && (
        <div className="checkout-shortfall" data-testid="checkout-shortfall">
          {checkoutText.shortfall(yuan(g.MinOrderAmount), yuan(Math.round((g.MinOrderAmount - g.GoodsAmount) * 100) / 100))}
          {fromCart ? <Link to="/eshop/store/cart">{checkoutText.addMore}</Link> : checkoutText.raiseQuantity}
        </div>
      )}
    </section>
  );
}
