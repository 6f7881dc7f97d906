import { CustomerServiceOutlined, DeleteOutlined, LoadingOutlined, PlusOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  imageUploadProblem,
  isMediaUpload,
  MSG,
  PROFILE_MSG,
  UPLOAD_DOCUMENT_EXTENSIONS,
  UPLOAD_DOCUMENT_MIME_TYPES,
  UPLOAD_DOCUMENT_MSG,
  UPLOAD_IMAGE_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_ACCEPT,
  UPLOAD_MODULE_TYPES,
  UPLOAD_VIDEO_MAX_BYTES,
  VIDEO_FILE_PURPOSES,
} from '@shanlian/contract/browser';
import { App, Upload } from 'antd';
import { type CSSProperties, type ReactElement, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload';
import { CropBeforeUpload } from './crop-before-upload';
import { ImageViewer } from './image-viewer';
import { FileThumb } from './pdf-viewer';
import './doc-upload.css';
import { messageOf } from '../api/errors';

/** A file a record holds or will hold: its id, download address and name. */
export interface DocFile {
  Id: string;
  FileUrl: string;
  FileName: string;
}

const ACCEPT = [UPLOAD_IMAGE_ACCEPT, ...UPLOAD_DOCUMENT_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_DOCUMENT_MIME_TYPES].join(',');
/** Evidence (supervision, rectification) takes pictures, recordings and sound. */
const MEDIA_ACCEPT = [UPLOAD_IMAGE_ACCEPT, UPLOAD_MEDIA_ACCEPT].join(',');

/** Whether uploads of this ModuleType may be recordings and sound (spec 02 §5: mp4, webm, wmv, avi, ogg, mp3). */
export const takesMedia = (moduleType: number): boolean => {
  const purpose = UPLOAD_MODULE_TYPES[moduleType];
  return !!purpose && VIDEO_FILE_PURPOSES.includes(purpose);
};

/** Audio by its name (what a tile shows: a note, not a camera). */
const isAudioName = (name: string) => /\.(mp3|ogg)$/i.test(name);

/**
 * What the server would refuse of a chosen file: a picture or a PDF (or, `imagesOnly`, a picture),
 * at most 4M; where `media`, a picture (4M) or a recording or sound (32M) instead (the server
 * checks the content again). The refusal names what is accepted.
 */
export function docFileProblem(file: { name: string; type: string; size: number }, media = false, imagesOnly = false): string | null {
  if (media) {
    if (isMediaUpload(file)) return file.size > UPLOAD_VIDEO_MAX_BYTES ? MSG.uploadMediaSize : null;
    const problem = imageUploadProblem(file);
    return problem === 'type' ? MSG.uploadMediaType : problem === 'size' ? PROFILE_MSG.uploadSize : null;
  }
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
 * or PDF (for evidence: pictures, recordings and sound), each sent at once with `moduleType` (UPLOAD_MODULE_TYPE), shown as thumbnails that
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

  const media = takesMedia(moduleType);
  // pictures and PDFs open in the viewer; a recording opens in the browser's own player
  const viewable = value.filter((f) => !isMediaUpload({ name: f.FileName, type: '' }));
  const emit = (next: DocFile[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const start = (file: File) => {
    const problem = docFileProblem(file, media, crop != null);
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
      .catch((e: unknown) => message.error(messageOf(e)))
      .finally(() => {
        inFlight.current -= 1;
        setUploading((n) => n - 1);
      });
    return Upload.LIST_IGNORE;
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid={testId}>
      {value.map((f) => (
        <div key={f.Id} style={tile(80)} title={f.FileName} data-testid="doc-upload-file">
          {isMediaUpload({ name: f.FileName, type: '' }) ? (
            <a
              className="doc-tile"
              href={f.FileUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={f.FileName}
              data-testid="doc-upload-media"
              style={{ ...tile(80), border: 0, flexDirection: 'column', gap: 4, color: '#555', textDecoration: 'none' }}
            >
              {isAudioName(f.FileName) ? <CustomerServiceOutlined style={{ fontSize: 22 }} /> : <VideoCameraOutlined style={{ fontSize: 22 }} />}
              <span style={{ fontSize: 11, maxWidth: 72, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{f.FileName}</span>
            </a>
          ) : (
            <button
              type="button"
              className="doc-tile"
              aria-label={f.FileName}
              onClick={() => setViewing(viewable.indexOf(f))}
              style={{ ...tile(80), border: 0, cursor: 'zoom-in' }}
            >
              <FileThumb url={f.FileUrl} alt={f.FileName} />
            </button>
          )}
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
          <Upload
            accept={crop != null ? UPLOAD_IMAGE_ACCEPT : media ? MEDIA_ACCEPT : ACCEPT}
            multiple={crop == null}
            showUploadList={false}
            beforeUpload={start}
          >
            <button type="button" style={{ ...tile(80), cursor: 'pointer', flexDirection: 'column', gap: 4, color: '#666' }}>
              {uploading > 0 ? <LoadingOutlined /> : <PlusOutlined />}
              <span style={{ fontSize: 12 }}>{label}</span>
            </button>
          </Upload>
        </Croppable>
      )}
      <ImageViewer
        open={viewing != null}
        images={viewable.map((f) => ({ url: f.FileUrl, name: f.FileName }))}
        start={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
