import { PlusOutlined } from '@ant-design/icons';
import type { TFoodPlan } from '@shanlian/contract';
import { formatChinaDate, PLANNING_MSG } from '@shanlian/contract/browser';
import { App, Button, Card, Checkbox, Pagination, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../../components/admin-table';
import { useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime, yuan } from '../../../lib/format';
import { foodPlanText } from '../../../lib/text/food-plan';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { PlanDialog } from '../components/plan-dialog';
import { planFooter } from '../components/plan-model';
import { usePlanPaged, usePlanWrite } from '../plan-api';
import '../plan.css';

type Line = TFoodPlan['B2B_FoodplandetailInfos'][number];

/** The product lines of a plan (the expanded row). */
function PlanLines({ plan }: { plan: TFoodPlan }) {
  const columns: TableColumnsType<Line> = [
    {
      title: foodPlanText.product,
      dataIndex: 'FoodSaleShelfName',
      render: (v: string, l) => (
        <span>
          {v}
          {!l.OnSale && <span className="pl-off"> {foodPlanText.offSale}</span>}
          <div className="pl-muted">{l.SupplyName}</div>
          <div className="pl-muted pl-narrow-only">
            {yuan(l.PresentPrice)} × {l.Number}
          </div>
        </span>
      ),
    },
    { title: foodPlanText.spec, dataIndex: 'Specification', width: 120, responsive: ['sm'] },
    { title: foodPlanText.unitPrice, dataIndex: 'PresentPrice', width: 90, responsive: ['sm'], render: (v: number) => yuan(v) },
    { title: foodPlanText.quantity, dataIndex: 'Number', width: 70, responsive: ['sm'] },
    { title: foodPlanText.points, dataIndex: 'Points', width: 90, responsive: ['sm'], render: (v: number) => v.toFixed(2) },
    { title: foodPlanText.subtotal, dataIndex: 'Subtotal', width: 100, render: (v: number) => yuan(v) },
  ];
  return (
    <div className="pl-lines" data-testid="plan-lines-view">
      <div className="pl-muted">
        {foodPlanText.range}：{formatChinaDate(plan.StartTime)} ~ {formatChinaDate(plan.EndTime)}
      </div>
      <Table<Line> rowKey="Id" size="small" columns={columns} dataSource={plan.B2B_FoodplandetailInfos} pagination={false} />
    </div>
  );
}

/** /eshop/store/ingredients — the buyer's ingredient plans: search, expand, edit, delete, choose and order. */
export default function FoodPlanPage() {
  const navigate = useNavigate();
  usePageTitle(foodPlanText.title);
  const { message } = App.useApp();
  const narrow = useNarrow();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [picked, setPicked] = useState<TFoodPlan[]>([]);
  const [editing, setEditing] = useState<{ plan: TFoodPlan | null } | null>(null);
  const [open, setOpen] = useState<string[]>([]);
  const list = usePlanPaged('B2B_Foodplan/GetB2B_FoodplanList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: size } });
  const del = usePlanWrite('B2B_Foodplan/DeleteB2B_Foodplan');
  const rows = list.data?.rows ?? [];
  const canEdit = can('food-plan:edit');
  const canDelete = can('food-plan:delete');
  const foot = planFooter(picked);

  const onDelete = async (r: TFoodPlan) => {
    const ok = await del.run({ Id: r.Id }, undefined, PLANNING_MSG.deleted);
    if (ok) setPicked((ps) => ps.filter((p) => p.Id !== r.Id));
  };
  const onOrder = async () => {
    if (!picked.length) {
      message.warning(PLANNING_MSG.selectPlanToOrder);
      return;
    }
    // 订单确认: each line on its planned day, with the money, address, slots and notes before anything is ordered
    navigate(`/eshop/store/checkout?plans=${picked.map((p) => p.Id).join(',')}`);
  };

  const actions = (r: TFoodPlan) => (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing({ plan: r })} data-testid="plan-edit">
          {foodPlanText.edit}
        </Button>
      )}
      {canDelete && (
        <Popconfirm title={PLANNING_MSG.deleteTitle} description={PLANNING_MSG.deleteConfirm} onConfirm={() => onDelete(r)}>
          <Button type="link" size="small" danger data-testid="plan-delete">
            {foodPlanText.del}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );

  const columns: TableColumnsType<TFoodPlan> = [
    {
      title: foodPlanText.name,
      dataIndex: 'Name',
      width: 220,
      render: (v: string, r) => (
        <div>
          <b>{v}</b>
          <div className="pl-muted">{formatChinaTime(r.CreateTime)}</div>
        </div>
      ),
    },
    { title: foodPlanText.range, key: 'range', width: 190, render: (_, r) => `${formatChinaDate(r.StartTime)} ~ ${formatChinaDate(r.EndTime)}` },
    { title: foodPlanText.units, dataIndex: 'Number', width: 70 },
    { title: foodPlanText.amount, dataIndex: 'TotalPrice', width: 110, render: (v: number) => yuan(v) },
    { title: foodPlanText.freight, dataIndex: 'Freight', width: 90, render: (v: number) => yuan(v) },
    { title: foodPlanText.withFreight, dataIndex: 'TotalWithFreight', width: 120, render: (v: number) => yuan(v) },
    { title: foodPlanText.points, dataIndex: 'Points', width: 100, render: (v: number) => v.toFixed(2) },
    { title: foodPlanText.actions, key: 'op', width: 120, render: (_, r) => actions(r) },
  ];

  const pager = {
    current: page,
    pageSize: size,
    total: list.data?.pager.RowCount ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50],
    showTotal: (n: number) => foodPlanText.total(n),
    onChange: (p: number, s: number) => {
      setPage(s !== size ? 1 : p);
      setSize(s);
    },
  };
  const isPicked = (r: TFoodPlan) => picked.some((p) => p.Id === r.Id);

  return (
    <section className="sl-section pl-page">
      <div className="pl-page-head">
        <div>
          <h1>{foodPlanText.title}</h1>
          <p>{foodPlanText.sub}</p>
        </div>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ plan: null })} data-testid="plan-add">
            {foodPlanText.add}
          </Button>
        )}
      </div>
      <div className="pl-filters">
        <SearchBox
          placeholder={foodPlanText.search}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          testId="plan-search"
        />
      </div>
      {list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>{foodPlanText.retry}</Button>
        </EmptyState>
      ) : !list.isLoading && rows.length === 0 ? (
        <EmptyState description={search ? foodPlanText.noMatch : foodPlanText.empty}>
          {!search && <div className="pl-muted">{foodPlanText.emptyHint}</div>}
        </EmptyState>
      ) : narrow ? (
        <div className="pl-cards" data-testid="plan-table">
          {list.isLoading && <Card loading size="small" />}
          {rows.map((r) => (
            <Card key={r.Id} size="small" className="pl-card" data-testid="plan-row">
              <Checkbox
                checked={isPicked(r)}
                onChange={(e) => setPicked((ps) => (e.target.checked ? [...ps, r] : ps.filter((p) => p.Id !== r.Id)))}
                data-testid="plan-pick"
              >
                <b>{r.Name}</b>
              </Checkbox>
              <div className="pl-muted">
                {formatChinaDate(r.StartTime)} ~ {formatChinaDate(r.EndTime)} · {r.Number}
                {foodPlanText.units}
              </div>
              <div>
                {foodPlanText.withFreight}：<b className="pl-amount">{yuan(r.TotalWithFreight)}</b>
                <span className="pl-muted">
                  {' '}
                  （{foodPlanText.freight} {yuan(r.Freight)}）
                </span>
              </div>
              <Button
                type="link"
                size="small"
                className="pl-expand"
                onClick={() => setOpen((o) => (o.includes(r.Id) ? o.filter((x) => x !== r.Id) : [...o, r.Id]))}
                data-testid="plan-expand"
              >
                {foodPlanText.lines}（{r.B2B_FoodplandetailInfos.length}）
              </Button>
              {open.includes(r.Id) && <PlanLines plan={r} />}
              {actions(r)}
            </Card>
          ))}
          <Pagination className="pl-pager" size="small" {...pager} />
        </div>
      ) : (
        <Table<TFoodPlan>
          rowKey="Id"
          size="middle"
          loading={list.isLoading || list.isFetching}
          columns={columns}
          dataSource={rows}
          expandable={{ expandedRowRender: (r) => <PlanLines plan={r} />, expandedRowKeys: open, onExpandedRowsChange: (k) => setOpen(k as string[]) }}
          rowSelection={{ selectedRowKeys: picked.map((p) => p.Id), onChange: (_k, sel) => setPicked(sel), preserveSelectedRowKeys: true }}
          pagination={pager}
          data-testid="plan-table"
          onRow={() => ({ 'data-testid': 'plan-row' }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <div className="pl-footer" data-testid="plan-footer">
        <span>{foodPlanText.selectedPlans(foot.Count)}</span>
        <span>
          {foodPlanText.amount}：<b data-testid="plan-footer-amount">{yuan(foot.TotalPrice)}</b>
        </span>
        <span>
          {foodPlanText.withFreight}：
          <b className="pl-amount" data-testid="plan-footer-total">
            {yuan(foot.TotalWithFreight)}
          </b>
        </span>
        <span>
          {foodPlanText.points}：<b data-testid="plan-footer-points">{foot.Points.toFixed(2)}</b>
        </span>
        <Button type="primary" onClick={onOrder} data-testid="plan-order">
          {foodPlanText.submitOrder}
        </Button>
      </div>
      <PlanDialog open={editing != null} plan={editing?.plan ?? null} onClose={() => setEditing(null)} />
    </section>
  );
}
