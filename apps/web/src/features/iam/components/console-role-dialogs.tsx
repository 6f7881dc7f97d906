import type { TResourceNode, TRole } from '@shanlian/contract';
import type { DataScope } from '@shanlian/contract/browser';
import { Checkbox, Modal, Skeleton, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useConsoleOp, useConsoleWrite, useResourceTree } from '../../../api/console-api';
import { DialogFooter } from '../../../components/console-layout';
import { RoleDialog as RoleEditor } from '../../../components/role-dialog';
import { consoleText } from '../../../lib/text/console';
import { useMe } from '../../../lib/use-me';

/** 新增/修改角色 in the console: the shared role editor on the console's reads and writes. */
export function RoleDialog({ open, role, onClose }: { open: boolean; role: TRole | null; onClose: () => void }) {
  const { data: me } = useMe();
  const { data: parents } = useConsoleOp('BA_Role/GetAllParentBA_RoleList', {}, { enabled: open });
  const add = useConsoleWrite('BA_Role/AddBA_Role');
  const update = useConsoleWrite('BA_Role/UpdateBA_Role');
  return (
    <RoleEditor
      open={open}
      row={role}
      parents={parents}
      widest={(me?.DataScope ?? 5) as DataScope}
      pending={add.pending || update.pending}
      onClose={onClose}
      onSave={async (info) =>
        !!(role ? await update.run({ BA_RoleInfo: { ...info, Id: role.Id } }, consoleText.saved) : await add.run({ BA_RoleInfo: info }, consoleText.saved))
      }
    />
  );
}

interface PermissionRow {
  key: string;
  name: string;
  /** `<resource>:<operation>` with the operation's name; empty for a group's row. */
  ops: { permission: string; name: string }[];
  children?: PermissionRow[];
}

function rowsOf(tree: readonly TResourceNode[]): PermissionRow[] {
  return tree.map((n) => ({
    key: n.Code,
    name: n.Name,
    ops: n.Operations.map((o) => ({ permission: `${n.Code}:${o.Code}`, name: o.Name })),
    children: n.Children.length ? rowsOf(n.Children) : undefined,
  }));
}

const allOf = (row: PermissionRow): string[] => [...row.ops.map((o) => o.permission), ...(row.children ?? []).flatMap(allOf)];

/** 权限: a resource × operation grid from the registry; only what the current user holds can be granted. */
export function PermissionDialog({ role, onClose }: { role: TRole | null; onClose: () => void }) {
  const { data: tree, isLoading } = useResourceTree(!!role);
  const { data: me } = useMe();
  const save = useConsoleWrite('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (role) setChecked(new Set(role.Permissions));
  }, [role]);
  const held = useMemo(() => new Set(me?.Permissions ?? []), [me]);
  const rows = useMemo(() => rowsOf(tree ?? []), [tree]);
  const toggle = (perms: string[], on: boolean) =>
    setChecked((old) => {
      const next = new Set(old);
      for (const p of perms) if (held.has(p)) on ? next.add(p) : next.delete(p);
      return next;
    });
  const submit = async () => {
    if (!role) return;
    const out = await save.run({ RoleId: role.Id, Permissions: [...checked] as never }, consoleText.permissionsSaved);
    if (out) onClose();
  };
  return (
    <Modal
      open={!!role}
      width={760}
      title={role ? consoleText.permissionsOf(role.Name) : ''}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={submit} okText={consoleText.save} pending={save.pending} testId="permissions-save" />}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Table<PermissionRow>
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 460 }}
          dataSource={rows}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            {
              title: '资源',
              key: 'name',
              width: 220,
              render: (_, r) => {
                const all = allOf(r).filter((p) => held.has(p));
                const on = all.filter((p) => checked.has(p)).length;
                return (
                  <Checkbox
                    disabled={!all.length}
                    checked={all.length > 0 && on === all.length}
                    indeterminate={on > 0 && on < all.length}
                    onChange={(e) => toggle(all, e.target.checked)}
                  >
                    {r.name}
                  </Checkbox>
                );
              },
            },
            {
              title: '操作',
              key: 'ops',
              render: (_, r) => (
                <span style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                  {r.ops.map((o) => (
                    <Checkbox
                      key={o.permission}
                      data-testid={`perm-${o.permission}`}
                      disabled={!held.has(o.permission)}
                      checked={checked.has(o.permission)}
                      onChange={(e) => toggle([o.permission], e.target.checked)}
                    >
                      {o.name}
                    </Checkbox>
                  ))}
                </span>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
