import type { TOrderReturn } from '@shanlian/contract';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { ImageViewer } from '../../../../components/image-viewer';
import { formatChinaTime } from '../../../../lib/format';
import { orderText } from '../../../../lib/text';
import { TR } from '../../order-text';
import { RETURN_STATUS_COLORS } from '../../rules/returns';
import { orderDetailPath } from '../order-actions';
import './return-table.css';

const C = orderText.returnCol;

/** Return and exchange records: type, product, quantity, returner, confirmer, remark, attachment, status; with the order and the supplier's answer on the returns page. */
export function ReturnTable({
  rows,
  loading,
  withOrder = false,
  pagination,
}: {
  rows: TOrderReturn[];
  loading?: boolean;
  withOrder?: boolean;
  pagination?: false | { current: number; pageSize: number; total: number; onChange: (p: number) => void };
}) {
  const [picture, setPicture] = useState<string | null>(null);
  const attachment = (v: string | null) =>
    v ? (
      <Button type="link" size="small" onClick={() => setPicture(v)}>
        {orderText.viewAttachment}
      </Button>
    ) : (
      <span className="grid-sub">—</span>
    );
  const typeTag = (r: TOrderReturn) => <Tag color={r.ReturnType === 1 ? 'volcano' : 'geekblue'}>{r.ReturnTypeName}</Tag>;
  const statusTag = (r: TOrderReturn) => (
    <Tag color={RETURN_STATUS_COLORS[r.Status] ?? 'default'} data-testid="return-status" data-status={r.Status}>
      {r.StatusName}
    </Tag>
  );
  // the supplier's decision: 同意退款 ¥x / 同意换货，补发 / 拒绝：原因, and when
  const outcome = (r: TOrderReturn) =>
    r.Outcome ? (
      <div data-testid="return-outcome">
        <Typography.Paragraph className="return-settle" ellipsis={{ rows: 2, tooltip: r.Outcome }} style={{ marginBottom: 0 }}>
          {r.Outcome}
        </Typography.Paragraph>
        {r.HandleTime && <div className="grid-sub">{formatChinaTime(r.HandleTime, false)}</div>}
      </div>
    ) : null;
  const fromReceipt = (r: TOrderReturn) => (r.FromReceipt ? <Tag>{TR.fromReceipt}</Tag> : null);
  const remark = (v: string) => v || <span className="grid-sub">—</span>;

  // One order's records (the detail page): a column per field.
  const orderColumns: TableColumnsType<TOrderReturn> = [
    {
      title: C.type,
      key: 'type',
      width: 90,
      align: 'center',
      render: (_, r) => (
        <>
          {typeTag(r)}
          {fromReceipt(r)}
        </>
      ),
    },
    { title: C.product, dataIndex: 'ProductName', ellipsis: true },
    { title: C.quantity, dataIndex: 'Quantity', width: 64, align: 'center' },
    { title: C.returner, dataIndex: 'ReturnUserName', width: 80 },
    { title: C.checker, dataIndex: 'CheckUserName', width: 80 },
    { title: C.remark, dataIndex: 'ReturnRemark', ellipsis: { showTitle: true }, render: remark },
    { title: C.attachment, dataIndex: 'FileUrl', width: 64, align: 'center', render: attachment },
    { title: C.time, dataIndex: 'CreateTime', width: 150, render: (v: string) => formatChinaTime(v, false) },
    {
      title: `${C.status} / ${TR.outcome}`,
      key: 'status',
      width: 190,
      render: (_, r) => (
        <div>
          {statusTag(r)}
          {outcome(r)}
        </div>
      ),
    },
  ];

  // Across orders (the returns page): the order, and the supplier's answer beside the status.
  const firmColumns: TableColumnsType<TOrderReturn> = [
    {
      title: `${C.orderNo} / ${C.time}`,
      key: 'order',
      width: 200,
      render: (_, r) => (
        <div>
          <Link to={orderDetailPath(r.ElectricityOrderId)} className="grid-order-no">
            {r.OrderNo}
          </Link>
          <div className="grid-sub">{formatChinaTime(r.CreateTime, false)}</div>
        </div>
      ),
    },
    {
      title: C.product,
      key: 'product',
      render: (_, r) => (
        <div className="return-cell">
          <div>
            {typeTag(r)}
            {fromReceipt(r)}
            <span className="return-cell-name">{r.ProductName}</span>
          </div>
          <div className="grid-sub">
            {C.quantity} {r.Quantity}
          </div>
        </div>
      ),
    },
    {
      title: `${C.returner} / ${C.checker}`,
      key: 'people',
      width: 120,
      render: (_, r) => (
        <div>
          <div>{r.ReturnUserName}</div>
          <div className="grid-sub">{r.CheckUserName}</div>
        </div>
      ),
    },
    { title: C.remark, dataIndex: 'ReturnRemark', ellipsis: { showTitle: true }, render: remark },
    { title: C.attachment, dataIndex: 'FileUrl', width: 60, align: 'center', render: attachment },
    {
      title: `${C.status} / ${TR.outcome}`,
      key: 'status',
      width: 190,
      render: (_, r) => (
        <div>
          {statusTag(r)}
          {outcome(r)}
        </div>
      ),
    },
  ];
  const columns = withOrder ? firmColumns : orderColumns;
  return (
    <>
      <Table<TOrderReturn>
        rowKey="Id"
        size="middle"
        className="order-grid"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: orderText.noReturns }}
        onRow={() => ({ 'data-testid': 'return-row' }) as HTMLAttributes<HTMLElement>}
        pagination={pagination === false || !pagination ? false : { ...pagination, showTotal: orderText.totalOf, showSizeChanger: false }}
      />
      <ImageViewer open={picture != null} images={picture ? [{ url: picture }] : []} onClose={() => setPicture(null)} />
    </>
  );
}
