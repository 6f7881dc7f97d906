import { DeleteOutlined, LoadingOutlined, PictureOutlined, PlusOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { fileDownloadUrl, UPLOAD_IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '@shanlian/contract/browser';
import { App, Button, Modal, Slider } from 'antd';
import {
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { messageOf } from '../api/errors';
import { imageProblem, uploadFile } from '../api/upload';
import { centreText, commonText } from '../lib/text';

const TU = centreText.upload;

// ---------------------------------------------------------------- crop geometry

/** The stage of the crop dialog and the fixed square the image is dragged under. */
const STAGE_W = 520;
const STAGE_H = 360;
const FRAME = 300;
const FRAME_X = (STAGE_W - FRAME) / 2;
const FRAME_Y = (STAGE_H - FRAME) / 2;
/** The spec's cropper: displayed image at most 1024 px, wheel zoom ratio 0.1. */
const OUT_MAX = 1024;
const OUT_MIN = 100;
const WHEEL_RATIO = 0.1;

interface View {
  scale: number;
  /** Image's top-left corner on the stage. */
  x: number;
  y: number;
}

interface Bounds {
  /** Whole image inside the square (the edges fully selected). */
  fit: number;
  /** The square fully covered. */
  fill: number;
  max: number;
}

function boundsOf(img: HTMLImageElement): Bounds {
  const w = img.naturalWidth || 1;
  const h = img.naturalHeight || 1;
  const fit = Math.min(FRAME / w, FRAME / h);
  const fill = Math.max(FRAME / w, FRAME / h);
  return { fit, fill, max: Math.max(fill * 4, fit * 4) };
}

/** Keeps the square covered along an axis where the image is larger, and the image inside the square where it is smaller. */
function clampAxis(pos: number, len: number, start: number): number {
  const lo = len >= FRAME ? start + FRAME - len : start;
  const hi = len >= FRAME ? start : start + FRAME - len;
  return Math.min(hi, Math.max(lo, pos));
}

function clampView(img: HTMLImageElement, v: View): View {
  return { scale: v.scale, x: clampAxis(v.x, img.naturalWidth * v.scale, FRAME_X), y: clampAxis(v.y, img.naturalHeight * v.scale, FRAME_Y) };
}

/** A view at this scale, centred on the square. */
function centred(img: HTMLImageElement, scale: number): View {
  return { scale, x: FRAME_X + (FRAME - img.naturalWidth * scale) / 2, y: FRAME_Y + (FRAME - img.naturalHeight * scale) / 2 };
}

/** Zoom to `scale` keeping the stage point (px, py) where it is. */
function zoomAt(img: HTMLImageElement, v: View, scale: number, px: number, py: number): View {
  const k = scale / v.scale;
  return clampView(img, { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k });
}

/** The square in the image's own pixels (it may reach past the edges when the image is smaller). */
function cropOf(v: View) {
  return { sx: (FRAME_X - v.x) / v.scale, sy: (FRAME_Y - v.y) / v.scale, size: FRAME / v.scale };
}

/** Draws the cropped square into a `size` px canvas; `opaque` fills white first (JPEG has no transparency). */
function drawCrop(canvas: HTMLCanvasElement, img: HTMLImageElement, v: View, size: number, opaque: boolean) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  canvas.width = size;
  canvas.height = size;
  const c = cropOf(v);
  const k = size / c.size;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size, size);
  if (opaque) {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(k, 0, 0, k, -c.sx * k, -c.sy * k);
  ctx.drawImage(img, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

function drawStage(canvas: HTMLCanvasElement, img: HTMLImageElement, v: View) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== STAGE_W * dpr) {
    canvas.width = STAGE_W * dpr;
    canvas.height = STAGE_H * dpr;
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = '#2b2f33';
  ctx.fillRect(0, 0, STAGE_W, STAGE_H);
  // The square's own background: what the uploaded image shows where the photo does not reach.
  ctx.fillStyle = '#fff';
  ctx.fillRect(FRAME_X, FRAME_Y, FRAME, FRAME);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, v.x, v.y, img.naturalWidth * v.scale, img.naturalHeight * v.scale);
  // Shade outside the square.
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.fillRect(0, 0, STAGE_W, FRAME_Y);
  ctx.fillRect(0, FRAME_Y + FRAME, STAGE_W, STAGE_H - FRAME_Y - FRAME);
  ctx.fillRect(0, FRAME_Y, FRAME_X, FRAME);
  ctx.fillRect(FRAME_X + FRAME, FRAME_Y, STAGE_W - FRAME_X - FRAME, FRAME);
  // The square, its thirds and its corners.
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 4]);
  ctx.beginPath();
  for (const t of [1 / 3, 2 / 3]) {
    ctx.moveTo(FRAME_X + FRAME * t, FRAME_Y);
    ctx.lineTo(FRAME_X + FRAME * t, FRAME_Y + FRAME);
    ctx.moveTo(FRAME_X, FRAME_Y + FRAME * t);
    ctx.lineTo(FRAME_X + FRAME, FRAME_Y + FRAME * t);
  }
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.strokeStyle = '#fff';
  ctx.strokeRect(FRAME_X + 0.5, FRAME_Y + 0.5, FRAME - 1, FRAME - 1);
  ctx.fillStyle = '#1f9d55';
  const c = 14;
  const t = 3;
  for (const [cx, cy, dx, dy] of [
    [FRAME_X, FRAME_Y, 1, 1],
    [FRAME_X + FRAME, FRAME_Y, -1, 1],
    [FRAME_X, FRAME_Y + FRAME, 1, -1],
    [FRAME_X + FRAME, FRAME_Y + FRAME, -1, -1],
  ] as const) {
    ctx.fillRect(dx > 0 ? cx - t : cx - c + t, dy > 0 ? cy - t : cy, c, t);
    ctx.fillRect(dx > 0 ? cx - t : cx, dy > 0 ? cy - t : cy - c + t, t, c);
  }
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The cropped square as a file: PNG when the source may be transparent, else JPEG; re-encoded smaller if over 4M. */
async function cropToBlob(img: HTMLImageElement, v: View, sourceType: string): Promise<{ blob: Blob; ext: string }> {
  const size = Math.round(Math.min(OUT_MAX, Math.max(OUT_MIN, cropOf(v).size)));
  const canvas = document.createElement('canvas');
  const png = sourceType === 'image/png' || sourceType === 'image/gif';
  drawCrop(canvas, img, v, size, !png);
  const first = await toBlob(canvas, png ? 'image/png' : 'image/jpeg', 0.92);
  if (first && first.size <= UPLOAD_MAX_BYTES) return { blob: first, ext: png ? 'png' : 'jpg' };
  drawCrop(canvas, img, v, size, true);
  const smaller = await toBlob(canvas, 'image/jpeg', 0.85);
  if (!smaller) throw new Error(TU.unreadable);
  return { blob: smaller, ext: 'jpg' };
}

// ---------------------------------------------------------------- crop dialog

function useLoadedImage(file: File | null) {
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setImg(null);
    setFailed(false);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const el = new Image();
    el.onload = () => setImg(el);
    el.onerror = () => setFailed(true);
    el.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { img, failed };
}

function CropPreview({ img, view, size }: { img: HTMLImageElement; view: View; size: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Drawn at twice the size for sharp edges on dense screens.
    if (ref.current) drawCrop(ref.current, img, view, size * 2, true);
  }, [img, view, size]);
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <canvas ref={ref} style={{ width: size, height: size, border: '1px solid #e5e5e5', borderRadius: 4, display: 'block' }} />
      <figcaption style={{ fontSize: 12, color: '#999', marginTop: 4 }}>{`${size}×${size}`}</figcaption>
    </figure>
  );
}

/**
 * Crop dialog: the image under a fixed square; drag to move, wheel or slider to zoom. The
 * square starts with the whole image inside it, as the hint asks for certificates.
 */
export function CropDialog({
  file,
  busy,
  onCancel,
  onConfirm,
}: {
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (result: { blob: Blob; ext: string }) => void;
}) {
  const { message } = App.useApp();
  const { img, failed } = useLoadedImage(file);
  const [view, setView] = useState<View | null>(null);
  const stageRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const bounds = img ? boundsOf(img) : null;

  useEffect(() => {
    setView(img ? centred(img, boundsOf(img).fit) : null);
  }, [img]);

  useEffect(() => {
    if (failed) {
      message.error(TU.unreadable);
      onCancel();
    }
  }, [failed, message, onCancel]);

  useEffect(() => {
    if (img && view && stageRef.current) drawStage(stageRef.current, img, view);
  }, [img, view]);

  const zoomTo = useCallback(
    (scale: number, px = FRAME_X + FRAME / 2, py = FRAME_Y + FRAME / 2) => {
      if (!img) return;
      const b = boundsOf(img);
      const s = Math.min(b.max, Math.max(b.fit, scale));
      setView((v) => (v ? zoomAt(img, v, s, px, py) : v));
    },
    [img],
  );

  // A native listener: React's wheel handler is passive and could not keep the page from scrolling.
  useEffect(() => {
    const canvas = stageRef.current;
    if (!canvas || !img) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = canvas.getBoundingClientRect();
      setView((v) => {
        if (!v) return v;
        const b = boundsOf(img);
        const s = Math.min(b.max, Math.max(b.fit, v.scale * (e.deltaY < 0 ? 1 + WHEEL_RATIO : 1 - WHEEL_RATIO)));
        return zoomAt(img, v, s, e.clientX - r.left, e.clientY - r.top);
      });
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [img]);

  const move = (dx: number, dy: number) => {
    if (img) setView((v) => (v ? clampView(img, { ...v, x: v.x + dx, y: v.y + dy }) : v));
  };
  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    setDragging(true);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    move(e.clientX - d.x, e.clientY - d.y);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (e: ReactKeyboardEvent) => {
    const step = e.shiftKey ? 40 : 10;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(-step, 0),
      ArrowRight: () => move(step, 0),
      ArrowUp: () => move(0, -step),
      ArrowDown: () => move(0, step),
      '+': () => view && zoomTo(view.scale * (1 + WHEEL_RATIO)),
      '=': () => view && zoomTo(view.scale * (1 + WHEEL_RATIO)),
      '-': () => view && zoomTo(view.scale * (1 - WHEEL_RATIO)),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };

  const confirm = async () => {
    if (!img || !view || !file) return;
    try {
      onConfirm(await cropToBlob(img, view, file.type));
    } catch (e) {
      message.error(messageOf(e, TU.unreadable));
    }
  };

  // The slider works in percent of the "whole image" scale, so 100% is the starting view.
  const percent = view && bounds ? Math.round((view.scale / bounds.fit) * 100) : 100;
  const maxPercent = bounds ? Math.round((bounds.max / bounds.fit) * 100) : 400;

  return (
    <Modal
      open={!!file}
      title={TU.cropTitle}
      width={760}
      onCancel={busy ? undefined : onCancel}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {TU.cancel}
        </Button>,
        <Button key="ok" type="primary" data-testid="crop-confirm" loading={busy} disabled={!view} onClick={confirm}>
          {TU.confirm}
        </Button>,
      ]}
    >
      <div data-testid="crop-dialog">
        <div style={styles.hint}>
          <PictureOutlined style={{ marginRight: 6 }} />
          {TU.cropHint}
        </div>
        <div style={{ display: 'flex', gap: 20 }}>
          <div>
            <canvas
              ref={stageRef}
              tabIndex={0}
              aria-label={TU.dragHint}
              style={{ width: STAGE_W, height: STAGE_H, display: 'block', borderRadius: 6, cursor: dragging ? 'grabbing' : 'grab', touchAction: 'none' }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
            />
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
              <span style={{ color: '#666', fontSize: 13 }}>{TU.zoom}</span>
              <Button size="small" type="text" icon={<ZoomOutOutlined />} aria-label="-" onClick={() => view && zoomTo(view.scale * (1 - WHEEL_RATIO))} />
              <Slider
                style={{ flex: 1, margin: '0 4px' }}
                min={100}
                max={maxPercent}
                value={percent}
                tooltip={{ formatter: (n) => `${n}%` }}
                onChange={(n) => bounds && zoomTo((bounds.fit * n) / 100)}
                disabled={!view}
              />
              <Button size="small" type="text" icon={<ZoomInOutlined />} aria-label="+" onClick={() => view && zoomTo(view.scale * (1 + WHEEL_RATIO))} />
              <Button size="small" onClick={() => img && setView(centred(img, boundsOf(img).fit))} disabled={!img}>
                {TU.fit}
              </Button>
              <Button size="small" onClick={() => img && setView(centred(img, boundsOf(img).fill))} disabled={!img}>
                {TU.fill}
              </Button>
            </div>
            <div style={{ color: '#999', fontSize: 12, marginTop: 6 }}>{TU.dragHint}</div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, paddingTop: 4 }}>
            <div style={{ color: '#666', fontSize: 13 }}>{TU.preview}</div>
            {img && view ? (
              <>
                <CropPreview img={img} view={view} size={100} />
                <CropPreview img={img} view={view} size={50} />
              </>
            ) : (
              <LoadingOutlined />
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}

// ---------------------------------------------------------------- the field

/**
 * An image field: choose a JPG/GIF/PNG/JPEG/BMP under 4M, crop it to a square, upload it.
 * The value is the uploaded file's id (antd Form passes value/onChange); previews at 100×100 and 50×50.
 */
export function ImageUpload({
  value,
  onChange,
  disabled,
  fields,
  id,
}: {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
  disabled?: boolean;
  /** Form fields sent with the file (NodeType, ModuleType ...). */
  fields?: Record<string, string>;
  /** Set by antd Form.Item so its label focuses the chooser. */
  id?: string;
}) {
  const { message } = App.useApp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // The src whose image failed to load; a new value starts clean.
  const [brokenSrc, setBrokenSrc] = useState('');
  const src = value ? fileDownloadUrl(value) : '';

  const broken = !!src && brokenSrc === src;
  const choose = () => inputRef.current?.click();
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    e.target.value = '';
    if (!picked) return;
    const problem = imageProblem(picked);
    if (problem) return void message.error(problem);
    setFile(picked);
  };
  const closeDialog = useCallback(() => setFile(null), []);
  const upload = async ({ blob, ext }: { blob: Blob; ext: string }) => {
    if (!file) return;
    if (blob.size > UPLOAD_MAX_BYTES) return void message.error(TU.size);
    setBusy(true);
    try {
      const base = file.name.replace(/\.[^.]*$/, '') || 'image';
      const saved = await uploadFile(blob, `${base}.${ext}`, fields);
      onChange?.(saved.Id);
      message.success(TU.done);
      setFile(null);
    } catch (err) {
      message.error(TU.failed(messageOf(err, commonText.loadFailed)));
    } finally {
      setBusy(false);
    }
  };

  const picture = src && !broken && <img src={src} alt="" onError={() => setBrokenSrc(src)} style={styles.img} />;
  const brokenNote = src && broken && <span style={{ fontSize: 12, color: '#999' }}>{TU.broken}</span>;

  return (
    <div data-testid="image-upload" style={{ display: 'flex', alignItems: 'flex-end', gap: 16 }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
        <button
          type="button"
          id={id}
          onClick={choose}
          disabled={disabled || busy}
          style={{ ...styles.main, borderStyle: value ? 'solid' : 'dashed' }}
          aria-label={value ? TU.replace : TU.choose}
        >
          {busy ? (
            <LoadingOutlined style={{ fontSize: 22, color: '#1f9d55' }} />
          ) : (
            picture ||
            brokenNote || (
              <span style={{ color: '#999', fontSize: 12, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
                <PlusOutlined style={{ fontSize: 20 }} />
                {TU.choose}
              </span>
            )
          )}
        </button>
        <span style={styles.caption}>{TU.large}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
        <div style={{ ...styles.small }}>{picture || <PictureOutlined style={{ color: '#ccc' }} />}</div>
        <span style={styles.caption}>{TU.small}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        <span style={{ display: 'flex', gap: 8 }}>
          <Button size="small" onClick={choose} disabled={disabled || busy}>
            {value ? TU.replace : TU.choose}
          </Button>
          {value && (
            <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)} disabled={disabled || busy}>
              {TU.remove}
            </Button>
          )}
        </span>
        <span style={{ fontSize: 12, color: '#999' }}>{TU.hint}</span>
      </div>
      <input ref={inputRef} type="file" accept={UPLOAD_IMAGE_ACCEPT} onChange={onPick} style={{ display: 'none' }} />
      <CropDialog file={file} busy={busy} onCancel={closeDialog} onConfirm={upload} />
    </div>
  );
}

const styles: Record<string, CSSProperties> = {
  main: {
    width: 100,
    height: 100,
    padding: 0,
    border: '1px dashed #d0d0d0',
    borderRadius: 6,
    background: '#fafafa',
    cursor: 'pointer',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  small: {
    width: 50,
    height: 50,
    border: '1px solid #e5e5e5',
    borderRadius: 4,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: '#fafafa',
  },
  caption: { fontSize: 12, color: '#999', lineHeight: '18px' },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  hint: {
    background: '#fffbe6',
    border: '1px solid #ffe58f',
    color: '#8a6d00',
    borderRadius: 6,
    padding: '6px 12px',
    marginBottom: 12,
    fontSize: 13,
  },
};
