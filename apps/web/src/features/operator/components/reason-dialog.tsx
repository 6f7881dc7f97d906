import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { DialogFooter } from '../../../components/console-layout';
import { operatorText } from '../../../lib/text/operator';

export interface ReasonAsk {
  title: string;
  /** The action's name on the button and in the label (驳回, 停用…). */
  action: string;
  /** What the action does, above the reason (a warning when `danger`). */
  hint?: string;
  danger?: boolean;
  /** Runs with the trimmed reason; true closes the dialog. */
  onSubmit: (reason: string) => Promise<boolean>;
}

/** A required reason (1–200 characters) before an action that keeps it in the audit trail; the dialog is the confirmation. */
export function ReasonDialog({ ask, pending, onClose }: { ask: ReasonAsk | null; pending: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ Reason: string }>();
  const open = ask !== null;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={ask?.title}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={ask?.action ?? operatorText.confirm} pending={pending} testId="reason-ok" />}
    >
      {ask?.hint && <Alert type={ask.danger ? 'warning' : 'info'} showIcon title={ask.hint} style={{ marginBottom: 16 }} data-testid="reason-hint" />}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (v) => {
          if (ask && (await ask.onSubmit(v.Reason.trim()))) onClose();
        }}
      >
        <Form.Item
          name="Reason"
          label={operatorText.reasonLabel(ask?.action ?? '')}
          rules={[
            { required: true, whitespace: true, message: operatorText.reasonRequired },
            { max: 200, message: operatorText.reasonTooLong },
          ]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={operatorText.reasonPlaceholder} autoFocus data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
