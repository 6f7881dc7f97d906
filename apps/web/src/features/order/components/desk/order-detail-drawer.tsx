import { ORDER_SOURCE_NAMES } from '@shanlian/contract/browser';
import { Descriptions, Drawer, Image, Skeleton, Table, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useDeskOrder, useOrderEvents } from '../../../../api/order';
import { useNarrow } from '../../../../components/console-layout';
import { EmptyState } from '../../../../components/empty-state';
import { QueryState } from '../../../../components/query-state';
import { formatChinaDate, formatChinaTime, yuan } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';
import { PrintDeliveryNoteButton, receivingItems } from './delivery-note';
import { OrderStatusTag } from './order-status-tag';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <div className="desk-editor-section">{title}</div>
      {children}
    </section>
  );
}

type DetailLine = NonNullable<ReturnType<typeof useDeskOrder>['data']>['B2B_ElectricityorderdetailInfos'][number];

/** A line on a phone, where the table's six columns do not fit: image, name and spec, then the numbers in two rows. */
function PhoneLine({ line: l }: { line: DetailLine }) {
  return (
    <div className="desk-detail-line" data-testid="desk-detail-line">
      <img className="desk-detail-line-img" src={l.PromotionImage} alt="" loading="lazy" />
      <div className="desk-detail-line-main">
        <div className="desk-product-name">{l.ProductName}</div>
        <div className="desk-product-sub">
          {l.Specification} · {l.Unit}
        </div>
        <div className="desk-detail-line-nums">
          <span>
            {yuan(l.Price)} × {l.SealNumber}
          </span>
          <span>
            {deskText.colReceived} {l.ReceivedNumber ?? '—'}
          </span>
          <span>
            {deskText.colReturned} {l.ReturnedNumber || '—'}
          </span>
          <b>{yuan(l.TotalAmount)}</b>
        </div>
      </div>
    </div>
  );
}

/** 查看详情: the order's facts, its real timeline, its lines with what was received and returned, and its invoices. */
export function OrderDetailDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const order = useDeskOrder(orderId);
  const events = useOrderEvents(orderId);
  const narrow = useNarrow();
  const o = order.data;
  const wideSpan = (key: string) => (narrow ? 1 : key === 'address' || key === 'invoice' || key === 'remark' ? 2 : 1);
  return (
    <Drawer
      open={!!orderId}
      onClose={onClose}
      size={narrow ? '100%' : 720}
      title={o ? `${deskText.detailTitle} · ${o.OrderNo}` : deskText.detailTitle}
      destroyOnHidden
    >
      <QueryState isLoading={order.isLoading} error={order.error} onRetry={() => order.refetch()} skeleton={<Skeleton active paragraph={{ rows: 12 }} />}>
        {o && (
          <div data-testid="desk-order-detail">
            <Descriptions
              size="small"
              column={narrow ? 1 : 2}
              bordered
              className="desk-detail-facts"
              style={{ marginBottom: 24 }}
              items={[
                { key: 'no', label: deskText.orderNo, children: o.OrderNo },
                { key: 'status', label: deskText.colStatus, children: <OrderStatusTag status={o.Status} name={o.StatusName} /> },
                { key: 'buyer', label: deskText.buyer, children: o.BuyerFirmName },
                { key: 'source', label: deskText.source, children: ORDER_SOURCE_NAMES[o.OrderSourceType] ?? '—' },
                { key: 'time', label: deskText.createdAt, children: formatChinaTime(o.CreateTime) },
                { key: 'dist', label: deskText.distDate, children: o.DistDate ? formatChinaDate(o.DistDate) : '—' },
                ...receivingItems(o).map((i) => ({ ...i, span: wideSpan(i.key) })),
                { key: 'amount', label: deskText.colAmount, children: <span className="desk-red">{yuan(o.TotalAmount)}</span>, span: narrow ? 1 : 2 },
              ]}
            />
            <div style={{ marginTop: -12, marginBottom: 24 }}>
              <PrintDeliveryNoteButton order={o} />
            </div>
            <Section title={deskText.timeline}>
              <QueryState
                isLoading={events.isLoading}
                error={events.error}
                onRetry={() => events.refetch()}
                isEmpty={(events.data ?? []).length === 0}
                empty={<EmptyState description={deskText.noEvents} />}
              >
                <div data-testid="desk-timeline">
                  <Timeline
                    items={(events.data ?? []).map((e, i, all) => ({
                      key: e.Id,
                      color: i === all.length - 1 ? 'green' : 'gray',
                      content: (
                        <div data-testid="desk-event">
                          <span style={{ fontWeight: 500, color: '#222' }}>{e.TypeName}</span>
                          {e.Note && <span style={{ color: '#888', marginLeft: 8 }}>{e.Note}</span>}
                          <div className="desk-muted">{formatChinaTime(e.Time)}</div>
                        </div>
                      ),
                    }))}
                  />
                </div>
              </QueryState>
            </Section>
            <Section title={deskText.lines}>
              {narrow ? (
                o.B2B_ElectricityorderdetailInfos.map((l) => <PhoneLine key={l.Id} line={l} />)
              ) : (
                <Table
                  className="desk-table"
                  size="small"
                  rowKey="Id"
                  pagination={false}
                  dataSource={o.B2B_ElectricityorderdetailInfos}
                  columns={[
                    {
                      title: deskText.colProduct,
                      render: (_, l) => (
                        <div className="desk-product">
                          <img src={l.PromotionImage} alt="" style={{ width: 40, height: 40 }} />
                          <div>
                            <div className="desk-product-name">{l.ProductName}</div>
                            <div className="desk-product-sub">
                              {l.Specification} · {l.Unit}
                            </div>
                          </div>
                        </div>
                      ),
                    },
                    { title: deskText.colPrice, align: 'right', render: (_, l) => yuan(l.Price) },
                    { title: deskText.colQuantity, align: 'right', dataIndex: 'SealNumber' },
                    { title: deskText.colReceived, align: 'right', render: (_, l) => l.ReceivedNumber ?? '—' },
                    { title: deskText.colReturned, align: 'right', render: (_, l) => l.ReturnedNumber || '—' },
                    { title: deskText.colSubtotal, align: 'right', render: (_, l) => yuan(l.TotalAmount) },
                  ]}
                />
              )}
            </Section>
            <Section title={deskText.invoices}>
              {o.B2B_ElectricityorderinvfileInfos.length === 0 ? (
                <span className="desk-muted">{deskText.noInvoices}</span>
              ) : (
                <Image.PreviewGroup>
                  <div className="desk-thumbs" data-testid="desk-detail-invoices">
                    {o.B2B_ElectricityorderinvfileInfos.map((f) => (
                      <Image key={f.Id} src={f.FileUrl} width={96} height={96} alt="" />
                    ))}
                  </div>
                </Image.PreviewGroup>
              )}
            </Section>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
