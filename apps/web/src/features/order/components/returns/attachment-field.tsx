import { DeleteOutlined, LoadingOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TUploadedFile } from '@shanlian/contract';
import { UPLOAD_IMAGE_ACCEPT, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { imageProblem, uploadFile } from '../../../../api/upload';
import { orderText } from '../../../../lib/text';
import './attachment-field.css';
import { messageOf } from '../../../../api/errors';

/** An optional image attachment: chosen, checked (type, 4M), uploaded at once; shown as a thumbnail that can be removed. */
export function AttachmentField({ value, onChange, id }: { value?: TUploadedFile | null; onChange?: (f: TUploadedFile | null) => void; id?: string }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return void message.error(problem);
    setBusy(true);
    try {
      onChange?.(await uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.return }));
    } catch (err) {
      message.error(messageOf(err, orderText.uploadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="attachment-field">
      {value ? (
        <div className="attachment-thumb">
          <img src={value.FileUrl} alt={value.FileName} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)} aria-label={orderText.cancelText} />
        </div>
      ) : (
        <Button
          id={id}
          icon={busy ? <LoadingOutlined /> : <PaperClipOutlined />}
          disabled={busy}
          onClick={() => input.current?.click()}
          data-testid="return-file"
        >
          {orderText.form.upload}
        </Button>
      )}
      <span className="attachment-hint">{orderText.form.attachmentHint}</span>
      <input ref={input} type="file" accept={UPLOAD_IMAGE_ACCEPT} onChange={onPick} style={{ display: 'none' }} data-testid="return-file-input" />
    </div>
  );
}
