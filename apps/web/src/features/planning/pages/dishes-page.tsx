import { PlusOutlined } from '@ant-design/icons';
import { PLANNING_MSG } from '@shanlian/contract/browser';
import { Button, Card, Image, Pagination, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { yuan } from '../../../lib/format';
import { dishText } from '../../../lib/text/dishes';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { DishDialog } from '../components/dish-dialog';
import { DishOrderDialog } from '../components/dish-order-dialog';
import { type DishIngredient, type DishRow, useDishPaged, useDishWrite } from '../dishes-api';
import '../dishes.css';

const thumb = (id: string) => `/v1/File/Download/${encodeURIComponent(id)}?thumb=100`;
const yesNo = (v: boolean) => (v ? <Tag color="green">{dishText.yes}</Tag> : <span className="dish-muted">{dishText.no}</span>);

/** The ingredients of a dish (the expanded row). */
function Ingredients({ dish }: { dish: DishRow }) {
  const rows = dish.ENX_DishesinformationfoodInfos;
  if (!rows.length) return <div className="dish-muted">{dishText.noIngredients}</div>;
  const columns: TableColumnsType<DishIngredient> = [
    {
      title: dishText.product,
      dataIndex: 'FoodName',
      render: (v: string, r) => (
        <span>
          {v}
          {!r.OnSale && <Tag className="dish-tag-gap">{dishText.offSale}</Tag>}
          <div className="dish-muted">{r.Specification}</div>
        </span>
      ),
    },
    { title: dishText.supplier, dataIndex: 'SupplyName', ellipsis: true },
    { title: dishText.foodType, dataIndex: 'FoodTypeName', width: 100 },
    { title: dishText.gramsPerPortion, dataIndex: 'Grams', width: 90, render: (g: number) => dishText.grams(g) },
    { title: dishText.price, key: 'price', width: 110, render: (_, r) => dishText.perUnit(yuan(r.Price), r.Unit) },
    { title: dishText.netWeight, dataIndex: 'NetWeight', width: 90, render: (v: number | null) => (v ? dishText.grams(v) : '—') },
    {
      title: dishText.composition,
      dataIndex: 'FoodCode',
      width: 120,
      render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : <Tag color="orange">{dishText.unmapped}</Tag>),
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
        <ConsolePageHead title={dishText.deskTitle} sub={dishText.deskSub} extra={extra} />
        <ConsoleCard>{children}</ConsoleCard>
      </div>
    );
  }
  return (
    <section className="sl-section dish-page">
      <div className="dish-head">
        <div>
          <h1>{dishText.title}</h1>
          <p>{dishText.sub}</p>
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
  usePageTitle(desk ? dishText.deskTitle : dishText.title);
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
          {dishText.edit}
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
            {dishText.del}
          </Button>
        </Popconfirm>
      )}
      {canOrder && (
        <Button type="link" size="small" onClick={() => setOrdering(r)} data-testid="dish-order">
          {dishText.order}
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
    { title: dishText.dishType, dataIndex: 'DishesTypeName', width: 90 },
    { title: dishText.cuisine, dataIndex: 'CuisineName', width: 90 },
    { title: dishText.name, dataIndex: 'Name', width: 160 },
    { title: dishText.describe, dataIndex: 'Describe', ellipsis: true },
    { title: dishText.isNew, dataIndex: 'IsNewProducts', width: 60, render: yesNo },
    { title: dishText.isRecommended, dataIndex: 'IsNameProduct', width: 60, render: yesNo },
    { title: dishText.image, key: 'img', width: 80, render: (_, r) => image(r) },
    { title: dishText.actions, key: 'op', width: 150, fixed: 'right', render: (_, r) => actions(r) },
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
      {dishText.add}
    </Button>
  );

  return (
    <Frame desk={desk} extra={addButton}>
      <div className="dish-filters">
        <SearchBox
          placeholder={dishText.search}
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
        <EmptyState description={search ? undefined : dishText.empty}>{!search && <div className="dish-muted">{dishText.emptyHint}</div>}</EmptyState>
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
                    {r.IsNewProducts && ` · ${dishText.isNew}`}
                    {r.IsNameProduct && ` · ${dishText.isRecommended}`}
                  </div>
                </div>
              </div>
              {r.Describe && <div className="dish-card-desc">{r.Describe}</div>}
              <ul className="dish-card-lines">
                {r.ENX_DishesinformationfoodInfos.map((i) => (
                  <li key={i.Id}>
                    <span>{i.FoodName}</span>
                    <span>
                      {dishText.grams(i.Grams)}
                      {!i.FoodCode && (
                        <Tag color="orange" className="dish-tag-gap">
                          {dishText.unmapped}
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
