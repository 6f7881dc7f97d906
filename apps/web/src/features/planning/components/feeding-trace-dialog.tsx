import { PLANNING_MSG } from '@shanlian/contract/browser';
import { Button, Modal, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { TraceView } from '../../../components/trace-view';
import { formatChinaTime } from '../../../lib/format';
import { foodPlanText } from '../../../lib/text/food-plan';
import { usePlanOp } from '../plan-api';

type Ingredient = {
  ProductName: string;
  SupplyName: string;
  Grams: number;
  TraceId: string | null;
  BatchNumber: string | null;
  ProductDate: string | null;
  OriginFirmName: string | null;
  ReceivedTime: string | null;
};

/** One dish's ingredients, each with a button that opens the ingredient's own trace below it. */
function DishIngredients({ rows, dishIndex }: { rows: Ingredient[]; dishIndex: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const columns: TableColumnsType<Ingredient & { i: number }> = [
    {
      title: foodPlanText.ingredient,
      dataIndex: 'ProductName',
      width: 150,
      render: (v: string, r) => (
        <div>
          {v}
          <div className="pl-muted">{r.SupplyName}</div>
        </div>
      ),
    },
    { title: foodPlanText.grams, dataIndex: 'Grams', width: 66, render: (v: number) => `${v} g` },
    { title: foodPlanText.batch, dataIndex: 'BatchNumber', width: 100, responsive: ['sm'], render: (v: string | null) => v ?? '—' },
    { title: foodPlanText.productDate, dataIndex: 'ProductDate', width: 92, responsive: ['md'], render: (v: string | null) => v ?? '—' },
    { title: foodPlanText.origin, dataIndex: 'OriginFirmName', responsive: ['md'], ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: foodPlanText.received,
      dataIndex: 'ReceivedTime',
      width: 128,
      responsive: ['sm'],
      render: (v: string | null) => (v ? formatChinaTime(v, false) : '—'),
    },
    {
      title: '',
      key: 'op',
      width: 88,
      render: (_, r) =>
        r.TraceId ? (
          <Button type="link" size="small" onClick={() => setOpen(open === r.i ? null : r.i)} data-testid="feeding-trace-one">
            {open === r.i ? foodPlanText.hideTrace : foodPlanText.traceOne}
          </Button>
        ) : (
          <span className="pl-muted" data-testid="feeding-trace-none">
            {PLANNING_MSG.noStockIn}
          </span>
        ),
    },
  ];
  const data = rows.map((r, i) => ({ ...r, i }));
  return (
    <Table
      rowKey={(r) => `${dishIndex}-${r.i}`}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={data}
      locale={{ emptyText: foodPlanText.noIngredients }}
      expandable={{
        expandedRowKeys: open == null ? [] : [`${dishIndex}-${open}`],
        showExpandColumn: false,
        expandedRowRender: (r) => (r.TraceId ? <TraceView detailId={r.TraceId} /> : null),
      }}
      data-testid="feeding-trace-ingredients"
    />
  );
}

/** 食材溯源 of a nutrition meal (an order line): the meal, each dish with its ingredients, and each ingredient's own trace. */
export function FeedingTraceDialog({ lineId, onClose }: { lineId: string | null; onClose: () => void }) {
  const narrow = useNarrow();
  const q = usePlanOp('Trace/GetFeedingFoodTraceabilityById', { Id: lineId ?? '' }, { enabled: !!lineId });
  const t = q.data;
  return (
    <Modal
      open={!!lineId}
      onCancel={onClose}
      footer={null}
      title={foodPlanText.traceTitle}
      width={narrow ? '100%' : 800}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      destroyOnHidden
    >
      <div className="pl-trace" data-testid="feeding-trace-dialog">
        {q.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : q.error ? (
          <EmptyState description={q.error.message} />
        ) : t ? (
          <>
            <div className="pl-trace-head">
              <b data-testid="feeding-trace-meal">{t.Name}</b>
              <span className="pl-muted">{[t.SupplyName, t.OrderNo ? `${foodPlanText.mealOrder} ${t.OrderNo}` : ''].filter(Boolean).join(' · ')}</span>
            </div>
            {t.REC_FeedingdetailInfos.length === 0 && <EmptyState description={foodPlanText.noDishes} />}
            {t.REC_FeedingdetailInfos.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dishes of a trace carry no id
              <section key={i} className="pl-trace-dish" data-testid="feeding-trace-dish">
                <h4>
                  {foodPlanText.dish}：{d.DishesName}
                  <span className="pl-muted"> {foodPlanText.dishPortions(d.Portions)}</span>
                </h4>
                <DishIngredients rows={d.FD_FoodTraceabilities} dishIndex={i} />
              </section>
            ))}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
