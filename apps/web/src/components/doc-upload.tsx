import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  imageUploadProblem,
  PROFILE_MSG,
  UPLOAD_DOCUMENT_EXTENSIONS,
  UPLOAD_DOCUMENT_MSG,
  UPLOAD_DOCUMENT_MIME_TYPES,
  UPLOAD_IMAGE_ACCEPT,
  UPLOAD_MAX_BYTES,
} from '@shanlian/contract/browser';
import { App, Upload } from 'antd';
import { type CSSProperties, type ReactElement, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload';
import { CropBeforeUpload } from './crop-before-upload';
import { ImageViewer } from './image-viewer';
import { FileThumb } from './pdf-viewer';
import './doc-upload.css';

/** A file a record holds or will hold: its id, download address and name. */
export interface DocFile {
  Id: string;
  FileUrl: string;
  FileName: string;
}

const ACCEPT = [UPLOAD_IMAGE_ACCEPT, ...UPLOAD_DOCUMENT_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_DOCUMENT_MIME_TYPES].join(',');

/**
 * What the server would refuse of a chosen document: a picture or a PDF (or, `imagesOnly`, a
 * picture), at most 4M (it checks the content again). The refusal names what is accepted.
 */
export function docFileProblem(file: { name: string; type: string; size: number }, imagesOnly = false): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const pdf = file.type
    ? (UPLOAD_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (UPLOAD_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext);
  if (pdf && !imagesOnly) return file.size > UPLOAD_MAX_BYTES ? UPLOAD_DOCUMENT_MSG.size : null;
  const problem = imageUploadProblem(file);
  if (problem === 'type') return imagesOnly ? PROFILE_MSG.uploadType : UPLOAD_DOCUMENT_MSG.type;
  return problem === 'size' ? PROFILE_MSG.uploadSize : null;
}

/** The crop dialog around the chooser when the field crops, else the chooser as it is. */
const Croppable = ({ aspect, children }: { aspect?: number; children: ReactElement }) =>
  aspect != null ? <CropBeforeUpload aspect={aspect}>{children}</CropBeforeUpload> : children;

const tile = (size: number): CSSProperties => ({
  position: 'relative',
  width: size,
  height: size,
  flex: 'none',
  border: '1px solid #e5e7eb',
  borderRadius: 6,
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#fafafa',
  padding: 0,
});

/** Thumbnails of documents (pictures or PDF) that open the viewer (zoom, previous / next) on a click. */
export function DocThumbs({ files, size = 48, testId }: { files: readonly DocFile[]; size?: number; testId?: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (files.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }} data-testid={testId}>
      {files.map((f, i) => (
        <button
          key={f.Id}
          type="button"
          className="doc-tile"
          title={f.FileName}
          aria-label={f.FileName}
          style={{ ...tile(size), cursor: 'zoom-in' }}
          onClick={() => setViewing(i)}
        >
          <FileThumb url={f.FileUrl} alt={f.FileName} />
        </button>
      ))}
      <ImageViewer
        open={viewing != null}
        images={files.map((f) => ({ url: f.FileUrl, name: f.FileName }))}
        start={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}

/**
 * A controlled list of uploaded documents (value/onChange, so it sits in a Form.Item): pictures
 * or PDF, each sent at once with `moduleType` (UPLOAD_MODULE_TYPE), shown as thumbnails that
 * preview, each removable. `onBusyChange` tells the form while uploads run.
 */
export function DocUpload({
  value = [],
  onChange,
  moduleType,
  max,
  disabled,
  onBusyChange,
  label,
  testId,
  crop,
}: {
  value?: DocFile[];
  onChange?: (next: DocFile[]) => void;
  moduleType: number;
  max: number;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
  /** The add tile's words (图片或 PDF). */
  label: string;
  testId?: string;
  /** Photos only, each cropped to this width ÷ height before it goes up (one at a time). */
  crop?: number;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  // several uploads finish between renders: each adds to what the previous one left
  const latest = useRef(value);
  const inFlight = useRef(0);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    onBusyChange?.(uploading > 0);
  }, [uploading, onBusyChange]);

  const emit = (next: DocFile[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const start = (file: File) => {
    const problem = docFileProblem(file, crop != null);
    if (problem) {
      message.error(`${file.name}：${problem}`);
      return Upload.LIST_IGNORE;
    }
    if (latest.current.length + inFlight.current >= max) {
      message.warning(`最多上传${max}个文件`);
      return Upload.LIST_IGNORE;
    }
    inFlight.current += 1;
    setUploading((n) => n + 1);
    uploadFile(file, file.name, { ModuleType: moduleType })
      .then((f) => emit([...latest.current, { Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName || file.name }]))
      .catch((e: unknown) => message.error(e instanceof Error ? e.message : String(e)))
      .finally(() => {
        inFlight.current -= 1;
        setUploading((n) => n - 1);
      });
    return Upload.LIST_IGNORE;
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid={testId}>
      {value.map((f, i) => (
        <div key={f.Id} style={tile(80)} title={f.FileName} data-testid="doc-upload-file">
          <button
            type="button"
            className="doc-tile"
            aria-label={f.FileName}
            onClick={() => setViewing(i)}
            style={{ ...tile(80), border: 0, cursor: 'zoom-in' }}
          >
            <FileThumb url={f.FileUrl} alt={f.FileName} />
          </button>
          {!disabled && (
            <button
              type="button"
              aria-label={`删除 ${f.FileName}`}
              onClick={() => emit(latest.current.filter((x) => x.Id !== f.Id))}
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
          )}
        </div>
      ))}
      {value.length + uploading < max && !disabled && (
        <Croppable aspect={crop}>
          <Upload accept={crop != null ? UPLOAD_IMAGE_ACCEPT : ACCEPT} multiple={crop == null} showUploadList={false} beforeUpload={start}>
            <button type="button" style={{ ...tile(80), cursor: 'pointer', flexDirection: 'column', gap: 4, color: '#666' }}>
              {uploading > 0 ? <LoadingOutlined /> : <PlusOutlined />}
              <span style={{ fontSize: 12 }}>{label}</span>
            </button>
          </Upload>
        </Croppable>
      )}
      <ImageViewer
        open={viewing != null}
        images={value.map((f) => ({ url: f.FileUrl, name: f.FileName }))}
        start={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
