import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TFirmUser } from '@shanlian/contract';
import { USER_STATUS } from '@shanlian/contract/browser';
import { Button, Grid, Input, Popconfirm, Select, Space, Table, type TableColumnsType, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { maskPhone } from '../../../lib/format';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminExport, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../components/admin-card';
import { AssignRolesDialog, ResetPasswordDialog } from '../components/staff-actions';
import { StaffDialog, useFirmCatalogues } from '../components/staff-dialog';

const PAGE_SIZE = 10;
const DUTY_COLORS: Record<string, string> = { manager: 'blue', quality: 'purple', safety: 'green' };

/** 员工管理 (/eshop/store/staff, /supplier/staff): the firm's own staff, their duties and roles. */
export default function StaffPage() {
  const can = useCan();
  // on a phone the table scrolls sideways whole: fixed columns would leave no room between them
  const wide = Grid.useBreakpoint().md !== false;
  const cat = useFirmCatalogues();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<{ SearchName?: string; DepartmentId?: string; PositionId?: string; Status?: 1 | 2 }>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ open: boolean; row: TFirmUser | null }>({ open: false, row: null });
  const [resetting, setResetting] = useState<TFirmUser | null>(null);
  const [granting, setGranting] = useState<TFirmUser | null>(null);
  const list = useAdminPaged('EN_Firmuser/GetFirmEN_FirmuserList', { ...filter, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const enable = useAdminWrite('EN_Firmuser/EnableEN_Firmuser');
  const disable = useAdminWrite('EN_Firmuser/DisableEN_Firmuser');
  const remove = useAdminWrite('EN_Firmuser/DeleteEN_Firmuser');
  const exporter = useAdminExport('EN_Firmuser/GetEN_FirmuserExport');

  const set = (f: Partial<typeof filter>) => {
    setFilter((old) => ({ ...old, ...f }));
    setPage(1);
  };

  const columns: TableColumnsType<TFirmUser> = [
    { title: TF.FullName, dataIndex: 'FullName', width: 100, fixed: wide ? 'left' : undefined },
    { title: TF.Gender, dataIndex: 'GenderName', width: 60, align: 'center' },
    { title: TF.BOD, dataIndex: 'BOD', width: 110, render: (v: string | null) => v ?? '—' },
    { title: TF.Department, dataIndex: 'DepartmentName', width: 110, render: (v: string) => v || '—' },
    { title: TF.Position, dataIndex: 'PositionName', width: 110, render: (v: string) => v || '—' },
    {
      title: TF.Duties,
      dataIndex: 'Duties',
      width: 170,
      render: (_: unknown, r) =>
        r.Duties.map((d, i) => (
          <Tag key={d} color={DUTY_COLORS[d]} data-testid="staff-duty">
            {r.DutyNames[i] ?? d}
          </Tag>
        )),
    },
    { title: TF.MobileNumber, dataIndex: 'MobileNumber', width: 120, render: (v: string) => maskPhone(v) },
    {
      title: TF.Status,
      dataIndex: 'Status',
      width: 70,
      render: (v: number, r) => <Tag color={v === 1 ? 'green' : 'default'}>{r.StatusName || USER_STATUS[v as 1 | 2]}</Tag>,
    },
    { title: TF.Roles, dataIndex: 'Roles', width: 150, render: (_: unknown, r) => r.Roles.map((x) => <Tag key={x.Id}>{x.Name}</Tag>) },
  ];
  if (can(['firm-user:edit', 'firm-user:delete']))
    columns.push({
      title: TF.actions,
      key: 'actions',
      width: 180,
      fixed: wide ? 'right' : undefined,
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {can('firm-user:edit') && (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ open: true, row: r })} data-testid="staff-edit">
                {TF.edit}
              </Button>
              {r.Status === 1 ? (
                <Popconfirm title={TF.disableConfirm(r.FullName)} onConfirm={() => disable.run({ Id: r.Id }, TF.disabled)}>
                  <Button type="link" size="small">
                    {TF.disable}
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="link" size="small" onClick={() => enable.run({ Id: r.Id }, TF.enabled)}>
                  {TF.enable}
                </Button>
              )}
              <Button type="link" size="small" onClick={() => setResetting(r)}>
                {TF.resetPassword}
              </Button>
              <Button type="link" size="small" onClick={() => setGranting(r)} data-testid="staff-roles">
                {TF.assignRoles}
              </Button>
            </>
          )}
          {can('firm-user:delete') && (
            <Popconfirm title={TF.deleteConfirm(r.FullName)} onConfirm={() => remove.run({ Id: r.Id }, TF.deleted)}>
              <Button type="link" size="small" danger data-testid="staff-delete">
                {TF.delete}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });

  return (
    <AdminCard
      title={TF.staffTitle}
      sub={TF.staffSub}
      extra={
        <>
          {can('firm-user:export') && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.pending}
              onClick={() => exporter.run({ SearchName: filter.SearchName, DepartmentId: filter.DepartmentId, PositionId: filter.PositionId })}
              data-testid="staff-export"
            >
              {TF.export}
            </Button>
          )}
          {can('firm-user:edit') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="staff-add">
              {TF.add}
            </Button>
          )}
        </>
      }
    >
      <div className="firm-admin-filters">
        <Input
          allowClear
          prefix={<SearchOutlined style={{ color: '#bbb' }} />}
          placeholder={TF.search}
          maxLength={50}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => set({ SearchName: text.trim() || undefined })}
          onClear={() => set({ SearchName: undefined })}
          data-testid="staff-search"
        />
        <TreeSelect
          allowClear
          placeholder={TF.allDepartments}
          treeData={cat.departmentTree}
          treeDefaultExpandAll
          value={filter.DepartmentId}
          onChange={(v) => set({ DepartmentId: v ?? undefined })}
        />
        <Select
          allowClear
          placeholder={TF.allPositions}
          options={cat.positions}
          value={filter.PositionId}
          onChange={(v) => set({ PositionId: v ?? undefined })}
        />
        <Select
          allowClear
          placeholder={TF.allStatus}
          options={Object.entries(USER_STATUS).map(([v, l]) => ({ value: Number(v), label: l }))}
          value={filter.Status}
          onChange={(v) => set({ Status: (v ?? undefined) as 1 | 2 | undefined })}
        />
      </div>
      <Table<TFirmUser>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isLoading || list.isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: list.error ? list.error.message : TF.none }}
        onRow={() => ({ 'data-testid': 'staff-row' }) as object}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.pager.RowCount ?? 0,
          showTotal: TF.total,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      <StaffDialog open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
      <ResetPasswordDialog row={resetting} onClose={() => setResetting(null)} />
      <AssignRolesDialog row={granting} onClose={() => setGranting(null)} />
    </AdminCard>
  );
}
