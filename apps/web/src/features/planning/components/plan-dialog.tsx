import type { TFoodPlan } from '@shanlian/contract';
import { formatChinaDate, PLANNING_MSG, planLine } from '@shanlian/contract/browser';
import { App, Button, DatePicker, Form, Input, Modal, Select, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { DialogFooter, useNarrow } from '../../../components/console-layout';
import { NumberInput } from '../../../components/number-input';
import { yuan } from '../../../lib/format';
import { foodPlanText } from '../../../lib/text/food-plan';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { usePlanPaged, usePlanWrite } from '../plan-api';
import { type DraftLine, draftTotals, fitQuantity, lineKey, moveLine, planDays } from './plan-model';

type Product = {
  FoodSaleShelfId: string;
  Name: string;
  ProductName: string;
  Specification: string;
  Unit: string;
  PresentPrice: number;
  CartNumber: number;
  QuantityStep: number;
  Stock: number;
  SupplyName: string;
};
interface Head {
  name: string;
  range: [Dayjs, Dayjs] | null;
}

const fromPlan = (p: TFoodPlan): DraftLine[] =>
  p.B2B_FoodplandetailInfos.map((l) => ({
    FoodSaleShelfId: l.FoodSaleShelfId,
    Name: l.FoodSaleShelfName,
    Specification: l.Specification,
    Unit: l.Unit,
    PresentPrice: l.PresentPrice,
    Number: l.Number,
    Min: 1,
    Step: 1,
    SupplyName: l.SupplyName,
    DeliveryDate: l.DeliveryDate,
  }));
const fromProduct = (p: Product, n?: number): DraftLine => ({
  FoodSaleShelfId: p.FoodSaleShelfId,
  Name: p.Name || p.ProductName,
  Specification: p.Specification,
  Unit: p.Unit,
  PresentPrice: p.PresentPrice,
  Min: p.CartNumber,
  Step: p.QuantityStep,
  Number: fitQuantity(n, p.CartNumber, p.QuantityStep),
  SupplyName: p.SupplyName,
  DeliveryDate: null,
});
const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayOption = (d: string) => ({ value: d, label: `${d.slice(5).replace('-', '/')} ${WEEK[new Date(`${d}T00:00:00Z`).getUTCDay()]}` });

/** Add or edit an ingredient plan: name, dates, products searched by name with their quantities; live subtotal and points. */
export function PlanDialog({ open, plan, onClose }: { open: boolean; plan: TFoodPlan | null; onClose: () => void }) {
  const { message } = App.useApp();
  const narrow = useNarrow();
  const [form] = Form.useForm<Head>();
  const submitKey = useSubmitKey(open ? (plan ?? 'new') : null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const add = usePlanWrite('B2B_Foodplan/AddB2B_Foodplan');
  const update = usePlanWrite('B2B_Foodplan/UpdateB2B_Foodplan');
  const pending = add.pending || update.pending;
  const products = usePlanPaged(
    'B2B_Foodplan/GetFeedingShoppingCartProducts',
    { ProductName: search || null, PagerInfo: { PageIndex: page, PageSize: size } },
    { enabled: open },
  );
  const rows = (products.data?.rows.ShoppingcartInfos ?? []) as Product[];

  useEffect(() => {
    if (!open) return;
    setLines(plan ? fromPlan(plan) : []);
    setSearch('');
    setPage(1);
    form.setFieldsValue({
      name: plan?.Name ?? '',
      range: plan ? [dayjs(formatChinaDate(plan.StartTime)), dayjs(formatChinaDate(plan.EndTime))] : null,
    });
  }, [open, plan, form]);

  // products seen in the search teach the lines their least quantity and step
  useEffect(() => {
    if (!rows.length) return;
    setLines((ls) => {
      let changed = false;
      const next = ls.map((l) => {
        const p = rows.find((r) => r.FoodSaleShelfId === l.FoodSaleShelfId);
        if (!p || (l.Min === p.CartNumber && l.Step === p.QuantityStep)) return l;
        changed = true;
        return { ...l, Min: p.CartNumber, Step: p.QuantityStep, Number: fitQuantity(l.Number, p.CartNumber, p.QuantityStep) };
      });
      return changed ? next : ls;
    });
  }, [rows]);

  const range = Form.useWatch('range', form) as Head['range'] | undefined;
  const days = planDays(range?.[0]?.format('YYYY-MM-DD') ?? null, range?.[1]?.format('YYYY-MM-DD') ?? null);
  const dayOf = (l: DraftLine) => (l.DeliveryDate && days.includes(l.DeliveryDate) ? l.DeliveryDate : (days[0] ?? null));
  /** Another day for a product: the first day of the plan it is not yet on. */
  const splitDay = (l: DraftLine) => days.find((d) => !lines.some((x) => x.FoodSaleShelfId === l.FoodSaleShelfId && dayOf(x) === d));
  const totals = draftTotals(lines);
  const chosen = new Set(lines.map((l) => l.FoodSaleShelfId));

  const setQty = (key: string, n: number | null) => setLines((ls) => ls.map((l) => (lineKey(l) === key ? { ...l, Number: fitQuantity(n, l.Min, l.Step) } : l)));

  const save = async () => {
    let head: Head;
    try {
      head = await form.validateFields();
    } catch {
      return;
    }
    if (!lines.length) {
      message.warning(PLANNING_MSG.noProducts);
      return;
    }
    const [start, end] = head.range ?? [];
    if (!start || !end) return;
    const info = {
      Id: plan?.Id ?? null,
      Name: head.name.trim(),
      StartTime: start.format('YYYY-MM-DD'),
      EndTime: `${end.format('YYYY-MM-DD')} 23:59:59`,
      TotalPrice: totals.Subtotal,
      B2B_FoodplandetailInfos: lines.map((l) => ({ FoodSaleShelfId: l.FoodSaleShelfId, FoodSaleShelfName: l.Name, Number: l.Number, DeliveryDate: dayOf(l) })),
    };
    const r = plan
      ? await update.run({ B2B_FoodplanInfo: info }, submitKey.key, PLANNING_MSG.saved)
      : await add.run({ B2B_FoodplanInfo: info }, submitKey.key, PLANNING_MSG.saved);
    if (r) {
      submitKey.renew();
      onClose();
    }
  };

  const productColumns: TableColumnsType<Product> = [
    { title: foodPlanText.product, dataIndex: 'Name', ellipsis: true, render: (v: string, r) => v || r.ProductName },
    { title: foodPlanText.spec, dataIndex: 'Specification', width: 110, ellipsis: true, responsive: ['sm'] },
    { title: foodPlanText.supplier, dataIndex: 'SupplyName', width: 160, ellipsis: true, responsive: ['md'] },
    { title: foodPlanText.unitPrice, dataIndex: 'PresentPrice', width: 90, render: (v: number) => yuan(v) },
    {
      title: foodPlanText.quantity,
      key: 'min',
      width: 110,
      responsive: ['sm'],
      render: (_, r) => <span className="pl-muted">{foodPlanText.minQty(r.CartNumber, r.QuantityStep)}</span>,
    },
  ];

  const lineColumns: TableColumnsType<DraftLine> = [
    {
      title: foodPlanText.product,
      dataIndex: 'Name',
      ellipsis: true,
      render: (v: string, l) => (
        <div className="pl-line-name">
          {v}
          <div className="pl-muted">{[l.Specification, l.SupplyName].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    { title: foodPlanText.unitPrice, dataIndex: 'PresentPrice', width: 80, render: (v: number) => yuan(v), responsive: ['sm'] },
    {
      title: foodPlanText.quantity,
      key: 'n',
      width: 120,
      render: (_, l) => (
        <NumberInput
          size="small"
          min={l.Min}
          step={l.Step}
          max={99999}
          precision={0}
          value={l.Number}
          onChange={(n) => setQty(lineKey(l), typeof n === 'number' ? n : null)}
          style={{ width: 100 }}
          data-testid="plan-line-qty"
        />
      ),
    },
    {
      title: foodPlanText.deliveryDay,
      key: 'd',
      width: 150,
      render: (_, l) => {
        const next = splitDay(l);
        return (
          <div className="pl-line-day">
            <Select
              size="small"
              aria-label={foodPlanText.deliveryDay}
              value={dayOf(l) ?? undefined}
              placeholder={foodPlanText.pickRangeFirst}
              disabled={days.length === 0}
              options={days.map(dayOption)}
              onChange={(d: string) => setLines((ls) => moveLine(ls, lineKey(l), d))}
              style={{ width: 100 }}
              data-testid="plan-line-day"
            />
            {next && (
              <Button
                type="link"
                size="small"
                title={foodPlanText.splitDay}
                onClick={() => setLines((ls) => [...ls, { ...l, DeliveryDate: next, Number: l.Min }])}
                data-testid="plan-line-split"
              >
                +
              </Button>
            )}
          </div>
        );
      },
    },
    { title: foodPlanText.points, key: 'p', width: 80, responsive: ['sm'], render: (_, l) => planLine(l.PresentPrice, l.Number).Points.toFixed(2) },
    { title: foodPlanText.subtotal, key: 's', width: 90, render: (_, l) => yuan(planLine(l.PresentPrice, l.Number).Subtotal) },
    {
      title: '',
      key: 'x',
      width: 56,
      render: (_, l) => (
        <Button type="link" size="small" danger onClick={() => setLines((ls) => ls.filter((x) => lineKey(x) !== lineKey(l)))}>
          {foodPlanText.remove}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={plan ? foodPlanText.editTitle : foodPlanText.addTitle}
      width={narrow ? '100%' : 960}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      onCancel={pending ? undefined : onClose}
      maskClosable={false}
      destroyOnHidden
      footer={<DialogFooter onCancel={onClose} onOk={save} okText={foodPlanText.save} pending={pending} disabled={pending} testId="plan-save" />}
    >
      <div data-testid="plan-dialog">
        <Form form={form} layout={narrow ? 'vertical' : 'inline'} className="pl-form" requiredMark>
          <Form.Item name="name" label={foodPlanText.name} rules={[{ required: true, whitespace: true, message: PLANNING_MSG.planNameRequired }]}>
            <Input maxLength={50} placeholder={foodPlanText.namePlaceholder} data-testid="plan-name" style={{ width: narrow ? '100%' : 240 }} />
          </Form.Item>
          <Form.Item name="range" label={foodPlanText.range} rules={[{ required: true, message: PLANNING_MSG.planDatesRequired }]}>
            <DatePicker.RangePicker
              placeholder={[foodPlanText.rangeStart, foodPlanText.rangeEnd]}
              data-testid="plan-range"
              style={{ width: narrow ? '100%' : 280 }}
              inputReadOnly={narrow}
            />
          </Form.Item>
        </Form>
        <div className="pl-search">
          <SearchBox
            placeholder={foodPlanText.productSearch}
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
            testId="plan-product-search"
          />
        </div>
        <Table<Product>
          rowKey="FoodSaleShelfId"
          size="small"
          loading={products.isLoading || products.isFetching}
          columns={productColumns}
          dataSource={rows}
          data-testid="plan-products"
          rowSelection={{
            selectedRowKeys: [...chosen],
            preserveSelectedRowKeys: true,
            onSelect: (r, on) =>
              setLines((ls) =>
                on
                  ? ls.some((l) => l.FoodSaleShelfId === r.FoodSaleShelfId)
                    ? ls
                    : [...ls, fromProduct(r)]
                  : ls.filter((l) => l.FoodSaleShelfId !== r.FoodSaleShelfId),
              ),
            onSelectAll: (on, _sel, changed) =>
              setLines((ls) => {
                const ids = new Set(changed.map((c) => c.FoodSaleShelfId));
                return on
                  ? [...ls, ...changed.filter((c) => !chosen.has(c.FoodSaleShelfId)).map((c) => fromProduct(c))]
                  : ls.filter((l) => !ids.has(l.FoodSaleShelfId));
              }),
          }}
          pagination={{
            current: page,
            pageSize: size,
            total: products.data?.pager.RowCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20],
            size: 'small',
            showTotal: (n: number) => foodPlanText.total(n),
            onChange: (p, s) => {
              setPage(s !== size ? 1 : p);
              setSize(s);
            },
          }}
        />
        <h4 className="pl-chosen-title">
          {foodPlanText.chosenTitle}（{foodPlanText.chosen(lines.length)}）
        </h4>
        <Table<DraftLine>
          rowKey={lineKey}
          size="small"
          columns={lineColumns}
          dataSource={lines}
          pagination={false}
          locale={{ emptyText: foodPlanText.noChosen }}
          data-testid="plan-lines"
          scroll={lines.length > 8 ? { y: 320 } : undefined}
        />
        <div className="pl-dialog-sum" data-testid="plan-dialog-sum">
          <span>
            {foodPlanText.points}：<b>{totals.Points.toFixed(2)}</b>
          </span>
          <span>
            {foodPlanText.amount}：<b className="pl-amount">{yuan(totals.Subtotal)}</b>
          </span>
        </div>
      </div>
    </Modal>
  );
}
