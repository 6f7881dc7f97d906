import { TRACE_DIALOG_WIDTH } from '@shanlian/contract/browser';
import { Empty, Modal } from 'antd';
import { TraceView } from '../../../components/trace-view';
import { orderText } from '../../../lib/text';
import { lineTraceState, ORDER_TRACE_VERSION, type TraceLine } from '../rules/trace';

/**
 * The trace trail of one order line in the 675 px dialog (spec 02 §2.4–2.6, §9): the trace view,
 * version 2. Nutrition-meal lines (food type '100') keep their empty state until their own trace.
 */
export function TraceDialog({ line, onClose }: { line: TraceLine | null; onClose: () => void }) {
  const meal = line != null && lineTraceState(line) === 'meal';
  return (
    <Modal open={line != null} title={orderText.traceTitle} width={TRACE_DIALOG_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="trace-dialog" data-line-id={line?.Id ?? ''}>
        {line == null ? null : meal ? (
          <div style={{ padding: '24px 0' }}>
            <Empty description={orderText.traceEmpty} />
          </div>
        ) : (
          <TraceView detailId={line.Id} version={ORDER_TRACE_VERSION} />
        )}
      </div>
    </Modal>
  );
}
