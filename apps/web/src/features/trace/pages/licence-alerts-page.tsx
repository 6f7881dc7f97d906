import type { OutputOf } from '@shanlian/contract';
import { Card, Select, Skeleton, Table, type TableColumnsType, Pagination } from 'antd';
import { useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { DocThumbs } from '../../../components/doc-upload';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaDate } from '../../../lib/format';
import { licenceText } from '../../../lib/text/licence';
import { usePageTitle } from '../../../lib/use-page-title';
import { traceApi } from '../../../api/trace';
import { LicenceStateTag } from '../../../components/licence-bits';
import '../../../components/licence.css';

type Row = OutputOf<'Supervision/GetLicenseAlertList'>[number];
const PAGE_SIZES = [10, 20, 50];

/** /console/licence-alerts — the supervisor's list of suppliers in the area whose licences expired or expire soon. */
export default function LicenceAlertsPage() {
  usePageTitle(licenceText.alertsTitle);
  const narrow = useNarrow();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<'expired' | 'expiring' | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = traceApi.usePaged('Supervision/GetLicenseAlertList', {
    SearchName: search || null,
    State: state,
    PagerInfo: { PageIndex: page, PageSize: size },
  });
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  const files = (r: Row) => r.Files.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName }));

  const columns: TableColumnsType<Row> = [
    { title: licenceText.firm, dataIndex: 'FirmName' },
    { title: licenceText.type, dataIndex: 'LicenseTypeName', width: 130 },
    { title: licenceText.name, dataIndex: 'Name' },
    { title: licenceText.no, dataIndex: 'LicenseNo' },
    { title: licenceText.validUntil, dataIndex: 'ValidUntil', width: 110, render: (v: string) => formatChinaDate(v) },
    {
      title: licenceText.state,
      key: 'state',
      width: 120,
      render: (_, r) => (
        <span>
          <LicenceStateTag row={r} />
          <div className="lic-muted">{licenceText.daysLeft(r.DaysLeft)}</div>
        </span>
      ),
    },
    { title: licenceText.files, key: 'files', render: (_, r) => <DocThumbs files={files(r)} size={40} /> },
  ];

  const pager = (
    <Pagination
      style={{ marginTop: 12, justifyContent: 'flex-end' }}
      current={page}
      pageSize={size}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES}
      showTotal={licenceText.total}
      size={narrow ? 'small' : undefined}
      onChange={(p, s) => {
        if (s !== size) {
          setSize(s);
          setPage(1);
        } else setPage(p);
      }}
    />
  );

  return (
    <div className="lic-page">
      <ConsolePageHead title={licenceText.alertsTitle} sub={licenceText.alertsSub} />
      <ConsoleCard>
        <div className="lic-filters">
          <SearchBox
            placeholder={licenceText.alertsSearch}
            testId="licence-alert-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder={licenceText.allStates}
            style={{ width: 140 }}
            value={state ?? undefined}
            onChange={(v) => {
              setState(v ?? null);
              setPage(1);
            }}
            options={[
              { value: 'expired', label: '已过期' },
              { value: 'expiring', label: '即将到期' },
            ]}
            data-testid="licence-alert-state"
          />
        </div>
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.error ? (
          <EmptyState description={list.error.message} />
        ) : rows.length === 0 ? (
          <EmptyState description={licenceText.alertsEmpty} />
        ) : narrow ? (
          <>
            <div className="lic-cards" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((r) => (
                <Card key={r.Id} size="small" className="lic-card" data-testid="licence-alert-row">
                  <div className="lic-card-title">
                    <span>{r.FirmName}</span>
                    <LicenceStateTag row={r} />
                  </div>
                  <div className="lic-card-row">
                    <span>{licenceText.name}</span>
                    <span>
                      {r.Name}（{r.LicenseTypeName}）
                    </span>
                  </div>
                  <div className="lic-card-row">
                    <span>{licenceText.no}</span>
                    <span>{r.LicenseNo}</span>
                  </div>
                  <div className="lic-card-row">
                    <span>{licenceText.validUntil}</span>
                    <span>
                      {formatChinaDate(r.ValidUntil)}（{licenceText.daysLeft(r.DaysLeft)}）
                    </span>
                  </div>
                  <DocThumbs files={files(r)} size={56} />
                </Card>
              ))}
            </div>
            {pager}
          </>
        ) : (
          <>
            <Table<Row>
              rowKey="Id"
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={list.isFetching}
              pagination={false}
              data-testid="licence-alert-table"
            />
            {pager}
          </>
        )}
      </ConsoleCard>
    </div>
  );
}
