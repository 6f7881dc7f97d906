import type { TRole } from '@shanlian/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useConsolePaged, useConsoleWrite } from '../../../api/console-api';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { consoleText } from '../../../lib/text/console';
import { useCan } from '../../../lib/use-can';
import { PermissionDialog, RoleDialog } from '../components/console-role-dialogs';

/** /console/roles: the roles within reach; add, edit, set permissions, delete. */
export default function RolesPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TRole | 'new' | null>(null);
  const [granting, setGranting] = useState<TRole | null>(null);
  const list = useConsolePaged('BA_Role/GetBA_RoleList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const remove = useConsoleWrite('BA_Role/DeleteBA_Role');
  const canEdit = can(['role:edit', 'firm-role:edit']);
  const canDelete = can(['role:delete', 'firm-role:delete']);

  return (
    <>
      <ConsolePageHead
        title={consoleText.menuRoles}
        sub={consoleText.rolesSub}
        extra={
          canEdit && (
            <Button type="primary" data-testid="role-add" onClick={() => setEditing('new')}>
              {consoleText.addRole}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder={consoleText.searchName}
            testId="role-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </AdminFilters>
        <AdminTable<TRole>
          list={list}
          page={page}
          onPage={setPage}
          columns={[
            {
              title: consoleText.roleName,
              dataIndex: 'Name',
              render: (name: string, r) => (
                <>
                  {name} {r.IsSystem && <Tag color="blue">{consoleText.system}</Tag>}
                </>
              ),
            },
            { title: consoleText.parentRole, dataIndex: 'ParentName', width: 140 },
            { title: consoleText.dataScope, dataIndex: 'DataScopeName', width: 150 },
            { title: consoleText.permissions, key: 'perms', width: 100, render: (_, r) => consoleText.permissionCount(r.Permissions.length) },
            { title: consoleText.userCount, dataIndex: 'UserCount', width: 70 },
            { title: consoleText.remark, dataIndex: 'Remark', ellipsis: true },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: consoleText.actions,
              key: 'ops',
              hidden: !(canEdit || canDelete),
              width: 180,
              render: (_, r) => (
                <RowActions>
                  {canEdit && !r.IsSystem && <RowAction onClick={() => setEditing(r)}>{consoleText.edit}</RowAction>}
                  {canEdit && !r.IsSystem && (
                    <RowAction testId="role-permissions" onClick={() => setGranting(r)}>
                      {consoleText.permissions}
                    </RowAction>
                  )}
                  {canDelete && !r.IsSystem && (
                    <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, consoleText.deleted)} />
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <RoleDialog open={!!editing} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      <PermissionDialog role={granting} onClose={() => setGranting(null)} />
    </>
  );
}
