import type { TBaUser } from '@shanlian/contract';
import { USER_STATUS } from '@shanlian/contract/browser';
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { useConsoleOp, useConsolePaged, useConsoleWrite, useExport } from '../../../api/console-api';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { AreaCascader } from '../../../components/area-cascader';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { consoleText } from '../../../lib/text/console';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { DepartmentSelect, PositionSelect } from '../components/dept-position-select';
import { AssignRolesDialog, ResetPasswordDialog } from '../components/user-actions';
import { UserDialog, type UserValues } from '../components/user-dialog';

interface Filters {
  search: string;
  area: string | null;
  department: string | null;
  position: string | null;
  status: 1 | 2 | null;
}

/** /console/users: the platform users within reach; add, edit, enable/disable, reset password, roles, delete, export. */
export default function UsersPage() {
  const can = useCan();
  // the server refuses to disable, reset, or delete oneself: one's own row does not offer it
  const myId = useMe().data?.UserId;
  const [f, setF] = useState<Filters>({ search: '', area: null, department: null, position: null, status: null });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TBaUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<TBaUser | null>(null);
  const [assigning, setAssigning] = useState<TBaUser | null>(null);
  const set = (patch: Partial<Filters>) => {
    setF((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  const filter = {
    SearchName: f.search || null,
    AreaCode: f.area,
    DepartmentId: f.department,
    PositionId: f.position,
    Status: f.status,
  };
  const list = useConsolePaged('BA_User/GetBA_UserList', { ...filter, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const { data: rules } = useConsoleOp('BA_User/GetValidationPara', {});
  const add = useConsoleWrite('BA_User/AddBA_User');
  const update = useConsoleWrite('BA_User/UpdateBA_User');
  const enable = useConsoleWrite('BA_User/EnableBA_User');
  const disable = useConsoleWrite('BA_User/DisableBA_User');
  const remove = useConsoleWrite('BA_User/DeleteBA_User');
  const exporter = useExport('BA_User/GetBA_UserExport');
  const canEdit = can('user:edit');
  const canToggle = can(['user:edit', 'firm-user:edit']);

  const save = async (v: UserValues) => {
    const person = {
      FullName: v.FullName,
      MobileNumber: v.MobileNumber,
      Gender: v.Gender,
      BOD: v.BOD ?? null,
      Education: v.Education ?? null,
      AreaCode: v.AreaCode,
      OrgId: v.OrgId ?? null,
      DepartmentId: v.DepartmentId ?? null,
      PositionId: v.PositionId ?? null,
    };
    const ok =
      editing && editing !== 'new'
        ? await update.run({ BA_UserInfo: { ...person, Id: editing.Id } }, consoleText.saved)
        : await add.run({ BA_UserInfo: { ...person, Password: v.Password ?? '' } }, consoleText.saved);
    if (ok) setEditing(null);
  };

  return (
    <>
      <ConsolePageHead
        title={consoleText.menuUsers}
        sub={consoleText.usersSub}
        extra={
          <>
            {can('user:export') && (
              <Button data-testid="user-export" loading={exporter.pending} onClick={() => exporter.run(filter)}>
                {consoleText.export}
              </Button>
            )}
            {canEdit && (
              <Button type="primary" data-testid="user-add" onClick={() => setEditing('new')}>
                {consoleText.addUser}
              </Button>
            )}
          </>
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox placeholder={consoleText.searchPerson} onSearch={(search) => set({ search })} testId="user-search" />
          <AreaCascader
            value={f.area}
            onChange={(area) => set({ area, department: null, position: null })}
            placeholder={consoleText.allAreas}
            style={{ width: 200 }}
          />
          <DepartmentSelect
            area={f.area}
            value={f.department}
            onChange={(department) => set({ department })}
            placeholder={consoleText.allDepartments}
            style={{ width: 150 }}
          />
          <PositionSelect
            area={f.area}
            value={f.position}
            onChange={(position) => set({ position })}
            placeholder={consoleText.allPositions}
            style={{ width: 150 }}
          />
          <Select
            allowClear
            placeholder={consoleText.allStatus}
            style={{ width: 120 }}
            value={f.status ?? undefined}
            onChange={(s) => set({ status: s ?? null })}
            options={Object.entries(USER_STATUS).map(([k, v]) => ({ value: Number(k) as 1 | 2, label: v }))}
          />
        </AdminFilters>
        <AdminTable<TBaUser>
          list={list}
          page={page}
          onPage={setPage}
          scroll={{ x: 1380 }}
          columns={[
            { title: consoleText.fullName, dataIndex: 'FullName', width: 100, fixed: 'left' },
            { title: consoleText.phone, dataIndex: 'MobileNumber', width: 120 },
            { title: consoleText.gender, dataIndex: 'GenderName', width: 60 },
            { title: consoleText.area, dataIndex: 'AreaName', width: 170 },
            { title: consoleText.department, dataIndex: 'DepartmentName', width: 120 },
            { title: consoleText.position, dataIndex: 'PositionName', width: 110 },
            { title: consoleText.roles, key: 'roles', width: 170, render: (_, r) => r.Roles.map((x) => <Tag key={x.Id}>{x.Name}</Tag>) },
            {
              title: consoleText.status,
              dataIndex: 'StatusName',
              width: 70,
              render: (name: string, r) => <Tag color={r.Status === 1 ? 'green' : 'default'}>{name}</Tag>,
            },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: consoleText.actions,
              key: 'ops',
              hidden: !(canEdit || canToggle || can('user:delete')),
              width: 300,
              fixed: 'right',
              render: (_, r) => (
                <RowActions>
                  {canEdit && <RowAction onClick={() => setEditing(r)}>{consoleText.edit}</RowAction>}
                  {canToggle &&
                    r.Id !== myId &&
                    (r.Status === 1 ? (
                      <RowConfirm
                        danger={false}
                        title={consoleText.disableConfirm(r.FullName)}
                        onConfirm={() => disable.run({ Id: r.Id }, consoleText.disabled)}
                      >
                        {consoleText.disable}
                      </RowConfirm>
                    ) : (
                      <RowConfirm danger={false} title={consoleText.enableConfirm(r.FullName)} onConfirm={() => enable.run({ Id: r.Id }, consoleText.enabled)}>
                        {consoleText.enable}
                      </RowConfirm>
                    ))}
                  {canEdit && r.Id !== myId && <RowAction onClick={() => setResetting(r)}>{consoleText.resetPassword}</RowAction>}
                  {canEdit && (
                    <RowAction testId="user-assign-roles" onClick={() => setAssigning(r)}>
                      {consoleText.assignRoles}
                    </RowAction>
                  )}
                  {can('user:delete') && r.Id !== myId && (
                    <RowConfirm title={adminText.deleteConfirm(r.FullName)} onConfirm={() => remove.run({ Id: r.Id }, consoleText.deleted)} />
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <UserDialog
        open={!!editing}
        user={editing === 'new' ? null : editing}
        rules={rules}
        pending={add.pending || update.pending}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <AssignRolesDialog user={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
