import type { OutputOf } from '@shanlian/contract';
import { Skeleton, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { traceApi } from '../../../api/trace';
import { AdminFilters, RowsTable, SearchBox, SelectFilter, SizedPager, usePageAndSize } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { DocThumbs } from '../../../components/doc-upload';
import { EmptyState } from '../../../components/empty-state';
import { LicenceCard, licenceColumns } from '../../../components/licence-bits';
import { formatChinaDate } from '../../../lib/format';
import { licenceText } from '../../../lib/text/licence';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/licence.css';

type Row = OutputOf<'Supervision/GetLicenseAlertList'>[number];

/** /console/licence-alerts — the supervisor's list of suppliers in the area whose licences expired or expire soon. */
export default function LicenceAlertsPage() {
  usePageTitle(licenceText.alertsTitle);
  const narrow = useNarrow();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<'expired' | 'expiring' | null>(null);
  const pager = usePageAndSize();
  const list = traceApi.usePaged('Supervision/GetLicenseAlertList', { SearchName: search || null, State: state, PagerInfo: pager.PagerInfo });
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  const files = (r: Row) => r.Files.map((f) => ({ Id: f.Id, FileUrl: f.FileUrl, FileName: f.FileName }));

  const columns: TableColumnsType<Row> = [
    { title: licenceText.firm, dataIndex: 'FirmName' },
    ...licenceColumns<Row>(),
    { title: licenceText.files, key: 'files', render: (_, r) => <DocThumbs files={files(r)} size={40} /> },
  ];

  const pagerBar = <SizedPager pager={pager} total={total} showTotal={licenceText.total} />;

  return (
    <div className="lic-page">
      <ConsolePageHead title={licenceText.alertsTitle} sub={licenceText.alertsSub} />
      <ConsoleCard>
        <AdminFilters className="lic-filters">
          <SearchBox
            placeholder={licenceText.alertsSearch}
            testId="licence-alert-search"
            onSearch={(s) => {
              setSearch(s);
              pager.setPage(1);
            }}
          />
          <SelectFilter<'expired' | 'expiring'>
            placeholder={licenceText.allStates}
            width={140}
            value={state}
            onChange={(v) => {
              setState(v);
              pager.setPage(1);
            }}
            options={[
              { value: 'expired', label: '已过期' },
              { value: 'expiring', label: '即将到期' },
            ]}
            testId="licence-alert-state"
          />
        </AdminFilters>
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
                <LicenceCard
                  key={r.Id}
                  row={r}
                  title={r.FirmName}
                  lines={[
                    [licenceText.name, `${r.Name}（${r.LicenseTypeName}）`],
                    [licenceText.no, r.LicenseNo],
                    [licenceText.validUntil, `${formatChinaDate(r.ValidUntil)}（${licenceText.daysLeft(r.DaysLeft)}）`],
                  ]}
                  files={files(r)}
                  testId="licence-alert-row"
                />
              ))}
            </div>
            {pagerBar}
          </>
        ) : (
          <>
            <RowsTable<Row> columns={columns} rows={rows} fetching={list.isFetching} data-testid="licence-alert-table" />
            {pagerBar}
          </>
        )}
      </ConsoleCard>
    </div>
  );
}
