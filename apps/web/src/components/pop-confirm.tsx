import { ExclamationCircleFilled } from '@ant-design/icons';
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { commonText } from '../lib/text';
import './ui.css';

/**
 * antd's Popconfirm in plain markup: a click on `children` (one button) opens a small bubble with the
 * question and 取消 / 确定 above it; 确定 runs `onConfirm`. Escape or a click elsewhere closes it and
 * gives the focus back. `disabled` lets the button's own click through without asking.
 */
export function PopConfirm({
  title,
  onConfirm,
  disabled = false,
  placement = 'top-end',
  children,
}: {
  title: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  placement?: 'top-end' | 'top-start';
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    ok.current?.focus();
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('.sl-popconfirm-anchor > *')?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', key);
    };
  }, [open]);
  const close = () => {
    setOpen(false);
    root.current?.querySelector<HTMLElement>('.sl-popconfirm-anchor > *')?.focus();
  };
  return (
    <span className="sl-popconfirm" ref={root}>
      {/* the click reaches the button first (its own onClick), then opens the bubble */}
      <span className="sl-popconfirm-anchor" onClick={() => !disabled && setOpen((o) => !o)}>
        {children}
      </span>
      {open && (
        <span className={`sl-popconfirm-bubble ${placement}`} role="alertdialog" aria-labelledby={id}>
          <span className="sl-popconfirm-title" id={id}>
            <ExclamationCircleFilled className="sl-popconfirm-icon" />
            {title}
          </span>
          <span className="sl-popconfirm-buttons">
            <button type="button" className="sl-btn sl-btn-sm" onClick={close}>
              {commonText.confirm.cancel}
            </button>
            <button
              type="button"
              ref={ok}
              className="sl-btn sl-btn-sm sl-btn-primary"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {commonText.confirm.ok}
            </button>
          </span>
        </span>
      )}
    </span>
  );
}
