import { Steps } from 'antd';
import { formatChinaDate, formatChinaTime } from '../../../../lib/format';
import { orderText } from '../../../../lib/text';
import { currentStep, type TimelineStep } from '../../rules/timeline';
import './order-progress.css';

/** 确认 → 发货 → 运输中 → 已收货, each done with its real time, or pending; a cancelled order has no step under way. */
export function OrderProgress({ steps, stopped = false }: { steps: TimelineStep[]; stopped?: boolean }) {
  return (
    <Steps
      className="order-progress"
      current={stopped ? -1 : currentStep(steps)}
      titlePlacement="vertical"
      items={steps.map((s) => ({
        key: s.key,
        status: s.done ? 'finish' : 'wait',
        title: (
          <span data-testid="timeline-step" data-step={s.key} data-done={s.done ? 'true' : 'false'}>
            {orderText.steps[s.key]}
          </span>
        ),
        content: (
          <div className="order-progress-desc">
            <div>{s.time ? formatChinaTime(s.time) : orderText.stepPending}</div>
            {s.distDate && <div className="order-progress-dist">{orderText.distOn(formatChinaDate(s.distDate))}</div>}
          </div>
        ),
      }))}
    />
  );
}
