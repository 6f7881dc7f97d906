import type { TPreviewGroup } from '@shanlian/contract';
import { Select } from 'antd';
import { checkoutText } from '../../../lib/text/checkout';
import type { CheckoutDraft } from '../checkout-draft';
import { dayLabel } from '../purchase';

type Choice = CheckoutDraft['choices'][string];

/** An order's delivery day (unless the day is fixed) and slot: antd's Selects, loaded after the checkout is drawn. */
export default function GroupSelects({
  group: g,
  choice: c,
  onChoice,
  opening,
}: {
  group: TPreviewGroup;
  choice: Choice | undefined;
  onChoice: (patch: Partial<Choice>) => void;
  /** The box clicked before antd came: it opens, focused. */
  opening: 'date' | 'slot' | null;
}) {
  const dates = [...new Set(g.DeliverySlots.map((s) => s.Date))];
  const slots = g.DeliverySlots.filter((s) => s.Date === (g.DateFixed ? g.DeliveryDate : c?.date)).map((s) => s.Slot);
  return (
    <>
      {!g.DateFixed && (
        <Select
          aria-label={checkoutText.deliveryDate}
          placeholder={checkoutText.deliveryDate}
          value={c?.date ?? undefined}
          defaultOpen={opening === 'date'}
          autoFocus={opening === 'date'}
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
        defaultOpen={opening === 'slot'}
        autoFocus={opening === 'slot'}
        options={slots.map((s) => ({ value: s, label: s }))}
        onChange={(s: string) => onChoice({ slot: s })}
        data-testid="checkout-slot"
      />
    </>
  );
}
