import type { TSunshineFigures } from '@shanlian/contract';
import { Button, Progress, Skeleton, Table } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sunshineApi } from '../api/sunshine';
import { sunshineFiguresText as T } from '../lib/text/sunshine-figures';
import { EmptyState } from './empty-state';
import './sunshine-figures.css';

type School = TSunshineFigures['BySchool'][number];
type Coverage = TSunshineFigures['Schools'][number];

function Kpi({ label, value, sub, alert, testId }: { label: string; value: ReactNode; sub?: ReactNode; alert?: boolean; testId: string }) {
  return (
    <div className={`sf-kpi${alert ? ' is-alert' : ''}`} data-testid={testId}>
      <div className="sf-kpi-label">{label}</div>
      <div className="sf-kpi-value">{value}</div>
      {sub && <div className="sf-muted">{sub}</div>}
    </div>
  );
}

/**
 * 阳光食堂 in 平台数据 (the operator: every district, or the one chosen) and in 监管看板 (a
 * supervisor: their district): the range's parents' feedback by category and by school, the median
 * time to a school's first reply, the feedback passed to the supervisors, and 陪餐 coverage per
 * school, lowest first.
 */
export function SunshineFigures({ startDate, endDate, areaCode }: { startDate: string; endDate: string; areaCode?: string | null }) {
  const figures = sunshineApi.useOp('Feedback/GetSunshineFigures', { StartDate: startDate, EndDate: endDate, AreaCode: areaCode ?? null });
  const d = figures.data;
  const head = (
    <div className="sf-head">
      <h2>{T.title}</h2>
      <span className="sf-muted">{T.sub(startDate, endDate)}</span>
    </div>
  );
  if (figures.isLoading)
    return (
      <section className="sf" data-testid="sunshine-figures-loading">
        {head}
        <div className="sf-kpis">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="sf-kpi">
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            </div>
          ))}
        </div>
      </section>
    );
  if (figures.error || !d)
    return (
      <section className="sf">
        {head}
        <EmptyState description={figures.error?.message}>
          <Button onClick={() => figures.refetch()}>{T.retry}</Button>
        </EmptyState>
      </section>
    );
  const most = Math.max(1, ...d.ByCategory.map((c) => c.Count));
  return (
    <section className="sf" data-testid="sunshine-figures" style={{ opacity: figures.isFetching ? 0.7 : 1 }}>
      {head}
      <div className="sf-kpis">
        <Kpi label={T.kpiFeedback} value={d.Total} sub={T.kpiReplied(d.Replied)} testId="sf-total" />
        <Kpi label={T.kpiMedian} value={T.hours(d.MedianReplyHours)} sub={T.kpiMedianSub(d.Replied)} testId="sf-median" />
        <Kpi label={T.kpiEscalated} value={d.Escalated} sub={T.kpiEscalatedSub(d.EscalatedWaiting)} alert={d.EscalatedWaiting > 0} testId="sf-escalated" />
        <Kpi
          label={T.kpiCoverage}
          value={T.percent(d.Coverage)}
          sub={T.kpiCoverageSub(d.Recorded, d.Served)}
          alert={d.Coverage !== null && d.Coverage < 1}
          testId="sf-coverage"
        />
      </div>
      <div className="sf-cards">
        <div className="sf-card" data-testid="sf-by-category">
          <h3>{T.byCategory}</h3>
          {d.Total === 0 ? (
            <EmptyState description={T.noFeedback} />
          ) : (
            <ul className="sf-bars">
              {d.ByCategory.map((c) => (
                <li key={c.Category}>
                  <span className="sf-bar-label">{c.Name}</span>
                  <span className="sf-bar-track">
                    <span className="sf-bar" style={{ width: `${(c.Count / most) * 100}%` }} />
                  </span>
                  <span className="sf-bar-count">{c.Count}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="sf-card" data-testid="sf-by-school">
          <h3>{T.bySchool}</h3>
          {d.BySchool.length === 0 ? (
            <EmptyState description={T.noFeedback} />
          ) : (
            <Table<School>
              rowKey="FirmId"
              size="small"
              pagination={false}
              dataSource={d.BySchool}
              columns={[
                { title: T.school, dataIndex: 'FirmName', key: 'name', ellipsis: true },
                { title: T.count, dataIndex: 'Count', key: 'n', width: 64, align: 'right' },
                { title: T.waiting, dataIndex: 'Waiting', key: 'w', width: 72, align: 'right' },
                {
                  title: T.escalated,
                  dataIndex: 'Escalated',
                  key: 'e',
                  width: 72,
                  align: 'right',
                  render: (n: number) => <span className={n > 0 ? 'sf-alert' : undefined}>{n}</span>,
                },
              ]}
            />
          )}
        </div>
        <div className="sf-card is-wide" data-testid="sf-coverage-schools">
          <div className="sf-card-head">
            <div>
              <h3>{T.coverage}</h3>
              <span className="sf-muted">{T.coverageHint}</span>
            </div>
            <Link to="/console/accompany">{T.more}</Link>
          </div>
          {d.Schools.length === 0 ? (
            <EmptyState description={T.noMeals} />
          ) : (
            <Table<Coverage>
              rowKey="FirmId"
              size="small"
              pagination={d.Schools.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              dataSource={d.Schools}
              columns={[
                { title: T.school, dataIndex: 'FirmName', key: 'name', ellipsis: true },
                { title: T.area, dataIndex: 'AreaName', key: 'area', width: 140, responsive: ['md'] },
                {
                  title: T.rate,
                  key: 'rate',
                  render: (_, r) => (
                    <div className="sf-rate" data-testid="sf-coverage-row">
                      <Progress
                        percent={Math.round((r.Coverage ?? 0) * 1000) / 10}
                        size="small"
                        status={(r.Coverage ?? 0) < 1 ? 'exception' : 'success'}
                        format={(p) => `${p}%`}
                      />
                      <span className={r.Served > r.Recorded ? 'sf-alert' : 'sf-muted'}>{r.Served > r.Recorded ? T.gaps(r.Served - r.Recorded) : T.full}</span>
                    </div>
                  ),
                },
                { title: T.recorded, key: 'rec', width: 110, align: 'right', render: (_, r) => `${r.Recorded} / ${r.Served}` },
              ]}
            />
          )}
        </div>
      </div>
    </section>
  );
}
