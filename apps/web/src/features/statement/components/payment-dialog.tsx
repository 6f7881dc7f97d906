import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_DOCUMENT_MIME_TYPES, UPLOAD_IMAGE_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button, type ButtonProps, Form, Modal, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { uploadFile } from '../../../api/upload';
import { NumberInput } from '../../../components/number-input';
import { yuan } from '../../../lib/format';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useStatementWrite } from '../api';
import { TStm } from '../text';

const MAX_VOUCHERS = 10;
const ACCEPT = [UPLOAD_IMAGE_ACCEPT, '.pdf', ...UPLOAD_DOCUMENT_MIME_TYPES].join(',');

/** 登记付款: the amount (the unpaid rest to begin with) and the transfer's vouchers (images or PDF). */
export function PaymentDialog({ statement, onClose }: { statement: { Id: string; Unpaid: number } | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [amount, setAmount] = useState<number | null>(null);
  const [files, setFiles] = useState<{ Id: string; FileName: string }[]>([]);
  const [busy, setBusy] = useState(0);
  const [tried, setTried] = useState(false);
  const latest = useRef(files);
  const submitKey = useSubmitKey(statement?.Id ?? null);
  const write = useStatementWrite('Statement/RecordPayment');
  useEffect(() => {
    setAmount(statement?.Unpaid ?? null);
    setFiles([]);
    latest.current = [];
    setTried(false);
  }, [statement]);

  const start = (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      message.error(TStm.voucherTooBig);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + busy >= MAX_VOUCHERS) return Upload.LIST_IGNORE;
    setBusy((n) => n + 1);
    uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.payment })
      .then((f) => {
        latest.current = [...latest.current, { Id: f.Id, FileName: file.name }];
        setFiles(latest.current);
      })
      .catch((e: unknown) => message.error(messageOf(e)))
      .finally(() => setBusy((n) => n - 1));
    return Upload.LIST_IGNORE;
  };

  const max = statement?.Unpaid ?? 0;
  const amountError = tried && (!amount || amount <= 0) ? TStm.payAmountRequired : amount && amount > max ? TStm.payAmountMax(yuan(max)) : null;
  const submit = async () => {
    setTried(true);
    if (!statement || !amount || amount <= 0 || amount > max || files.length === 0 || busy > 0) return;
    const r = await write.run({ Id: statement.Id, Amount: amount, FileIds: files.map((f) => f.Id) }, submitKey.key, TStm.paidOk);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  return (
    <Modal
      open={!!statement}
      title={TStm.pay}
      onCancel={onClose}
      destroyOnHidden
      okText={TStm.pay}
      cancelText={TStm.cancel}
      onOk={submit}
      okButtonProps={{ loading: write.pending, disabled: write.pending || busy > 0, 'data-testid': 'statement-pay-submit' } as ButtonProps}
    >
      <Form layout="vertical">
        <Form.Item label={TStm.payAmount} required validateStatus={amountError ? 'error' : undefined} help={amountError ?? `${TStm.unpaid} ${yuan(max)}`}>
          <NumberInput value={amount} onChange={setAmount} min={0.01} max={max} precision={2} style={{ width: '100%' }} data-testid="statement-pay-amount" />
        </Form.Item>
        <Form.Item
          label={TStm.vouchers}
          required
          extra={busy > 0 ? TStm.uploading : TStm.voucherHint}
          validateStatus={tried && files.length === 0 && busy === 0 ? 'error' : undefined}
          help={tried && files.length === 0 && busy === 0 ? TStm.voucherRequired : undefined}
        >
          <Upload accept={ACCEPT} multiple showUploadList={false} beforeUpload={start}>
            <Button icon={<UploadOutlined />} loading={busy > 0} disabled={files.length >= MAX_VOUCHERS} data-testid="statement-voucher-upload">
              {TStm.voucherUpload}
            </Button>
          </Upload>
          {files.length > 0 && (
            <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {files.map((f) => (
                <li key={f.Id} style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 32 }}>
                  <PaperClipOutlined />
                  <a
                    href={`/v1/File/Download/${f.Id}`}
                    target="_blank"
                    rel="noreferrer"
                    style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {f.FileName}
                  </a>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      latest.current = latest.current.filter((x) => x.Id !== f.Id);
                      setFiles(latest.current);
                    }}
                  >
                    移除
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
