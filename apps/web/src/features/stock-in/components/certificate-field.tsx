import { DeleteOutlined, FilePdfOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { thumbOf, UPLOAD_DOCUMENT_MIME_TYPES, UPLOAD_IMAGE_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../../api/upload';
import { certificateProblem, type FormFile, isPdf } from '../rules/stock-in-rules';
import { TSi } from '../text';

const ACCEPT = [UPLOAD_IMAGE_ACCEPT, '.pdf', ...UPLOAD_DOCUMENT_MIME_TYPES].join(',');
const MAX = 20;

/**
 * The certificates of one line (检验证明): pictures or PDF, each uploaded at once as a certificate
 * (ModuleType certificate), shown as thumbnails that can be removed. Controlled (value/onChange).
 */
export function CertificateField({
  value = [],
  onChange,
  onBusyChange,
  id,
  testId,
}: {
  value?: FormFile[];
  onChange?: (files: FormFile[]) => void;
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  testId?: string;
}) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  // several uploads finish between renders: each adds to what the previous one left
  const latest = useRef(value);
  latest.current = value;
  // tells the form of each change between idle and uploading (not of every render), and idle when removed mid-upload
  const report = useRef(onBusyChange);
  report.current = onBusyChange;
  const isBusy = busy > 0;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === isBusy) return;
    reported.current = isBusy;
    report.current?.(isBusy);
  }, [isBusy]);
  useEffect(
    () => () => {
      if (reported.current) report.current?.(false);
    },
    [],
  );

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    for (const file of files) {
      const problem = certificateProblem(file, UPLOAD_MAX_BYTES);
      if (problem) {
        message.error(problem === 'type' ? TSi.fileType : TSi.fileSize);
        continue;
      }
      if (latest.current.length >= MAX) break;
      setBusy((b) => b + 1);
      uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.certificate })
        .then((f) => {
          const next = [...latest.current, { Id: f.Id, FileName: f.FileName || file.name, FileUrl: f.FileUrl }];
          latest.current = next;
          onChange?.(next);
        })
        .catch((err: unknown) => message.error(err instanceof Error ? err.message : String(err)))
        .finally(() => setBusy((b) => b - 1));
    }
  };

  return (
    <div className="si-cert-field" data-testid={testId}>
      {value.map((f) => (
        <div key={f.Id} className="si-cert-item" title={f.FileName}>
          {isPdf(f.FileName) ? (
            <a className="si-pdf" href={f.FileUrl} target="_blank" rel="noreferrer">
              <FilePdfOutlined />
              <span>PDF</span>
            </a>
          ) : (
            <img src={thumbOf(f.FileUrl, 96)} alt={f.FileName} />
          )}
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={TSi.remove}
            onClick={() => onChange?.(latest.current.filter((x) => x.Id !== f.Id))}
          />
        </div>
      ))}
      <Button id={id} icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy > 0} onClick={() => input.current?.click()}>
        {busy ? TSi.uploading : TSi.uploadCertificate}
      </Button>
      <span className="si-muted">{TSi.certificateHint}</span>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={onPick}
        style={{ display: 'none' }}
        data-testid={testId ? `${testId}-input` : undefined}
      />
    </div>
  );
}
