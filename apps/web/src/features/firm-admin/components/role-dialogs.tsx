import { DATA_SCOPES, type DataScope } from '@shanlian/contract/browser';
import type { TRole } from '@shanlian/contract';
import { Alert, Checkbox, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { useAdminOp, useAdminWrite } from '../api/firm-admin';
import { permissionGroups, toggleAll } from '../rules/permission-tree';

interface RoleValues {
  Name: string;
  ParentId?: string | null;
  DataScope: DataScope;
  Remark?: string;
}

/** 新增角色 / 修改角色: name, parent, data scope (no wider than the caller's), remark. */
export function RoleDialog({ open, row, onClose }: { open: boolean; row: TRole | null; onClose: () => void }) {
  const [form] = Form.useForm<RoleValues>();
  const { data: me } = useMe();
  const parents = useAdminOp('BA_Role/GetAllParentBA_RoleList', {}, { enabled: open });
  const add = useAdminWrite('BA_Role/AddBA_Role');
  const update = useAdminWrite('BA_Role/UpdateBA_Role');
  const widest = me?.DataScope ?? 5;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ Name: row.Name, ParentId: row.ParentId, DataScope: row.DataScope as DataScope, Remark: row.Remark });
  }, [open, row, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const info = { Name: v.Name.trim(), ParentId: v.ParentId ?? null, DataScope: v.DataScope, Remark: v.Remark?.trim() || null };
    const r = row ? await update.run({ BA_RoleInfo: { ...info, Id: row.Id } }, TF.saved) : await add.run({ BA_RoleInfo: info }, TF.saved);
    if (r) onClose();
  };
  return (
    <Modal
      open={open}
      title={row ? TF.editRole : TF.addRole}
      onCancel={onClose}
      onOk={submit}
      okText={TF.save}
      cancelText={TF.cancel}
      confirmLoading={add.pending || update.pending}
      okButtonProps={{ 'data-testid': 'role-save' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ DataScope: Math.max(widest, 4) }}>
        <Form.Item
          name="Name"
          label={TF.roleName}
          rules={[
            { required: true, whitespace: true, message: `请输入${TF.roleName}` },
            { max: 30, message: `${TF.roleName}不能超过30个字` },
          ]}
        >
          <Input maxLength={30} data-testid="role-name" />
        </Form.Item>
        <Form.Item name="ParentId" label={TF.parentRole}>
          <Select
            allowClear
            placeholder={TF.choose}
            loading={parents.isLoading}
            options={(parents.data ?? []).filter((p) => p.Id !== row?.Id).map((p) => ({ value: p.Id, label: p.Name }))}
          />
        </Form.Item>
        <Form.Item name="DataScope" label={TF.dataScope} rules={[{ type: 'number', required: true, message: '请选择数据范围' }]}>
          <Select
            options={Object.entries(DATA_SCOPES).map(([v, l]) => ({ value: Number(v), label: l, disabled: Number(v) < widest }))}
            data-testid="role-scope"
          />
        </Form.Item>
        <Form.Item name="Remark" label={TF.remark} rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 设置权限: the resource × operation checkboxes of the firm groups; only what the caller holds can be given. */
export function PermissionsDialog({ row, onClose }: { row: TRole | null; onClose: () => void }) {
  const can = useCan();
  const tree = useAdminOp('Permission/GetResourceTree', {}, { enabled: !!row });
  const save = useAdminWrite('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (row) setChosen(row.Permissions);
  }, [row]);
  const grantable = (p: string) => can(p as never);
  const groups = permissionGroups(tree.data);
  const submit = async () => {
    if (!row) return;
    const r = await save.run({ RoleId: row.Id, Permissions: chosen as never }, TF.permissionsSaved);
    if (r) onClose();
  };
  return (
    <Modal
      open={!!row}
      title={row ? TF.permissionsTitle(row.Name) : ''}
      width={720}
      onCancel={onClose}
      onOk={submit}
      okText={TF.save}
      cancelText={TF.cancel}
      confirmLoading={save.pending}
      okButtonProps={{ 'data-testid': 'permissions-save' }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={TF.permissionsHint} style={{ marginBottom: 12 }} />
      {tree.isLoading ? (
        <Skeleton active />
      ) : (
        <div data-testid="permission-tree">
          {groups.map((g) => (
            <div key={g.code} className="firm-admin-perm-group">
              <h4>{g.name}</h4>
              {g.resources.map((r) => {
                const perms = r.perms.map((p) => p.perm);
                const mine = perms.filter(grantable);
                const on = mine.filter((p) => chosen.includes(p)).length;
                return (
                  <div key={r.code} className="firm-admin-perm-row">
                    <Checkbox
                      disabled={mine.length === 0}
                      checked={mine.length > 0 && on === mine.length}
                      indeterminate={on > 0 && on < mine.length}
                      onChange={(e) => setChosen((c) => toggleAll(c, perms, grantable, e.target.checked))}
                    >
                      {r.name}
                    </Checkbox>
                    {r.perms.map((p) => (
                      <Checkbox
                        key={p.perm}
                        disabled={!grantable(p.perm)}
                        checked={chosen.includes(p.perm)}
                        onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.perm] : c.filter((x) => x !== p.perm)))}
                        data-testid={`perm-${p.perm}`}
                      >
                        {p.name}
                      </Checkbox>
                    ))}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </Modal>
  );
}
