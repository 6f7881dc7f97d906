import { PrinterOutlined } from '@ant-design/icons';
import type { TOrder } from '@shanlian/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { formatChinaTime, yuan } from '../../../../lib/format';
import './delivery-note.css';

/** '2026-11-24' + '07:00-09:00' → '2026-11-24 07:00-09:00', or — */
export const deliveryText = (o: Pick<TOrder, 'DeliveryDate' | 'DeliverySlot'>) => (o.DeliveryDate ? `${o.DeliveryDate} ${o.DeliverySlot ?? ''}`.trim() : '—');
export const invoiceText = (o: Pick<TOrder, 'InvoiceTitle' | 'TaxNumber'>) =>
  o.InvoiceTitle ? `${o.InvoiceTitle}${o.TaxNumber ? `（税号 ${o.TaxNumber}）` : ''}` : '—';

/** The receiving facts every view of a supplier's order shows (Descriptions items). */
export function receivingItems(o: TOrder) {
  return [
    { key: 'contact', label: '收货人', children: o.Address ? `${o.Address.Contact} ${o.Address.Phone}` : '—' },
    { key: 'address', label: '收货地址', children: o.Address?.Address ?? '—' },
    { key: 'delivery', label: '要求送达', children: deliveryText(o) },
    { key: 'freight', label: '运费', children: o.Freight > 0 ? yuan(o.Freight) : '免运费' },
    { key: 'remark', label: '备注', children: o.Remark || '—' },
    { key: 'invoice', label: '发票', children: invoiceText(o) },
  ];
}

/** 送货单: what the driver carries and the canteen signs; printed alone (print CSS hides the page). */
export function DeliveryNote({ order }: { order: TOrder }) {
  return (
    <div className="delivery-note" data-testid="delivery-note">
      <h2>送 货 单</h2>
      <div className="delivery-note-head">
        <span>单号：{order.OrderNo}</span>
        <span>下单时间：{formatChinaTime(order.CreateTime)}</span>
      </div>
      <table className="delivery-note-facts">
        <tbody>
          <tr>
            <th>供货单位</th>
            <td>{order.SupplierName}</td>
            <th>收货单位</th>
            <td>{order.BuyerFirmName}</td>
          </tr>
          <tr>
            <th>收货人</th>
            <td>{order.Address ? `${order.Address.Contact} ${order.Address.Phone}` : '—'}</td>
            <th>要求送达</th>
            <td>{deliveryText(order)}</td>
          </tr>
          <tr>
            <th>收货地址</th>
            <td colSpan={3}>{order.Address?.Address ?? '—'}</td>
          </tr>
        </tbody>
      </table>
      <table className="delivery-note-lines">
        <thead>
          <tr>
            <th>序号</th>
            <th>商品</th>
            <th>规格</th>
            <th>单位</th>
            <th>数量</th>
            <th>单价</th>
            <th>金额</th>
            <th>实收</th>
          </tr>
        </thead>
        <tbody>
          {order.B2B_ElectricityorderdetailInfos.map((l, i) => (
            <tr key={l.Id}>
              <td>{i + 1}</td>
              <td>{l.ProductName}</td>
              <td>{l.Specification}</td>
              <td>{l.Unit}</td>
              <td className="num">{l.SealNumber}</td>
              <td className="num">{yuan(l.Price)}</td>
              <td className="num">{yuan(l.TotalAmount)}</td>
              <td />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>商品金额</td>
            <td className="num">{yuan(order.GoodsAmount)}</td>
            <td />
          </tr>
          <tr>
            <td colSpan={6}>运费</td>
            <td className="num">{yuan(order.Freight)}</td>
            <td />
          </tr>
          <tr>
            <td colSpan={6}>合计</td>
            <td className="num">
              <b>{yuan(order.TotalAmount)}</b>
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <div className="delivery-note-remark">备注：{order.Remark || '—'}</div>
      <div className="delivery-note-remark">发票：{invoiceText(order)}</div>
      <div className="delivery-note-sign">
        <span>送货人签字：</span>
        <span>收货人签字：</span>
        <span>日期：</span>
      </div>
    </div>
  );
}

/** 打印送货单: shows the note and prints it. */
export function PrintDeliveryNoteButton({ order, size }: { order: TOrder; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<PrinterOutlined />} onClick={() => setOpen(true)} data-testid="desk-print-note">
        打印送货单
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        width={820}
        title="送货单"
        rootClassName="delivery-note-modal"
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            关闭
          </Button>,
          <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="delivery-note-print">
            打印
          </Button>,
        ]}
      >
        <DeliveryNote order={order} />
      </Modal>
    </>
  );
}
