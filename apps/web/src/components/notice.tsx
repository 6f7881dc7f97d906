import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import './ui.css';

const ICONS = { info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

/** antd's Alert with its icon, in plain markup (the checkout draws without antd). */
export function Notice({
  type,
  title,
  style,
  'data-testid': testId,
}: {
  type: 'info' | 'warning' | 'error';
  title: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  const Icon = ICONS[type];
  return (
    <div className={`sl-notice sl-notice-${type}`} role="alert" style={style} data-testid={testId}>
      <Icon className="sl-notice-icon" />
      <div>{title}</div>
    </div>
  );
}
