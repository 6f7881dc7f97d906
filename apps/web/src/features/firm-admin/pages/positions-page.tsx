import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TFirmPosition } from '@shanlian/contract';
import { Button, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatChinaTime } from '../../../lib/format';
import { TF } from '../../../lib/text/firm-admin';
import { useCan } from '../../../lib/use-can';
import { useAdminOp, useAdminPaged, useAdminWrite } from '../api/firm-admin';
import { AdminCard } from '../components/admin-card';
import { NameDialog, type NameValues } from '../components/name-dialog';

const PAGE_SIZE = 10;

/** 岗位管理 (/eshop/store/positions, /supplier/positions): the firm's positions. */
export default function PositionsPage() {
  const can = useCan();
  const [text, setText] = useState('');
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
      ? await update.run({ EN_FirmpositionInfo: { Name: v.Name, Id: dialog.row?.Id ?? '' } }, TF.saved)
      : await add.run({ EN_FirmpositionInfo: { Name: v.Name } }, TF.saved);
    return !!r;
  };

  const columns: TableColumnsType<TFirmPosition> = [
    { title: TF.positionName, dataIndex: 'Name' },
    { title: TF.userCount, dataIndex: 'UserCount', width: 90, align: 'center' },
    { title: TF.createTime, dataIndex: 'CreateTime', width: 170, render: (v: string) => formatChinaTime(v) },
  ];
  if (can(['firm-position:edit', 'firm-position:delete']))
    columns.push({
      title: TF.actions,
      key: 'actions',
      width: 150,
      render: (_: unknown, r) => (
        <Space size={0}>
          {can('firm-position:edit') && (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, row: r })}>
              {TF.edit}
            </Button>
          )}
          {can('firm-position:delete') && (
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
      title={TF.positionsTitle}
      sub={TF.positionsSub}
      extra={
        can('firm-position:edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, row: null })} data-testid="position-add">
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
      <Table<TFirmPosition>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isLoading || list.isFetching}
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
      <NameDialog
        open={dialog.open}
        title={dialog.row ? TF.editPosition : TF.addPosition}
        label={TF.positionName}
        initial={dialog.row ? { Name: dialog.row.Name } : null}
        rules={rules.data}
        pending={add.pending || update.pending}
        onSubmit={submit}
        onClose={() => setDialog({ open: false, row: null })}
      />
    </AdminCard>
  );
}
