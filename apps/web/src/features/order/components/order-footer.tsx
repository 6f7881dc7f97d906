import { InfoCircleOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { yuan } from '../../../lib/format';
import { orderText } from '../../../lib/text';
import './order-footer.css';

/** 应付金额 (at the received quantities) of the orders the filter shows, and the reminder to check the goods before receipt. */
export function OrderFooter({ amount, loading }: { amount: number | undefined; loading: boolean }) {
  return (
    <div className="order-footer">
      <span className="order-footer-tip">
        <InfoCircleOutlined /> {orderText.receiptTip}
      </span>
      <span className="order-footer-paid">
        {orderText.paidAmount}
        {loading ? <Skeleton.Button active size="small" style={{ width: 90 }} /> : <b data-testid="paid-amount">{yuan(amount ?? 0)}</b>}
      </span>
    </div>
  );
}
