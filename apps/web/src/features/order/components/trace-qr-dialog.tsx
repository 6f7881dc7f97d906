import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal } from 'antd';
import { traceQrUrl } from '../../../components/trace-view-rules';
import { traceText } from '../../../lib/text/trace';
import { lineLandingUrl, ORDER_TRACE_VERSION, qrFileName, type TraceLine } from '../rules/trace';
import './trace-qr-dialog.css';

/** A line's trace QR, large: the landing link it encodes and a download of the PNG. */
export function TraceQrDialog({ line, onClose }: { line: TraceLine | null; onClose: () => void }) {
  const { message } = App.useApp();
  const src = line ? traceQrUrl(line.Id, ORDER_TRACE_VERSION) : '';
  const link = line ? lineLandingUrl(window.location.origin, line.Id) : '';
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => message.success(traceText.copied),
      () => undefined,
    );
  };
  return (
    <Modal open={line != null} title={traceText.qrTitle} width={380} footer={null} onCancel={onClose} destroyOnHidden>
      {line && (
        <div className="trace-qr-dialog" data-testid="trace-qr-dialog">
          <div className="trace-qr-name">{line.ProductName}</div>
          <img className="trace-qr-big" src={src} alt={traceText.qrAlt} width={240} height={240} data-testid="trace-qr-big" />
          <div className="trace-qr-hint">{traceText.qrHint}</div>
          <div className="trace-qr-link">
            <span className="trace-qr-link-label">{traceText.qrLink}</span>
            <a href={link} target="_blank" rel="noreferrer" data-testid="trace-qr-link">
              {link}
            </a>
          </div>
          <div className="trace-qr-actions">
            {typeof navigator !== 'undefined' && navigator.clipboard && (
              <Button icon={<CopyOutlined />} onClick={copy}>
                {traceText.copyLink}
              </Button>
            )}
            <a href={src} download={qrFileName(line.ProductName)} data-testid="trace-qr-download">
              <Button type="primary" icon={<DownloadOutlined />}>
                {traceText.qrDownload}
              </Button>
            </a>
          </div>
        </div>
      )}
    </Modal>
  );
}
