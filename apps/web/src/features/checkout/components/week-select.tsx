import { Select } from 'antd';
import { checkoutText } from '../../../lib/text/checkout';
import { dayLabel, weekChoices } from '../purchase';

/** The week a weekly package is delivered in: antd's Select, loaded after the checkout is drawn. */
export default function WeekSelect({
  week,
  today,
  loading,
  opening,
  onChange,
}: {
  week: string;
  today: string;
  loading: boolean;
  /** Clicked before antd came: it opens, focused. */
  opening: boolean;
  onChange: (monday: string) => void;
}) {
  return (
    <Select
      defaultOpen={opening}
      autoFocus={opening}
      aria-label={checkoutText.deliveryWeek}
      value={week}
      loading={loading}
      options={weekChoices(week, today).map((m) => ({ value: m, label: checkoutText.weekOption(dayLabel(m)) }))}
      onChange={onChange}
      data-testid="checkout-week"
    />
  );
}
