import { App, Form, Modal } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSubmitKey } from '../lib/use-submit-key';
import { DialogFooter } from './console-layout';
import { askDiscard } from './discard-confirm';

/**
 * The dialog that adds or edits one record of an administration list: antd's Modal round a
 * vertical Form, filled with `values()` each time it opens (a row's values when editing, the
 * defaults of a new one), validated by the fields' rules, sent through `onSubmit` with the one
 * Idempotency-Key of this intent (useSubmitKey), and closed when the write answers. Its footer is
 * 取消 and the save button (busy while `pending`). With `confirmDiscard`, closing a touched form by
 * Esc, × or a click outside asks first (askDiscard).
 *
 *   <CrudFormDialog<Values> editing={editing} title={row ? '编辑…' : '新增…'} values={() => …}
 *     onSubmit={(v, key) => save.run(toInput(v), key, '已保存')} okText="保存" pending={save.pending}
 *     testId="x-save" onClose={() => setEditing(null)}>…Form.Items…</CrudFormDialog>
 */
export function CrudFormDialog<V extends object>({
  editing,
  title,
  values,
  onSubmit,
  onClose,
  okText,
  pending,
  testId,
  width,
  confirmDiscard = false,
  children,
}: {
  /** What the dialog edits: null while closed; a new value (the row, 'new', …) opens it and fills the form again. */
  editing: unknown;
  title: ReactNode;
  /** The form's values as it opens. */
  values: () => Partial<V>;
  /** Sends the checked values; a truthy answer (the write went through) closes the dialog. */
  onSubmit: (values: V, submitKey: string) => Promise<unknown>;
  onClose: () => void;
  okText: string;
  pending: boolean;
  /** The save button's test id. */
  testId: string;
  width?: number;
  confirmDiscard?: boolean;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  const { modal } = App.useApp();
  const submitKey = useSubmitKey(editing);
  // the latest values() without filling the form again on every render
  const fill = useRef(values);
  fill.current = values;
  useEffect(() => {
    if (editing !== null) form.setFieldsValue(fill.current() as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, form]);
  const dismiss = () => (confirmDiscard && form.isFieldsTouched() ? askDiscard(modal.confirm, { kind: 'close', onDiscard: onClose }) : onClose());

  return (
    <Modal
      open={editing !== null}
      title={title}
      onCancel={dismiss}
      destroyOnHidden
      width={width}
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={okText} pending={pending} testId={testId} />}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (v) => {
          if (await onSubmit(v, submitKey.key)) onClose();
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
