import type { TConsolePartner } from '@shanlian/contract';
import { OPERATOR_MSG as M } from '@shanlian/contract/browser';
import { Form, Input, type TableColumnsType } from 'antd';
import { RowAction, RowActions, RowConfirm } from '../../../components/admin-table';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { thumbUrl } from '../../../lib/image';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import { ContentHead, ContentTable, nextSortOf, useContentPage } from '../components/content-page';
import { ImageField } from '../components/image-field';
import { SortField } from '../components/sort-field';
import { linkRules } from '../rules/content-rules';
import '../operator-content.css';

interface PartnerValues {
  Name: string;
  FileId: string | null;
  Link: string;
  Sort: number;
}

function PartnerDialog({ editing, nextSort, onClose }: { editing: TConsolePartner | 'new' | null; nextSort: number; onClose(): void }) {
  const save = useContentKeyedWrite('CMS/SavePartner');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<PartnerValues>
      editing={editing}
      title={row ? operatorContentText.editPartner : operatorContentText.addPartner}
      values={() => (row ? { Name: row.Name, FileId: row.FileId, Link: row.Link ?? '', Sort: row.Sort } : { Name: '', FileId: null, Link: '', Sort: nextSort })}
      onSubmit={(v, key) =>
        save.run(
          { Id: row?.Id ?? null, Name: v.Name.trim(), FileId: v.FileId ?? '', Link: (v.Link ?? '').trim() || null, Sort: v.Sort ?? 0 },
          key,
          operatorContentText.saved,
        )
      }
      onClose={onClose}
      okText={operatorContentText.save}
      pending={save.pending}
      testId="partner-save"
    >
      <Form.Item name="Name" label={operatorContentText.partnerName} rules={requiredText(M.partnerNameRequired, 50, M.partnerNameTooLong)}>
        <Input maxLength={50} data-testid="partner-name" />
      </Form.Item>
      <Form.Item
        name="FileId"
        label={operatorContentText.partnerLogo}
        extra={operatorContentText.partnerLogoHint}
        rules={[{ required: true, message: M.partnerLogoRequired }]}
      >
        <ImageField width={200} testId="partner-logo" />
      </Form.Item>
      <Form.Item name="Link" label={operatorContentText.link} rules={linkRules}>
        <Input maxLength={300} placeholder={operatorContentText.linkPh} data-testid="partner-link" />
      </Form.Item>
      <SortField />
    </CrudFormDialog>
  );
}

/** /console/content/partners — the partner logos of the store's home in order; add, edit, delete. */
export default function PartnersPage() {
  const { canEdit, canDelete, editing, setEditing } = useContentPage<TConsolePartner | 'new'>(operatorContentText.partnersTitle);
  const list = useContentOp('CMS/GetPartnerList', {});
  const del = useContentWrite('CMS/DeletePartner');
  const rows = list.data ?? [];

  const columns: TableColumnsType<TConsolePartner> = [
    {
      title: operatorContentText.partnerLogo,
      dataIndex: 'FileUrl',
      width: 150,
      render: (url: string, r) => <img className="oc-logo" src={thumbUrl(url, 240)} alt={r.Name} loading="lazy" />,
    },
    { title: operatorContentText.partnerName, dataIndex: 'Name' },
    {
      title: operatorContentText.link,
      dataIndex: 'Link',
      ellipsis: true,
      render: (l: string | null) =>
        l ? (
          <a href={l} target="_blank" rel="noreferrer">
            {l}
          </a>
        ) : (
          <span className="oc-muted">{operatorContentText.noLink}</span>
        ),
    },
    { title: operatorContentText.sort, dataIndex: 'Sort', width: 80, align: 'right' },
    {
      title: operatorContentText.actions,
      key: 'ops',
      width: 140,
      hidden: !canEdit && !canDelete,
      render: (_, r) => (
        <RowActions>
          {canEdit && (
            <RowAction onClick={() => setEditing(r)} testId="partner-edit">
              {operatorContentText.edit}
            </RowAction>
          )}
          {canDelete && (
            <RowConfirm
              title={operatorContentText.deleteConfirm(r.Name)}
              onConfirm={() => del.run({ Id: r.Id }, operatorContentText.deleted)}
              testId="partner-delete"
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ContentHead
        title={operatorContentText.partnersTitle}
        sub={operatorContentText.partnersSub}
        storeLink
        canAdd={canEdit}
        onAdd={() => setEditing('new')}
        addText={operatorContentText.addPartner}
        addTestId="partner-add"
      />
      <ContentTable<TConsolePartner>
        list={list}
        rows={rows}
        columns={columns}
        empty={operatorContentText.partnersEmpty}
        scroll={{ x: 720 }}
        onRow={() => ({ 'data-testid': 'partner-row' }) as never}
      />
      <PartnerDialog editing={editing} nextSort={nextSortOf(rows)} onClose={() => setEditing(null)} />
    </>
  );
}
