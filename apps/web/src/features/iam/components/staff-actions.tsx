import type { TFirmUser } from '@shanlian/contract';
import { Checkbox, Empty, Form, Input, Modal, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { passwordRules } from '../../../lib/field-rules';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useAdminOp, useAdminWrite } from '../api/firm-admin';

/** 重置密码: a new password for the staff member, whose logins end at once. */
export function ResetPasswordDialog({ row, onClose }: { row: TFirmUser | null; onClose: () => void }) {
  const [form] = Form.useForm<{ Password: string }>();
  const reset = useAdminWrite('EN_Firmuser/ResetPwdEN_Firmuser');
  useEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);
  const submit = async () => {
    if (!row) return;
    const v = await form.validateFields();
    const r = await reset.run({ Id: row.Id, Password: v.Password }, firmAdminText.passwordReset);
    if (r) onClose();
  };
  return (
    <Modal
      open={!!row}
      title={row ? firmAdminText.resetTitle(row.FullName) : ''}
      onCancel={onClose}
      onOk={submit}
      okText={firmAdminText.confirm}
      cancelText={firmAdminText.cancel}
      confirmLoading={reset.pending}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="Password" label={firmAdminText.newPassword} rules={passwordRules}>
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分配角色: the roles the caller may grant (GetRolesWithLoginUser), saved as the whole set (PermissEN_Firmuser). */
export function AssignRolesDialog({ row, onClose }: { row: TFirmUser | null; onClose: () => void }) {
  const grantable = useAdminOp('EN_Firmuser/GetRolesWithLoginUser', {}, { enabled: !!row });
  const save = useAdminWrite('EN_Firmuser/PermissEN_Firmuser');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (row) setChosen(row.Roles.map((r) => r.Id));
  }, [row]);
  const submit = async () => {
    if (!row) return;
    const r = await save.run({ Id: row.Id, RoleIds: chosen }, firmAdminText.rolesSaved);
    if (r) onClose();
  };
  const roles = grantable.data ?? [];
  // roles the member holds that the caller cannot grant stay as they are (shown, not changeable)
  const fixed = row?.Roles.filter((h) => !roles.some((g) => g.Id === h.Id)) ?? [];
  return (
    <Modal
      open={!!row}
      title={row ? firmAdminText.rolesTitle2(row.FullName) : ''}
      onCancel={onClose}
      onOk={submit}
      okText={firmAdminText.save}
      cancelText={firmAdminText.cancel}
      confirmLoading={save.pending}
      destroyOnHidden
    >
      {grantable.isLoading ? (
        <Skeleton active />
      ) : grantable.error ? (
        <Empty description={grantable.error.message} />
      ) : roles.length === 0 ? (
        <Empty description={firmAdminText.noRolesToGrant} />
      ) : (
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          value={chosen}
          onChange={(v) => setChosen([...fixed.map((f) => f.Id), ...(v as string[]).filter((id) => !fixed.some((f) => f.Id === id))])}
          options={roles.map((r) => ({ value: r.Id, label: `${r.Name}（${r.DataScopeName}）` }))}
        />
      )}
      {fixed.length > 0 && (
        <div style={{ marginTop: 12 }}>
          {fixed.map((f) => (
            <Tag key={f.Id}>{f.Name}</Tag>
          ))}
        </div>
      )}
    </Modal>
  );
}
