import { ShoppingCartOutlined } from '@ant-design/icons';
import type { TFrequentItem } from '@shanlian/contract';
import { App, Button, Image, Input, Space, Table, type TableColumnsType, Tag } from 'antd';
import { createElement, type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../../api/client';
import { EmptyState } from '../../../components/empty-state';
import { NumberInput } from '../../../components/number-input';
import { QueryState } from '../../../components/query-state';
import { formatChinaTime, yuan } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { FREQUENT_PAGE_SIZE, useFrequentList } from '../api/get-frequent';
import { useAddToCart } from '../api/order-mutations';
import { TA } from '../order-text';
import { startQuantity } from '../rules/frequent';
import '../order.css';
import { messageOf } from '../../../api/errors';

const CART = '/eshop/store/cart';
/** A cell's column name, which the phone layout shows above its value (the table head is hidden there). */
const labelled = (label: string) => ({ 'data-label': label }) as HTMLAttributes<HTMLElement>;

/** /eshop/store/frequent — 常购清单: what the school buys, most often first, each with a quantity box and 加入购物车. */
export default function FrequentPage() {
  usePageTitle(TA.frequentTitle);
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useFrequentList(search, page);
  const add = useAddToCart();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = list.data?.rows ?? [];

  // a row's box starts at its last quantity (within the product's rules) until changed
  const quantityOf = (r: TFrequentItem) => quantities[r.FoodSaleShelfId] ?? startQuantity(r);
  const setQuantity = (id: string, n: number | null) => setQuantities((q) => ({ ...q, [id]: n ?? 0 }));
  const cartLink = createElement(Link, { to: CART, style: { marginLeft: 8 } }, TA.goCart);

  /** Adds the rows one by one (each with its own key, so a double click adds once); the refused ones are named. */
  const addRows = async (items: TFrequentItem[], id: string) => {
    if (busy) return;
    setBusy(id);
    let ok = 0;
    const failed: string[] = [];
    for (const r of items) {
      try {
        await add.mutateAsync({ itemId: r.FoodSaleShelfId, quantity: quantityOf(r), key: newIdempotencyKey() });
        ok += 1;
      } catch (e) {
        failed.push(items.length === 1 ? messageOf(e) : r.ProductName);
      }
    }
    setBusy(null);
    if (items.length === 1 && failed.length) message.error(failed[0]);
    else if (ok > 0) message.success(createElement('span', null, TA.addedMany(ok, failed), cartLink));
    else message.error(TA.addedMany(0, failed));
    if (ok > 0) setChecked([]);
  };

  const columns: TableColumnsType<TFrequentItem> = [
    {
      title: TA.col.product,
      key: 'product',
      render: (_, r) => (
        <Space align="start">
          <Image src={r.PromotionImage} width={48} height={48} preview={false} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />
          <div>
            <Link to={`/eshop/store/product/detail/${r.FoodSaleShelfId}`}>{r.ProductName}</Link>
            <div className="grid-sub">
              {r.Specification} · {r.SupplierName}
            </div>
            {!r.Available && <Tag color="default">{TA.unavailable}</Tag>}
          </div>
        </Space>
      ),
    },
    {
      title: TA.col.price,
      key: 'price',
      onCell: () => labelled(TA.col.price),
      width: 130,
      render: (_, r) => (
        <div>
          <b>
            {yuan(r.Price)}/{r.Unit}
          </b>
          <div className="grid-sub">{TA.stock(r.Stock, r.Unit)}</div>
        </div>
      ),
    },
    {
      title: TA.col.history,
      key: 'history',
      onCell: () => labelled(TA.col.history),
      width: 190,
      render: (_, r) => (
        <div data-testid="frequent-history">
          <div>{TA.times(r.TimesOrdered)}</div>
          <div className="grid-sub">
            {TA.totalQuantity} {r.TotalQuantity}
            {r.Unit} · {TA.lastQuantity} {r.LastQuantity}
          </div>
          <div className="grid-sub">
            {TA.lastTime} {formatChinaTime(r.LastOrderTime, false)}
          </div>
        </div>
      ),
    },
    {
      title: TA.col.quantity,
      key: 'quantity',
      onCell: () => labelled(TA.col.quantity),
      width: 200,
      render: (_, r) => (
        <div>
          <NumberInput
            size="small"
            min={Math.max(1, r.MinQuantity)}
            step={Math.max(1, r.QuantityStep)}
            max={99999}
            precision={0}
            style={{ width: 110 }}
            value={quantityOf(r)}
            disabled={!r.Available}
            onChange={(n) => setQuantity(r.FoodSaleShelfId, n)}
            data-testid="frequent-quantity"
          />
          <div style={{ marginTop: 4 }}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, marginRight: 8 }}
              disabled={!r.Available}
              onClick={() => setQuantity(r.FoodSaleShelfId, r.LastQuantity)}
            >
              {TA.lastQuantity}
            </Button>
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              disabled={!r.Available}
              onClick={() => setQuantity(r.FoodSaleShelfId, Math.max(1, r.MinQuantity))}
            >
              {TA.minQuantity} {Math.max(1, r.MinQuantity)}
            </Button>
          </div>
        </div>
      ),
    },
    {
      title: TA.col.actions,
      key: 'actions',
      width: 120,
      render: (_, r) => (
        <Button
          size="small"
          type="primary"
          ghost
          icon={<ShoppingCartOutlined />}
          disabled={!r.Available || (busy != null && busy !== r.FoodSaleShelfId) || quantityOf(r) < 1}
          loading={busy === r.FoodSaleShelfId}
          onClick={() => addRows([r], r.FoodSaleShelfId)}
          data-testid="frequent-add"
        >
          {TA.addToCart}
        </Button>
      ),
    },
  ];

  const checkedRows = rows.filter((r) => checked.includes(r.FoodSaleShelfId));
  return (
    <section className="sl-section order-page">
      <h1 className="order-title">{TA.frequentTitle}</h1>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16, flexWrap: 'wrap' }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={TA.frequentSearch}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          data-testid="frequent-search"
        />
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={checkedRows.length === 0 || (busy != null && busy !== 'batch')}
          loading={busy === 'batch'}
          onClick={() => addRows(checkedRows, 'batch')}
          data-testid="frequent-add-checked"
        >
          {TA.addChecked(checkedRows.length)}
        </Button>
      </div>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        empty={<EmptyState description={TA.frequentEmpty} />}
      >
        <Table<TFrequentItem>
          rowKey="FoodSaleShelfId"
          size="middle"
          className="order-grid table-cards table-cards-select"
          columns={columns}
          dataSource={rows}
          loading={list.isPlaceholderData}
          rowSelection={{
            selectedRowKeys: checked,
            onChange: (keys) => setChecked(keys as string[]),
            getCheckboxProps: (r) => ({ disabled: !r.Available }),
          }}
          pagination={{
            current: page,
            pageSize: FREQUENT_PAGE_SIZE,
            total: list.data?.pager.RowCount ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          onRow={() => ({ 'data-testid': 'frequent-row' }) as HTMLAttributes<HTMLElement>}
        />
      </QueryState>
    </section>
  );
}
