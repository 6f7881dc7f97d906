import { Button, Card, Pagination, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { yuan } from '../../../lib/format';
import { dishText } from '../../../lib/text/dishes';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { MealDialog } from '../components/meal-dialog';
import { MealNutritionDrawer } from '../components/meal-nutrition-drawer';
import { type FirmFeeding, useDishPaged } from '../dishes-api';
import '../dishes.css';

const round = (v: number) => Math.round(v * 10) / 10;

/** The dishes of a meal with their portions. */
function MealDishes({ meal }: { meal: FirmFeeding }) {
  if (!meal.REC_FeedingdetailInfos.length) return <Tag>{dishText.notSet}</Tag>;
  return (
    <ul className="meal-dishes">
      {meal.REC_FeedingdetailInfos.map((d) => (
        <li key={d.Id}>
          {d.DishesName} × {d.Portions}
        </li>
      ))}
    </ul>
  );
}

function Energy({ meal }: { meal: FirmFeeding }) {
  return (
    <div>
      {meal.EnergyKcal == null ? '—' : `${round(meal.EnergyKcal)} kcal`}
      <div className="dish-muted">{meal.ProteinG == null ? '' : `${dishText.protein} ${round(meal.ProteinG)} g`}</div>
      {meal.Missing.length > 0 && (
        <Tag color="orange" title={meal.Missing.map((m) => m.ProductName).join('、')} data-testid="meal-missing-tag">
          {dishText.missing} {meal.Missing.length}
        </Tag>
      )}
    </div>
  );
}

/** /supplier/meals — the supplier's nutrition meals (food type 100): dishes and portions, age group, sex, nutrition per portion. */
export default function DeskMealsPage() {
  usePageTitle(dishText.mealsTitle);
  const narrow = useNarrow();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [editing, setEditing] = useState<FirmFeeding | null>(null);
  const [viewing, setViewing] = useState<{ Id: string; Name: string } | null>(null);
  const list = useDishPaged('WeekFeeding/GetFirmFeedingList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: size } });
  const rows = list.data?.rows ?? [];
  const canEdit = can('nutrition-meal:edit');

  const actions = (r: FirmFeeding) => (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="meal-edit">
          {dishText.setMeal}
        </Button>
      )}
      {r.Id && (
        <Button type="link" size="small" onClick={() => setViewing({ Id: r.Id ?? '', Name: r.Name })} data-testid="meal-nutrition-open">
          {dishText.nutrition}
        </Button>
      )}
    </Space>
  );

  const columns: TableColumnsType<FirmFeeding> = [
    {
      title: dishText.meal,
      dataIndex: 'Name',
      width: 180,
      render: (v: string, r) => (
        <div>
          {v}
          {!r.OnSale && <Tag className="dish-tag-gap">{dishText.offSale}</Tag>}
          <div className="dish-muted">
            {yuan(r.PresentPrice)}/{r.Unit || '份'}
          </div>
        </div>
      ),
    },
    { title: dishText.packageType, dataIndex: 'PackageTypeName', width: 80 },
    { title: dishText.ageGroup, dataIndex: 'AgeGroupName', width: 80, render: (v: string) => v || '—' },
    { title: dishText.gender, dataIndex: 'GenderName', width: 60, render: (v: string) => v || '—' },
    { title: dishText.dishes, key: 'dishes', render: (_, r) => <MealDishes meal={r} /> },
    { title: `${dishText.energy}（${dishText.perPortion}）`, key: 'energy', width: 130, render: (_, r) => <Energy meal={r} /> },
    { title: dishText.actions, key: 'op', width: 130, fixed: 'right', render: (_, r) => actions(r) },
  ];

  const pager = {
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

  return (
    <div className="dish-page">
      <ConsolePageHead title={dishText.mealsTitle} sub={dishText.mealsSub} />
      <ConsoleCard>
        <div className="dish-filters">
          <SearchBox
            placeholder={dishText.mealsSearch}
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
            testId="meal-search"
          />
        </div>
        {list.error ? (
          <EmptyState description={list.error.message}>
            <Button onClick={() => list.refetch()}>重试</Button>
          </EmptyState>
        ) : !list.isLoading && rows.length === 0 ? (
          <EmptyState description={search ? undefined : dishText.mealsEmpty}>
            {!search && <div className="dish-muted">{dishText.mealsEmptyHint}</div>}
          </EmptyState>
        ) : narrow ? (
          <div className="dish-cards" data-testid="meal-table">
            {list.isLoading && <Card loading size="small" />}
            {rows.map((r) => (
              <Card key={r.FoodSaleShelfId} size="small" data-testid="meal-row">
                <b>{r.Name}</b>
                <div className="dish-muted">
                  {[r.PackageTypeName, r.AgeGroupName, r.GenderName, `${yuan(r.PresentPrice)}/${r.Unit || '份'}`].filter(Boolean).join(' · ')}
                </div>
                <MealDishes meal={r} />
                <Energy meal={r} />
                {actions(r)}
              </Card>
            ))}
            <Pagination className="dish-pager" size="small" {...pager} />
          </div>
        ) : (
          <Table<FirmFeeding>
            rowKey="FoodSaleShelfId"
            size="middle"
            loading={list.isLoading || list.isFetching}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 860 }}
            pagination={pager}
            data-testid="meal-table"
            onRow={() => ({ 'data-testid': 'meal-row' }) as HTMLAttributes<HTMLElement>}
          />
        )}
      </ConsoleCard>
      <MealDialog meal={editing} onClose={() => setEditing(null)} />
      <MealNutritionDrawer meal={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
