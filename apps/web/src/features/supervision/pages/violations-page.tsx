import { DownloadOutlined } from '@ant-design/icons';
import type { TCase } from '@shanlian/contract';
import { CASE_STATUS, VIOLATION_GRADES } from '@shanlian/contract/browser';
import { Button, DatePicker, Pagination, Select, Skeleton, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResponsiveTable, SearchBox } from '../../../components/admin-table';
import { useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime } from '../../../lib/format';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { useNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupExport, useSupPaged } from '../api';
import { CardTag, GradeTag, StatusTag } from '../components/case-bits';
import { CaseDrawer } from '../components/case-drawer';
import { Frame, useInConsole } from '../components/frame';
import { type CaseFilters, caseQuery, deadlineLate, filtersFromSearch } from '../rules/supervision-rules';
import '../supervision.css';

const PAGE_SIZES = [10, 20, 50];

/**
 * /console/violations (违规处置, supervisors) and /eshop/store/violations (违规整改, the canteen: the
 * server answers its own firm's cases): the cases with their filters (status, grade, overdue, a
 * search on Enter, a date range; a firm from the dashboard's link), 导出, and the case's drawer
 * with its evidence, history and the actions the caller may take.
 */
export default function ViolationsPage() {
  const inConsole = useInConsole();
  const title = inConsole ? supervisionText.casesTitle : supervisionText.rectifyTitle;
  usePageTitle(title);
  const can = useCan();
  const narrow = useNarrow();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<CaseFilters>(() => filtersFromSearch(params));
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [openId, setOpenId] = useState<string | null>(params.get('id'));
  const firmName = params.get('name');

  const query = useMemo(() => caseQuery(filters), [filters]);
  const list = useSupPaged('AI_Aiillegalresult/GetAI_AiillegalresultList', { ...query, PagerInfo: { PageIndex: page, PageSize: size } });
  const exporter = useSupExport('AI_Aiillegalresult/ExportAI_Aiillegalresult');
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;

  const set = (patch: Partial<CaseFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const clearFirm = () => {
    set({ firmId: null });
    const next = new URLSearchParams(params);
    next.delete('firm');
    next.delete('name');
    setParams(next, { replace: true });
  };

  const columns: TableColumnsType<TCase> = [
    {
      title: supervisionText.caseNo,
      dataIndex: 'CaseNo',
      width: 170,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.Id)} data-testid="case-no">
          {v}
        </Button>
      ),
    },
    ...(inConsole ? [{ title: supervisionText.firm, dataIndex: 'FirmName', ellipsis: true, width: 160 }] : []),
    { title: supervisionText.camera, dataIndex: 'MonitorName', width: 110, ellipsis: true },
    { title: supervisionText.ability, dataIndex: 'AbilityName', width: 120 },
    { title: supervisionText.grade, dataIndex: 'Grade', width: 96, render: (g: number, r) => <GradeTag grade={g} name={r.GradeName} /> },
    { title: supervisionText.status, dataIndex: 'Status', width: 86, render: (s: number, r) => <StatusTag status={s} name={r.StatusName} /> },
    { title: supervisionText.card, dataIndex: 'EscalationLevel', width: 90, render: (l: number, r) => <CardTag level={l} name={r.EscalationName} /> },
    { title: supervisionText.count, dataIndex: 'Count', width: 64, align: 'right' },
    {
      title: supervisionText.deadlineTime,
      dataIndex: 'DeadlineTime',
      width: 160,
      render: (v: string, r) => (
        <span className={deadlineLate(r, now) ? 'sv-late' : undefined} data-testid="case-deadline" data-late={deadlineLate(r, now) ? 'true' : 'false'}>
          {formatChinaTime(v, false)}
        </span>
      ),
    },
    { title: supervisionText.firstTime, dataIndex: 'FirstTime', width: 160, render: (v: string) => formatChinaTime(v, false) },
    {
      title: supervisionText.actions,
      key: 'op',
      width: 70,
      fixed: narrow ? undefined : 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.Id)} data-testid="case-view">
          {supervisionText.view}
        </Button>
      ),
    },
  ];

  const exportButton = inConsole && can('violation:export') && (
    <Button icon={<DownloadOutlined />} loading={exporter.pending} onClick={() => exporter.run(query)} data-testid="cases-export">
      {supervisionText.export}
    </Button>
  );

  return (
    <Frame title={title} sub={inConsole ? supervisionText.casesSub : supervisionText.rectifySub} extra={exportButton} testId="cases-page">
      <div className="sv-filters">
        <SearchBox placeholder={supervisionText.caseSearch} testId="cases-search" onSearch={(search) => set({ search })} />
        <Select
          allowClear
          placeholder={supervisionText.allStatus}
          style={{ width: 120 }}
          value={filters.status ?? undefined}
          onChange={(v) => set({ status: v ?? null })}
          options={Object.entries(CASE_STATUS).map(([k, v]) => ({ value: Number(k) as 1, label: v }))}
          data-testid="cases-status"
        />
        <Select
          allowClear
          placeholder={supervisionText.allGrades}
          style={{ width: 120 }}
          value={filters.grade ?? undefined}
          onChange={(v) => set({ grade: v ?? null })}
          options={Object.entries(VIOLATION_GRADES).map(([k, v]) => ({ value: Number(k) as 1, label: v }))}
          data-testid="cases-grade"
        />
        <Select
          allowClear
          placeholder={supervisionText.allOverdue}
          style={{ width: 110 }}
          value={filters.overdue === null ? undefined : filters.overdue ? 1 : 0}
          onChange={(v) => set({ overdue: v === undefined || v === null ? null : v === 1 })}
          options={[
            { value: 1, label: supervisionText.overdueYes },
            { value: 0, label: supervisionText.overdueNo },
          ]}
          data-testid="cases-overdue"
        />
        <DatePicker.RangePicker
          placeholder={[supervisionText.startDate, supervisionText.endDate]}
          onChange={(v) => {
            const [a, b] = (v ?? []) as [Dayjs | null, Dayjs | null];
            set({ range: a && b ? [a.format('YYYY-MM-DD'), b.format('YYYY-MM-DD')] : null });
          }}
          data-testid="cases-range"
        />
        {filters.firmId && (
          <Tag closable onClose={clearFirm} color="green" data-testid="cases-firm-filter">
            {supervisionText.filteredFirm(firmName || rows[0]?.FirmName || '')}
          </Tag>
        )}
      </div>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>{supervisionText.retry}</Button>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState description={supervisionText.casesNone} />
      ) : (
        <>
          <ResponsiveTable<TCase>
            rowKey="Id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            scroll={{ x: inConsole ? 1300 : 1140 }}
            onRow={(r) => ({ 'data-testid': 'case-row', 'data-status': r.Status }) as never}
            data-testid="cases-table"
          />
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={page}
            pageSize={size}
            total={total}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES}
            showTotal={supervisionText.total}
            size={narrow ? 'small' : undefined}
            onChange={(p, s) => {
              if (s !== size) {
                setSize(s);
                setPage(1);
              } else setPage(p);
            }}
          />
        </>
      )}
      <CaseDrawer id={openId} onClose={() => setOpenId(null)} />
    </Frame>
  );
}
