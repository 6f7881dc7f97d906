import { ORDER_SOURCE_NAMES } from '@shanlian/contract/browser';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { TCart } from '../../../lib/text';
import type { OrderFilter } from '../rules/order-filter';

const DATE = 'YYYY-MM-DD';
const ALL = -1;
const SOURCE_OPTIONS = [
  { value: ALL, label: TCart.orderSourceAll },
  ...Object.entries(ORDER_SOURCE_NAMES).map(([value, label]) => ({ value: Number(value), label })),
];

interface Props {
  filter: OrderFilter;
  onChange: (patch: Partial<Pick<OrderFilter, 'search' | 'range' | 'source'>>) => void;
}

/** Search by product or order number (Enter searches), order date range, order source. */
export function OrderToolbar({ filter, onChange }: Props) {
  const [text, setText] = useState(filter.search);
  return (
    <div className="order-toolbar">
      <Input.Search
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => onChange({ search: v.trim() })}
        placeholder={TCart.orderSearchPlaceholder}
        maxLength={50}
        style={{ width: 300 }}
        data-testid="order-search"
      />
      <DatePicker.RangePicker
        value={filter.range ? [dayjs(filter.range[0]), dayjs(filter.range[1])] : null}
        onChange={(_, s) => onChange({ range: s[0] && s[1] ? [s[0], s[1]] : null })}
        format={DATE}
        placeholder={[TCart.startDate, TCart.endDate]}
        data-testid="order-range"
      />
      <Select
        value={filter.source ?? ALL}
        options={SOURCE_OPTIONS}
        onChange={(v: number) => onChange({ source: v === ALL ? undefined : v })}
        style={{ width: 150 }}
        aria-label={TCart.orderSource}
        data-testid="order-source"
      />
    </div>
  );
}
