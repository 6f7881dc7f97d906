import { PlusOutlined } from '@ant-design/icons';
import type { TLicenseRow } from '@shanlian/contract';
import { Button, Popconfirm, Skeleton, Space, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { firmApi } from '../../../api/firm';
import { RowsTable } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { DocThumbs } from '../../../components/doc-upload';
import { EmptyState } from '../../../components/empty-state';
import { LicenceAlert, LicenceCard, licenceColumns } from '../../../components/licence-bits';
import { formatChinaDate } from '../../../lib/format';
import { licenceText } from '../../../lib/text/licence';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { LicenceDialog } from '../components/licence-dialog';
import '../../../components/licence.css';

const filesOf = (r: TLicenseRow) => r.Files.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName }));

/** The frame's own page head and card: the supplier desk's console look, or the buyer centre's section. */
function Frame({ desk, extra, children }: { desk: boolean; extra: ReactNode; children: ReactNode }) {
  if (desk) {
    return (
      <div className="lic-page">
        <ConsolePageHead title={licenceText.title} sub={licenceText.sub} extra={extra} />
        <ConsoleCard>{children}</ConsoleCard>
      </div>
    );
  }
  return (
    <section className="sl-section lic-page">
      <div className="lic-head">
        <div>
          <h1>{licenceText.title}</h1>
          <p>{licenceText.sub}</p>
        </div>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** /supplier/licences and /eshop/store/licences — the firm's licences (资质证照), their state, add / edit / delete. */
export default function LicencePage() {
  usePageTitle(licenceText.title);
  const desk = useLocation().pathname.startsWith('/supplier');
  const can = useCan();
  const narrow = useNarrow();
  const list = firmApi.useOp('EN_Firmlicense/GetFirmlicenseList', {});
  const del = firmApi.useKeyedWrite('EN_Firmlicense/DeleteFirmlicense');
  const [editing, setEditing] = useState<TLicenseRow | 'new' | null>(null);
  const rows = list.data ?? [];
  const canEdit = can('firm-licence:edit');
  const canDelete = can('firm-licence:delete');

  const actions = (r: TLicenseRow) => (
    <Space size={4}>
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="licence-edit">
          {licenceText.edit}
        </Button>
      )}
      {canDelete && (
        <Popconfirm
          title={licenceText.delConfirm(r.Name)}
          okText={licenceText.del}
          cancelText={licenceText.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => del.run({ Id: r.Id }, undefined, licenceText.deleted)}
        >
          <Button type="link" size="small" danger data-testid="licence-delete">
            {licenceText.del}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<TLicenseRow> = [
    ...licenceColumns<TLicenseRow>([
      { title: licenceText.authority, dataIndex: 'IssuingAuthority', render: (v: string) => v || '—' },
      { title: licenceText.validFrom, dataIndex: 'ValidFrom', width: 110, render: (v: string) => formatChinaDate(v) },
    ]),
    {
      title: licenceText.files,
      key: 'files',
      render: (_, r) => (r.Files.length ? <DocThumbs files={filesOf(r)} size={44} /> : <span className="lic-muted">{licenceText.noFile}</span>),
    },
    ...(canEdit || canDelete ? [{ title: licenceText.actions, key: 'op', width: 120, render: (_: unknown, r: TLicenseRow) => actions(r) }] : []),
  ];

  const add = canEdit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="licence-add">
      {licenceText.add}
    </Button>
  );

  return (
    <Frame desk={desk} extra={add}>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>重试</Button>
        </EmptyState>
      ) : (
        <>
          <LicenceAlert rows={rows} shipping={desk} />
          {rows.length === 0 ? (
            <EmptyState description={licenceText.empty}>{desk && <div className="lic-muted">{licenceText.emptyHint}</div>}</EmptyState>
          ) : narrow ? (
            <div className="lic-cards" data-testid="licence-cards">
              {rows.map((r) => (
                <LicenceCard
                  key={r.Id}
                  row={r}
                  title={r.Name}
                  lines={[
                    [licenceText.type, r.LicenseTypeName],
                    [licenceText.no, r.LicenseNo],
                    [licenceText.authority, r.IssuingAuthority || null],
                    [licenceText.validRange, `${formatChinaDate(r.ValidFrom)} ~ ${formatChinaDate(r.ValidUntil)}（${licenceText.daysLeft(r.DaysLeft)}）`],
                  ]}
                  files={filesOf(r)}
                  actions={(canEdit || canDelete) && actions(r)}
                  testId="licence-row"
                />
              ))}
            </div>
          ) : (
            <RowsTable<TLicenseRow> columns={columns} rows={rows} fetching={list.isFetching} data-testid="licence-table" />
          )}
        </>
      )}
      <LicenceDialog open={editing != null} licence={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </Frame>
  );
}
