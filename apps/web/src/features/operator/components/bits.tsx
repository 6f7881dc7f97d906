import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { ImageViewer } from '../../../components/image-viewer';
import { PdfTile } from '../../../components/pdf-viewer';
import { thumbUrl } from '../../../lib/image';
import { operatorText } from '../../../lib/text/operator';

const FIRM_COLORS: Record<string, string> = { active: 'green', pending: 'gold', rejected: 'red', suspended: 'default' };
const REVIEW_COLORS: Record<string, string> = { approved: 'green', pending: 'gold', rejected: 'red' };

/** 已启用 / 待审核 / 已驳回 / 已停用, the reason on hover. */
export function FirmStatusTag({ status, name, reason }: { status: string; name: string; reason?: string }) {
  const tag = (
    <Tag color={FIRM_COLORS[status] ?? 'default'} data-testid="firm-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
  return reason ? <Tooltip title={`${operatorText.statusReason}：${reason}`}>{tag}</Tooltip> : tag;
}

/** 已通过 / 待审核 / 已驳回 of a shelf item. */
export function ReviewStatusTag({ status, name }: { status: string; name: string }) {
  return (
    <Tag color={REVIEW_COLORS[status] ?? 'default'} data-testid="review-status" data-status={status} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}

/** A ✓ or ✗ with what it means. */
export function CheckMark({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId?: string }) {
  return (
    <span className={`op-check ${ok ? 'is-ok' : 'is-bad'}`} data-testid={testId} data-ok={String(ok)}>
      {ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
      {ok ? yes : no}
    </span>
  );
}

export interface ThumbFile {
  Id: string;
  FileUrl: string;
  FileName?: string;
  IsPdf?: boolean;
}

/** Thumbnails of pictures (and PDF tiles); a click opens the viewer on that file, ← → through the others. */
export function Thumbs({
  files,
  size = 88,
  width = size,
  empty,
  testId,
}: {
  files: readonly ThumbFile[];
  /** The tile's height (and width unless given). */
  size?: number;
  width?: number;
  empty?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (!files.length) return <span className="op-muted">{empty ?? operatorText.noScans}</span>;
  return (
    <div className="op-thumbs" data-testid={testId}>
      {files.map((f, i) => (
        <button
          type="button"
          key={f.Id}
          className="op-thumb"
          style={{ width, height: size }}
          onClick={() => setOpen(i)}
          title={f.FileName || undefined}
          data-testid="op-thumb"
        >
          {f.IsPdf ? <PdfTile name={f.FileName} /> : <img src={thumbUrl(f.FileUrl, Math.max(width, size))} alt={f.FileName ?? ''} />}
        </button>
      ))}
      <ImageViewer open={open !== null} start={open ?? 0} images={files.map((f) => ({ url: f.FileUrl, name: f.FileName }))} onClose={() => setOpen(null)} />
    </div>
  );
}
