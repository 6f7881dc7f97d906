import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { commonText } from '../lib/text';
import './ui.css';

/** The page numbers shown: all of up to 7 pages, else the first, two each side of the current one, the last. */
export function pageItems(current: number, pages: number): (number | 'prev' | 'next')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - 2);
  let right = Math.min(pages, current + 2);
  if (current - 1 <= 2) right = 5;
  if (pages - current <= 2) left = pages - 4;
  const items: (number | 'prev' | 'next')[] = [];
  if (left > 1) items.push(1);
  if (left > 2) items.push('prev');
  for (let p = left; p <= right; p++) items.push(p);
  if (right < pages - 1) items.push('next');
  if (right < pages) items.push(pages);
  return items;
}

/**
 * 共 N 条, ‹ 1 … 4 5 6 … 20 ›, and 跳至 … 页 on long lists: antd's Pagination drawn in plain markup,
 * for the search page, which loads without antd.
 */
export function Pager({
  current,
  pageSize,
  total,
  onChange,
  showTotal,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  showTotal: (total: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (p: number) => {
    const page = Math.min(pages, Math.max(1, p));
    if (page !== current) onChange(page);
  };
  return (
    <nav className="sl-pager" aria-label={commonText.pager.label}>
      <span className="sl-pager-total">{showTotal(total)}</span>
      <button
        type="button"
        className="sl-pager-item"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
        aria-label={commonText.pager.prev}
        title={commonText.pager.prev}
      >
        <LeftOutlined />
      </button>
      {pageItems(current, pages).map((p) =>
        typeof p === 'number' ? (
          <button
            key={p}
            type="button"
            className={`sl-pager-item${p === current ? ' active' : ''}`}
            aria-current={p === current ? 'page' : undefined}
            title={String(p)}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ) : (
          <button
            key={p}
            type="button"
            className="sl-pager-item sl-pager-jump"
            title={p === 'prev' ? commonText.pager.jumpPrev : commonText.pager.jumpNext}
            aria-label={p === 'prev' ? commonText.pager.jumpPrev : commonText.pager.jumpNext}
            onClick={() => go(p === 'prev' ? current - 5 : current + 5)}
          >
            •••
          </button>
        ),
      )}
      <button
        type="button"
        className="sl-pager-item"
        disabled={current >= pages}
        onClick={() => go(current + 1)}
        aria-label={commonText.pager.next}
        title={commonText.pager.next}
      >
        <RightOutlined />
      </button>
      {total > pageSize * 5 && <Jumper onJump={go} />}
    </nav>
  );
}

function Jumper({ onJump }: { onJump: (page: number) => void }) {
  const [text, setText] = useState('');
  const jump = () => {
    const n = Number.parseInt(text, 10);
    if (Number.isFinite(n)) onJump(n);
    setText('');
  };
  return (
    <span className="sl-pager-jumper">
      {commonText.pager.jumpTo}
      <input
        aria-label={commonText.pager.jumpInput}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && jump()}
        onBlur={() => text && jump()}
      />
      {commonText.pager.page}
    </span>
  );
}
