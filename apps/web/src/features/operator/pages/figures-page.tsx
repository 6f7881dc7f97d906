import { DownloadOutlined } from '@ant-design/icons';
import type { TFiguresInput, TPlatformFigures } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Segmented, Skeleton, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { call } from '../../../api/client';
import { ConsolePageHead } from '../../../components/console-layout';
import { EChart, type EChartOption } from '../../../components/echart';
import { EmptyState } from '../../../components/empty-state';
import { SunshineFigures } from '../../../components/sunshine-figures';
import { formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { serverNow } from '../../../lib/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorExport } from '../api';
import {
  activeBuyersOption,
  byAreaOption,
  byDayOption,
  casesOption,
  countsOption,
  type DayRange,
  dayTotals,
  lastDays,
  rangeOk,
  rankedAmounts,
  rankingOption,
  recentSeckill,
  seckillOption,
  thisMonth,
} from '../rules/figures';
import '../operator.css';
import { AreaFilter } from '../../../components/area-filter';

type Figures = TPlatformFigures;
type Named = Figures['BySupplier'][number];

const money = operatorText.yuan;

function Kpi({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="op-kpi" data-testid={testId}>
      <div className="op-kpi-label">{label}</div>
      <div className="op-kpi-value">{value}</div>
    </div>
  );
}

/** A chart and its table: 图表 / 表格 switch in the card's head. */
function ChartCard({
  title,
  hint,
  wide,
  empty,
  option,
  height = 300,
  table,
  testId,
}: {
  title: string;
  hint?: string;
  wide?: boolean;
  empty: boolean;
  option: EChartOption;
  height?: number;
  table: ReactNode;
  testId: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <div className={`op-chart-card${wide ? ' is-wide' : ''}`} data-testid={testId}>
      <div className="op-chart-head">
        <div>
          <h2>{title}</h2>
          {hint && <div className="op-muted">{hint}</div>}
        </div>
        <Segmented
          size="small"
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          options={[
            { value: 'chart', label: operatorText.chartTab },
            { value: 'table', label: operatorText.tableTab },
          ]}
          data-testid={`${testId}-view`}
        />
      </div>
      {view === 'table' ? (
        table
      ) : empty ? (
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <EmptyState description={operatorText.noFigures} />
        </div>
      ) : (
        <EChart option={option} style={{ height }} testId={`${testId}-echart`} />
      )}
    </div>
  );
}

const namedColumns = (nameTitle: string): TableColumnsType<Named> => [
  { title: nameTitle, dataIndex: 'Name', ellipsis: true },
  { title: operatorText.orders, dataIndex: 'Orders', align: 'right', width: 90 },
  { title: operatorText.amount, dataIndex: 'Amount', align: 'right', width: 140, render: (v: number) => money(v) },
];

function SmallTable<T extends object>({ rows, columns, rowKey }: { rows: T[]; columns: TableColumnsType<T>; rowKey: string }) {
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      pagination={false}
      scroll={{ y: 300 }}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: operatorText.noFigures }}
      data-testid="figures-table"
    />
  );
}

const NAMES = { orders: operatorText.orders, amount: operatorText.amount };

function Charts({ d }: { d: Figures }) {
  const options = useMemo(
    () => ({
      byDay: byDayOption(d.ByDay, NAMES),
      suppliers: rankingOption(d.BySupplier, operatorText.amount),
      areas: byAreaOption(d.ByArea, NAMES),
      buyers: activeBuyersOption(d.ActiveBuyers, operatorText.kpiBuyers),
      seckill: seckillOption(d.Seckill, { sold: operatorText.soldPercent, refused: operatorText.refused }),
      alarms: countsOption(d.AlarmsByArea, operatorText.kpiAlarms),
      cases: casesOption(d.CasesByArea, { open: operatorText.open, total: operatorText.total }),
    }),
    [d],
  );
  const sums = dayTotals(d.ByDay);
  return (
    <div className="op-charts">
      <ChartCard
        title={operatorText.byDay}
        wide
        testId="chart-by-day"
        empty={d.ByDay.every((x) => x.Orders === 0)}
        option={options.byDay}
        table={
          <Table
            rowKey="Day"
            size="small"
            pagination={false}
            scroll={{ y: 300 }}
            dataSource={[...d.ByDay].reverse()}
            columns={[
              { title: operatorText.day, dataIndex: 'Day' },
              { title: operatorText.orders, dataIndex: 'Orders', align: 'right' },
              { title: operatorText.amount, dataIndex: 'Amount', align: 'right', render: (v: number) => money(v) },
            ]}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{operatorText.total}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {sums.Orders}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {money(sums.Amount)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
            data-testid="figures-table"
          />
        }
      />
      <ChartCard
        title={operatorText.bySupplier}
        testId="chart-suppliers"
        empty={!d.BySupplier.length}
        option={options.suppliers}
        table={<SmallTable rows={rankedAmounts(d.BySupplier, 1000)} rowKey="Key" columns={namedColumns(operatorText.supplierCol)} />}
      />
      <ChartCard
        title={operatorText.byArea}
        testId="chart-areas"
        empty={!d.ByArea.length}
        option={options.areas}
        table={<SmallTable rows={rankedAmounts(d.ByArea, 1000)} rowKey="Key" columns={namedColumns(operatorText.areaCol)} />}
      />
      <ChartCard
        title={operatorText.activeBuyers}
        hint={operatorText.activeBuyersHint}
        testId="chart-buyers"
        empty={d.ActiveBuyers.every((x) => x.Firms === 0)}
        option={options.buyers}
        table={
          <SmallTable
            rows={[...d.ActiveBuyers].reverse()}
            rowKey="Day"
            columns={[
              { title: operatorText.day, dataIndex: 'Day' },
              { title: operatorText.firms, dataIndex: 'Firms', align: 'right' },
            ]}
          />
        }
      />
      <ChartCard
        title={operatorText.seckill}
        hint={operatorText.seckillHint}
        testId="chart-seckill"
        empty={!d.Seckill.length}
        option={options.seckill}
        table={
          <SmallTable
            rows={recentSeckill(d.Seckill, 1000)}
            rowKey="Id"
            columns={[
              { title: operatorText.product, dataIndex: 'ProductName', ellipsis: true },
              { title: operatorText.supplierCol, dataIndex: 'SupplierName', ellipsis: true },
              { title: operatorText.startTime, dataIndex: 'StartTime', width: 140, render: (t: string) => formatChinaTime(t, false) },
              { title: operatorText.sold, key: 'sold', width: 90, align: 'right', render: (_, r) => `${r.Sold}/${r.Quantity}` },
              { title: operatorText.soldPercent, dataIndex: 'SoldPercent', width: 80, align: 'right', render: (v: number) => `${Math.round(v * 10) / 10}%` },
              { title: operatorText.refused, dataIndex: 'Refused', width: 80, align: 'right' },
            ]}
          />
        }
      />
      <ChartCard
        title={operatorText.alarms}
        testId="chart-alarms"
        empty={!d.AlarmsByArea.length}
        option={options.alarms}
        table={
          <SmallTable
            rows={d.AlarmsByArea}
            rowKey="Key"
            columns={[
              { title: operatorText.areaCol, dataIndex: 'Name' },
              { title: operatorText.count, dataIndex: 'Count', align: 'right' },
            ]}
          />
        }
      />
      <ChartCard
        title={operatorText.cases}
        testId="chart-cases"
        empty={!d.CasesByArea.length}
        option={options.cases}
        table={
          <SmallTable
            rows={d.CasesByArea}
            rowKey="Key"
            columns={[
              { title: operatorText.areaCol, dataIndex: 'Name' },
              { title: operatorText.open, dataIndex: 'Open', align: 'right' },
              { title: operatorText.total, dataIndex: 'Count', align: 'right' },
            ]}
          />
        }
      />
    </div>
  );
}

const toDayjs = (r: DayRange): [Dayjs, Dayjs] => [dayjs(r.From), dayjs(r.To)];

/**
 * /console/figures — 平台数据: a date range (近7天 / 近30天 / 本月, 30 days by default) and an
 * area; the totals, then orders and amount by day, suppliers, areas, active buyers, flash sales,
 * cold-chain alarms and supervision cases, each chart with its table; 导出 Excel; then 阳光食堂
 * (parents' feedback and 陪餐 coverage) for the same range and area.
 */
export default function FiguresPage() {
  usePageTitle(operatorText.figuresTitle);
  const can = useCan();
  const now = serverNow();
  const [range, setRange] = useState<DayRange>(() => lastDays(now, 30));
  const [area, setArea] = useState<string | null>(null);
  const input: TFiguresInput = { From: range.From, To: range.To, AreaCode: area };
  const figures = useQuery({
    queryKey: ['operator', 'Operator/GetPlatformFigures', input],
    queryFn: () => call('Operator/GetPlatformFigures', input),
    placeholderData: keepPreviousData,
  });
  const exporter = useOperatorExport('Operator/ExportPlatformFigures');
  const d = figures.data;
  const today = toDayjs(lastDays(now, 1))[1];

  const head = (
    <ConsolePageHead
      title={operatorText.figuresTitle}
      sub={operatorText.figuresSub(range.From, range.To)}
      extra={
        <div className="op-figures-head">
          <DatePicker.RangePicker
            allowClear={false}
            value={toDayjs(range)}
            disabledDate={(day) => day.isAfter(today, 'day')}
            presets={[
              { label: operatorText.presets.last7, value: toDayjs(lastDays(now, 7)) },
              { label: operatorText.presets.last30, value: toDayjs(lastDays(now, 30)) },
              { label: operatorText.presets.thisMonth, value: toDayjs(thisMonth(now)) },
            ]}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              const next = { From: v[0].format('YYYY-MM-DD'), To: v[1].format('YYYY-MM-DD') };
              if (rangeOk(next)) setRange(next);
            }}
            data-testid="figures-range"
          />
          <AreaFilter value={area} onChange={setArea} placeholder={operatorText.allAreas} testId="figures-area" style={{ width: 220 }} />
          {can('platform-figures:export') && (
            <Button icon={<DownloadOutlined />} loading={exporter.pending} onClick={() => exporter.run(input)} data-testid="figures-export">
              {operatorText.exportExcel}
            </Button>
          )}
        </div>
      }
    />
  );

  if (figures.isLoading)
    return (
      <>
        {head}
        <div className="op-kpis">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="op-kpi">
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            </div>
          ))}
        </div>
        <div className="op-charts">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="op-chart-card">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          ))}
        </div>
      </>
    );
  if (figures.error || !d)
    return (
      <>
        {head}
        <EmptyState description={figures.error?.message}>
          <Button onClick={() => figures.refetch()}>{operatorText.retry}</Button>
        </EmptyState>
      </>
    );

  return (
    <div data-testid="figures" style={{ opacity: figures.isFetching ? 0.7 : 1, transition: 'opacity .2s' }}>
      {head}
      <div className="op-kpis">
        <Kpi label={operatorText.kpiOrders} value={d.Totals.Orders} testId="kpi-orders" />
        <Kpi label={operatorText.kpiAmount} value={money(d.Totals.Amount)} testId="kpi-amount" />
        <Kpi label={operatorText.kpiBuyers} value={d.Totals.ActiveBuyers} testId="kpi-buyers" />
        <Kpi label={operatorText.kpiNewFirms} value={d.Totals.NewFirms} testId="kpi-new-firms" />
        <Kpi label={operatorText.kpiAlarms} value={d.Totals.ColdChainAlarms} testId="kpi-alarms" />
        <Kpi label={operatorText.kpiCases} value={d.Totals.Cases} testId="kpi-cases" />
      </div>
      <Charts d={d} />
      <SunshineFigures startDate={range.From} endDate={range.To} areaCode={area} />
    </div>
  );
}
