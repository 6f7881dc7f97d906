import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFirmUser } from '@shanlian/contract';
import { USER_STATUS } from '@shanlian/contract/browser';
import { Button, Select, type TableColumnsType, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { AdminCard } from '../../../components/admin-card';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { maskPhone } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { useAdminExport, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AssignRolesDialog, ResetPasswordDialog } from '../components/staff-actions';
import { StaffDialog, useFirmCatalogues } from '../components/staff-dialog';

const DUTY_COLORS: Record<string, string> = { manager: 'blue', quality: 'purple', safety: 'green' };

/** 员工管理 (/eshop/store/staff, /supplier/staff): the firm's own staff, their duties and roles. */
export default function StaffPage() {
  const can = useCan();
  // the server refuses to disable, reset, or delete oneself: one's own row does not offer it
  const myId = useMe().data?.UserId;
  const cat = useFirmCatalogues();
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
    { title: firmAdminText.FullName, dataIndex: 'FullName', width: 100, fixed: 'left' },
    { title: firmAdminText.Gender, dataIndex: 'GenderName', width: 60, align: 'center' },
    { title: firmAdminText.BOD, dataIndex: 'BOD', width: 110, render: (v: string | null) => v ?? '—' },
    { title: firmAdminText.Department, dataIndex: 'DepartmentName', width: 110, render: (v: string) => v || '—' },
    { title: firmAdminText.Position, dataIndex: 'PositionName', width: 110, render: (v: string) => v || '—' },
    {
      title: firmAdminText.Duties,
      dataIndex: 'Duties',
      width: 170,
      render: (_: unknown, r) =>
        r.Duties.map((d, i) => (
          <Tag key={d} color={DUTY_COLORS[d]} data-testid="staff-duty">
            {r.DutyNames[i] ?? d}
          </Tag>
        )),
    },
    { title: firmAdminText.MobileNumber, dataIndex: 'MobileNumber', width: 120, render: (v: string) => maskPhone(v) },
    {
      title: firmAdminText.Status,
      dataIndex: 'Status',
      width: 70,
      render: (v: number, r) => <Tag color={v === 1 ? 'green' : 'default'}>{r.StatusName || USER_STATUS[v as 1 | 2]}</Tag>,
    },
    { title: firmAdminText.Roles, dataIndex: 'Roles', width: 150, render: (_: unknown, r) => r.Roles.map((x) => <Tag key={x.Id}>{x.Name}</Tag>) },
  ];
  if (can(['firm-user:edit', 'firm-user:delete']))
    columns.push({
      title: firmAdminText.actions,
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions>
          {can('firm-user:edit') && (
            <>
              <RowAction onClick={() => setEditing({ open: true, row: r })} testId="staff-edit">
                {firmAdminText.edit}
              </RowAction>
              {r.Id !== myId &&
                (r.Status === 1 ? (
                  <RowConfirm
                    danger={false}
                    title={firmAdminText.disableConfirm(r.FullName)}
                    onConfirm={() => disable.run({ Id: r.Id }, firmAdminText.disabled)}
                  >
                    {firmAdminText.disable}
                  </RowConfirm>
                ) : (
                  <RowAction onClick={() => enable.run({ Id: r.Id }, firmAdminText.enabled)}>{firmAdminText.enable}</RowAction>
                ))}
              {r.Id !== myId && <RowAction onClick={() => setResetting(r)}>{firmAdminText.resetPassword}</RowAction>}
              <RowAction onClick={() => setGranting(r)} testId="staff-roles">
                {firmAdminText.assignRoles}
              </RowAction>
            </>
          )}
          {can('firm-user:delete') && r.Id !== myId && (
            <RowConfirm title={adminText.deleteConfirm(r.FullName)} onConfirm={() => remove.run({ Id: r.Id }, firmAdminText.deleted)} testId="staff-delete" />
          )}
        </RowActions>
      ),
    });

  return (
    <AdminCard
      title={firmAdminText.staffTitle}
      sub={firmAdminText.staffSub}
      extra={
        <>
          {can('firm-user:export') && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.pending}
              onClick={() => exporter.run({ SearchName: filter.SearchName, DepartmentId: filter.DepartmentId, PositionId: filter.PositionId })}
              data-testid="staff-export"
            >
              {firmAdminText.export}
            </Button>
          )}
          {can('firm-user:edit') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="staff-add">
              {firmAdminText.add}
            </Button>
          )}
        </>
      }
    >
      <AdminFilters>
        <SearchBox placeholder={firmAdminText.search} onSearch={(s) => set({ SearchName: s || undefined })} testId="staff-search" />
        <TreeSelect
          allowClear
          placeholder={firmAdminText.allDepartments}
          treeData={cat.departmentTree}
          treeDefaultExpandAll
          value={filter.DepartmentId}
          onChange={(v) => set({ DepartmentId: v ?? undefined })}
        />
        <Select
          allowClear
          placeholder={firmAdminText.allPositions}
          options={cat.positions}
          value={filter.PositionId}
          onChange={(v) => set({ PositionId: v ?? undefined })}
        />
        <Select
          allowClear
          placeholder={firmAdminText.allStatus}
          options={Object.entries(USER_STATUS).map(([v, l]) => ({ value: Number(v), label: l }))}
          value={filter.Status}
          onChange={(v) => set({ Status: (v ?? undefined) as 1 | 2 | undefined })}
        />
      </AdminFilters>
      <AdminTable<TFirmUser>
        list={list}
        page={page}
        onPage={setPage}
        columns={columns}
        scroll={{ x: 1100 }}
        onRow={() => ({ 'data-testid': 'staff-row' }) as object}
      />
      <StaffDialog open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
      <ResetPasswordDialog row={resetting} onClose={() => setResetting(null)} />
      <AssignRolesDialog row={granting} onClose={() => setGranting(null)} />
    </AdminCard>
  );
}
