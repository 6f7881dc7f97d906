import { PlusOutlined } from '@ant-design/icons';
import type { TFirmDepartment } from '@shanlian/contract';
import { Button, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { AdminCard } from '../../../components/admin-card';
import { AdminFilters, AdminTable, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { selectTree, subtreeIds, type TreeOf, treeOf } from '../../../lib/tree';
import { useCan } from '../../../lib/use-can';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { NameDialog, type NameValues } from '../components/name-dialog';

/** 部门管理 (/eshop/store/departments, /supplier/departments): the firm's departments as a tree. */
export default function DepartmentsPage() {
  const can = useCan();
  const [search, setSearch] = useState<string | undefined>();
  const [dialog, setDialog] = useState<{ open: boolean; row: TFirmDepartment | null; initial: NameValues | null }>({ open: false, row: null, initial: null });
  const list = useAdminPaged('EN_Firmdepartment/GetEN_FirmdepartmentList', { SearchName: search, PagerInfo: { PageIndex: 1, PageSize: 100 } });
  const rules = useAdminOp('EN_Firmdepartment/GetValidationPara', {}, { enabled: dialog.open });
  const add = useAdminWrite('EN_Firmdepartment/AddEN_Firmdepartment');
  const update = useAdminWrite('EN_Firmdepartment/UpdateEN_Firmdepartment');
  const remove = useAdminWrite('EN_Firmdepartment/DeleteEN_Firmdepartment');
  const rows = list.data?.rows ?? [];
  const tree = useMemo(() => treeOf(rows), [rows]);

  // a department cannot move under itself or its own descendants
  const parents = useMemo(() => selectTree(rows, dialog.row ? subtreeIds(rows, dialog.row.Id) : undefined), [rows, dialog.row]);

  const submit = async (v: NameValues) => {
    const r = dialog.row
      ? await update.run({ EN_FirmdepartmentInfo: { ...v, Id: dialog.row?.Id ?? '' } }, firmAdminText.saved)
      : await add.run({ EN_FirmdepartmentInfo: v }, firmAdminText.saved);
    return !!r;
  };

  const columns: TableColumnsType<TreeOf<TFirmDepartment>> = [
    { title: firmAdminText.departmentName, dataIndex: 'Name' },
    { title: firmAdminText.userCount, dataIndex: 'UserCount', width: 90, align: 'center' },
    { title: firmAdminText.createTime, dataIndex: 'CreateTime', width: 170, render: (v: string) => formatChinaTime(v) },
  ];
  if (can(['firm-department:edit', 'firm-department:delete']))
    columns.push({
      title: firmAdminText.actions,
      key: 'actions',
      width: 220,
      render: (_: unknown, r) => (
        <RowActions>
          {can('firm-department:edit') && (
            <>
              <RowAction onClick={() => setDialog({ open: true, row: null, initial: { Name: '', ParentId: r.Id } })}>{firmAdminText.addChild}</RowAction>
              <RowAction onClick={() => setDialog({ open: true, row: r, initial: { Name: r.Name, ParentId: r.ParentId } })}>{firmAdminText.edit}</RowAction>
            </>
          )}
          {can('firm-department:delete') && (
            <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, firmAdminText.deleted)} />
          )}
        </RowActions>
      ),
    });

  return (
    <AdminCard
      title={firmAdminText.departmentsTitle}
      sub={firmAdminText.departmentsSub}
      extra={
        can('firm-department:edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, row: null, initial: null })} data-testid="department-add">
            {firmAdminText.add}
          </Button>
        )
      }
    >
      <AdminFilters>
        <SearchBox placeholder={firmAdminText.searchName} onSearch={(s) => setSearch(s || undefined)} />
      </AdminFilters>
      <AdminTable<TreeOf<TFirmDepartment>> list={list} columns={columns} dataSource={tree} expandable={{ defaultExpandAllRows: true }} />
      <NameDialog
        open={dialog.open}
        title={dialog.row ? firmAdminText.editDepartment : firmAdminText.addDepartment}
        label={firmAdminText.departmentName}
        initial={dialog.initial}
        rules={rules.data}
        parents={parents}
        pending={add.pending || update.pending}
        onSubmit={submit}
        onClose={() => setDialog({ open: false, row: null, initial: null })}
      />
    </AdminCard>
  );
}
