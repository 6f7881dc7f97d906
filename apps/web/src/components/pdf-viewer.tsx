import { DownloadOutlined, FilePdfOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tooltip } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdf-render';

const PDF_MAGIC = '%PDF-';

/** Whether these bytes are a PDF (its first bytes, as the server decides). */
export function isPdfBytes(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, PDF_MAGIC.length));
  return String.fromCharCode(...head) === PDF_MAGIC;
}

/** The file name a download answer gives (Content-Disposition), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return star[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export interface FileInfo {
  pdf: boolean;
  name: string | null;
}

const infoCache = new Map<string, Promise<FileInfo>>();

/** What a stored file is, asked once per address with a HEAD request (no bytes are loaded). */
export function fileInfo(url: string): Promise<FileInfo> {
  let p = infoCache.get(url);
  if (!p) {
    p = fetch(url, { method: 'HEAD', credentials: 'same-origin' })
      .then((r) => ({ pdf: (r.headers.get('content-type') ?? '').startsWith('application/pdf'), name: fileNameOf(r.headers.get('content-disposition')) }))
      .catch(() => ({ pdf: false, name: null }));
    infoCache.set(url, p);
  }
  return p;
}

/** The kind of a file: undefined while asking. */
export function useFileInfo(url: string | undefined, known?: FileInfo): FileInfo | undefined {
  const [info, setInfo] = useState<FileInfo | undefined>(known);
  useEffect(() => {
    if (known || !url) return;
    let live = true;
    setInfo(undefined);
    void fileInfo(url).then((i) => live && setInfo(i));
    return () => {
      live = false;
    };
  }, [url, known]);
  return known ?? info;
}

const TILE: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  width: '100%',
  height: '100%',
  background: '#fff5f5',
  color: '#cf2c2f',
  overflow: 'hidden',
  padding: 4,
};

/** A thumbnail tile for a PDF: its icon and file name. */
export function PdfTile({ name }: { name?: string | null }) {
  return (
    <span style={TILE} data-testid="pdf-tile" title={name ?? 'PDF'}>
      <FilePdfOutlined style={{ fontSize: 26 }} />
      <span style={{ fontSize: 11, color: '#555', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name || 'PDF'}</span>
    </span>
  );
}

/** A thumbnail for a stored file: the picture itself, or a PDF tile. */
export function FileThumb({ url, alt = '' }: { url: string; alt?: string }) {
  const info = useFileInfo(url);
  if (!info) return <span style={{ ...TILE, background: '#f5f5f5' }} />;
  if (info.pdf) return <PdfTile name={info.name} />;
  return <img src={url} alt={alt} loading="lazy" />;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * A PDF's pages, one canvas each with its page number, fitted to the width of the viewer and
 * zoomable from there; a link downloads the file. pdf.js loads only when this shows.
 */
export function PdfPages({ url, name, height = 560 }: { url: string; name?: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<{ pdf: PDFDocumentProxy; draw: typeof import('./pdf-render').drawPage } | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(2);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    setDoc(null);
    setFailed(false);
    (async () => {
      const [render, res] = await Promise.all([import('./pdf-render'), fetch(url, { credentials: 'same-origin' })]);
      if (!res.ok) throw new Error(String(res.status));
      const bytes = await res.arrayBuffer();
      if (!isPdfBytes(bytes)) throw new Error('not a pdf');
      opened = await render.openPdf(bytes);
      if (live) setDoc({ pdf: opened, draw: render.drawPage });
      else void opened.destroy();
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth - 32);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const pageWidth = Math.max(100, width * (ZOOMS[zoom] ?? 1));
  const pages = doc ? Array.from({ length: doc.pdf.numPages }, (_, i) => i + 1) : [];
  return (
    <div data-testid="pdf-viewer">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
        <FilePdfOutlined style={{ color: '#cf2c2f' }} />
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name || 'PDF'}
          {doc ? `（共 ${doc.pdf.numPages} 页）` : ''}
        </span>
        <Tooltip title="缩小">
          <Button size="small" icon={<ZoomOutOutlined />} aria-label="缩小" disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))} />
        </Tooltip>
        <Button size="small" onClick={() => setZoom(2)} data-testid="pdf-fit">
          适应宽度
        </Button>
        <Tooltip title="放大">
          <Button
            size="small"
            icon={<ZoomInOutlined />}
            aria-label="放大"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          />
        </Tooltip>
        <span style={{ width: 44, textAlign: 'right', color: '#888', fontSize: 12 }}>{Math.round((ZOOMS[zoom] ?? 1) * 100)}%</span>
        <a href={url} download={name || true} data-testid="pdf-download">
          <DownloadOutlined /> 下载
        </a>
      </div>
      <div ref={box} style={{ height, overflow: 'auto', background: '#f0f2f5', padding: 16 }}>
        {failed ? (
          <Empty description="PDF 无法打开，请下载后查看" style={{ paddingTop: 80 }} />
        ) : !doc || width <= 0 ? (
          <div style={{ textAlign: 'center', paddingTop: 120 }}>
            <Spin />
          </div>
        ) : (
          pages.map((n) => <PdfPage key={`${n}-${pageWidth}`} doc={doc.pdf} draw={doc.draw} n={n} total={pages.length} width={pageWidth} />)
        )}
      </div>
    </div>
  );
}

function PdfPage({
  doc,
  draw,
  n,
  total,
  width,
}: {
  doc: PDFDocumentProxy;
  draw: typeof import('./pdf-render').drawPage;
  n: number;
  total: number;
  width: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void draw(doc, n, canvas.current, width).catch(() => undefined);
  }, [doc, draw, n, width]);
  return (
    <figure style={{ margin: '0 auto 16px', width }}>
      <canvas ref={canvas} style={{ display: 'block', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.15)' }} data-testid="pdf-page" />
      <figcaption style={{ textAlign: 'center', color: '#888', fontSize: 12, marginTop: 4 }}>
        第 {n} / {total} 页
      </figcaption>
    </figure>
  );
}
