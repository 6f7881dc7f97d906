import { QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { traceQrUrl } from '../../../components/trace-view-rules';
import { orderText } from '../../../lib/text';
import { traceText } from '../../../lib/text/trace';
import { lineTraceState, ORDER_TRACE_VERSION, type TraceLine } from '../rules/trace';
import './line-trace.css';

export interface LineTraceHandlers {
  onTrace: (line: TraceLine) => void;
  onQr: (line: TraceLine) => void;
}

/**
 * A line's trace cell: once shipped, a small QR (opens the QR dialog) and 追溯 (opens the trace
 * dialog); before shipping 发货后可追溯; a nutrition-meal line keeps its own trace button.
 */
export function LineTrace({ line, onTrace, onQr }: { line: TraceLine } & LineTraceHandlers) {
  const state = lineTraceState(line);
  if (state === 'meal') {
    return (
      <Button type="link" size="small" icon={<QrcodeOutlined />} onClick={() => onTrace(line)} data-testid="trace-open">
        {orderText.action.trace}
      </Button>
    );
  }
  if (state === 'pending') {
    return (
      <span className="line-trace-pending" data-testid="trace-pending">
        {traceText.afterShipping}
      </span>
    );
  }
  return (
    <span className="line-trace">
      <button
        type="button"
        className="line-trace-qr"
        onClick={() => onQr(line)}
        aria-label={traceText.qrOpen}
        title={traceText.qrOpen}
        data-testid="trace-qr-open"
      >
        <img src={traceQrUrl(line.Id, ORDER_TRACE_VERSION)} alt={traceText.qrAlt} width={36} height={36} loading="lazy" />
      </button>
      <Button type="link" size="small" onClick={() => onTrace(line)} data-testid="trace-open">
        {traceText.traceAction}
      </Button>
      <Link to={`/eshop/store/delivery/${line.FoodFirmFillInId}`} className="line-trace-delivery" data-testid="delivery-link">
        配送轨迹
      </Link>
    </span>
  );
}
