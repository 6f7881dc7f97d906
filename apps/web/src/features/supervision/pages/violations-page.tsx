import { DownloadOutlined } from '@ant-design/icons';
import type { TCase } from '@shanlian/contract';
import { CASE_STATUS, VIOLATION_GRADES } from '@shanlian/contract/browser';
import { Button, Skeleton, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminFilters, DateRangeFilter, RowsTable, SearchBox, SelectFilter, SizedPager, usePageAndSize } from '../../../components/admin-table';
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
  const pager = usePageAndSize();
  const [openId, setOpenId] = useState<string | null>(params.get('id'));
  const firmName = params.get('name');

  const query = useMemo(() => caseQuery(filters), [filters]);
  const list = useSupPaged('AI_Aiillegalresult/GetAI_AiillegalresultList', { ...query, PagerInfo: pager.PagerInfo });
  const exporter = useSupExport('AI_Aiillegalresult/ExportAI_Aiillegalresult');
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;

  const set = (patch: Partial<CaseFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    pager.setPage(1);
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
      <AdminFilters className="sv-filters">
        <SearchBox placeholder={supervisionText.caseSearch} testId="cases-search" onSearch={(search) => set({ search })} />
        <SelectFilter
          placeholder={supervisionText.allStatus}
          width={120}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={Object.entries(CASE_STATUS).map(([k, v]) => ({ value: Number(k) as 1, label: v }))}
          testId="cases-status"
        />
        <SelectFilter
          placeholder={supervisionText.allGrades}
          width={120}
          value={filters.grade}
          onChange={(grade) => set({ grade })}
          options={Object.entries(VIOLATION_GRADES).map(([k, v]) => ({ value: Number(k) as 1, label: v }))}
          testId="cases-grade"
        />
        <SelectFilter
          placeholder={supervisionText.allOverdue}
          width={110}
          value={filters.overdue === null ? null : filters.overdue ? 1 : 0}
          onChange={(v) => set({ overdue: v === null ? null : v === 1 })}
          options={[
            { value: 1, label: supervisionText.overdueYes },
            { value: 0, label: supervisionText.overdueNo },
          ]}
          testId="cases-overdue"
        />
        <DateRangeFilter
          placeholder={[supervisionText.startDate, supervisionText.endDate]}
          onChange={(r) => set({ range: r ? [r[0].format('YYYY-MM-DD'), r[1].format('YYYY-MM-DD')] : null })}
          testId="cases-range"
        />
        {filters.firmId && (
          <Tag closable onClose={clearFirm} color="green" data-testid="cases-firm-filter">
            {supervisionText.filteredFirm(firmName || rows[0]?.FirmName || '')}
          </Tag>
        )}
      </AdminFilters>
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
          <RowsTable<TCase>
            columns={columns}
            rows={rows}
            fetching={list.isFetching}
            scroll={{ x: inConsole ? 1300 : 1140 }}
            onRow={(r) => ({ 'data-testid': 'case-row', 'data-status': r.Status }) as never}
            data-testid="cases-table"
          />
          <SizedPager pager={pager} total={total} showTotal={supervisionText.total} />
        </>
      )}
      <CaseDrawer id={openId} onClose={() => setOpenId(null)} />
    </Frame>
  );
}
