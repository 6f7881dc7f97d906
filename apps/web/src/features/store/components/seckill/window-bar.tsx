import type { TSeckillWindow } from '@shanlian/contract';
import { storeText } from '../../../../lib/text';
import { liveStatus } from '../../rules/seckill';
import { clockTime, dayLabel } from '../../rules/seckill-time';
import './window-bar.css';

export const windowKey = (w: TSeckillWindow) => `${w.StartTime}|${w.EndTime}`;

/** The time bar: one button per window with its day, start time and live state. */
export function WindowBar({ windows, selected, now, onSelect }: { windows: TSeckillWindow[]; selected: string; now: number; onSelect: (key: string) => void }) {
  return (
    <div className="store-sk-times" role="tablist" data-testid="seckill-windows">
      {windows.map((w) => {
        const key = windowKey(w);
        const status = liveStatus(w, now);
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === selected}
            className={`store-sk-time${key === selected ? ' active' : ''}${status === 3 ? ' ended' : ''}`}
            onClick={() => onSelect(key)}
          >
            <b>{clockTime(w.StartTime)}</b>
            <span>
              {dayLabel(w.StartTime, now)} · {storeText.windowStatus[status]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
