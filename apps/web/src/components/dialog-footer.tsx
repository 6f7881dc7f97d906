import { Button } from 'antd';
import { deskText } from '../lib/text';

/** The desk dialogs' footer: 取消, and the action, busy while it runs. */
export function dialogFooter(o: { onClose: () => void; onOk: () => void; okText: string; testId: string; pending: boolean; disabled?: boolean }) {
  return [
    <Button key="cancel" onClick={o.onClose}>
      {deskText.cancel}
    </Button>,
    <Button key="ok" type="primary" loading={o.pending} disabled={o.disabled} onClick={o.onOk} data-testid={o.testId}>
      {o.okText}
    </Button>,
  ];
}
