import type { TRole } from '@shanlian/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { RowAction, RowActions, RowConfirm, useListFilter } from '../../../components/admin-table';
import { adminText } from '../../../lib/text/admin';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { FirmAdminList, NO_NAME_FILTER } from '../components/firm-admin-list';
import { PermissionsDialog, RoleDialog } from '../components/firm-role-dialogs';

/** 角色管理 (/eshop/store/roles, /supplier/roles): the firm's own roles, their permissions and data scope. */
export default function RolesPage() {
  const can = useCan();
  const query = useListFilter(NO_NAME_FILTER);
  const [editing, setEditing] = useState<{ open: boolean; row: TRole | null }>({ open: false, row: null });
  const [permitting, setPermitting] = useState<TRole | null>(null);
  const list = useAdminPaged('BA_Role/GetBA_RoleList', { SearchName: query.filter.search || undefined, PagerInfo: query.PagerInfo });
  const remove = useAdminWrite('BA_Role/DeleteBA_Role');

  const columns: TableColumnsType<TRole> = [
    {
      title: firmAdminText.roleName,
      dataIndex: 'Name',
      render: (v: string, r) => (
        <>
          {v} {r.IsSystem && <Tag>{firmAdminText.system}</Tag>}
        </>
      ),
    },
    { title: firmAdminText.parentRole, dataIndex: 'ParentName', width: 130, render: (v: string) => v || '—' },
    { title: firmAdminText.dataScope, dataIndex: 'DataScopeName', width: 150 },
    { title: firmAdminText.permissionCount, dataIndex: 'Permissions', width: 80, align: 'center', render: (p: string[]) => p.length },
    { title: firmAdminText.userCount, dataIndex: 'UserCount', width: 80, align: 'center' },
    { title: firmAdminText.remark, dataIndex: 'Remark', ellipsis: true },
  ];
  if (can(['firm-role:edit', 'firm-role:delete']))
    columns.push({
      title: firmAdminText.actions,
      key: 'actions',
      width: 200,
      render: (_: unknown, r) =>
        r.IsSystem ? null : (
          <RowActions>
            {can('firm-role:edit') && (
              <>
                <RowAction onClick={() => setEditing({ open: true, row: r })}>{firmAdminText.edit}</RowAction>
                <RowAction onClick={() => setPermitting(r)} testId="role-permissions">
                  {firmAdminText.permissions}
                </RowAction>
              </>
            )}
            {can('firm-role:delete') && (
              <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, firmAdminText.deleted)} />
            )}
          </RowActions>
        ),
    });

  return (
    <FirmAdminList<TRole>
      title={firmAdminText.rolesTitle}
      sub={firmAdminText.rolesSub}
      canAdd={can('firm-role:edit')}
      onAdd={() => setEditing({ open: true, row: null })}
      addTestId="role-add"
      query={query}
      list={list}
      columns={columns}
      scrollX={800}
    >
      <RoleDialog open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
      <PermissionsDialog row={permitting} onClose={() => setPermitting(null)} />
    </FirmAdminList>
  );
}
