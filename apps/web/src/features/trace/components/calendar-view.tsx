import { Calendar, Grid, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { yuan } from '../../../lib/format';
import { useStockInOp } from '../api/stock-in';
import { TSi } from '../stock-in-text';

/** 进货日历: each day's number of records and amount; picking a day shows that day's records in the list. */
export function CalendarView({ onPickDay }: { onPickDay: (day: string) => void }) {
  const phone = !Grid.useBreakpoint().md;
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const days = useStockInOp('FD_Foodfirmfillin/GetCalendar', { Month: month.format('YYYY-MM') });
  const byDay = new Map((days.data ?? []).map((d) => [d.Date.slice(0, 10), d]));
  return (
    <div className="si-calendar" data-testid="si-calendar">
      <p className="si-muted">{TSi.calendarHint}</p>
      {days.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      <Calendar
        fullscreen={!phone}
        value={month}
        onPanelChange={(d) => setMonth(d)}
        onSelect={(d, info) => {
          if (!d.isSame(month, 'month')) setMonth(d);
          if (info.source === 'date') onPickDay(d.format('YYYY-MM-DD'));
        }}
        cellRender={(d, info) => {
          if (info.type !== 'date') return info.originNode;
          const day = byDay.get(d.format('YYYY-MM-DD'));
          if (!day || day.Count === 0) return null;
          return phone ? (
            <span className="si-cal-dot" title={`${TSi.calendarCount(day.Count)} ${yuan(day.Amount)}`} />
          ) : (
            <div className="si-cal-cell" data-testid="si-cal-cell">
              <b>{TSi.calendarCount(day.Count)}</b>
              <span>{yuan(day.Amount)}</span>
            </div>
          );
        }}
      />
    </div>
  );
}
