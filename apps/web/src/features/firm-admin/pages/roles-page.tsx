import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TRole } from '@shanlian/contract';
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../components/admin-card';
import { PermissionsDialog, RoleDialog } from '../components/role-dialogs';

const PAGE_SIZE = 10;

/** 角色管理 (/eshop/store/roles, /supplier/roles): the firm's own roles, their permissions and data scope. */
export default function RolesPage() {
  const can = useCan();
  const [text, setText] = useState('');
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
          <Space size={0}>
            {can('firm-role:edit') && (
              <>
                <Button type="link" size="small" onClick={() => setEditing({ open: true, row: r })}>
                  {TF.edit}
                </Button>
                <Button type="link" size="small" onClick={() => setPermitting(r)} data-testid="role-permissions">
                  {TF.permissions}
                </Button>
              </>
            )}
            {can('firm-role:delete') && (
              <Popconfirm title={TF.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, TF.deleted)}>
                <Button type="link" size="small" danger>
                  {TF.delete}
                </Button>
              </Popconfirm>
            )}
          </Space>
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
      <div className="firm-admin-filters">
        <Input
          allowClear
          prefix={<SearchOutlined style={{ color: '#bbb' }} />}
          placeholder={TF.searchName}
          maxLength={50}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => {
            setSearch(text.trim() || undefined);
            setPage(1);
          }}
          onClear={() => setSearch(undefined)}
        />
      </div>
      <Table<TRole>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isLoading || list.isFetching}
        scroll={{ x: 800 }}
        locale={{ emptyText: list.error ? list.error.message : TF.none }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.pager.RowCount ?? 0,
          showTotal: TF.total,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <RoleDialog open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
      <PermissionsDialog row={permitting} onClose={() => setPermitting(null)} />
    </AdminCard>
  );
}
