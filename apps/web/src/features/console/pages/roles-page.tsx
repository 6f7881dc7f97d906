import type { TRole } from '@shanlian/contract';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { TCon } from '../../../lib/text/console';
import { useCan } from '../../../lib/use-can';
import { useConsolePaged, useConsoleWrite } from '../api/console-api';
import { SearchBox } from '../components/list-filters';
import { PermissionDialog, RoleDialog } from '../components/role-dialogs';

/** /console/roles: the roles within reach; add, edit, set permissions, delete. */
export default function RolesPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TRole | 'new' | null>(null);
  const [granting, setGranting] = useState<TRole | null>(null);
  const { data, isLoading } = useConsolePaged('BA_Role/GetBA_RoleList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: 10 } });
  const remove = useConsoleWrite('BA_Role/DeleteBA_Role');
  const canEdit = can(['role:edit', 'firm-role:edit']);
  const canDelete = can(['role:delete', 'firm-role:delete']);

  return (
    <>
      <ConsolePageHead
        title={TCon.menuRoles}
        sub={TCon.rolesSub}
        extra={
          canEdit && (
            <Button type="primary" data-testid="role-add" onClick={() => setEditing('new')}>
              {TCon.addRole}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <Space wrap style={{ marginBottom: 14 }}>
          <SearchBox
            placeholder={TCon.searchName}
            testId="role-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </Space>
        <Table<TRole>
          rowKey="Id"
          size="middle"
          loading={isLoading}
          dataSource={data?.rows ?? []}
          pagination={{ current: page, pageSize: 10, total: data?.pager.RowCount ?? 0, onChange: setPage, showTotal: TCon.total, showSizeChanger: false }}
          columns={[
            {
              title: TCon.roleName,
              dataIndex: 'Name',
              render: (name: string, r) => (
                <>
                  {name} {r.IsSystem && <Tag color="blue">{TCon.system}</Tag>}
                </>
              ),
            },
            { title: TCon.parentRole, dataIndex: 'ParentName', width: 140 },
            { title: TCon.dataScope, dataIndex: 'DataScopeName', width: 150 },
            { title: TCon.permissions, key: 'perms', width: 100, render: (_, r) => TCon.permissionCount(r.Permissions.length) },
            { title: TCon.userCount, dataIndex: 'UserCount', width: 70 },
            { title: TCon.remark, dataIndex: 'Remark', ellipsis: true },
            { title: TCon.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: TCon.actions,
              key: 'ops',
              hidden: !(canEdit || canDelete),
              width: 180,
              render: (_, r) => (
                <Space size={0}>
                  {canEdit && !r.IsSystem && (
                    <Button type="link" size="small" onClick={() => setEditing(r)}>
                      {TCon.edit}
                    </Button>
                  )}
                  {canEdit && !r.IsSystem && (
                    <Button type="link" size="small" data-testid="role-permissions" onClick={() => setGranting(r)}>
                      {TCon.permissions}
                    </Button>
                  )}
                  {canDelete && !r.IsSystem && (
                    <Popconfirm title={TCon.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, TCon.deleted)}>
                      <Button type="link" size="small" danger>
                        {TCon.delete}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
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
