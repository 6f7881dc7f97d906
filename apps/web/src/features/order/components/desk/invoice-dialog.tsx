import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import type { TOrder } from '@shanlian/contract';
import {
  imageUploadProblem,
  MSG,
  PROFILE_MSG,
  UPLOAD_DOCUMENT_EXTENSIONS,
  UPLOAD_DOCUMENT_MIME_TYPES,
  UPLOAD_IMAGE_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MODULE_TYPE,
} from '@shanlian/contract/browser';
import { Alert, App, Modal, Upload } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../../api/errors';
import { uploadFile } from '../../../../api/upload';
import { dialogFooter } from '../../../../components/dialog-footer';
import { ImageViewer } from '../../../../components/image-viewer';
import { FileThumb, PdfTile } from '../../../../components/pdf-viewer';
import { deskText } from '../../../../lib/text';
import { useSubmitKey } from '../../../../lib/use-submit-key';

const MAX_INVOICES = 20;
const ACCEPT = [UPLOAD_IMAGE_ACCEPT, ...UPLOAD_DOCUMENT_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_DOCUMENT_MIME_TYPES].join(',');
const HINT = '支持 PDF 电子发票和 JPG、PNG、GIF、BMP、WebP 图片，单个不超过4M，可一次选择多个。';

interface Uploaded {
  Id: string;
  FileUrl: string;
  name: string;
  pdf: boolean;
}

/** What the server would refuse of a chosen invoice: a picture or a PDF, at most 4M (it checks the content again). */
export function invoiceFileProblem(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const pdf = file.type
    ? (UPLOAD_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (UPLOAD_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
  if (pdf) return file.size > UPLOAD_MAX_BYTES ? PROFILE_MSG.uploadSize : null;
  const problem = imageUploadProblem(file);
  return problem === 'type' ? PROFILE_MSG.uploadType : problem === 'size' ? PROFILE_MSG.uploadSize : null;
}

const TILE: CSSProperties = {
  position: 'relative',
  width: 96,
  height: 96,
  border: '1px solid #e5e7eb',
  borderRadius: 6,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#fafafa',
};

/**
 * 上传发票: pictures or PDF e-invoices go up one by one, then AddInvoice attaches them all to
 * the order. One idempotency key per opening of the dialog, and the button is busy while the
 * request runs: a double click attaches the invoices once.
 */
export function InvoiceDialog({
  order,
  pending,
  onSubmit,
  onClose,
}: {
  order: TOrder | null;
  pending: boolean;
  /** `key` is this opening's Idempotency-Key. */
  onSubmit: (fileIds: string[], key: string) => unknown;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [uploading, setUploading] = useState(0);
  const [tried, setTried] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef<Uploaded[]>([]);
  const submitKey = useSubmitKey(order?.Id);
  useEffect(() => {
    if (order) {
      setFiles([]);
      latest.current = [];
      setTried(false);
    }
  }, [order]);
  const existing = order?.B2B_ElectricityorderinvfileInfos ?? [];
  const busy = pending || sending;

  const start = (file: File) => {
    const problem = invoiceFileProblem(file);
    if (problem) {
      message.error(`${file.name}：${problem}`);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + uploading >= MAX_INVOICES) {
      message.warning(deskText.imagesAtMost(MAX_INVOICES));
      return Upload.LIST_IGNORE;
    }
    setUploading((n) => n + 1);
    uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.invoice })
      .then((f) => {
        latest.current = [...latest.current, { Id: f.Id, FileUrl: f.FileUrl, name: f.FileName || file.name, pdf: f.FileExtension === '.pdf' }];
        setFiles(latest.current);
      })
      .catch((e: unknown) => message.error(messageOf(e)))
      .finally(() => setUploading((n) => n - 1));
    return Upload.LIST_IGNORE;
  };
  const remove = (id: string) => {
    latest.current = latest.current.filter((f) => f.Id !== id);
    setFiles(latest.current);
  };

  const submit = async () => {
    setTried(true);
    if (files.length === 0 || uploading > 0 || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit(
        files.map((f) => f.Id),
        submitKey.key,
      );
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Modal
      open={!!order}
      title={`${deskText.invoiceTitle} · ${order?.OrderNo ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      maskClosable={!busy}
      footer={dialogFooter({
        onClose,
        onOk: submit,
        okText: deskText.invoiceSubmit,
        testId: 'desk-invoice-submit',
        pending: busy,
        disabled: uploading > 0 || busy,
      })}
    >
      <Alert type="info" showIcon title={HINT} style={{ marginBottom: 16 }} />
      {existing.length > 0 && (
        <div style={{ marginBottom: 14 }}>
          <div className="desk-muted" style={{ marginBottom: 8 }}>
            {deskText.invoiced(existing.length)}
          </div>
          <div className="desk-thumbs">
            {existing.map((f, i) => (
              <button key={f.Id} type="button" style={{ ...TILE, width: 64, height: 64, cursor: 'zoom-in', padding: 0 }} onClick={() => setViewing(i)}>
                <FileThumb url={f.FileUrl} />
              </button>
            ))}
          </div>
          <ImageViewer
            open={viewing != null}
            images={existing.map((f, i) => ({ url: f.FileUrl, name: `${deskText.invoices} ${i + 1}` }))}
            start={viewing ?? 0}
            onClose={() => setViewing(null)}
          />
        </div>
      )}
      <div className="desk-thumbs" data-testid="desk-invoice-upload">
        {files.map((f) => (
          <div key={f.Id} style={TILE} title={f.name} data-testid="desk-invoice-file">
            {f.pdf ? <PdfTile name={f.name} /> : <img src={f.FileUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
            <button
              type="button"
              aria-label={`删除 ${f.name}`}
              onClick={() => remove(f.Id)}
              disabled={busy}
              style={{
                position: 'absolute',
                top: 2,
                right: 2,
                border: 0,
                borderRadius: 4,
                background: 'rgba(0,0,0,.55)',
                color: '#fff',
                cursor: 'pointer',
                padding: '2px 5px',
              }}
            >
              <DeleteOutlined />
            </button>
          </div>
        ))}
        {files.length + uploading < MAX_INVOICES && (
          <Upload accept={ACCEPT} multiple showUploadList={false} beforeUpload={start} disabled={busy}>
            <button type="button" style={{ ...TILE, cursor: busy ? 'not-allowed' : 'pointer', flexDirection: 'column', gap: 6, color: '#666' }} disabled={busy}>
              {uploading > 0 ? <LoadingOutlined /> : <PlusOutlined />}
              <span style={{ fontSize: 12 }}>图片或 PDF</span>
            </button>
          </Upload>
        )}
      </div>
      {tried && files.length === 0 && uploading === 0 && <div style={{ color: '#ff4d4f', marginTop: 4 }}>{MSG.invoiceRequired}</div>}
      {uploading > 0 && <div className="desk-muted">{deskText.invoiceUploading}</div>}
    </Modal>
  );
}
