import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNarrow } from '../../../../components/console-layout';
import { deskText } from '../../../../lib/text';

const day = (d: string) => (d ? dayjs(d) : null);

/**
 * Search (order number or product, Enter searches) and the order-date range. On a phone each takes the
 * full width, and the range is two one-month pickers (a range picker's two months are wider than a phone).
 */
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
  const narrow = useNarrow();
  return (
    <div className="desk-filters desk-order-filters">
      <Input
        data-testid="desk-order-search"
        className="desk-order-search"
        allowClear
        prefix={<SearchOutlined style={{ color: '#bbb' }} />}
        placeholder={deskText.searchOrders}
        value={text}
        maxLength={50}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value && search) onSearch('');
        }}
        onPressEnter={() => onSearch(text.trim())}
      />
      {narrow ? (
        <div className="desk-order-dates">
          <DatePicker
            placeholder={deskText.dateFrom}
            value={day(from)}
            inputReadOnly
            disabledDate={(d) => !!to && d.isAfter(dayjs(to), 'day')}
            onChange={(d) => onDates(d?.format('YYYY-MM-DD') ?? '', to)}
          />
          <DatePicker
            placeholder={deskText.dateTo}
            value={day(to)}
            inputReadOnly
            disabledDate={(d) => !!from && d.isBefore(dayjs(from), 'day')}
            onChange={(d) => onDates(from, d?.format('YYYY-MM-DD') ?? '')}
          />
        </div>
      ) : (
        <DatePicker.RangePicker
          style={{ width: 280 }}
          placeholder={[deskText.dateFrom, deskText.dateTo]}
          value={[day(from), day(to)]}
          allowEmpty={[true, true]}
          onChange={(v) => onDates(v?.[0]?.format('YYYY-MM-DD') ?? '', v?.[1]?.format('YYYY-MM-DD') ?? '')}
        />
      )}
      <div className="desk-order-filter-buttons">
        <Button type="primary" onClick={() => onSearch(text.trim())}>
          {deskText.search}
        </Button>
        <Button onClick={onReset}>{deskText.reset}</Button>
      </div>
    </div>
  );
}
