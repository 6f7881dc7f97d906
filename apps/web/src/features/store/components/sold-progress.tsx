import { Progress } from 'antd';
import { T, TS } from '../../../lib/text';

/** The sold-percent bar of a seckill item: 已抢 N%, or 已抢光 at 100 %. */
export function SoldProgress({ percent }: { percent: number }) {
  const soldOut = percent >= 100;
  return (
    <div className="store-progress">
      <Progress percent={percent} showInfo={false} size="small" strokeColor={soldOut ? '#bbb' : { from: '#ff9a3d', to: '#e4393c' }} railColor="#fde3e1" />
      <span style={{ color: soldOut ? '#999' : '#e4393c' }}>{soldOut ? T.soldOut : TS.soldPercent(percent)}</span>
    </div>
  );
}
