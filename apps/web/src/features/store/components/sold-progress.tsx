import { commonText, storeText } from '../../../lib/text';
import './sold-progress.css';

/** The sold-percent bar of a seckill item: 已抢 N%, or 已抢光 at 100 %. A plain bar: it sits on the home page's first load. */
export function SoldProgress({ percent }: { percent: number }) {
  const soldOut = percent >= 100;
  return (
    <div className="store-progress">
      <div
        className="sl-bar"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={soldOut ? commonText.soldOut : storeText.soldPercent(percent)}
      >
        <div className={soldOut ? 'sl-bar-fill done' : 'sl-bar-fill'} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
      </div>
      <span style={{ color: soldOut ? '#6f6f6f' : '#cf2c2f' }}>{soldOut ? commonText.soldOut : storeText.soldPercent(percent)}</span>
    </div>
  );
}
