import { CheckCircleFilled } from '@ant-design/icons';
import type { TOrderReturn } from '@shanlian/contract';
import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { formatChinaTime } from '../../../../lib/format';
import { orderText } from '../../../../lib/text';
import './saved-return.css';

const C = orderText.returnCol;

/** The record just saved, as the server now holds it. */
export function SavedReturn({
  orderNo,
  record,
  onAnother,
  onOrder,
}: {
  orderNo: string;
  record: TOrderReturn | undefined;
  onAnother: () => void;
  onOrder: () => void;
}) {
  return (
    <div className="saved-return" data-testid="return-saved">
      <div className="saved-return-head">
        <CheckCircleFilled />
        <div>
          <h2>{orderText.savedTitle}</h2>
          <p>{orderText.savedSub(orderNo)}</p>
        </div>
      </div>
      {record ? (
        <Descriptions bordered size="small" column={2} data-testid="return-row">
          <Descriptions.Item label={C.type}>{record.ReturnTypeName}</Descriptions.Item>
          <Descriptions.Item label={C.status}>
            <Tag color={record.Status === 'settled' ? 'green' : 'orange'}>{record.StatusName}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={C.product}>{record.ProductName}</Descriptions.Item>
          <Descriptions.Item label={C.quantity}>{record.Quantity}</Descriptions.Item>
          <Descriptions.Item label={C.returner}>{record.ReturnUserName}</Descriptions.Item>
          <Descriptions.Item label={C.checker}>{record.CheckUserName}</Descriptions.Item>
          <Descriptions.Item label={C.time}>{formatChinaTime(record.CreateTime)}</Descriptions.Item>
          <Descriptions.Item label={C.attachment}>{record.FileUrl ? <img src={record.FileUrl} alt="" className="saved-return-img" /> : '—'}</Descriptions.Item>
          <Descriptions.Item label={C.remark} span={2}>
            {record.ReturnRemark || '—'}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      <div className="saved-return-actions">
        <Button type="primary" onClick={onOrder}>
          {orderText.viewOrder}
        </Button>
        <Button onClick={onAnother}>{orderText.registerAnother}</Button>
      </div>
    </div>
  );
}
