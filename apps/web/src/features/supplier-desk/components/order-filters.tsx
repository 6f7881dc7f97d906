import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { TDesk } from '../../../lib/text';

/** Search (order number or product, Enter searches) and the order-date range. */
export function OrderFilters({
  search,
  from,
  to,
  onSearch,
  onDates,
  onReset,
}: {
  search: string;
  from: string;
  to: string;
  onSearch: (text: string) => void;
  onDates: (from: string, to: string) => void;
  onReset: () => void;
}) {
  const [text, setText] = useState(search);
  // a message's link changes ?order= while the page is open
  useEffect(() => setText(search), [search]);
  return (
    <div className="desk-filters" style={{ marginBottom: 14 }}>
      <Input
        data-testid="desk-order-search"
        style={{ width: 300 }}
        allowClear
        prefix={<SearchOutlined style={{ color: '#bbb' }} />}
        placeholder={TDesk.searchOrders}
        value={text}
        maxLength={50}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value && search) onSearch('');
        }}
        onPressEnter={() => onSearch(text.trim())}
      />
      <DatePicker.RangePicker
        style={{ width: 280 }}
        placeholder={[TDesk.dateFrom, TDesk.dateTo]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        allowEmpty={[true, true]}
        onChange={(v) => onDates(v?.[0]?.format('YYYY-MM-DD') ?? '', v?.[1]?.format('YYYY-MM-DD') ?? '')}
      />
      <Button type="primary" onClick={() => onSearch(text.trim())}>
        {TDesk.search}
      </Button>
      <Button onClick={onReset}>{TDesk.reset}</Button>
    </div>
  );
}
