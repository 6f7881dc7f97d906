import type { TShelfItem } from '@shanlian/contract';
import { SHELF_REVIEWED_FIELDS } from '@shanlian/contract/browser';
import { Button, Popconfirm, Space, Switch, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/admin-table';
import { Price } from '../../../components/price';
import { productPath } from '../../../components/product-card';
import { quantityRuleText } from '../../../lib/quantity';
import { deskText } from '../../../lib/text';
import { foodCodeText } from '../../../lib/text/dishes';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';

/** Below this the row warns that stock is running out. */
const LOW_STOCK = 20;

const rowProps = (item: TShelfItem) => ({ 'data-testid': 'shelf-row', 'data-on-sale': String(item.OnSale) }) as HTMLAttributes<HTMLElement>;

function OnSaleSwitch({ item, busy, onChange }: { item: TShelfItem; busy: boolean; onChange: (onSale: boolean) => Promise<unknown> }) {
  const control = (
    <Switch
      data-testid="shelf-onsale"
      checked={item.OnSale}
      loading={busy}
      checkedChildren={deskText.onSale}
      unCheckedChildren={deskText.offSale}
      // putting on sale needs no question; taking off sale is asked first (below)
      onChange={(on) => on && onChange(true)}
    />
  );
  if (!item.OnSale) return control;
  return (
    <Popconfirm
      title={deskText.offSaleAsk}
      description={deskText.offSaleAskSub}
      okText={deskText.yes}
      cancelText={deskText.cancel}
      onConfirm={() => onChange(false)}
    >
      {control}
    </Popconfirm>
  );
}

const REVIEW_COLORS: Record<string, string> = { approved: 'green', pending: 'gold', rejected: 'red' };

/**
 * 审核: the last submission's state (the reason when rejected), the fields of a listed item that
 * wait for review (the store shows the approved values meanwhile), and whether the store shows it.
 */
function ReviewCell({ item }: { item: TShelfItem }) {
  return (
    <div className="desk-review" data-testid="shelf-review-cell" data-review={item.ReviewStatus} data-listed={String(item.Listed)}>
      <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Tag color={REVIEW_COLORS[item.ReviewStatus] ?? 'default'} style={{ marginInlineEnd: 0 }} data-testid="shelf-review-status">
          {item.ReviewStatusName}
        </Tag>
        <Tag color={item.Listed ? 'green' : 'default'} style={{ marginInlineEnd: 0 }} data-testid="shelf-listed">
          {item.Listed ? operatorText.listed : operatorText.notListed}
        </Tag>
      </div>
      {item.PendingFields.length > 0 && (
        <div className="desk-muted" style={{ fontSize: 12, marginTop: 2 }} data-testid="shelf-pending-fields">
          {operatorText.pendingFields(item.PendingFields.map((f) => (SHELF_REVIEWED_FIELDS as Record<string, string>)[f] ?? f).join('、'))}
        </div>
      )}
      {item.ReviewStatus === 'rejected' && item.ReviewReason && (
        <div style={{ fontSize: 12, marginTop: 2, color: '#e5484d' }} title={item.ReviewReason} className="sl-clamp-2" data-testid="shelf-review-reason">
          {operatorText.reasonLabel(operatorText.reject)}：{item.ReviewReason}
        </div>
      )}
    </div>
  );
}

/** The supplier's own items: cover and name, type, spec, unit, price, stock, sold, on sale, review, actions (on a phone, a card each). */
export function ShelfTable({
  rows,
  loading,
  busyId,
  onEdit,
  onSale,
}: {
  rows: TShelfItem[];
  loading: boolean;
  busyId: string | null;
  onEdit: (item: TShelfItem) => void;
  onSale: (item: TShelfItem, onSale: boolean) => Promise<unknown>;
}) {
  const mayEdit = useCan()('shelf:edit');
  return (
    <ResponsiveTable<TShelfItem>
      className="desk-table"
      rowKey="Id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      onRow={rowProps}
      scroll={{ x: 1120 }}
      tableLayout="fixed"
      columns={[
        {
          title: deskText.colCover,
          render: (_, p) => (
            <div className="desk-product">
              <img src={p.PromotionImage} alt="" loading="lazy" />
              <div style={{ minWidth: 0 }}>
                <div className="desk-product-name sl-clamp-2" data-testid="shelf-name-cell">
                  {p.ProductName}
                </div>
                {!p.FoodCode && (
                  <Tag color="orange" title={foodCodeText.foodCodeHelp} data-testid="shelf-unmapped">
                    {foodCodeText.unmapped}
                  </Tag>
                )}
                {(p.FoodBrand || p.ProductFeatures) && (
                  <div className="desk-product-sub desk-ellipsis" title={p.ProductFeatures}>
                    {[p.FoodBrand, p.ProductFeatures].filter(Boolean).join(' · ')}
                  </div>
                )}
              </div>
            </div>
          ),
        },
        { title: deskText.colType, dataIndex: 'FoodTypeName', width: 88 },
        {
          title: `${deskText.colSpec} / ${deskText.colUnit}`,
          width: 112,
          render: (_, p) => (
            <div style={{ lineHeight: '20px' }}>
              <div className="desk-ellipsis" title={p.FoodSpecification}>
                {p.FoodSpecification || '—'}
              </div>
              <div className="desk-muted">{p.Unit}</div>
            </div>
          ),
        },
        {
          title: deskText.colShelfPrice,
          width: 128,
          render: (_, p) => (
            <div>
              <Price value={p.PresentPrice} original={p.OriginalPrice} unit={p.Unit} size="sm" />
              {(p.MinQuantity > 1 || p.QuantityStep > 1) && (
                <div className="desk-muted" style={{ fontSize: 12 }} data-testid="shelf-min-quantity-cell">
                  {quantityRuleText(p.MinQuantity, p.QuantityStep, p.Unit)}
                </div>
              )}
            </div>
          ),
        },
        {
          title: deskText.colStock,
          width: 96,
          align: 'right',
          render: (_, p) => (
            <span>
              {p.Stock}
              {p.Stock < LOW_STOCK && (
                <Tag color="red" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
                  {deskText.lowStock}
                </Tag>
              )}
            </span>
          ),
        },
        { title: deskText.colSold, dataIndex: 'SoldCount', width: 60, align: 'right' },
        {
          title: deskText.colOnSale,
          width: 96,
          render: (_, p) =>
            mayEdit ? (
              <OnSaleSwitch item={p} busy={busyId === p.Id} onChange={(on) => onSale(p, on)} />
            ) : (
              <Tag>{p.OnSale ? deskText.onSale : deskText.offSale}</Tag>
            ),
        },
        { title: operatorText.colReview, width: 140, render: (_, p) => <ReviewCell item={p} /> },
        {
          title: deskText.operations,
          width: 190,
          render: (_, p) => (
            <Space size={0} separator={<span style={{ color: '#e5e5e5' }}>|</span>} style={{ whiteSpace: 'nowrap' }}>
              {mayEdit && (
                <Button type="link" size="small" onClick={() => onEdit(p)} data-testid="shelf-edit">
                  {deskText.edit}
                </Button>
              )}
              {p.OnSale && (
                <Link to={`/supplier/seckill?item=${p.Id}`} className="desk-op-link">
                  {deskText.seckillTag}
                </Link>
              )}
              {p.Listed && (
                <a href={productPath(p)} target="_blank" rel="noreferrer" className="desk-op-link">
                  {deskText.viewInStore}
                </a>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
