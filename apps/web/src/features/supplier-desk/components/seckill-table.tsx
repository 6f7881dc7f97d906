import { SeckillStatus, type SeckillStatusCode } from '@shanlian/contract/browser';
import { Button, Popconfirm, Progress, Space, Table, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import { formatChinaTime, yuan } from '../../../lib/format';
import { TDesk } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import type { SeckillRow } from '../rules/desk-rules';

export const SECKILL_STATUS: Record<SeckillStatusCode, { label: string; color: string }> = {
  [SeckillStatus.NotStarted]: { label: TDesk.statusNotStarted, color: 'blue' },
  [SeckillStatus.Running]: { label: TDesk.statusRunning, color: 'red' },
  [SeckillStatus.Ended]: { label: TDesk.statusEnded, color: 'default' },
};

const rowProps = (r: SeckillRow) => ({ 'data-testid': 'seckill-row', 'data-status': String(r.status) }) as HTMLAttributes<HTMLElement>;

/** Every window of the supplier's items, with how much of each is sold. */
export function SeckillTable({
  rows,
  page,
  pageSize,
  onEdit,
  onDelete,
}: {
  rows: SeckillRow[];
  page: number;
  pageSize: number;
  onEdit: (row: SeckillRow) => void;
  onDelete: (row: SeckillRow) => Promise<unknown>;
}) {
  const can = useCan();
  return (
    <Table<SeckillRow>
      className="desk-table"
      rowKey="Id"
      dataSource={rows.slice((page - 1) * pageSize, page * pageSize)}
      pagination={false}
      onRow={rowProps}
      scroll={{ x: 980 }}
      tableLayout="fixed"
      columns={[
        {
          title: TDesk.seckillProduct,
          render: (_, r) => (
            <div className="desk-product">
              <img src={r.cover} alt="" loading="lazy" />
              <div style={{ minWidth: 0 }}>
                <div className="desk-product-name sl-clamp-2">{r.ProductName}</div>
                <div className="desk-product-sub">
                  {r.B2B_FoodsaleshelfInfo.FoodSpecification}
                  {!r.onSale && (
                    <Tag style={{ marginInlineStart: 6 }} color="default">
                      {TDesk.saleOff}
                    </Tag>
                  )}
                </div>
              </div>
            </div>
          ),
        },
        {
          title: TDesk.seckillTime,
          width: 160,
          render: (_, r) => (
            <div style={{ fontSize: 13, lineHeight: '20px' }}>
              <div>{formatChinaTime(r.StartTime, false)}</div>
              <div className="desk-muted">{`至 ${formatChinaTime(r.EndTime, false)}`}</div>
            </div>
          ),
        },
        { title: TDesk.seckillPrice, width: 84, align: 'right', render: (_, r) => <span className="desk-red">{yuan(r.PresentPrice)}</span> },
        { title: TDesk.shelfPrice, width: 84, align: 'right', render: (_, r) => <span className="desk-muted">{yuan(r.shelfPrice)}</span> },
        { title: TDesk.seckillQuantity, dataIndex: 'Quantity', width: 84, align: 'right' },
        { title: TDesk.seckillSold, dataIndex: 'OrderQuantity', width: 64, align: 'right' },
        {
          title: TDesk.seckillLimit,
          width: 80,
          align: 'right',
          render: (_, r) => (r.LimitPerBuyer > 0 ? r.LimitPerBuyer : <span className="desk-muted">{TDesk.seckillNoLimit}</span>),
        },
        {
          title: TDesk.seckillProgress,
          width: 120,
          render: (_, r) => <Progress percent={r.SoldPercent} size="small" strokeColor={r.status === SeckillStatus.Ended ? '#bbb' : '#e4393c'} />,
        },
        {
          title: TDesk.seckillStatus,
          width: 80,
          render: (_, r) => <Tag color={SECKILL_STATUS[r.status].color}>{SECKILL_STATUS[r.status].label}</Tag>,
        },
        {
          title: TDesk.operations,
          width: 110,
          render: (_, r) => (
            <Space size={0}>
              {can('seckill:edit') && (
                <Tooltip title={r.status === SeckillStatus.Ended ? TDesk.seckillEndedLocked : undefined}>
                  <Button type="link" size="small" disabled={r.status === SeckillStatus.Ended} onClick={() => onEdit(r)} data-testid="seckill-edit">
                    {TDesk.edit}
                  </Button>
                </Tooltip>
              )}
              {!can('seckill:delete') ? null : r.OrderQuantity > 0 ? (
                <Tooltip title={TDesk.seckillHasOrders}>
                  <Button type="link" size="small" danger disabled>
                    {TDesk.delete}
                  </Button>
                </Tooltip>
              ) : (
                <Popconfirm title={TDesk.seckillDeleteAsk} okText={TDesk.yes} cancelText={TDesk.cancel} onConfirm={() => onDelete(r)}>
                  <Button type="link" size="small" danger data-testid="seckill-delete">
                    {TDesk.delete}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
