import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TFirmDepartment } from '@shanlian/contract';
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatChinaTime } from '../../../lib/format';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../components/admin-card';
import { NameDialog, type NameValues } from '../components/name-dialog';
import { selectTree, subtreeIds, type TreeOf, treeOf } from '../../../lib/tree';

/** 部门管理 (/eshop/store/departments, /supplier/departments): the firm's departments as a tree. */
export default function DepartmentsPage() {
  const can = useCan();
  const [text, setText] = useState('');
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
      ? await update.run({ EN_FirmdepartmentInfo: { ...v, Id: dialog.row?.Id ?? '' } }, TF.saved)
      : await add.run({ EN_FirmdepartmentInfo: v }, TF.saved);
    return !!r;
  };

  const columns: TableColumnsType<TreeOf<TFirmDepartment>> = [
    { title: TF.departmentName, dataIndex: 'Name' },
    { title: TF.userCount, dataIndex: 'UserCount', width: 90, align: 'center' },
    { title: TF.createTime, dataIndex: 'CreateTime', width: 170, render: (v: string) => formatChinaTime(v) },
  ];
  if (can(['firm-department:edit', 'firm-department:delete']))
    columns.push({
      title: TF.actions,
      key: 'actions',
      width: 220,
      render: (_: unknown, r) => (
        <Space size={0}>
          {can('firm-department:edit') && (
            <>
              <Button type="link" size="small" onClick={() => setDialog({ open: true, row: null, initial: { Name: '', ParentId: r.Id } })}>
                {TF.addChild}
              </Button>
              <Button type="link" size="small" onClick={() => setDialog({ open: true, row: r, initial: { Name: r.Name, ParentId: r.ParentId } })}>
                {TF.edit}
              </Button>
            </>
          )}
          {can('firm-department:delete') && (
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
      title={TF.departmentsTitle}
      sub={TF.departmentsSub}
      extra={
        can('firm-department:edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, row: null, initial: null })} data-testid="department-add">
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
          onPressEnter={() => setSearch(text.trim() || undefined)}
          onClear={() => setSearch(undefined)}
        />
      </div>
      <Table<TreeOf<TFirmDepartment>>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={tree}
        loading={list.isLoading || list.isFetching}
        locale={{ emptyText: list.error ? list.error.message : TF.none }}
        expandable={{ defaultExpandAllRows: true }}
        pagination={false}
      />
      <NameDialog
        open={dialog.open}
        title={dialog.row ? TF.editDepartment : TF.addDepartment}
        label={TF.departmentName}
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
