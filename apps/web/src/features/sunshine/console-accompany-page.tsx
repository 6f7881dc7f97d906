import { DownloadOutlined } from '@ant-design/icons';
import type { OutputOf } from '@shanlian/contract';
import { Button, Card, DatePicker, Pagination, Progress, Skeleton, Table, type TableColumnsType, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { SearchBox } from '../../components/admin-table';
import { AreaFilter } from '../../components/area-filter';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../components/console-layout';
import { EmptyState } from '../../components/empty-state';
import { useCan } from '../../lib/use-can';
import { usePageTitle } from '../../lib/use-page-title';
import { sunshineText as T } from '../../lib/text/sunshine';
import { useSunshineExport, useSunshinePaged } from './api';
import './sunshine.css';

type Row = OutputOf<'Feedback/GetAccompanyCoverage'>[number];
const DAY = 'YYYY-MM-DD';

const pct = (v: number | null) => (v == null ? null : Math.round(v * 1000) / 10);

function CoverageBar({ row }: { row: Row }) {
  const p = pct(row.Coverage);
  if (p == null) return <span className="sun-muted">{T.noMenu}</span>;
  return <Progress percent={p} size="small" status={p < 80 ? 'exception' : 'success'} format={() => `${p}%`} style={{ minWidth: 120 }} />;
}

function GapList({ row }: { row: Row }) {
  const gaps = row.Served - row.Recorded;
  if (gaps === 0) return <span>0</span>;
  return (
    <Tooltip
      title={row.Gaps.slice(0, 20)
        .map((g) => `${g.Date} ${g.MealName}`)
        .join('，')}
    >
      <span className="sun-gap">{T.meals(gaps)}</span>
    </Tooltip>
  );
}

/** /console/accompany — 陪餐 coverage of the area's schools over a date range, and its export. */
export default function ConsoleAccompanyPage() {
  usePageTitle(T.coverageTitle);
  const narrow = useNarrow();
  const can = useCan();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()]);
  const [area, setArea] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const filter = { AreaCode: area, SearchName: search || null, StartDate: range[0].format(DAY), EndDate: range[1].format(DAY) };
  const list = useSunshinePaged('Feedback/GetAccompanyCoverage', { ...filter, PagerInfo: { PageIndex: page, PageSize: size } });
  const exporter = useSunshineExport('Feedback/ExportAccompanyCoverage');
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;

  const columns: TableColumnsType<Row> = [
    { title: T.school, dataIndex: 'FirmName' },
    { title: T.area, dataIndex: 'AreaName', width: 140 },
    { title: T.served, dataIndex: 'Served', width: 100, align: 'right' },
    { title: T.recorded, dataIndex: 'Recorded', width: 100, align: 'right' },
    { title: T.gaps, key: 'gaps', width: 100, align: 'right', render: (_, r) => <GapList row={r} /> },
    { title: T.coverage, key: 'coverage', width: 200, render: (_, r) => <CoverageBar row={r} /> },
  ];

  return (
    <div>
      <ConsolePageHead
        title={T.coverageTitle}
        sub={T.coverageSub}
        extra={
          can('supervision-feedback:export') && (
            <Button icon={<DownloadOutlined />} loading={exporter.pending} onClick={() => exporter.run(filter)} data-testid="accompany-export">
              {T.exportExcel}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <div className="sun-filters">
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => {
              if (v?.[0] && v[1]) {
                setRange([v[0], v[1]]);
                setPage(1);
              }
            }}
            data-testid="accompany-range"
          />
          <AreaFilter
            value={area}
            onChange={(v) => {
              setArea(v);
              setPage(1);
            }}
            placeholder={T.allAreas}
            style={{ width: 200 }}
            testId="accompany-area"
          />
          <SearchBox
            placeholder={T.schoolName}
            testId="accompany-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </div>
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.error ? (
          <EmptyState description={list.error.message} />
        ) : rows.length === 0 ? (
          <EmptyState description={T.noSchools} />
        ) : narrow ? (
          <div className="sun-cards">
            {rows.map((r) => (
              <Card key={r.FirmId} size="small" data-testid="coverage-row">
                <div className="sun-card-head">
                  <span>{r.FirmName}</span>
                  <span className="sun-muted">{r.AreaName}</span>
                </div>
                <CoverageBar row={r} />
                <div className="sun-muted">
                  {T.servedSummary(r.Served, r.Recorded)}
                  <GapList row={r} />
                </div>
              </Card>
            ))}
          </div>
        ) : (
          <Table<Row>
            rowKey="FirmId"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            onRow={() => ({ 'data-testid': 'coverage-row' }) as object}
          />
        )}
        {total > 0 && (
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={page}
            pageSize={size}
            total={total}
            showSizeChanger
            size={narrow ? 'small' : undefined}
            showTotal={T.schoolsTotal}
            onChange={(p, s) => {
              if (s !== size) {
                setSize(s);
                setPage(1);
              } else setPage(p);
            }}
          />
        )}
      </ConsoleCard>
    </div>
  );
}
