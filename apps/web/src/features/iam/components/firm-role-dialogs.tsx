import type { TRole } from '@shanlian/contract';
import type { DataScope } from '@shanlian/contract/browser';
import { Alert, Checkbox, Modal, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { RoleDialog as RoleEditor } from '../../../components/role-dialog';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { useAdminOp, useAdminWrite } from '../api/firm-admin';
import { permissionGroups, toggleAll } from '../rules/permission-tree';

/** 新增角色 / 修改角色 of a firm: the shared role editor on the firm pages' reads and writes. */
export function RoleDialog({ open, row, onClose }: { open: boolean; row: TRole | null; onClose: () => void }) {
  const { data: me } = useMe();
  const parents = useAdminOp('BA_Role/GetAllParentBA_RoleList', {}, { enabled: open });
  const add = useAdminWrite('BA_Role/AddBA_Role');
  const update = useAdminWrite('BA_Role/UpdateBA_Role');
  return (
    <RoleEditor
      open={open}
      row={row}
      parents={parents.data}
      widest={(me?.DataScope ?? 5) as DataScope}
      pending={add.pending || update.pending}
      onClose={onClose}
      onSave={async (info) =>
        !!(row ? await update.run({ BA_RoleInfo: { ...info, Id: row.Id } }, firmAdminText.saved) : await add.run({ BA_RoleInfo: info }, firmAdminText.saved))
      }
    />
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
    const r = await save.run({ RoleId: row.Id, Permissions: chosen as never }, firmAdminText.permissionsSaved);
    if (r) onClose();
  };
  return (
    <Modal
      open={!!row}
      title={row ? firmAdminText.permissionsTitle(row.Name) : ''}
      width={720}
      onCancel={onClose}
      onOk={submit}
      okText={firmAdminText.save}
      cancelText={firmAdminText.cancel}
      confirmLoading={save.pending}
      okButtonProps={{ 'data-testid': 'permissions-save' }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={firmAdminText.permissionsHint} style={{ marginBottom: 12 }} />
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
