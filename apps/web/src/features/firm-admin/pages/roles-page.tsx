import { PlusOutlined } from '@ant-design/icons';
import type { TRole } from '@shanlian/contract';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { TAdmin } from '../../../lib/text/admin';
import { useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../components/admin-card';
import { PermissionsDialog, RoleDialog } from '../components/role-dialogs';

/** 角色管理 (/eshop/store/roles, /supplier/roles): the firm's own roles, their permissions and data scope. */
export default function RolesPage() {
  const can = useCan();
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ open: boolean; row: TRole | null }>({ open: false, row: null });
  const [permitting, setPermitting] = useState<TRole | null>(null);
  const list = useAdminPaged('BA_Role/GetBA_RoleList', { SearchName: search, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const remove = useAdminWrite('BA_Role/DeleteBA_Role');

  const columns: TableColumnsType<TRole> = [
    {
      title: TF.roleName,
      dataIndex: 'Name',
      render: (v: string, r) => (
        <>
          {v} {r.IsSystem && <Tag>{TF.system}</Tag>}
        </>
      ),
    },
    { title: TF.parentRole, dataIndex: 'ParentName', width: 130, render: (v: string) => v || '—' },
    { title: TF.dataScope, dataIndex: 'DataScopeName', width: 150 },
    { title: TF.permissionCount, dataIndex: 'Permissions', width: 80, align: 'center', render: (p: string[]) => p.length },
    { title: TF.userCount, dataIndex: 'UserCount', width: 80, align: 'center' },
    { title: TF.remark, dataIndex: 'Remark', ellipsis: true },
  ];
  if (can(['firm-role:edit', 'firm-role:delete']))
    columns.push({
      title: TF.actions,
      key: 'actions',
      width: 200,
      render: (_: unknown, r) =>
        r.IsSystem ? null : (
          <RowActions>
            {can('firm-role:edit') && (
              <>
                <RowAction onClick={() => setEditing({ open: true, row: r })}>{TF.edit}</RowAction>
                <RowAction onClick={() => setPermitting(r)} testId="role-permissions">
                  {TF.permissions}
                </RowAction>
              </>
            )}
            {can('firm-role:delete') && <RowConfirm title={TAdmin.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, TF.deleted)} />}
          </RowActions>
        ),
    });

  return (
    <AdminCard
      title={TF.rolesTitle}
      sub={TF.rolesSub}
      extra={
        can('firm-role:edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="role-add">
            {TF.add}
          </Button>
        )
      }
    >
      <AdminFilters>
        <SearchBox
          placeholder={TF.searchName}
          onSearch={(s) => {
            setSearch(s || undefined);
            setPage(1);
          }}
        />
      </AdminFilters>
      <AdminTable<TRole> list={list} columns={columns} scroll={{ x: 800 }} page={page} onPage={setPage} />
      <RoleDialog open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
      <PermissionsDialog row={permitting} onClose={() => setPermitting(null)} />
    </AdminCard>
  );
}
