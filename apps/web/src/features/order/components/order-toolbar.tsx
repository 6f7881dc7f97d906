import { ORDER_SOURCE_NAMES } from '@shanlian/contract/browser';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { orderText } from '../../../lib/text';
import type { OrderFilter } from '../rules/order-filter';
import './order-toolbar.css';

const DATE = 'YYYY-MM-DD';
const ALL = -1;
const SOURCE_OPTIONS = [
  { value: ALL, label: orderText.sourceAll },
  ...Object.entries(ORDER_SOURCE_NAMES).map(([value, label]) => ({ value: Number(value), label })),
];

interface Props {
  filter: OrderFilter;
  onChange: (patch: Partial<Pick<OrderFilter, 'search' | 'range' | 'source'>>) => void;
  /** The order list searches by order number only and has no source filter. */
  compact?: boolean;
  extra?: ReactNode;
}

/** Search by product or order number (Enter searches), order date range, order source. */
export function OrderToolbar({ filter, onChange, compact = false, extra }: Props) {
  const [text, setText] = useState(filter.search);
  return (
    <div className="order-toolbar">
      <Input.Search
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => onChange({ search: v.trim() })}
        placeholder={compact ? orderText.orderNoSearchPlaceholder : orderText.searchPlaceholder}
        maxLength={50}
        style={{ width: 300 }}
        data-testid="order-search"
      />
      <DatePicker.RangePicker
        value={filter.range ? [dayjs(filter.range[0]), dayjs(filter.range[1])] : null}
        onChange={(_, s) => onChange({ range: s[0] && s[1] ? [s[0], s[1]] : null })}
        format={DATE}
        placeholder={[orderText.startDate, orderText.endDate]}
        data-testid="order-range"
      />
      {!compact && (
        <Select
          value={filter.source ?? ALL}
          options={SOURCE_OPTIONS}
          onChange={(v: number) => onChange({ source: v === ALL ? undefined : v })}
          style={{ width: 150 }}
          aria-label={orderText.source}
          data-testid="order-source"
        />
      )}
      {extra && <div className="order-toolbar-extra">{extra}</div>}
    </div>
  );
}
