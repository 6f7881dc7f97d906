import { PlusOutlined } from '@ant-design/icons';
import type { TFirmPosition } from '@shanlian/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatChinaTime } from '../../../lib/format';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { adminText } from '../../../lib/text/admin';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../../../components/admin-card';
import { NameDialog, type NameValues } from '../components/name-dialog';

/** 岗位管理 (/eshop/store/positions, /supplier/positions): the firm's positions. */
export default function PositionsPage() {
  const can = useCan();
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; row: TFirmPosition | null }>({ open: false, row: null });
  const list = useAdminPaged('EN_Firmposition/GetEN_FirmpositionList', { SearchName: search, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const rules = useAdminOp('EN_Firmposition/GetValidationPara', {}, { enabled: dialog.open });
  const add = useAdminWrite('EN_Firmposition/AddEN_Firmposition');
  const update = useAdminWrite('EN_Firmposition/UpdateEN_Firmposition');
  const remove = useAdminWrite('EN_Firmposition/DeleteEN_Firmposition');

  const submit = async (v: NameValues) => {
    const r = dialog.row
      ? await update.run({ EN_FirmpositionInfo: { Name: v.Name, Id: dialog.row?.Id ?? '' } }, firmAdminText.saved)
      : await add.run({ EN_FirmpositionInfo: { Name: v.Name } }, firmAdminText.saved);
    return !!r;
  };

  const columns: TableColumnsType<TFirmPosition> = [
    { title: firmAdminText.positionName, dataIndex: 'Name' },
    { title: firmAdminText.userCount, dataIndex: 'UserCount', width: 90, align: 'center' },
    { title: firmAdminText.createTime, dataIndex: 'CreateTime', width: 170, render: (v: string) => formatChinaTime(v) },
  ];
  if (can(['firm-position:edit', 'firm-position:delete']))
    columns.push({
      title: firmAdminText.actions,
      key: 'actions',
      width: 150,
      render: (_: unknown, r) => (
        <RowActions>
          {can('firm-position:edit') && <RowAction onClick={() => setDialog({ open: true, row: r })}>{firmAdminText.edit}</RowAction>}
          {can('firm-position:delete') && (
            <RowConfirm title={adminText.deleteConfirm(r.Name)} onConfirm={() => remove.run({ Id: r.Id }, firmAdminText.deleted)} />
          )}
        </RowActions>
      ),
    });

  return (
    <AdminCard
      title={firmAdminText.positionsTitle}
      sub={firmAdminText.positionsSub}
      extra={
        can('firm-position:edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, row: null })} data-testid="position-add">
            {firmAdminText.add}
          </Button>
        )
      }
    >
      <AdminFilters>
        <SearchBox
          placeholder={firmAdminText.searchName}
          onSearch={(s) => {
            setSearch(s || undefined);
            setPage(1);
          }}
        />
      </AdminFilters>
      <AdminTable<TFirmPosition> list={list} columns={columns} page={page} onPage={setPage} />
      <NameDialog
        open={dialog.open}
        title={dialog.row ? firmAdminText.editPosition : firmAdminText.addPosition}
        label={firmAdminText.positionName}
        initial={dialog.row ? { Name: dialog.row.Name } : null}
        rules={rules.data}
        pending={add.pending || update.pending}
        onSubmit={submit}
        onClose={() => setDialog({ open: false, row: null })}
      />
    </AdminCard>
  );
}
