import { PlusOutlined } from '@ant-design/icons';
import { PLANNING_MSG } from '@shanlian/contract/browser';
import { Button, Card, Image, Pagination, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { yuan } from '../../../lib/format';
import { TDish } from '../../../lib/text/dishes';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { DishDialog } from '../components/dish-dialog';
import { DishOrderDialog } from '../components/dish-order-dialog';
import { type DishIngredient, type DishRow, useDishPaged, useDishWrite } from '../dishes-api';
import '../dishes.css';

const thumb = (id: string) => `/v1/File/Download/${encodeURIComponent(id)}?thumb=100`;
const yesNo = (v: boolean) => (v ? <Tag color="green">{TDish.yes}</Tag> : <span className="dish-muted">{TDish.no}</span>);

/** The ingredients of a dish (the expanded row). */
function Ingredients({ dish }: { dish: DishRow }) {
  const rows = dish.ENX_DishesinformationfoodInfos;
  if (!rows.length) return <div className="dish-muted">{TDish.noIngredients}</div>;
  const columns: TableColumnsType<DishIngredient> = [
    {
      title: TDish.product,
      dataIndex: 'FoodName',
      render: (v: string, r) => (
        <span>
          {v}
          {!r.OnSale && <Tag className="dish-tag-gap">{TDish.offSale}</Tag>}
          <div className="dish-muted">{r.Specification}</div>
        </span>
      ),
    },
    { title: TDish.supplier, dataIndex: 'SupplyName', ellipsis: true },
    { title: TDish.foodType, dataIndex: 'FoodTypeName', width: 100 },
    { title: TDish.gramsPerPortion, dataIndex: 'Grams', width: 90, render: (g: number) => TDish.grams(g) },
    { title: TDish.price, key: 'price', width: 110, render: (_, r) => TDish.perUnit(yuan(r.Price), r.Unit) },
    { title: TDish.netWeight, dataIndex: 'NetWeight', width: 90, render: (v: number | null) => (v ? TDish.grams(v) : '—') },
    {
      title: TDish.composition,
      dataIndex: 'FoodCode',
      width: 120,
      render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : <Tag color="orange">{TDish.unmapped}</Tag>),
    },
  ];
  return (
    <Table<DishIngredient> rowKey="Id" size="small" pagination={false} columns={columns} dataSource={rows} scroll={{ x: 760 }} data-testid="dish-ingredients" />
  );
}

function Frame({ desk, extra, children }: { desk: boolean; extra: ReactNode; children: ReactNode }) {
  if (desk) {
    return (
      <div className="dish-page">
        <ConsolePageHead title={TDish.deskTitle} sub={TDish.deskSub} extra={extra} />
        <ConsoleCard>{children}</ConsoleCard>
      </div>
    );
  }
  return (
    <section className="sl-section dish-page">
      <div className="dish-head">
        <div>
          <h1>{TDish.title}</h1>
          <p>{TDish.sub}</p>
        </div>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** /eshop/store/menuOrder and /supplier/dishes — the firm's dishes: search, expand the ingredients, add / update / delete, order (buyers). */
export default function DishesPage() {
  const desk = useLocation().pathname.startsWith('/supplier');
  usePageTitle(desk ? TDish.deskTitle : TDish.title);
  const narrow = useNarrow();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [editing, setEditing] = useState<{ dish: DishRow | null } | null>(null);
  const [ordering, setOrdering] = useState<DishRow | null>(null);
  const list = useDishPaged('ENX_Dishesinformation/GetDishesinformationList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: size } });
  const del = useDishWrite('ENX_Dishesinformation/DeleteDishesinformation');
  const rows = list.data?.rows ?? [];
  const canEdit = can('dish:edit');
  const canDelete = can('dish:delete');
  const canOrder = can('order:edit') && !desk;

  const actions = (r: DishRow) => (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={() => setEditing({ dish: r })} data-testid="dish-edit">
          {TDish.edit}
        </Button>
      )}
      {canDelete && (
        <Popconfirm
          title={PLANNING_MSG.deleteTitle}
          description={PLANNING_MSG.deleteConfirm}
          okButtonProps={{ danger: true, loading: del.pending }}
          onConfirm={() => del.run({ Id: r.Id }, undefined, PLANNING_MSG.deleted)}
        >
          <Button type="link" size="small" danger data-testid="dish-delete">
            {TDish.del}
          </Button>
        </Popconfirm>
      )}
      {canOrder && (
        <Button type="link" size="small" onClick={() => setOrdering(r)} data-testid="dish-order">
          {TDish.order}
        </Button>
      )}
    </Space>
  );

  const image = (r: DishRow) =>
    r.FileId ? (
      <Image width={48} height={48} className="dish-thumb" src={thumb(r.FileId)} preview={{ src: r.FileUrl ?? undefined }} alt={r.Name} />
    ) : (
      <div className="dish-thumb dish-thumb-none" />
    );

  const columns: TableColumnsType<DishRow> = [
    { title: TDish.dishType, dataIndex: 'DishesTypeName', width: 90 },
    { title: TDish.cuisine, dataIndex: 'CuisineName', width: 90 },
    { title: TDish.name, dataIndex: 'Name', width: 160 },
    { title: TDish.describe, dataIndex: 'Describe', ellipsis: true },
    { title: TDish.isNew, dataIndex: 'IsNewProducts', width: 60, render: yesNo },
    { title: TDish.isRecommended, dataIndex: 'IsNameProduct', width: 60, render: yesNo },
    { title: TDish.image, key: 'img', width: 80, render: (_, r) => image(r) },
    { title: TDish.actions, key: 'op', width: 150, fixed: 'right', render: (_, r) => actions(r) },
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

  const addButton = canEdit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ dish: null })} data-testid="dish-add">
      {TDish.add}
    </Button>
  );

  return (
    <Frame desk={desk} extra={addButton}>
      <div className="dish-filters">
        <SearchBox
          placeholder={TDish.search}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          testId="dish-search"
        />
      </div>
      {list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>重试</Button>
        </EmptyState>
      ) : !list.isLoading && rows.length === 0 ? (
        <EmptyState description={search ? undefined : TDish.empty}>{!search && <div className="dish-muted">{TDish.emptyHint}</div>}</EmptyState>
      ) : narrow ? (
        <div className="dish-cards" data-testid="dish-table">
          {list.isLoading && <Card loading size="small" />}
          {rows.map((r) => (
            <Card key={r.Id} size="small" className="dish-card" data-testid="dish-row">
              <div className="dish-card-head">
                {image(r)}
                <div>
                  <b>{r.Name}</b>
                  <div className="dish-muted">
                    {r.DishesTypeName} · {r.CuisineName}
                    {r.IsNewProducts && ` · ${TDish.isNew}`}
                    {r.IsNameProduct && ` · ${TDish.isRecommended}`}
                  </div>
                </div>
              </div>
              {r.Describe && <div className="dish-card-desc">{r.Describe}</div>}
              <ul className="dish-card-lines">
                {r.ENX_DishesinformationfoodInfos.map((i) => (
                  <li key={i.Id}>
                    <span>{i.FoodName}</span>
                    <span>
                      {TDish.grams(i.Grams)}
                      {!i.FoodCode && (
                        <Tag color="orange" className="dish-tag-gap">
                          {TDish.unmapped}
                        </Tag>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              {actions(r)}
            </Card>
          ))}
          <Pagination className="dish-pager" size="small" {...pager} />
        </div>
      ) : (
        <Table<DishRow>
          rowKey="Id"
          size="middle"
          loading={list.isLoading || list.isFetching}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 900 }}
          expandable={{ expandedRowRender: (r) => <Ingredients dish={r} /> }}
          pagination={pager}
          data-testid="dish-table"
          onRow={() => ({ 'data-testid': 'dish-row' }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <DishDialog open={editing != null} dish={editing?.dish ?? null} onClose={() => setEditing(null)} />
      <DishOrderDialog dish={ordering} onClose={() => setOrdering(null)} />
    </Frame>
  );
}
