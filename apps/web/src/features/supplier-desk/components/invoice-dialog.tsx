import { MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import type { TOrder } from '@shanlian/contract';
import { Alert, Image, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { TDesk } from '../../../lib/text';
import { dialogFooter } from './dialog-footer';
import { ImageUploader, type UploadedImage } from './image-uploader';

const MAX_INVOICES = 20;

/** 上传发票: several images go up one by one, then AddInvoice attaches them all to the order. */
export function InvoiceDialog({
  order,
  pending,
  onSubmit,
  onClose,
}: {
  order: TOrder | null;
  pending: boolean;
  onSubmit: (fileIds: string[]) => void;
  onClose: () => void;
}) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (order) {
      setImages([]);
      setTried(false);
    }
  }, [order]);
  const existing = order?.B2B_ElectricityorderinvfileInfos ?? [];

  const submit = () => {
    setTried(true);
    if (images.length > 0 && !uploading) onSubmit(images.map((i) => i.Id));
  };

  return (
    <Modal
      open={!!order}
      title={`${TDesk.invoiceTitle} · ${order?.OrderNo ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      width={600}
      footer={dialogFooter({ onClose, onOk: submit, okText: TDesk.invoiceSubmit, testId: 'desk-invoice-submit', pending, disabled: uploading })}
    >
      <Alert type="info" showIcon title={TDesk.invoiceHint} style={{ marginBottom: 16 }} />
      {existing.length > 0 && (
        <div style={{ marginBottom: 14 }}>
          <div className="desk-muted" style={{ marginBottom: 8 }}>
            {TDesk.invoiced(existing.length)}
          </div>
          <Image.PreviewGroup>
            <div className="desk-thumbs">
              {existing.map((f) => (
                <Image key={f.Id} src={f.FileUrl} width={64} height={64} alt="" />
              ))}
            </div>
          </Image.PreviewGroup>
        </div>
      )}
      <ImageUploader
        testId="desk-invoice-upload"
        value={images}
        onChange={setImages}
        max={MAX_INVOICES}
        onBusyChange={setUploading}
        moduleType={UPLOAD_MODULE_TYPE.invoice}
      />
      {tried && images.length === 0 && !uploading && <div style={{ color: '#ff4d4f', marginTop: 4 }}>{MSG.invoiceRequired}</div>}
      {uploading && <div className="desk-muted">{TDesk.invoiceUploading}</div>}
    </Modal>
  );
}
