import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { fileDownloadUrl, UPLOAD_IMAGE_ACCEPT, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { imageProblem, uploadFile } from '../../../api/upload';
import { CropBeforeUpload } from '../../../components/crop-before-upload';
import { operatorContentText } from '../../../lib/text/operator-content';

/**
 * A picture of the store's content (banner, logo, title image) as a form field: choose, crop to
 * `aspect` when given, upload through the files module (public, for the store); the value is the
 * file's id.
 */
export function ImageField({
  value,
  onChange,
  aspect,
  width = 240,
  testId,
  id,
}: {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  /** Width ÷ height of the crop; none: the picture as it is (logos). */
  aspect?: number;
  /** The preview's width in px (its height follows the aspect, or is the same for logos). */
  width?: number;
  testId?: string;
  id?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const height = Math.round(aspect ? width / aspect : width * 0.5);

  const start = (file: File) => {
    const problem = imageProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    setBusy(true);
    uploadFile(file, file.name, { ModuleType: UPLOAD_MODULE_TYPE.banner })
      .then((saved) => {
        onChange?.(saved.Id);
        message.success(operatorContentText.imageUploaded);
      })
      .catch((e: unknown) => message.error(messageOf(e)))
      .finally(() => setBusy(false));
    return Upload.LIST_IGNORE;
  };

  const chooser = (
    <Upload accept={UPLOAD_IMAGE_ACCEPT} showUploadList={false} beforeUpload={start} disabled={busy}>
      <button
        type="button"
        id={id}
        className={`oc-image-pick${value ? ' has-image' : ''}`}
        style={{ width, height }}
        aria-label={value ? operatorContentText.imageReplace : operatorContentText.imageUpload}
      >
        {busy ? (
          <LoadingOutlined style={{ fontSize: 22, color: '#1f9d55' }} />
        ) : value ? (
          <img src={fileDownloadUrl(value)} alt="" style={{ objectFit: aspect ? 'cover' : 'contain' }} />
        ) : (
          <span className="oc-image-empty">
            <PlusOutlined style={{ fontSize: 20 }} />
            {operatorContentText.imageUpload}
          </span>
        )}
      </button>
    </Upload>
  );

  return (
    <div className="oc-image-field" data-testid={testId}>
      {aspect ? <CropBeforeUpload aspect={aspect}>{chooser}</CropBeforeUpload> : chooser}
      {value && !busy && (
        <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          {operatorContentText.imageRemove}
        </Button>
      )}
    </div>
  );
}
