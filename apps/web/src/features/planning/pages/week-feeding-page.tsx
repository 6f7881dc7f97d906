import { PlusOutlined } from '@ant-design/icons';
import type { TWeekFeeding } from '@shanlian/contract';
import { PLANNING_MSG, WEEK_DAY_NAMES } from '@shanlian/contract/browser';
import { App, Button, Card, Pagination, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../../components/admin-table';
import { useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, yuan } from '../../../lib/format';
import { weekText } from '../../../lib/text/week-feeding';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { WeekDialog } from '../components/week-dialog';
import { gridFromWire, SLOT_DAYS, SLOT_TYPES } from '../components/week-model';
import { PublishAction, PublishedTags, usePublishedWeeks } from '../components/week-publish';
import { useWeekExport, useWeekPaged, useWeekWrite } from '../week-api';
import '../week.css';
import './week-feeding-page.css';

/** The week of a package: rows 早餐/午餐/晚餐 × columns 周一…周五, each cell its meals (name, sex, age group, portions). */
function WeekTable({ week }: { week: TWeekFeeding }) {
  const g = gridFromWire(week.REC_WebPackageTypeFeedingInfos);
  return (
    <div className="wk-nested-box">
      <table className="wk-nested" data-testid="week-nested">
        <thead>
          <tr>
            <th />
            {SLOT_DAYS.map((d) => (
              <th key={d}>{WEEK_DAY_NAMES[d]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_TYPES.map((t) => (
            <tr key={t}>
              <th>{weekText.packageTypes[t]}</th>
              {SLOT_DAYS.map((d) => (
                <td key={d}>
                  {(g[t]?.[d] ?? []).map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries of a cell have no id of their own here
                    <div key={i} className="wk-nested-entry">
                      <b>{e.Name}</b>
                      <span>{[e.Gender === 1 ? '男' : e.Gender === 2 ? '女' : '', weekText.portions(e.Number)].filter(Boolean).join(' · ')}</span>
                    </div>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /eshop/store/nutritiousmeals — the buyer's weekly nutrition packages: search, edit, delete, analyse, export, print, order. */
export default function WeekFeedingPage() {
  usePageTitle(weekText.title);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const narrow = useNarrow();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [picked, setPicked] = useState<TWeekFeeding[]>([]);
  const [editing, setEditing] = useState<{ week: TWeekFeeding | null; readOnly: boolean } | null>(null);
  const list = useWeekPaged('WeekFeeding/GetWeekFeedingList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: size } });
  const del = useWeekWrite('WeekFeeding/DeleteWeekFeeding');
  const batchDel = useWeekWrite('WeekFeeding/BatchDeleteFeeding');
  const exporter = useWeekExport('WeekFeeding/ExportWeekFeeding');
  const rows = list.data?.rows ?? [];
  const canEdit = can('meal-plan:edit');
  const canDelete = can('meal-plan:delete');
  const canExport = can('meal-plan:export');
  const publication = usePublishedWeeks();
  const amount = picked.reduce((s, p) => s + Math.round(p.TotalPrice * 100), 0) / 100;

  const onBatchDelete = async () => {
    const r = await batchDel.run({ Ids: picked.map((p) => p.Id) }, undefined, PLANNING_MSG.deleted);
    if (r) setPicked([]);
  };
  const onOrder = async () => {
    if (!picked.length) {
      message.warning(PLANNING_MSG.selectWeekToOrder);
      return;
    }
    // 订单确认: each meal on its own day, with the money, address, slots and notes before anything is ordered
    navigate(`/eshop/store/checkout?weeks=${picked.map((p) => p.Id).join(',')}`);
  };

  const actions = (r: TWeekFeeding) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setEditing({ week: r, readOnly: !canEdit })} data-testid="week-edit">
        {canEdit ? weekText.edit : weekText.view}
      </Button>
      {canEdit && <PublishAction week={r} published={publication.byWeek.get(r.Id) ?? []} owner={publication.owner} thisMonday={publication.thisMonday} />}
      <Button type="link" size="small" onClick={() => navigate(`/eshop/store/nutritiousmeals/${r.Id}/report`)} data-testid="week-report">
        {weekText.analysis}
      </Button>
      {canExport && (
        <Button type="link" size="small" loading={exporter.pending} onClick={() => exporter.run({ Id: r.Id })} data-testid="week-export">
          {weekText.exportRecipe}
        </Button>
      )}
      <Button type="link" size="small" onClick={() => window.open(`/eshop/print/nutritiousmeals/${r.Id}?print=1`, '_blank')} data-testid="week-print">
        {weekText.print}
      </Button>
      {canDelete && (
        <Popconfirm
          title={PLANNING_MSG.deleteTitle}
          description={PLANNING_MSG.deleteConfirm}
          onConfirm={() => del.run({ Id: r.Id }, undefined, PLANNING_MSG.deleted)}
        >
          <Button type="link" size="small" danger data-testid="week-delete">
            {weekText.del}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<TWeekFeeding> = [
    {
      title: weekText.name,
      dataIndex: 'WeekFeedingName',
      width: 180,
      render: (v: string, r) => (
        <div className="wk-name">
          {v}
          <div className="wk-muted">{formatChinaTime(r.CreateTime)}</div>
          <PublishedTags weeks={publication.byWeek.get(r.Id) ?? []} thisMonday={publication.thisMonday} />
        </div>
      ),
    },
    { title: weekText.gender, dataIndex: 'GenderName', width: 60 },
    { title: weekText.ageGroup, dataIndex: 'AgeGroupName', width: 80 },
    { title: weekText.people, dataIndex: 'Number', width: 60 },
    { title: weekText.feedingProperty, dataIndex: 'FeedingPropertyName', width: 80 },
    { title: weekText.week, key: 'week', render: (_, r) => <WeekTable week={r} /> },
    {
      title: weekText.amount,
      dataIndex: 'TotalPrice',
      width: 100,
      render: (v: number, r) => (
        <div>
          {yuan(v)}
          <div className="wk-muted">{weekText.portions(r.TotalNum)}</div>
        </div>
      ),
    },
    { title: weekText.actions, key: 'op', width: 120, render: (_, r) => actions(r) },
  ];

  const selection = {
    selectedRowKeys: picked.map((p) => p.Id),
    onChange: (_: unknown, sel: TWeekFeeding[]) => setPicked(sel),
    preserveSelectedRowKeys: true,
  };

  return (
    <section className="sl-section wk-page">
      <div className="wk-page-head">
        <div>
          <h1>{weekText.title}</h1>
          <p>{weekText.sub}</p>
        </div>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ week: null, readOnly: false })} data-testid="week-add">
            {weekText.add}
          </Button>
        )}
      </div>
      <div className="wk-filters">
        <SearchBox
          placeholder={weekText.search}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          testId="week-search"
        />
        {canDelete && (
          <Popconfirm title={PLANNING_MSG.deleteTitle} description={PLANNING_MSG.deleteConfirm} disabled={!picked.length} onConfirm={onBatchDelete}>
            <Button
              danger
              loading={batchDel.pending}
              onClick={() => {
                if (!picked.length) message.warning(PLANNING_MSG.selectBatch);
              }}
              data-testid="week-batch-delete"
            >
              {weekText.batchDelete}
            </Button>
          </Popconfirm>
        )}
      </div>
      {list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>重试</Button>
        </EmptyState>
      ) : !list.isLoading && rows.length === 0 && !search ? (
        <EmptyState description={weekText.empty}>
          <div className="wk-muted">{weekText.emptyHint}</div>
        </EmptyState>
      ) : narrow ? (
        <div className="wk-cards" data-testid="week-table">
          {rows.map((r) => (
            <Card key={r.Id} size="small" className="wk-row-card" data-testid="week-row">
              <label className="wk-row-pick">
                <input
                  type="checkbox"
                  checked={picked.some((p) => p.Id === r.Id)}
                  onChange={(e) => setPicked((ps) => (e.target.checked ? [...ps, r] : ps.filter((p) => p.Id !== r.Id)))}
                  data-testid="week-pick"
                />
                <b>{r.WeekFeedingName}</b>
              </label>
              <PublishedTags weeks={publication.byWeek.get(r.Id) ?? []} thisMonday={publication.thisMonday} />
              <div className="wk-muted">
                {r.GenderName} · {r.AgeGroupName} · {r.Number}
                {weekText.people} · {r.FeedingPropertyName} · {yuan(r.TotalPrice)}
              </div>
              <WeekTable week={r} />
              {actions(r)}
            </Card>
          ))}
          <Pagination className="wk-pager" size="small" {...pager()} />
        </div>
      ) : (
        <Table<TWeekFeeding>
          rowKey="Id"
          size="middle"
          loading={list.isLoading || list.isFetching}
          columns={columns}
          dataSource={rows}
          rowSelection={selection}
          pagination={pager()}
          data-testid="week-table"
          onRow={() => ({ 'data-testid': 'week-row' }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <div className="wk-footer" data-testid="week-footer">
        <span>{weekText.selected(picked.length)}</span>
        <span>
          {weekText.amount}：<b className="wk-amount">{yuan(amount)}</b>
        </span>
        <Button type="primary" onClick={onOrder} data-testid="week-order">
          {weekText.submitOrder}
        </Button>
      </div>
      <WeekDialog open={editing != null} week={editing?.week ?? null} readOnly={editing?.readOnly} onClose={() => setEditing(null)} />
    </section>
  );

  function pager() {
    return {
      current: page,
      pageSize: size,
      total: list.data?.pager.RowCount ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50],
      showTotal: (n: number) => `共 ${n} 条`,
      onChange: (p: number, s: number) => {
        setPage(s !== size ? 1 : p);
        setSize(s);
      },
    };
  }
}
