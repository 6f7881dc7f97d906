import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import './ui.css';

/**
 * Buttons and skeletons of the store's first screens in plain markup, drawn like antd's (same sizes,
 * colours and radii). antd's core and its style engine are one long task on a phone's first load;
 * the screens a visitor lands on need neither, and load antd only when a part of it is used.
 */
export function Btn({
  variant = 'default',
  danger = false,
  size,
  block = false,
  icon,
  loading = false,
  className,
  children,
  type = 'button',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'default' | 'primary' | 'text' | 'link';
  danger?: boolean;
  size?: 'large' | 'small';
  block?: boolean;
  icon?: ReactNode;
  loading?: boolean;
  type?: 'button' | 'submit';
}) {
  const cls = [
    'sl-btn',
    `sl-btn-${variant}`,
    danger && 'sl-btn-danger',
    size === 'large' && 'sl-btn-lg',
    size === 'small' && 'sl-btn-sm',
    block && 'sl-btn-block',
    !children && 'sl-btn-icon-only',
    loading && 'sl-btn-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={cls} aria-busy={loading || undefined} {...rest} onClick={loading ? undefined : rest.onClick}>
      {loading ? <span className="sl-btn-spin" aria-hidden="true" /> : icon && <span className="sl-btn-icon">{icon}</span>}
      {children != null && children !== false && <span>{children}</span>}
    </button>
  );
}

/** Grey shimmering lines, as antd's Skeleton paragraph draws them (the last one shorter). */
export function SkeletonLines({ rows = 4, title = true, style }: { rows?: number; title?: boolean; style?: CSSProperties }) {
  return (
    <div className="sl-skel" aria-busy="true" style={style}>
      {title && <div className="sl-skeleton-line sl-skel-title" />}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={`sl-skeleton-line${i === rows - 1 && rows > 1 ? ' sl-skel-last' : ''}`} />
      ))}
    </div>
  );
}

/** A shimmering box of a given size (an image, a card). */
export function SkeletonBlock({ style }: { style?: CSSProperties }) {
  return <div className="sl-skeleton-block sl-skel-block" style={style} aria-busy="true" />;
}
