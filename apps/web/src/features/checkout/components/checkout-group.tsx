import type { TPreviewGroup } from '@shanlian/contract';
import { Alert, Button, Input, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { yuan } from '../../../lib/format';
import { checkoutText } from '../../../lib/text/checkout';
import type { CheckoutDraft } from '../checkout-draft';
import { dayLabel, gramsText, roundedUp } from '../purchase';

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
          <Tag color="green">{checkoutText.swapped}</Tag>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onUnswap(line.FoodSaleShelfId)} data-testid="checkout-unswap">
            {checkoutText.undoSmaller}
          </Button>
        </div>
      )}
      {pack && (
        <Button size="small" className="checkout-smaller" onClick={() => onSwap(line.FoodSaleShelfId, pack.FoodSaleShelfId)} data-testid="checkout-smaller">
          {checkoutText.smaller(pack.ProductName, pack.Specification, pack.CartNumber, pack.Unit, yuan(pack.Amount))}
        </Button>
      )}
    </>
  );
}

/** One order of the checkout: supplier and delivery day, its lines, slot and note, freight and 起送. */
export function CheckoutGroup({ group: g, choice: c, onChoice, swappedTo, onSwap, onUnswap, fromCart }: Props) {
  const dates = [...new Set(g.DeliverySlots.map((s) => s.Date))];
  const slots = g.DeliverySlots.filter((s) => s.Date === (g.DateFixed ? g.DeliveryDate : c?.date)).map((s) => s.Slot);
  return (
    <section className="checkout-card" data-testid="checkout-group" data-date={g.DeliveryDate ?? ''}>
      <h3 className="checkout-group-head">
        <span>{g.SupplyFirmName}</span>
        {g.DateFixed && g.DeliveryDate && (
          <Tag color="blue" data-testid="checkout-group-date">
            {checkoutText.arrives(dayLabel(g.DeliveryDate))}
          </Tag>
        )}
      </h3>
      {g.DeliveryProblem && <Alert type="error" showIcon title={g.DeliveryProblem} style={{ marginBottom: 8 }} data-testid="checkout-delivery-problem" />}
      {g.Lines.map((l) => (
        <div className="checkout-line" key={`${l.FoodSaleShelfId}-${l.Id ?? ''}`}>
          <img src={l.PromotionImage} alt="" />
          <div>
            <div className="checkout-line-name">
              {l.ProductName} {l.IsSeckill && <Tag color="red">{checkoutText.seckill}</Tag>}
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
        {!g.DateFixed && (
          <Select
            aria-label={checkoutText.deliveryDate}
            placeholder={checkoutText.deliveryDate}
            value={c?.date ?? undefined}
            options={dates.map((d) => ({ value: d, label: dayLabel(d) }))}
            onChange={(d: string) => onChoice({ date: d, slot: g.DeliverySlots.find((s) => s.Date === d)?.Slot ?? null })}
            data-testid="checkout-date"
          />
        )}
        <Select
          aria-label={checkoutText.deliverySlot}
          placeholder={checkoutText.deliverySlot}
          value={c?.slot ?? undefined}
          disabled={slots.length === 0}
          options={slots.map((s) => ({ value: s, label: s }))}
          onChange={(s: string) => onChoice({ slot: s })}
          data-testid="checkout-slot"
        />
        <Input
          placeholder={checkoutText.remark}
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
