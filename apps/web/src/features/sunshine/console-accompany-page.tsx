import { DownloadOutlined } from '@ant-design/icons';
import type { OutputOf } from '@shanlian/contract';
import { Button, Card, DatePicker, Progress, type TableColumnsType, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { SearchBox } from '../../components/admin-table';
import { AreaFilter } from '../../components/area-filter';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../components/console-layout';
import { sunshineText as T } from '../../lib/text/sunshine';
import { useCan } from '../../lib/use-can';
import { usePageTitle } from '../../lib/use-page-title';
import { useSunshineExport, useSunshinePaged } from './api';
import { SunshineList, usePaging } from './sunshine-list';
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
  const paging = usePaging();
  const filter = { AreaCode: area, SearchName: search || null, StartDate: range[0].format(DAY), EndDate: range[1].format(DAY) };
  const list = useSunshinePaged('Feedback/GetAccompanyCoverage', { ...filter, PagerInfo: paging.pager });
  const exporter = useSunshineExport('Feedback/ExportAccompanyCoverage');

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
                paging.reset();
              }
            }}
            data-testid="accompany-range"
          />
          <AreaFilter
            value={area}
            onChange={(v) => {
              setArea(v);
              paging.reset();
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
              paging.reset();
            }}
          />
        </div>
        <SunshineList<Row>
          list={list}
          paging={paging}
          narrow={narrow}
          columns={columns}
          rowKey="FirmId"
          rowTestId="coverage-row"
          empty={T.noSchools}
          showTotal={T.schoolsTotal}
          card={(r) => (
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
          )}
        />
      </ConsoleCard>
    </div>
  );
}
