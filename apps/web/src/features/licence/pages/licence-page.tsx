import { PlusOutlined } from '@ant-design/icons';
import type { TLicenseRow } from '@shanlian/contract';
import { Button, Card, Popconfirm, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { DocThumbs } from '../../../components/doc-upload';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaDate } from '../../../lib/format';
import { TLic } from '../../../lib/text/licence';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLicenceOp, useLicenceWrite } from '../api';
import { LicenceAlert, LicenceStateTag } from '../components/licence-bits';
import { LicenceDialog } from '../components/licence-dialog';
import '../licence.css';

const filesOf = (r: TLicenseRow) => r.Files.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName }));

/** The frame's own page head and card: the supplier desk's console look, or the buyer centre's section. */
function Frame({ desk, extra, children }: { desk: boolean; extra: ReactNode; children: ReactNode }) {
  if (desk) {
    return (
      <div className="lic-page">
        <ConsolePageHead title={TLic.title} sub={TLic.sub} extra={extra} />
        <ConsoleCard>{children}</ConsoleCard>
      </div>
    );
  }
  return (
    <section className="sl-section lic-page">
      <div className="lic-head">
        <div>
          <h1>{TLic.title}</h1>
          <p>{TLic.sub}</p>
        </div>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** /supplier/licences and /eshop/store/licences — the firm's licences (资质证照), their state, add / edit / delete. */
export default function LicencePage() {
  usePageTitle(TLic.title);
  const desk = useLocation().pathname.startsWith('/supplier');
  const can = useCan();
  const narrow = useNarrow();
  const list = useLicenceOp('EN_Firmlicense/GetFirmlicenseList', {});
  const del = useLicenceWrite('EN_Firmlicense/DeleteFirmlicense');
  const [editing, setEditing] = useState<TLicenseRow | 'new' | null>(null);
  const rows = list.data ?? [];
  const canEdit = can('firm-licence:edit');
  const canDelete = can('firm-licence:delete');

  const actions = (r: TLicenseRow) => (
    <Space size={4}>
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="licence-edit">
          {TLic.edit}
        </Button>
      )}
      {canDelete && (
        <Popconfirm
          title={TLic.delConfirm(r.Name)}
          okText={TLic.del}
          cancelText={TLic.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => del.run({ Id: r.Id }, undefined, TLic.deleted)}
        >
          <Button type="link" size="small" danger data-testid="licence-delete">
            {TLic.del}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<TLicenseRow> = [
    { title: TLic.type, dataIndex: 'LicenseTypeName', width: 130 },
    { title: TLic.name, dataIndex: 'Name' },
    { title: TLic.no, dataIndex: 'LicenseNo' },
    { title: TLic.authority, dataIndex: 'IssuingAuthority', render: (v: string) => v || '—' },
    { title: TLic.validFrom, dataIndex: 'ValidFrom', width: 110, render: (v: string) => formatChinaDate(v) },
    { title: TLic.validUntil, dataIndex: 'ValidUntil', width: 110, render: (v: string) => formatChinaDate(v) },
    {
      title: TLic.state,
      key: 'state',
      width: 120,
      render: (_, r) => (
        <span>
          <LicenceStateTag row={r} />
          <div className="lic-muted">{TLic.daysLeft(r.DaysLeft)}</div>
        </span>
      ),
    },
    {
      title: TLic.files,
      key: 'files',
      render: (_, r) => (r.Files.length ? <DocThumbs files={filesOf(r)} size={44} /> : <span className="lic-muted">{TLic.noFile}</span>),
    },
    ...(canEdit || canDelete ? [{ title: TLic.actions, key: 'op', width: 120, render: (_: unknown, r: TLicenseRow) => actions(r) }] : []),
  ];

  const add = canEdit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="licence-add">
      {TLic.add}
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
            <EmptyState description={TLic.empty}>{desk && <div className="lic-muted">{TLic.emptyHint}</div>}</EmptyState>
          ) : narrow ? (
            <div className="lic-cards" data-testid="licence-cards">
              {rows.map((r) => (
                <Card key={r.Id} size="small" className="lic-card" data-testid="licence-row">
                  <div className="lic-card-title">
                    <span>{r.Name}</span>
                    <LicenceStateTag row={r} />
                  </div>
                  <div className="lic-card-row">
                    <span>{TLic.type}</span>
                    <span>{r.LicenseTypeName}</span>
                  </div>
                  <div className="lic-card-row">
                    <span>{TLic.no}</span>
                    <span>{r.LicenseNo}</span>
                  </div>
                  {r.IssuingAuthority && (
                    <div className="lic-card-row">
                      <span>{TLic.authority}</span>
                      <span>{r.IssuingAuthority}</span>
                    </div>
                  )}
                  <div className="lic-card-row">
                    <span>{TLic.validRange}</span>
                    <span>
                      {formatChinaDate(r.ValidFrom)} ~ {formatChinaDate(r.ValidUntil)}（{TLic.daysLeft(r.DaysLeft)}）
                    </span>
                  </div>
                  <DocThumbs files={filesOf(r)} size={56} />
                  {(canEdit || canDelete) && <div className="lic-card-actions">{actions(r)}</div>}
                </Card>
              ))}
            </div>
          ) : (
            <Table<TLicenseRow>
              rowKey="Id"
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              pagination={false}
              data-testid="licence-table"
            />
          )}
        </>
      )}
      <LicenceDialog open={editing != null} licence={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </Frame>
  );
}
