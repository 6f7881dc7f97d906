import type { TFirmPosition } from '@shanlian/contract';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { RowAction, RowActions, RowConfirm, useListFilter } from '../../../components/admin-table';
import { formatChinaTime } from '../../../lib/format';
import { adminText } from '../../../lib/text/admin';
import { firmAdminText } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { FirmAdminList, NO_NAME_FILTER } from '../components/firm-admin-list';
import { NameDialog, type NameValues } from '../components/name-dialog';

/** 岗位管理 (/eshop/store/positions, /supplier/positions): the firm's positions. */
export default function PositionsPage() {
  const can = useCan();
  const query = useListFilter(NO_NAME_FILTER);
  const [dialog, setDialog] = useState<{ open: boolean; row: TFirmPosition | null }>({ open: false, row: null });
  const list = useAdminPaged('EN_Firmposition/GetEN_FirmpositionList', { SearchName: query.filter.search || undefined, PagerInfo: query.PagerInfo });
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
    <FirmAdminList<TFirmPosition>
      title={firmAdminText.positionsTitle}
      sub={firmAdminText.positionsSub}
      canAdd={can('firm-position:edit')}
      onAdd={() => setDialog({ open: true, row: null })}
      addTestId="position-add"
      query={query}
      list={list}
      columns={columns}
    >
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
    </FirmAdminList>
  );
}
