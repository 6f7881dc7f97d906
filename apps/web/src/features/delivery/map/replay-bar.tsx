import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { formatChinaTime } from '@shanlian/contract/browser';
import { Button, Checkbox, Segmented, Slider, Tooltip } from 'antd';
import { REPLAY_BASE, REPLAY_SPEEDS, type ReplaySpeed, type useReplay } from './use-replay';

/** Play, pause, ×1/×4/×16, a slider over the journey's time, the time shown, and whether the map follows. */
export function ReplayBar({
  replay,
  from,
  to,
  follow,
  onFollow,
}: {
  replay: ReturnType<typeof useReplay>;
  from: number;
  to: number;
  follow: boolean;
  onFollow: (v: boolean) => void;
}) {
  const shown = replay.time ?? to;
  return (
    <div className="dl-replay" data-testid="replay-bar">
      {replay.playing ? (
        <Button icon={<PauseOutlined />} onClick={replay.pause} data-testid="replay-pause" aria-label="暂停">
          暂停
        </Button>
      ) : (
        <Button type="primary" icon={<CaretRightOutlined />} onClick={replay.play} data-testid="replay-play" aria-label="回放">
          回放
        </Button>
      )}
      <Tooltip title={`×1 每秒回放 ${REPLAY_BASE / 60} 分钟`}>
        <Segmented<ReplaySpeed>
          data-testid="replay-speed"
          value={replay.speed}
          onChange={(v) => replay.setSpeed(v)}
          options={REPLAY_SPEEDS.map((s) => ({ label: `×${s}`, value: s }))}
        />
      </Tooltip>
      <Slider
        className="dl-replay-slider"
        data-testid="replay-slider"
        min={from}
        max={Math.max(to, from + 1)}
        step={1000}
        value={shown}
        onChange={(v) => replay.seek(v)}
        tooltip={{ formatter: (v) => (v ? formatChinaTime(new Date(v).toISOString()).slice(11) : '') }}
      />
      <span className="dl-replay-time" data-testid="replay-time">
        {formatChinaTime(new Date(shown).toISOString())}
      </span>
      <Checkbox checked={follow} onChange={(e) => onFollow(e.target.checked)} data-testid="replay-follow">
        跟随车辆
      </Checkbox>
    </div>
  );
}
