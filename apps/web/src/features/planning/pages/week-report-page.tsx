import { ArrowLeftOutlined, WarningFilled } from '@ant-design/icons';
import type { DayAnalysis, FoodGroup, NutrientKey, NutritionStandard, StandardValue } from '@shanlian/contract/browser';
import { FOOD_GROUP_NAMES, FOOD_GROUPS, NUTRIENT_LABELS, NUTRIENTS, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { Button, Collapse, Skeleton, Space, Tooltip } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EChart, type EChartOption } from '../../../components/echart';
import { EmptyState } from '../../../components/empty-state';
import { weekText } from '../../../lib/text/week-feeding';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { dayName, FindingList, IncompleteNotice, LEVEL_HEX, num, pctKey } from '../components/analysis-findings';
import { SLOT_TYPES } from '../components/week-model';
import { useNutritionStandard, useWeekExport, useWeekOp } from '../week-api';
import '../week.css';
import './week-report-page.css';

type Day = Omit<DayAnalysis, 'DayOfWeek'> & { DayOfWeek: number };

/** Where a value lies against a band: ok inside, low below, high above (no band: none). */
function levelIn(v: number, band: StandardValue | undefined): 'ok' | 'low' | 'high' | null {
  if (!band) return null;
  if (band.min != null && v < band.min) return 'low';
  if (band.max != null && v > band.max) return 'high';
  return 'ok';
}
const bandText = (b: StandardValue | undefined, unit = '') =>
  !b ? '—' : b.min != null && b.max != null ? `${b.min}~${b.max}${unit}` : b.min != null ? `≥${b.min}${unit}` : b.max != null ? `≤${b.max}${unit}` : '—';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="wk-report-card" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** Energy and protein per day as bars, each against its tolerance band (markArea). */
function energyOption(days: Day[], standard: Record<string, number>, std: NutritionStandard | undefined): EChartOption {
  const band = (base: number | undefined, tol: StandardValue | undefined) =>
    base != null && tol ? [[{ yAxis: (base * (tol.min ?? 0)) / 100 }, { yAxis: (base * (tol.max ?? tol.min ?? 100)) / 100 }]] : [];
  const e = band(standard.EnergyKcal, std?.tolerancePct.energy);
  const p = band(standard.ProteinG, std?.tolerancePct.protein);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => WEEK_DAY_NAMES[d.DayOfWeek] ?? '') },
    yAxis: [
      { type: 'value', name: 'kcal' },
      { type: 'value', name: 'g', splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: `${weekText.energy}`,
        data: days.map((d) => Math.round(d.Total.EnergyKcal)),
        itemStyle: { color: '#1677ff' },
        markArea: { silent: true, itemStyle: { color: 'rgba(82,196,26,0.12)' }, data: e as never },
      },
      {
        type: 'bar',
        name: `${weekText.protein}`,
        yAxisIndex: 1,
        data: days.map((d) => Math.round(d.Total.ProteinG * 10) / 10),
        itemStyle: { color: '#fa8c16' },
        markArea: { silent: true, itemStyle: { color: 'rgba(250,140,22,0.08)' }, data: p as never },
      },
    ],
  } as EChartOption;
}

function radarOption(avg: Day): EChartOption {
  const keys = NUTRIENTS.filter((k) => avg.PercentOfStandard[pctKey(k)] != null);
  const values = keys.map((k) => Math.round(avg.PercentOfStandard[pctKey(k)] ?? 0));
  const max = Math.max(150, ...values);
  return {
    tooltip: {},
    radar: { indicator: keys.map((k) => ({ name: NUTRIENT_LABELS[k].name, max })), radius: '65%' },
    series: [
      {
        type: 'radar',
        data: [
          { value: values, name: weekText.average, areaStyle: { color: 'rgba(22,119,255,0.2)' } },
          { value: keys.map(() => 100), name: weekText.standard, lineStyle: { type: 'dashed', color: '#52c41a' }, symbol: 'none' },
        ],
      },
    ],
  } as EChartOption;
}

/** /eshop/store/nutritiousmeals/:id/report — the weekly report of a package (GetNutritionAnalysis). */
export default function WeekReportPage() {
  usePageTitle(weekText.reportTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const can = useCan();
  const week = useWeekOp('WeekFeeding/GetWeekFeedingById', { Id: id }, { enabled: !!id });
  const report = useWeekOp('WeekFeeding/GetNutritionAnalysis', { Id: id }, { enabled: !!id });
  const std = useNutritionStandard();
  const exporter = useWeekExport('WeekFeeding/ExportWeekFeeding');
  const a = report.data;
  const days = (a?.Days ?? []) as Day[];
  const avg = a?.WeekAverage as Day | undefined;
  const energy = useMemo(() => (a ? energyOption(days, a.Standard, std.data) : null), [a, days, std.data]);
  const radar = useMemo(() => (avg ? radarOption(avg) : null), [avg]);

  const head = (
    <div className="wk-report-head">
      <div>
        <h1>
          {weekText.reportTitle}
          {week.data ? `：${week.data.WeekFeedingName}` : ''}
        </h1>
        {week.data && (
          <div className="wk-report-facts" data-testid="report-facts">
            <span>
              {weekText.ageGroup}：{week.data.AgeGroupName}
            </span>
            <span>
              {weekText.gender}：{week.data.GenderName}
            </span>
            <span>
              {weekText.people}：{week.data.Number}
            </span>
            <span>
              {weekText.standardName}：{std.data?.name ?? 'WS/T 554-2017'}
            </span>
            <span>
              {weekText.servedMeals}：{weekText.portions(week.data.TotalNum)}
            </span>
          </div>
        )}
      </div>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/eshop/store/nutritiousmeals')}>
          {weekText.back}
        </Button>
        {can('meal-plan:export') && (
          <Button loading={exporter.pending} onClick={() => exporter.run({ Id: id })} data-testid="report-export">
            {weekText.exportExcel}
          </Button>
        )}
        <Button type="primary" onClick={() => window.open(`/eshop/print/nutritiousmeals/${id}?print=1`, '_blank')} data-testid="report-print">
          {weekText.print}
        </Button>
      </Space>
    </div>
  );

  if (report.isLoading || week.isLoading)
    return (
      <section className="sl-section wk-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </section>
    );
  if (report.error || week.error || !a || !avg)
    return (
      <section className="sl-section wk-page">
        {head}
        <EmptyState description={(report.error ?? week.error)?.message ?? weekText.notFound}>
          <Button onClick={() => Promise.all([report.refetch(), week.refetch()])}>重试</Button>
        </EmptyState>
      </section>
    );

  const all: Day[] = [...days, avg];
  const age = String(a.AgeGroup) as unknown as keyof NutritionStandard['mealFood'][1];
  return (
    <section className="sl-section wk-page" data-testid="report-page">
      {head}
      <IncompleteNotice missing={a.Missing} />
      <div className="wk-report-grid">
        <Card title={weekText.energyChart} testId="report-energy-chart">
          {energy && <EChart option={energy} style={{ height: 300 }} />}
        </Card>
        <Card title={weekText.radarChart} testId="report-radar-chart">
          {radar && <EChart option={radar} style={{ height: 300 }} />}
        </Card>
      </div>
      <Card title={weekText.dailyTable} testId="report-daily-table">
        <div className="wk-table-box">
          <table className="wk-report-table">
            <thead>
              <tr>
                <th />
                {all.map((d) => (
                  <th key={d.DayOfWeek}>
                    {dayName(d)}
                    {d.Missing.length > 0 && (
                      <Tooltip title={weekText.cellMissing(d.Missing.map((m) => m.ProductName).join('、'))}>
                        <WarningFilled className="wk-day-warn" aria-label={weekText.dayMissing} data-testid="report-day-incomplete" />
                      </Tooltip>
                    )}
                  </th>
                ))}
                <th>{weekText.standard}</th>
              </tr>
            </thead>
            <tbody>
              {NUTRIENTS.map((k: NutrientKey) => (
                <tr key={k}>
                  <th>
                    {NUTRIENT_LABELS[k].name}（{NUTRIENT_LABELS[k].unit}）
                  </th>
                  {all.map((d) => {
                    const pct = d.PercentOfStandard[pctKey(k)];
                    const f = d.Findings.find((x) => x.Code === pctKey(k).charAt(0).toLowerCase() + pctKey(k).slice(1));
                    return (
                      <td key={d.DayOfWeek} style={f ? { color: LEVEL_HEX[f.Level] } : undefined}>
                        {num(d.Total[k])}
                        {pct != null && <small> ({num(pct)}%)</small>}
                      </td>
                    );
                  })}
                  <td>{num(a.Standard[k])}</td>
                </tr>
              ))}
              <tr>
                <th>{weekText.fatPct}</th>
                {all.map((d) => (
                  <td key={d.DayOfWeek}>{num(d.FatEnergyPct)}%</td>
                ))}
                <td>{bandText(std.data?.energyPct.fat, '%')}</td>
              </tr>
              <tr>
                <th>{weekText.carbPct}</th>
                {all.map((d) => (
                  <td key={d.DayOfWeek}>{num(d.CarbohydrateEnergyPct)}%</td>
                ))}
                <td>{bandText(std.data?.energyPct.carbohydrate, '%')}</td>
              </tr>
              <tr>
                <th>{weekText.foodKinds}</th>
                {all.map((d) => (
                  <td key={d.DayOfWeek}>{d.FoodKinds}</td>
                ))}
                <td />
              </tr>
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={`${weekText.findings}：${weekText.average}`} testId="report-findings">
        <FindingList findings={avg.Findings} />
        <Collapse
          ghost
          size="small"
          items={days.map((d) => ({ key: String(d.DayOfWeek), label: `${dayName(d)}${weekText.findings}`, children: <FindingList findings={d.Findings} /> }))}
        />
      </Card>
      <div className="wk-report-grid">
        <Card title={weekText.mealShares} testId="report-meal-shares">
          <div className="wk-table-box">
            <table className="wk-report-table">
              <thead>
                <tr>
                  <th />
                  {SLOT_TYPES.map((t) => (
                    <th key={t}>
                      {weekText.packageTypes[t]}
                      <small> {bandText(std.data?.mealSharePct[t], '%')}</small>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {all.map((d) => (
                  <tr key={d.DayOfWeek}>
                    <th>{dayName(d)}</th>
                    {SLOT_TYPES.map((t) => {
                      const m = d.Meals.find((x) => x.PackageType === t);
                      const lv = m ? levelIn(m.EnergySharePct, std.data?.mealSharePct[t]) : null;
                      return (
                        <td key={t} style={lv ? { color: LEVEL_HEX[lv] } : undefined}>
                          {m ? `${num(m.EnergySharePct)}%` : '—'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title={weekText.foodGroups} testId="report-food-groups">
          <div className="wk-table-box">
            <table className="wk-report-table">
              <thead>
                <tr>
                  <th />
                  {SLOT_TYPES.map((t) => (
                    <th key={t}>{weekText.packageTypes[t]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {FOOD_GROUPS.filter((g: FoodGroup) => g !== 'other').map((g) => (
                  <tr key={g}>
                    <th>{FOOD_GROUP_NAMES[g]}</th>
                    {SLOT_TYPES.map((t) => {
                      const m = avg.Meals.find((x) => x.PackageType === t);
                      const band = std.data?.mealFood[t]?.[age]?.[g];
                      const v = m?.Groups[g] ?? 0;
                      const lv = m ? levelIn(v, band) : null;
                      return (
                        <td key={t} style={lv ? { color: LEVEL_HEX[lv] } : undefined}>
                          {m ? num(v) : '—'}
                          <small> / {bandText(band)}</small>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>
    </section>
  );
}
