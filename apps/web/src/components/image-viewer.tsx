import { LeftOutlined, RightOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { App, Button, Empty, Modal, Tooltip } from 'antd';
import { type CSSProperties, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { orderText } from '../lib/text';
import { PdfPages, useFileInfo } from './pdf-viewer';

export interface ViewerImage {
  url: string;
  name?: string;
}

/** Zoom bounds of the viewer: 100 % to 800 % (spec 02 §2.6, §9). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
const WHEEL_STEP = 1.2;
const BUTTON_STEP = 0.5;

export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

const L = orderText.viewer;

/**
 * An enlarged image, or a set of them (invoices, licences): previous / next with a message at
 * either end, drag to pan, wheel zoom from 100 % to 800 %, a zoom readout and reset; ← → and Esc.
 */
export function ImageViewer({ open, images, start = 0, onClose }: { open: boolean; images: ViewerImage[]; start?: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [index, setIndex] = useState(start);
  const view = usePanZoom();
  const { reset } = view;

  useEffect(() => {
    if (open) {
      setIndex(Math.min(Math.max(0, start), Math.max(0, images.length - 1)));
      reset();
    }
  }, [open, start, images.length, reset]);

  const go = useCallback(
    (step: -1 | 1) => {
      const next = index + step;
      if (next < 0) return void message.info(L.first);
      if (next >= images.length) return void message.info(L.last);
      setIndex(next);
      reset();
    },
    [index, images.length, message, reset],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'ArrowRight') go(1);
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, go, onClose]);

  const image = images[index];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={960}
      centered
      keyboard={false}
      destroyOnHidden
      title={image ? `${image.name || L.title}（${L.counter(index + 1, images.length)}）` : L.title}
      styles={{ body: { padding: 0 } }}
    >
      <div data-testid="image-viewer">
        {image ? (
          <ViewerItem key={image.url} image={image} view={view} several={images.length > 1} onPrev={() => go(-1)} onNext={() => go(1)} />
        ) : (
          <Empty description={L.empty} style={{ padding: '60px 0' }} />
        )}
      </div>
    </Modal>
  );
}

/** One file of the viewer: a picture on the pan-and-zoom stage, or a PDF's pages (an invoice may be either). */
function ViewerItem({ image, view, several, onPrev, onNext }: { image: ViewerImage; view: PanZoom; several: boolean; onPrev: () => void; onNext: () => void }) {
  const info = useFileInfo(image.url);
  if (!info) return <div style={{ height: 560 }} />;
  if (info.pdf) {
    return (
      <div style={{ position: 'relative' }}>
        <PdfPages url={image.url} name={info.name ?? image.name} />
        {several && (
          <div style={{ display: 'flex', justifyContent: 'center', gap: 8, padding: 8 }}>
            <Button icon={<LeftOutlined />} onClick={onPrev} aria-label={L.prev} />
            <Button icon={<RightOutlined />} onClick={onNext} aria-label={L.next} />
          </div>
        )}
      </div>
    );
  }
  return (
    <>
      <Stage url={image.url} alt={image.name ?? ''} view={view} onPrev={onPrev} onNext={onNext} />
      <Toolbar view={view} />
    </>
  );
}

type PanZoom = ReturnType<typeof usePanZoom>;

/** The zoom factor and the offset of the picture, and how the pointer and wheel move them. */
function usePanZoom() {
  const [view, setView] = useState({ zoom: MIN_ZOOM, x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  // Keeps the picture's point under `at` (stage px from the centre; the centre itself by default) where it is; at 100 % it recentres.
  const zoomBy = useCallback(
    (factor: number, at: { x: number; y: number } = { x: 0, y: 0 }) =>
      setView((v) => {
        const zoom = clampZoom(v.zoom * factor);
        const k = zoom / v.zoom;
        return zoom === MIN_ZOOM ? { zoom, x: 0, y: 0 } : { zoom, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k };
      }),
    [],
  );
  const reset = useCallback(() => setView({ zoom: MIN_ZOOM, x: 0, y: 0 }), []);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, ox: view.x, oy: view.y };
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setView((v) => ({ ...v, x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y }));
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };
  return { zoom: view.zoom, offset: { x: view.x, y: view.y }, dragging, zoomBy, reset, onPointerDown, onPointerMove, onPointerUp };
}

function Stage({ url, alt, view, onPrev, onNext }: { url: string; alt: string; view: PanZoom; onPrev: () => void; onNext: () => void }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { zoomBy } = view;
  // React's wheel listener is passive; the page must not scroll while the picture zooms.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      zoomBy(e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, { x: e.clientX - r.left - r.width / 2, y: e.clientY - r.top - r.height / 2 });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const picture: CSSProperties = {
    // A dark margin around the picture keeps the arrows off it at 100 %.
    maxWidth: 'calc(100% - 136px)',
    maxHeight: 'calc(100% - 48px)',
    transform: `translate(${view.offset.x}px, ${view.offset.y}px) scale(${view.zoom})`,
    transition: view.dragging ? 'none' : 'transform 0.15s ease-out',
    userSelect: 'none',
    pointerEvents: 'none',
    boxShadow: '0 4px 24px rgba(0,0,0,0.4)',
    background: '#fff',
  };
  return (
    <div
      ref={ref}
      style={{ ...stageStyle, cursor: view.dragging ? 'grabbing' : 'grab' }}
      onPointerDown={view.onPointerDown}
      onPointerMove={view.onPointerMove}
      onPointerUp={view.onPointerUp}
      onPointerCancel={view.onPointerUp}
      data-testid="viewer-stage"
    >
      {failed ? (
        <span style={{ color: '#bbb' }}>{L.failed}</span>
      ) : (
        <img src={url} alt={alt} draggable={false} style={picture} onError={() => setFailed(true)} />
      )}
      <Arrow side="left" label={L.prev} onClick={onPrev} testId="viewer-prev" />
      <Arrow side="right" label={L.next} onClick={onNext} testId="viewer-next" />
    </div>
  );
}

function Arrow({ side, label, onClick, testId }: { side: 'left' | 'right'; label: string; onClick: () => void; testId: string }) {
  return (
    <Tooltip title={label}>
      <Button
        shape="circle"
        size="large"
        aria-label={label}
        icon={side === 'left' ? <LeftOutlined /> : <RightOutlined />}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={onClick}
        data-testid={testId}
        style={{ position: 'absolute', top: '50%', [side]: 16, transform: 'translateY(-50%)', background: 'rgba(0,0,0,0.45)', color: '#fff', border: 0 }}
      />
    </Tooltip>
  );
}

function Toolbar({ view }: { view: PanZoom }) {
  return (
    <div style={toolbarStyle}>
      <Tooltip title={L.zoomOut}>
        <Button
          type="text"
          aria-label={L.zoomOut}
          icon={<ZoomOutOutlined />}
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => view.zoomBy(1 / (1 + BUTTON_STEP))}
        />
      </Tooltip>
      <span data-testid="viewer-zoom" style={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {Math.round(view.zoom * 100)}%
      </span>
      <Tooltip title={L.zoomIn}>
        <Button type="text" aria-label={L.zoomIn} icon={<ZoomInOutlined />} disabled={view.zoom >= MAX_ZOOM} onClick={() => view.zoomBy(1 + BUTTON_STEP)} />
      </Tooltip>
      <Button icon={<UndoOutlined />} onClick={view.reset} data-testid="viewer-reset">
        {L.reset}
      </Button>
      <span style={{ marginLeft: 'auto', color: '#999', fontSize: 12 }}>{L.hint}</span>
    </div>
  );
}

const stageStyle: CSSProperties = {
  position: 'relative',
  height: '68vh',
  minHeight: 360,
  background: '#262626',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'grab',
  touchAction: 'none',
};

const toolbarStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '10px 16px',
  borderTop: '1px solid #f0f0f0',
};
