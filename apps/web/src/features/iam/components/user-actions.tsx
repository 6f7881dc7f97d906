import type { TBaUser } from '@shanlian/contract';
import { Checkbox, Empty, Form, Input, Modal, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useConsoleOp, useConsoleWrite } from '../../../api/console-api';
import { DialogFooter } from '../../../components/console-layout';
import { passwordRules } from '../../../lib/field-rules';
import { consoleText } from '../../../lib/text/console';

/** 重置密码: the new password; every session of the user ends. */
export function ResetPasswordDialog({ user, onClose }: { user: TBaUser | null; onClose: () => void }) {
  const [form] = Form.useForm<{ Password: string }>();
  const reset = useConsoleWrite('BA_User/ResetPwdBA_User');
  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);
  return (
    <Modal
      open={!!user}
      title={user ? consoleText.resetPasswordOf(user.FullName) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={consoleText.confirm} pending={reset.pending} testId="reset-save" />}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (v) => {
          if (user && (await reset.run({ Id: user.Id, Password: v.Password }, consoleText.passwordReset))) onClose();
        }}
      >
        <Form.Item name="Password" label={consoleText.newPassword} rules={passwordRules}>
          <Input.Password autoComplete="new-password" data-testid="reset-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分配角色: the roles the current user may grant, the user's own checked; saved as a whole. */
export function AssignRolesDialog({ user, onClose }: { user: TBaUser | null; onClose: () => void }) {
  const { data: grantable, isLoading } = useConsoleOp('BA_Role/GetSubBA_RoleListByLoginUser', {}, { enabled: !!user });
  const save = useConsoleWrite('BA_Userrolerelation/AddBA_Userrolerelation');
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    if (user) setChecked(user.Roles.map((r) => r.Id));
  }, [user]);
  const submit = async () => {
    if (user && (await save.run({ UserId: user.Id, RoleIds: checked }, consoleText.rolesSaved))) onClose();
  };
  return (
    <Modal
      open={!!user}
      title={user ? consoleText.rolesOf(user.FullName) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={consoleText.save} pending={save.pending} testId="roles-save" />}
    >
      {isLoading ? (
        <Skeleton active />
      ) : !grantable?.length ? (
        <Empty description={consoleText.noRolesToGrant} />
      ) : (
        <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
          {grantable.map((r) => (
            <Checkbox key={r.Id} value={r.Id} data-testid={`role-check-${r.Name}`}>
              {r.Name} <Tag>{r.DataScopeName}</Tag>
              {r.Remark && <span className="console-muted">{r.Remark}</span>}
            </Checkbox>
          ))}
        </Checkbox.Group>
      )}
    </Modal>
  );
}
