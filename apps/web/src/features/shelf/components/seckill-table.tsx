import { SeckillStatus, type SeckillStatusCode } from '@shanlian/contract/browser';
import { Button, Popconfirm, Progress, Space, Table, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import type { SeckillRow } from '../../../lib/desk-rules';
import { formatChinaTime, yuan } from '../../../lib/format';
import { deskText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';

export const SECKILL_STATUS: Record<SeckillStatusCode, { label: string; color: string }> = {
  [SeckillStatus.NotStarted]: { label: deskText.statusNotStarted, color: 'blue' },
  [SeckillStatus.Running]: { label: deskText.statusRunning, color: 'red' },
  [SeckillStatus.Ended]: { label: deskText.statusEnded, color: 'default' },
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
          title: deskText.seckillProduct,
          render: (_, r) => (
            <div className="desk-product">
              <img src={r.cover} alt="" loading="lazy" />
              <div style={{ minWidth: 0 }}>
                <div className="desk-product-name sl-clamp-2">{r.ProductName}</div>
                <div className="desk-product-sub">
                  {r.B2B_FoodsaleshelfInfo.FoodSpecification}
                  {!r.onSale && (
                    <Tag style={{ marginInlineStart: 6 }} color="default">
                      {deskText.saleOff}
                    </Tag>
                  )}
                </div>
              </div>
            </div>
          ),
        },
        {
          title: deskText.seckillTime,
          width: 160,
          render: (_, r) => (
            <div style={{ fontSize: 13, lineHeight: '20px' }}>
              <div>{formatChinaTime(r.StartTime, false)}</div>
              <div className="desk-muted">{`至 ${formatChinaTime(r.EndTime, false)}`}</div>
            </div>
          ),
        },
        { title: deskText.seckillPrice, width: 84, align: 'right', render: (_, r) => <span className="desk-red">{yuan(r.PresentPrice)}</span> },
        { title: deskText.shelfPrice, width: 84, align: 'right', render: (_, r) => <span className="desk-muted">{yuan(r.shelfPrice)}</span> },
        { title: deskText.seckillQuantity, dataIndex: 'Quantity', width: 84, align: 'right' },
        { title: deskText.seckillSold, dataIndex: 'OrderQuantity', width: 64, align: 'right' },
        {
          title: deskText.seckillLimit,
          width: 80,
          align: 'right',
          render: (_, r) => (r.LimitPerBuyer > 0 ? r.LimitPerBuyer : <span className="desk-muted">{deskText.seckillNoLimit}</span>),
        },
        {
          title: deskText.seckillProgress,
          width: 120,
          render: (_, r) => <Progress percent={r.SoldPercent} size="small" strokeColor={r.status === SeckillStatus.Ended ? '#bbb' : '#e4393c'} />,
        },
        {
          title: deskText.seckillStatus,
          width: 80,
          render: (_, r) => <Tag color={SECKILL_STATUS[r.status].color}>{SECKILL_STATUS[r.status].label}</Tag>,
        },
        {
          title: deskText.operations,
          width: 110,
          render: (_, r) => (
            <Space size={0}>
              {can('seckill:edit') && (
                <Tooltip title={r.status === SeckillStatus.Ended ? deskText.seckillEndedLocked : undefined}>
                  <Button type="link" size="small" disabled={r.status === SeckillStatus.Ended} onClick={() => onEdit(r)} data-testid="seckill-edit">
                    {deskText.edit}
                  </Button>
                </Tooltip>
              )}
              {!can('seckill:delete') ? null : r.OrderQuantity > 0 ? (
                <Tooltip title={deskText.seckillHasOrders}>
                  <Button type="link" size="small" danger disabled>
                    {deskText.delete}
                  </Button>
                </Tooltip>
              ) : (
                <Popconfirm title={deskText.seckillDeleteAsk} okText={deskText.yes} cancelText={deskText.cancel} onConfirm={() => onDelete(r)}>
                  <Button type="link" size="small" danger data-testid="seckill-delete">
                    {deskText.delete}
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
