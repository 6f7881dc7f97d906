import type { TOrderReturn } from '@shanlian/contract';
import { Button, Image, Table, Tag, Tooltip } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { formatChinaTime } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';
import { useCan } from '../../../../lib/use-can';
import { RETURN_STATUS_COLORS, TR } from './settle-dialog';

const rowProps = () => ({ 'data-testid': 'desk-return-row' }) as HTMLAttributes<HTMLElement>;

/** The returns and exchanges, one per row, with the outcome; 同意 / 拒绝 on the open ones. */
export function ReturnsTable({ rows, loading, onHandle }: { rows: TOrderReturn[]; loading: boolean; onHandle: (r: TOrderReturn, accept: boolean) => void }) {
  const mayReview = useCan()('supplier-return:review');
  return (
    <Table<TOrderReturn>
      className="desk-table"
      rowKey="Id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      onRow={rowProps}
      scroll={{ x: 980 }}
      tableLayout="fixed"
      columns={[
        {
          title: `${deskText.orderNo} / ${deskText.buyer}`,
          width: 210,
          render: (_, r) => (
            <div style={{ lineHeight: '20px' }}>
              <Link to={`/supplier/orders?order=${encodeURIComponent(r.OrderNo)}`} style={{ whiteSpace: 'nowrap' }}>
                {r.OrderNo}
              </Link>
              <div className="desk-muted">{r.BuyerFirmName}</div>
            </div>
          ),
        },
        {
          title: `${deskText.returnProduct} / ${deskText.returnType}`,
          width: 150,
          render: (_, r) => (
            <div style={{ lineHeight: '22px' }}>
              <div>{r.ProductName || <span className="desk-muted">{deskText.wholeOrder}</span>}</div>
              <Tag color={r.ReturnType === 1 ? 'volcano' : 'blue'}>{r.ReturnTypeName}</Tag>
              {r.FromReceipt && <Tag>{TR.fromReceipt}</Tag>}
              <span>× {r.Quantity}</span>
            </div>
          ),
        },
        {
          title: `${deskText.returner} / ${deskText.checker}`,
          width: 130,
          render: (_, r) => (
            <div style={{ lineHeight: '20px' }}>
              <div>{r.ReturnUserName || '—'}</div>
              <div className="desk-muted">{r.CheckUserName || '—'}</div>
            </div>
          ),
        },
        {
          title: deskText.returnRemark,
          render: (_, r) => (
            <div style={{ fontSize: 13 }}>
              <Tooltip title={r.ReturnRemark}>
                <div className="sl-clamp-2">{r.ReturnRemark || '—'}</div>
              </Tooltip>
              {r.Outcome && (
                <div className="desk-muted" style={{ marginTop: 4 }} data-testid="desk-return-outcome">
                  {TR.outcome}：{r.Outcome}
                  {r.HandleTime && <span> · {formatChinaTime(r.HandleTime, false)}</span>}
                </div>
              )}
            </div>
          ),
        },
        {
          title: deskText.attachment,
          width: 72,
          render: (_, r) => (r.FileUrl ? <Image src={r.FileUrl} width={44} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" /> : '—'),
        },
        {
          title: deskText.returnStatus,
          width: 80,
          render: (_, r) => (
            <Tag color={RETURN_STATUS_COLORS[r.Status] ?? 'default'} data-testid="desk-return-status" data-status={r.Status}>
              {r.StatusName}
            </Tag>
          ),
        },
        { title: deskText.returnTime, width: 136, render: (_, r) => <span className="desk-muted">{formatChinaTime(r.CreateTime, false)}</span> },
        {
          title: deskText.operations,
          width: 120,
          render: (_, r) =>
            r.Status === 'open' && mayReview ? (
              <span style={{ display: 'inline-flex', gap: 6 }}>
                <Button type="primary" size="small" onClick={() => onHandle(r, true)} data-testid="desk-accept">
                  {TR.accept}
                </Button>
                <Button danger size="small" onClick={() => onHandle(r, false)} data-testid="desk-reject">
                  {TR.reject}
                </Button>
              </span>
            ) : (
              <span className="desk-muted">—</span>
            ),
        },
      ]}
    />
  );
}
