import type { TFieldRule } from '@shanlian/contract';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { maxOf, rulesOf } from '../../../lib/field-rules';
import { firmAdminText } from '../../../lib/text/firm-admin';
import type { SelectNode } from '../../../lib/tree';

export interface NameValues {
  Name: string;
  ParentId?: string | null;
}

/** A department's or position's dialog: its name and, for a department, the parent. */
export function NameDialog({
  open,
  title,
  label,
  initial,
  rules,
  parents,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: NameValues | null;
  rules: readonly TFieldRule[] | undefined;
  /** The tree of possible parents (departments only). */
  parents?: SelectNode[];
  pending: boolean;
  onSubmit: (v: NameValues) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<NameValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial) form.setFieldsValue(initial);
  }, [open, initial, form]);
  const submit = async () => {
    const v = await form.validateFields();
    if (await onSubmit({ Name: v.Name.trim(), ParentId: v.ParentId ?? null })) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      okText={firmAdminText.save}
      cancelText={firmAdminText.cancel}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'name-save' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="Name" label={label} rules={rulesOf(rules, 'Name', label, true)}>
          <Input maxLength={maxOf(rules, 'Name') ?? 30} data-testid="name-input" />
        </Form.Item>
        {parents && (
          <Form.Item name="ParentId" label={firmAdminText.parentDepartment}>
            <TreeSelect allowClear placeholder={firmAdminText.topLevel} treeData={parents} treeDefaultExpandAll />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
