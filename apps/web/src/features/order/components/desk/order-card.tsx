import type { TOrder } from '@shanlian/contract';
import { Button, Popconfirm } from 'antd';
import { useNarrow } from '../../../../components/console-layout';
import { orderActions } from '../../../../lib/desk-rules';
import { formatChinaDate, formatChinaTime, yuan } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';
import { useCan } from '../../../../lib/use-can';
import { deliveryText, PrintDeliveryNoteButton } from './delivery-note';
import { OrderLineRow } from './order-lines';
import { OrderStatusTag } from './order-status-tag';

export interface OrderCardHandlers {
  onConfirm: (order: TOrder) => Promise<unknown>;
  onShip: (order: TOrder) => void;
  onInvoice: (order: TOrder) => void;
  onDetail: (order: TOrder) => void;
}

/**
 * An order as a card: number, buyer, time; the lines; the amount; the status; what the supplier can do now.
 * On a phone the columns stack: the status moves up beside the order number, the lines become compact rows,
 * and the amount, then the buttons (wrapping, finger-sized) close the card.
 */
export function OrderCard({ order, busy, handlers }: { order: TOrder; busy: boolean; handlers: OrderCardHandlers }) {
  const narrow = useNarrow();
  const may = useCan()('supplier-order:edit');
  const all = orderActions(order.Status);
  const can = { ...all, confirm: may && all.confirm, ship: may && all.ship, invoice: may && all.invoice };
  const units = order.B2B_ElectricityorderdetailInfos.reduce((n, l) => n + l.SealNumber, 0);
  const invoices = order.B2B_ElectricityorderinvfileInfos.length;
  return (
    <section className="desk-order" data-testid="desk-order-card" data-order-no={order.OrderNo} data-status={order.Status}>
      <div className="desk-order-head">
        <span className="desk-order-no">
          {deskText.orderNo} <b data-testid="desk-order-no">{order.OrderNo}</b>
        </span>
        {narrow && <OrderStatusTag status={order.Status} name={order.StatusName} />}
        <span className="desk-order-buyer">{order.BuyerFirmName}</span>
        <span className="desk-order-time">
          {deskText.createdAt} {formatChinaTime(order.CreateTime, false)}
        </span>
        {order.DistDate && (
          <span>
            {deskText.distDate} <b>{formatChinaDate(order.DistDate)}</b>
          </span>
        )}
      </div>
      <div
        className="desk-order-receiving"
        data-testid="desk-order-receiving"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', padding: '6px 12px', fontSize: 13, color: '#555' }}
      >
        {order.Address && (
          <span>
            收货：{order.Address.Contact} {order.Address.Phone} · {order.Address.Address}
          </span>
        )}
        <span>要求送达：{deliveryText(order)}</span>
        {order.Freight > 0 && <span>运费：{yuan(order.Freight)}</span>}
        {order.Remark && <span>备注：{order.Remark}</span>}
        {order.InvoiceTitle && (
          <span>
            发票：{order.InvoiceTitle}
            {order.TaxNumber && `（${order.TaxNumber}）`}
          </span>
        )}
      </div>
      <div className="desk-order-body">
        <div className="desk-order-lines">
          {order.B2B_ElectricityorderdetailInfos.map((l) => (
            <OrderLineRow key={l.Id} line={l} />
          ))}
        </div>
        <div className="desk-order-amount">
          <strong>{yuan(order.TotalAmount)}</strong>
          <span>{deskText.kinds(order.B2B_ElectricityorderdetailInfos.length)}</span>
          <span>{deskText.units(units)}</span>
        </div>
        <div className="desk-order-status">
          {!narrow && <OrderStatusTag status={order.Status} name={order.StatusName} />}
          {invoices > 0 && <span>{deskText.invoiceCount(invoices)}</span>}
          <Button type="link" size={narrow ? 'middle' : 'small'} onClick={() => handlers.onDetail(order)} data-testid="desk-detail">
            {deskText.detail}
          </Button>
        </div>
        <div className="desk-order-ops">
          {can.confirm && (
            <Popconfirm
              title={deskText.confirmAsk}
              description={deskText.confirmAskSub}
              onConfirm={() => handlers.onConfirm(order)}
              okText={deskText.yes}
              cancelText={deskText.cancel}
            >
              <Button type="primary" loading={busy} disabled={busy} data-testid="desk-confirm">
                {deskText.confirm}
              </Button>
            </Popconfirm>
          )}
          {can.ship && (
            <Button type="primary" disabled={busy} onClick={() => handlers.onShip(order)} data-testid="desk-ship">
              {deskText.ship}
            </Button>
          )}
          {can.invoice && (
            <Button disabled={busy} onClick={() => handlers.onInvoice(order)} data-testid="desk-invoice">
              {deskText.invoice}
            </Button>
          )}
          <PrintDeliveryNoteButton order={order} />
        </div>
      </div>
    </section>
  );
}
