import type { TDepartment } from '@shanlian/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { AdminFilters, AdminTable, BatchDelete, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { consoleText } from '../../../lib/text/console';
import { selectTree, subtreeIds, treeOf } from '../../../lib/tree';
import { useCan } from '../../../lib/use-can';
import { useConsoleOp, useConsolePaged, useConsoleWrite } from '../../../api/console-api';
import { AreaCascader } from '../../../components/area-cascader';
import { CatalogueDialog, type CatalogueValues } from '../components/catalogue-dialog';

type Editing = { id: string | null; initial: Partial<CatalogueValues> } | null;

/** /console/departments: the departments within reach as a tree; add (or add under), edit, delete one or many. */
export default function DepartmentsPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [area, setArea] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const input = { SearchName: search || null, AreaCode: area, PagerInfo: { PageIndex: 1, PageSize: 100 } };
  const list = useConsolePaged('BA_Department/GetBA_DepartmentList', input);
  const { data: rules } = useConsoleOp('BA_Department/GetValidationPara', {});
  const add = useConsoleWrite('BA_Department/AddBA_Department');
  const update = useConsoleWrite('BA_Department/UpdateBA_Department');
  const remove = useConsoleWrite('BA_Department/DeleteBA_Department');
  const removeMany = useConsoleWrite('BA_Department/DeleteBA_DepartmentINID');
  const rows = list.data?.rows ?? [];
  const tree = useMemo(() => (search ? rows : treeOf(rows)), [rows, search]);

  const save = async (v: CatalogueValues) => {
    const info = { Name: v.Name, ParentId: v.ParentId ?? null, AreaCode: v.AreaCode, OrgId: v.OrgId ?? null };
    const ok = editing?.id
      ? await update.run({ BA_DepartmentInfo: { ...info, Id: editing.id } }, consoleText.saved)
      : await add.run({ BA_DepartmentInfo: info }, consoleText.saved);
    if (ok) setEditing(null);
  };

  return (
    <>
      <ConsolePageHead
        title={consoleText.menuDepartments}
        sub={consoleText.departmentsSub}
        extra={
          can('department:edit') && (
            <Button type="primary" data-testid="department-add" onClick={() => setEditing({ id: null, initial: { AreaCode: area ?? undefined } })}>
              {consoleText.addDepartment}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox placeholder={consoleText.searchName} onSearch={setSearch} testId="department-search" />
          <AreaCascader value={area} onChange={setArea} placeholder={consoleText.allAreas} style={{ width: 220 }} />
          {can('department:delete') && (
            <BatchDelete
              count={selected.length}
              pending={removeMany.pending}
              onConfirm={async () => {
                if (await removeMany.run({ Ids: selected }, consoleText.deleted)) setSelected([]);
              }}
            />
          )}
        </AdminFilters>
        <AdminTable<TDepartment>
          list={list}
          dataSource={tree}
          expandable={{ defaultExpandAllRows: true }}
          rowSelection={can('department:delete') ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]), checkStrictly: true } : undefined}
          columns={[
            { title: consoleText.departmentName, dataIndex: 'Name' },
            { title: consoleText.area, dataIndex: 'AreaName', width: 160 },
            { title: consoleText.org, dataIndex: 'OrgName', width: 180 },
            { title: consoleText.userCount, dataIndex: 'UserCount', width: 80 },
            { title: consoleText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
            {
              title: consoleText.actions,
              key: 'ops',
              hidden: !can(['department:edit', 'department:delete']),
              width: 220,
              render: (_, r) => (
                <RowActions>
                  {can('department:edit') && (
                    <RowAction onClick={() => setEditing({ id: null, initial: { ParentId: r.Id, AreaCode: r.AreaCode, OrgId: r.OrgId } })}>
                      {consoleText.addChild}
                    </RowAction>
                  )}
                  {can('department:edit') && (
                    <RowAction onClick={() => setEditing({ id: r.Id, initial: { Name: r.Name, ParentId: r.ParentId, AreaCode: r.AreaCode, OrgId: r.OrgId } })}>
                      {consoleText.edit}
                    </RowAction>
                  )}
                  {can('department:delete') && (
                    <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, consoleText.deleted)} />
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <CatalogueDialog
        open={!!editing}
        title={editing?.id ? consoleText.editDepartment : consoleText.addDepartment}
        nameLabel={consoleText.departmentName}
        initial={editing?.initial ?? {}}
        parents={selectTree(rows, editing?.id ? subtreeIds(rows, editing.id) : undefined)}
        rules={rules}
        pending={add.pending || update.pending}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
    </>
  );
}
