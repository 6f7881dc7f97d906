import type { OutputOf } from '@shanlian/contract';
import { OPERATOR_MSG as M } from '@shanlian/contract/browser';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import { ContentHead, ContentTable, DeleteAction, nextSortOf, useContentPage } from '../components/content-page';
import { SortField } from '../components/sort-field';
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
      <Form.Item name="Name" label={operatorContentText.firmTypeName} rules={requiredText(M.firmTypeNameRequired, 20, M.firmTypeNameTooLong)}>
        <Input maxLength={20} data-testid="firm-type-name" />
      </Form.Item>
      <SortField />
    </CrudFormDialog>
  );
}

/** /console/content/firm-types — the public firm types with the firms that chose each; add, edit, delete unused ones. */
export default function FirmTypesPage() {
  const { canEdit, canDelete, editing, setEditing } = useContentPage<FirmType | 'new'>(operatorContentText.firmTypesTitle);
  const list = useContentOp('CMS/GetPubFirmTypeList', {});
  const del = useContentWrite('CMS/DeletePubFirmType');
  const rows = list.data ?? [];

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
          {canDelete && (
            <DeleteAction
              title={operatorContentText.deleteConfirm(r.Name)}
              onConfirm={() => del.run({ Id: r.Id }, operatorContentText.deleted)}
              testId="firm-type-delete"
              blocked={r.FirmCount > 0 ? operatorContentText.firmTypeInUse : null}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ContentHead
        title={operatorContentText.firmTypesTitle}
        sub={operatorContentText.firmTypesSub}
        canAdd={canEdit}
        onAdd={() => setEditing('new')}
        addText={operatorContentText.addFirmType}
        addTestId="firm-type-add"
      />
      <ContentTable<FirmType>
        list={list}
        rows={rows}
        columns={columns}
        empty={operatorContentText.none}
        onRow={() => ({ 'data-testid': 'firm-type-row' }) as never}
      />
      <FirmTypeDialog editing={editing} nextSort={nextSortOf(rows)} onClose={() => setEditing(null)} />
    </>
  );
}
