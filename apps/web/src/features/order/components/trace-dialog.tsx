import { Empty, Modal } from 'antd';
import { TO } from '../../../lib/text';

/** Trace dialog width (spec 02 §9). */
const TRACE_WIDTH = 675;

/**
 * The trace trail of one order line (spec 02 §2.11). The trace view arrives in a later issue; until
 * then the dialog shows its empty state, already wired with the line it is for.
 */
export function TraceDialog({ lineId, onClose }: { lineId: string | null; onClose: () => void }) {
  return (
    <Modal open={lineId != null} title={TO.traceTitle} width={TRACE_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="trace-dialog" data-line-id={lineId ?? ''} style={{ padding: '24px 0' }}>
        <Empty description={TO.traceEmpty} />
      </div>
    </Modal>
  );
}
