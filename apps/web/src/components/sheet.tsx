import { CloseOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { commonText } from '../lib/text';

/**
 * A panel sliding in from the side of a phone's screen (the category menu, the search filters).
 * Plain markup rather than antd's Drawer, whose portal and motion machinery the store home need not load.
 */
export function Sheet({
  open,
  onClose,
  title,
  side = 'left',
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  testId?: string;
}) {
  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', key);
    // The page behind stays still while the panel scrolls.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', key);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);
  if (!open) return null;
  // Into the body: a section with content-visibility contains fixed descendants, which would draw the
  // panel inside it rather than over the screen.
  return createPortal(
    <div className="sl-sheet-root">
      <button type="button" className="sl-sheet-mask" aria-label={commonText.close} tabIndex={-1} onClick={onClose} />
      <div className={`sl-sheet ${side}`} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <div className="sl-sheet-head">
          <b>{title}</b>
          <button type="button" className="sl-sheet-close" aria-label={commonText.close} onClick={onClose} data-testid="close-drawer">
            <CloseOutlined />
          </button>
        </div>
        <div className="sl-sheet-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
