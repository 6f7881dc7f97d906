import type { TOrderLine } from '@shanlian/contract';
import { Tag } from 'antd';
import { yuan } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';

/** The column heads shared by every order card (same grid as the card). */
export function OrderListHead() {
  return (
    <div className="desk-order-body desk-order-list-head" style={{ background: '#f7f9fa', borderRadius: 6, marginBottom: 10, color: '#666', fontSize: 13 }}>
      <div style={{ padding: '8px 16px' }}>
        <div className="desk-line" style={{ padding: 0 }}>
          <span style={{ gridColumn: 'span 2' }}>{deskText.colProduct}</span>
          <span className="desk-line-num">{deskText.colPrice}</span>
          <span className="desk-line-num">{deskText.colQuantity}</span>
          <span className="desk-line-num">{deskText.colReceived}</span>
          <span className="desk-line-num">{deskText.colSubtotal}</span>
        </div>
      </div>
      <div style={{ padding: '8px 16px', textAlign: 'center' }}>{deskText.colAmount}</div>
      <div style={{ padding: '8px 16px', textAlign: 'center' }}>{deskText.colStatus}</div>
      <div style={{ padding: '8px 16px', textAlign: 'center' }}>{deskText.operations}</div>
    </div>
  );
}

/**
 * One order line: image, name and spec, price, quantity (SealNumber on the wire), received, subtotal.
 * On a phone a compact row: image, name and spec, then price × quantity and the subtotal on the right.
 */
export function OrderLineRow({ line }: { line: TOrderLine }) {
  return (
    <div className="desk-line" data-testid="desk-order-line">
      <img src={line.PromotionImage} alt="" loading="lazy" />
      <div className="desk-line-info">
        <div className="desk-line-name">
          {line.IsSeckill && (
            <Tag color="red" style={{ marginInlineEnd: 6 }}>
              {deskText.seckillTag}
            </Tag>
          )}
          {line.ProductName}
        </div>
        <div className="desk-line-spec">
          {line.Specification}
          {line.Specification && line.Unit ? ' · ' : ''}
          {line.Unit}
        </div>
      </div>
      <span className="desk-line-pq">
        <span className="desk-line-num">{yuan(line.Price)}</span>
        <span className="desk-line-num">× {line.SealNumber}</span>
      </span>
      <span className={line.ReceivedNumber == null ? 'desk-line-num desk-line-received none' : 'desk-line-num desk-line-received'}>
        <span className="desk-line-label">{deskText.colReceived} </span>
        {line.ReceivedNumber ?? '—'}
      </span>
      <span className="desk-line-sub">{yuan(line.TotalAmount)}</span>
    </div>
  );
}
