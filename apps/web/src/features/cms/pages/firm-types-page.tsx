import { PlusOutlined } from '@ant-design/icons';
import { OPERATOR_MSG as M } from '@shanlian/contract/browser';
import type { OutputOf } from '@shanlian/contract';
import { Button, Form, Input, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { SortField } from '../components/sort-field';
import { useState } from 'react';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import '../operator-content.css';

type FirmType = OutputOf<'CMS/GetPubFirmTypeList'>[number];

function FirmTypeDialog({ editing, nextSort, onClose }: { editing: FirmType | 'new' | null; nextSort: number; onClose(): void }) {
  const save = useContentKeyedWrite('CMS/SavePubFirmType');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<{ Name: string; Sort: number }>
      editing={editing}
      title={row ? operatorContentText.editFirmType : operatorContentText.addFirmType}
      values={() => (row ? { Name: row.Name, Sort: row.Sort } : { Name: '', Sort: nextSort })}
      onSubmit={(v, key) => save.run({ Id: row?.Id ?? null, Name: v.Name.trim(), Sort: v.Sort ?? 0 }, key, operatorContentText.saved)}
      onClose={onClose}
      okText={operatorContentText.save}
      pending={save.pending}
      testId="firm-type-save"
      width={440}
    >
      <Form.Item
        name="Name"
        label={operatorContentText.firmTypeName}
        rules={[
          { required: true, whitespace: true, message: M.firmTypeNameRequired },
          { max: 20, message: M.firmTypeNameTooLong },
        ]}
      >
        <Input maxLength={20} data-testid="firm-type-name" />
      </Form.Item>
      <SortField />
    </CrudFormDialog>
  );
}

/** /console/content/firm-types — the public firm types with the firms that chose each; add, edit, delete unused ones. */
export default function FirmTypesPage() {
  usePageTitle(operatorContentText.firmTypesTitle);
  const can = useCan();
  const canEdit = can('cms:edit');
  const canDelete = can('cms:delete');
  const list = useContentOp('CMS/GetPubFirmTypeList', {});
  const del = useContentWrite('CMS/DeletePubFirmType');
  const [editing, setEditing] = useState<FirmType | 'new' | null>(null);
  const rows = list.data ?? [];
  const nextSort = rows.reduce((m, t) => Math.max(m, t.Sort + 1), 0);

  const columns: TableColumnsType<FirmType> = [
    { title: operatorContentText.firmTypeName, dataIndex: 'Name' },
    { title: operatorContentText.firmCount, dataIndex: 'FirmCount', width: 120, align: 'right' },
    { title: operatorContentText.sort, dataIndex: 'Sort', width: 90, align: 'right' },
    {
      title: operatorContentText.actions,
      key: 'ops',
      width: 140,
      hidden: !canEdit && !canDelete,
      render: (_, r) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="firm-type-edit">
              {operatorContentText.edit}
            </Button>
          )}
          {canDelete &&
            (r.FirmCount > 0 ? (
              <Tooltip title={operatorContentText.firmTypeInUse}>
                <Button type="link" size="small" danger disabled>
                  {operatorContentText.del}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm
                title={operatorContentText.deleteConfirm(r.Name)}
                okButtonProps={{ danger: true }}
                onConfirm={() => del.run({ Id: r.Id }, operatorContentText.deleted)}
              >
                <Button type="link" size="small" danger data-testid="firm-type-delete">
                  {operatorContentText.del}
                </Button>
              </Popconfirm>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ConsolePageHead
        title={operatorContentText.firmTypesTitle}
        sub={operatorContentText.firmTypesSub}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="firm-type-add">
              {operatorContentText.addFirmType}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <Table<FirmType>
          rowKey="Id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isLoading}
          pagination={false}
          locale={{ emptyText: list.error ? list.error.message : operatorContentText.none }}
          onRow={() => ({ 'data-testid': 'firm-type-row' }) as never}
        />
      </ConsoleCard>
      <FirmTypeDialog editing={editing} nextSort={nextSort} onClose={() => setEditing(null)} />
    </>
  );
}
