import type { TDashboard } from '@shanlian/contract';
import { addDays, formatChinaDate, VIOLATION_GRADES } from '@shanlian/contract/browser';
import { Button, Segmented, Skeleton, Table } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConsolePageHead } from '../../../components/console-layout';
import { EChart } from '../../../components/echart';
import { EmptyState } from '../../../components/empty-state';
import { SunshineFigures } from '../../../components/sunshine-figures';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { useMe } from '../../../lib/use-me';
import { serverNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupOp } from '../api';
import { StatusTag } from '../components/case-bits';
import { abilityRatesOption, byDayOption, byStatusOption, firmAtIndex, firmRankingOption } from '../rules/dashboard-charts';
import { dayTotals, hoursText, percentText, rankedFirms } from '../rules/supervision-rules';
import '../supervision.css';

const DAYS = [7, 30, 90] as const;

type Firm = TDashboard['FirmRanking'][number];
type Ability = TDashboard['Abilities'][number];
type Day = TDashboard['ByDay'][number];

function Kpi({ label, value, sub, alert, testId }: { label: string; value: ReactNode; sub?: ReactNode; alert?: boolean; testId: string }) {
  return (
    <div className={`sv-kpi${alert ? ' is-alert' : ''}`} data-testid={testId}>
      <div className="sv-kpi-label">{label}</div>
      <div className="sv-kpi-value">{value}</div>
      {sub && <div className="sv-muted">{sub}</div>}
    </div>
  );
}

function ChartCard({ title, hint, wide, children, testId }: { title: string; hint?: string; wide?: boolean; children: ReactNode; testId: string }) {
  return (
    <div className={`sv-chart-card${wide ? ' is-wide' : ''}`} data-testid={testId}>
      <h2>{title}</h2>
      {hint && <div className="sv-muted">{hint}</div>}
      {children}
    </div>
  );
}

const casesLink = (f: { FirmId: string; FirmName: string }) =>
  `/console/violations?firm=${encodeURIComponent(f.FirmId)}&name=${encodeURIComponent(f.FirmName)}`;

/**
 * /console/supervision-dashboard — the area's supervision figures over 7, 30 or 90 days: cameras
 * online, open and overdue cases, the mean time to close; cases per day by grade with those
 * closed, the statuses, the firms ranked by open cases (a bar opens their cases), the abilities'
 * false-positive rates; each chart with its table; then 阳光食堂 (parents' feedback and 陪餐
 * coverage per school) over the same days.
 */
export default function DashboardPage() {
  usePageTitle(supervisionText.dashTitle);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [days, setDays] = useState<number>(30);
  const can = useCan();
  const today = formatChinaDate(serverNow());
  const dash = useSupOp('AI_Aiillegalresult/GetDashboard', { Days: days });
  const d = dash.data;

  const options = useMemo(
    () =>
      d && {
        byDay: byDayOption(d.ByDay, supervisionText.closed),
        byStatus: byStatusOption(d.ByStatus),
        firms: firmRankingOption(d.FirmRanking, { open: supervisionText.open, overdue: supervisionText.overdue }),
        abilities: abilityRatesOption(d.Abilities, supervisionText.falsePositiveRate),
      },
    [d],
  );

  const head = (
    <ConsolePageHead
      title={supervisionText.dashTitle}
      sub={supervisionText.dashSub(d?.AreaName || me?.AreaName || '')}
      extra={
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={DAYS.map((n) => ({ value: n, label: supervisionText.days(n) }))}
          data-testid="dash-days"
        />
      }
    />
  );

  if (dash.isLoading || (!d && !dash.error))
    return (
      <div className="sv-page">
        {head}
        <div className="sv-kpis">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="sv-kpi">
              <Skeleton active paragraph={{ rows: 1 }} />
            </div>
          ))}
        </div>
        <div className="sv-charts">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="sv-chart-card">
              <Skeleton active paragraph={{ rows: 7 }} />
            </div>
          ))}
        </div>
      </div>
    );
  if (dash.error || !d || !options)
    return (
      <div className="sv-page">
        {head}
        <EmptyState description={dash.error?.message}>
          <Button onClick={() => dash.refetch()}>{supervisionText.retry}</Button>
        </EmptyState>
      </div>
    );

  const totals = dayTotals(d.ByDay);
  const firms = rankedFirms(d.FirmRanking, 50);
  const hasCases = d.ByStatus.some((s) => s.Count > 0);

  return (
    <div className="sv-page" data-testid="dashboard" style={{ opacity: dash.isFetching ? 0.7 : 1 }}>
      {head}
      <div className="sv-kpis">
        <Kpi
          label={supervisionText.kpiCameras}
          testId="kpi-cameras"
          value={
            <>
              {d.CamerasOnline}
              <small>/{d.CamerasTotal}</small>
            </>
          }
        />
        <Kpi label={supervisionText.kpiOpen} value={d.OpenCases} testId="kpi-open" />
        <Kpi label={supervisionText.kpiOverdue} value={d.OverdueCases} alert={d.OverdueCases > 0} testId="kpi-overdue" />
        <Kpi label={supervisionText.kpiAvg} value={hoursText(d.AvgCloseHours)} sub={supervisionText.kpiClosed(d.ClosedCases)} testId="kpi-avg" />
      </div>

      <div className="sv-charts">
        <ChartCard title={supervisionText.byDay} wide testId="chart-by-day">
          <EChart option={options.byDay} style={{ height: 300 }} testId="echart-by-day" />
          <Table<Day>
            rowKey="Date"
            size="small"
            pagination={false}
            scroll={{ y: 240, x: 520 }}
            dataSource={[...d.ByDay].reverse()}
            columns={[
              { title: supervisionText.date, dataIndex: 'Date' },
              { title: VIOLATION_GRADES[1], dataIndex: 'Grade1', align: 'right' },
              { title: VIOLATION_GRADES[2], dataIndex: 'Grade2', align: 'right' },
              { title: VIOLATION_GRADES[3], dataIndex: 'Grade3', align: 'right' },
              { title: supervisionText.closed, dataIndex: 'Closed', align: 'right' },
            ]}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{supervisionText.sum}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {totals.Grade1}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {totals.Grade2}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {totals.Grade3}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {totals.Closed}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        </ChartCard>

        <ChartCard title={supervisionText.byStatus} testId="chart-by-status">
          {hasCases ? (
            <EChart option={options.byStatus} style={{ height: 280 }} testId="echart-by-status" />
          ) : (
            <EmptyState description={supervisionText.noData} />
          )}
          <Table
            rowKey="Status"
            size="small"
            pagination={false}
            dataSource={d.ByStatus}
            columns={[
              { title: supervisionText.status, dataIndex: 'Status', render: (s: number, r) => <StatusTag status={s} name={r.Name} /> },
              { title: supervisionText.countCol, dataIndex: 'Count', align: 'right' },
            ]}
          />
        </ChartCard>

        <ChartCard title={supervisionText.firmRanking} hint={supervisionText.firmRankingHint} testId="chart-firms">
          {firms.length ? (
            <EChart
              option={options.firms}
              style={{ height: 280 }}
              testId="echart-firms"
              onGridClick={([, y]) => {
                const f = firmAtIndex(d.FirmRanking, y);
                if (f) navigate(casesLink(f));
              }}
            />
          ) : (
            <EmptyState description={supervisionText.noData} />
          )}
          <Table<Firm>
            rowKey="FirmId"
            size="small"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={firms}
            locale={{ emptyText: supervisionText.noData }}
            columns={[
              {
                title: supervisionText.firm,
                dataIndex: 'FirmName',
                render: (v: string, r) => (
                  <Link to={casesLink(r)} data-testid="dash-firm-link">
                    {v}
                  </Link>
                ),
              },
              { title: supervisionText.open, dataIndex: 'Open', align: 'right', width: 80 },
              {
                title: supervisionText.overdue,
                dataIndex: 'Overdue',
                align: 'right',
                width: 70,
                render: (v: number) => <span className={v > 0 ? 'sv-late' : undefined}>{v}</span>,
              },
            ]}
          />
        </ChartCard>

        <ChartCard title={supervisionText.abilityRates} testId="chart-abilities">
          {d.Abilities.length ? (
            <EChart option={options.abilities} style={{ height: 280 }} testId="echart-abilities" />
          ) : (
            <EmptyState description={supervisionText.noData} />
          )}
          <Table<Ability>
            rowKey="Code"
            size="small"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={d.Abilities}
            locale={{ emptyText: supervisionText.noData }}
            columns={[
              { title: supervisionText.name, dataIndex: 'Name' },
              { title: supervisionText.cases, dataIndex: 'Cases', align: 'right', width: 70 },
              { title: supervisionText.falsePositives, dataIndex: 'FalsePositives', align: 'right', width: 70 },
              {
                title: supervisionText.falsePositiveRate,
                dataIndex: 'FalsePositiveRate',
                align: 'right',
                width: 80,
                render: (v: number) => percentText(v),
              },
            ]}
          />
        </ChartCard>
      </div>
      {can('supervision-feedback:view') && <SunshineFigures startDate={addDays(today, 1 - days)} endDate={today} />}
    </div>
  );
}
