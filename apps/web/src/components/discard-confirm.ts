import type { ModalFuncProps } from 'antd';
import { commonText } from '../lib/text';

/**
 * The one question asked before unsaved work is thrown away: leaving the news editor, closing a
 * filled product form by Esc, × or a click outside. `confirm` is antd's `modal.confirm`
 * (App.useApp) or the static `Modal.confirm`.
 */
export function askDiscard(confirm: (props: ModalFuncProps) => unknown, o: { onDiscard: () => void; onStay?: () => void; kind?: 'leave' | 'close' }): void {
  confirm({
    title: o.kind === 'close' ? commonText.discard.close : commonText.discard.leave,
    content: o.kind === 'close' ? commonText.discard.sub : undefined,
    okText: commonText.discard.ok,
    cancelText: commonText.discard.cancel,
    okButtonProps: { danger: true, 'data-testid': 'discard-ok' } as ModalFuncProps['okButtonProps'],
    cancelButtonProps: { 'data-testid': 'discard-cancel' } as ModalFuncProps['cancelButtonProps'],
    onOk: o.onDiscard,
    onCancel: o.onStay,
  });
}
