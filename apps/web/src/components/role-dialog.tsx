import type { TRole } from '@shanlian/contract';
import { DATA_SCOPES, type DataScope } from '@shanlian/contract/browser';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { adminText } from '../lib/text/admin';

/** What a role's editor sends: the BA_RoleInfo of AddBA_Role / UpdateBA_Role without the id. */
export interface RoleInfo {
  Name: string;
  ParentId: string | null;
  DataScope: DataScope;
  Remark: string | null;
}

/**
 * 新增角色 / 修改角色 (the console's and a firm's): name, parent, data scope, remark. Scopes wider
 * than `widest` (the caller's own) cannot be chosen; the server checks it again.
 */
export function RoleDialog({
  open,
  row,
  parents,
  widest,
  pending,
  onSave,
  onClose,
}: {
  open: boolean;
  row: TRole | null;
  /** The roles that may be a parent (GetAllParentBA_RoleList). */
  parents: readonly { Id: string; Name: string }[] | undefined;
  widest: DataScope;
  pending: boolean;
  /** Saves; true when it went through. */
  onSave: (info: RoleInfo) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ Name: string; ParentId?: string | null; DataScope: DataScope; Remark?: string | null }>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ Name: row.Name, ParentId: row.ParentId, DataScope: row.DataScope as DataScope, Remark: row.Remark });
  }, [open, row, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const info = { Name: v.Name.trim(), ParentId: v.ParentId ?? null, DataScope: v.DataScope, Remark: v.Remark?.trim() || null };
    if (await onSave(info)) onClose();
  };
  return (
    <Modal
      open={open}
      title={row ? adminText.editRole : adminText.addRole}
      onCancel={onClose}
      onOk={submit}
      okText={adminText.save}
      cancelText={adminText.cancel}
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': 'role-save' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ DataScope: Math.max(widest, 4) }}>
        <Form.Item
          name="Name"
          label={adminText.roleName}
          rules={[
            { required: true, whitespace: true, message: adminText.enterRoleName },
            { max: 30, message: adminText.roleNameMax },
          ]}
        >
          <Input maxLength={30} data-testid="role-name" />
        </Form.Item>
        <Form.Item name="ParentId" label={adminText.parentRole}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={adminText.choose}
            loading={!parents}
            options={(parents ?? []).filter((p) => p.Id !== row?.Id).map((p) => ({ value: p.Id, label: p.Name }))}
          />
        </Form.Item>
        <Form.Item name="DataScope" label={adminText.dataScope} rules={[{ type: 'number', required: true, message: adminText.pickDataScope }]}>
          <Select
            options={Object.entries(DATA_SCOPES).map(([v, l]) => ({ value: Number(v), label: l, disabled: Number(v) < widest }))}
            data-testid="role-scope"
          />
        </Form.Item>
        <Form.Item name="Remark" label={adminText.remark} rules={[{ max: 200, message: adminText.remarkMax }]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
