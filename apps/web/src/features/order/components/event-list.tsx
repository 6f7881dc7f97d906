import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Timeline } from 'antd';
import { formatChinaTime } from '../../../lib/format';
import type { TOrderEvent } from '../rules/types';
import './event-list.css';

const COLOR: Record<string, string> = { cancelled: 'gray', returned: 'red', settled: 'green', invoiced: 'blue', received: 'green' };

/** The order's events as a timeline, newest on top: what happened, its note, when. */
export function EventList({ events }: { events: TOrderEvent[] }) {
  const newestFirst = [...events].reverse();
  return (
    <Timeline
      className="order-events"
      items={newestFirst.map((e, i) => ({
        key: e.Id,
        color: COLOR[e.Type] ?? 'blue',
        icon: i === 0 ? <CheckCircleFilled style={{ color: '#1f9d55', fontSize: 16 }} /> : <ClockCircleOutlined style={{ color: '#bbb' }} />,
        content: (
          <div className="order-event" data-testid="order-event" data-type={e.Type}>
            <div className={i === 0 ? 'order-event-title is-latest' : 'order-event-title'}>
              {e.TypeName}
              {e.Note && <span className="order-event-note">{e.Note}</span>}
            </div>
            <div className="order-event-time">{formatChinaTime(e.Time)}</div>
          </div>
        ),
      }))}
    />
  );
}
