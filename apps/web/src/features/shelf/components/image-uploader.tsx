import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_ACCEPT } from '@shanlian/contract/browser';
import { App, Image, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { imageProblem, uploadFile } from '../../../api/upload';
import { CropBeforeUpload } from '../../../components/crop-before-upload';
import { deskText } from '../../../lib/text';

export interface UploadedImage {
  Id: string;
  FileUrl: string;
}

/** The store shows product pictures square (cards, the detail page's gallery). */
const PRODUCT_ASPECT = 1;

/**
 * Picture-card uploader, controlled (value/onChange, so it sits in a Form.Item): each chosen
 * image is cropped square, then goes up at once; the first one can be marked as the cover.
 * `onBusyChange` tells the form while uploads are under way.
 */
export function ImageUploader({
  value = [],
  onChange,
  max,
  testId,
  coverFirst = false,
  onBusyChange,
  moduleType,
}: {
  value?: UploadedImage[];
  onChange?: (next: UploadedImage[]) => void;
  max: number;
  testId?: string;
  coverFirst?: boolean;
  onBusyChange?: (busy: boolean) => void;
  /** What the pictures are for (UPLOAD_MODULE_TYPE), sent with each upload. */
  moduleType?: number;
}) {
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  // Several uploads finish between renders: each adds to what the previous one left.
  const latest = useRef(value);
  const pendingCount = useRef(0);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    onBusyChange?.(pending.length > 0);
  }, [pending.length, onBusyChange]);

  const emit = (next: UploadedImage[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const start = (file: File & { uid: string }) => {
    const problem = imageProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + pendingCount.current >= max) {
      message.warning(deskText.imagesAtMost(max));
      return Upload.LIST_IGNORE;
    }
    pendingCount.current += 1;
    setPending((p) => [...p, { uid: file.uid, name: file.name, status: 'uploading', percent: 60 }]);
    uploadFile(file, file.name, moduleType ? { ModuleType: moduleType } : {})
      .then((img) => emit([...latest.current, { Id: img.Id, FileUrl: img.FileUrl }]))
      .catch((e: unknown) => message.error(messageOf(e)))
      .finally(() => {
        pendingCount.current -= 1;
        setPending((p) => p.filter((f) => f.uid !== file.uid));
      });
    return Upload.LIST_IGNORE;
  };

  const fileList: UploadFile[] = [
    ...value.map((v, i): UploadFile => ({ uid: v.Id, name: `${i + 1}`, status: 'done', url: v.FileUrl, thumbUrl: v.FileUrl })),
    ...pending,
  ];

  return (
    <>
      {/* one picture at a time: each passes the crop dialog */}
      <CropBeforeUpload aspect={PRODUCT_ASPECT}>
        <Upload
          data-testid={testId}
          listType="picture-card"
          accept={UPLOAD_IMAGE_ACCEPT}
          fileList={fileList}
          beforeUpload={start}
          onRemove={(f) => {
            emit(latest.current.filter((v) => v.Id !== f.uid));
            return false;
          }}
          onPreview={(f) => setPreview(f.url ?? null)}
          itemRender={(node, file, list) =>
            coverFirst && list[0]?.uid === file.uid && file.status === 'done' ? (
              <div className="desk-upload-cover">
                {node}
                <span className="desk-upload-cover-tag">{deskText.cover}</span>
              </div>
            ) : (
              node
            )
          }
        >
          {fileList.length < max && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 6, fontSize: 13 }}>{deskText.upload}</div>
            </div>
          )}
        </Upload>
      </CropBeforeUpload>
      {preview && (
        <Image style={{ display: 'none' }} src={preview} alt="" preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }} />
      )}
    </>
  );
}
