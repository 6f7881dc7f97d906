import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { Alert, App, Button, Modal, Table } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { uploadFile } from '../../../api/upload';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useServerFile, useStockInWrite } from '../api/stock-in';
import { importRowErrors, isXlsx } from '../rules/stock-in-rules';
import { TSi } from '../stock-in-text';

const BAD_REQUEST = 400;

/** 导入: download the template, upload the filled workbook; a refused import lists its rows' problems, nothing imported. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const template = useServerFile('FD_Foodfirmfillin/GetImportTemplate');
  const importer = useStockInWrite('FD_Foodfirmfillin/ImportFD_Foodfirmfillin');
  const submitKey = useSubmitKey(open);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ Row: number; Message: string }[]>([]);
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (!open) return;
    setErrors([]);
    setSummary('');
  }, [open]);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isXlsx(file.name)) return void message.error(TSi.xlsxOnly);
    setErrors([]);
    setSummary('');
    setUploading(true);
    let fileId: string;
    try {
      fileId = (await uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.import })).Id;
    } catch (err) {
      message.error(messageOf(err));
      return;
    } finally {
      setUploading(false);
    }
    const r = await importer.run(
      { FileId: fileId },
      {
        key: submitKey.key,
        success: (d) => TSi.done.imported(d.Records, d.Lines),
        onError: (err) => {
          const rows = err.status === BAD_REQUEST ? importRowErrors(err.data) : [];
          if (rows.length === 0) return false;
          setErrors(rows);
          setSummary(err.message);
          return true;
        },
      },
    );
    // a refused file is a new intent once corrected; a success closes
    submitKey.renew();
    if (r) onClose();
  };

  const busy = uploading || importer.pending;
  return (
    <Modal open={open} title={TSi.importTitle} width={720} onCancel={onClose} footer={null} destroyOnHidden>
      <ol className="si-steps">
        <li>
          <p>{TSi.importStep1}</p>
          <Button icon={<DownloadOutlined />} loading={template.pending} onClick={() => template.run({})} data-testid="si-template">
            {TSi.downloadTemplate}
          </Button>
        </li>
        <li>
          <p>{TSi.importStep2}</p>
          <Button type="primary" icon={<UploadOutlined />} loading={busy} disabled={busy} onClick={() => input.current?.click()} data-testid="si-import-file">
            {TSi.chooseFile}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onPick}
            style={{ display: 'none' }}
            data-testid="si-import-input"
          />
        </li>
      </ol>
      {errors.length > 0 && (
        <div data-testid="si-import-errors">
          <Alert type="error" showIcon title={summary || TSi.importErrors} style={{ marginBottom: 8 }} />
          <Table
            rowKey={(r) => `${r.Row}-${r.Message}`}
            size="small"
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: TSi.row, dataIndex: 'Row', width: 80 },
              { title: TSi.problem, dataIndex: 'Message' },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
