import { MSG } from '@shanlian/contract/browser';
import type { TOrder } from '@shanlian/contract';
import { DatePicker, Descriptions, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { yuan } from '../../../lib/format';
import { TDesk } from '../../../lib/text';
import { dialogFooter } from './dialog-footer';
import { receivingItems } from './delivery-note';
import { serverNow } from '../../../lib/use-now';
import { defaultShipDate, isPastDate } from '../rules/desk-rules';

/** 发货: the delivery date (tomorrow by default, never in the past), then 确认发货. */
export function ShipDialog({
  order,
  pending,
  onSubmit,
  onClose,
}: {
  order: TOrder | null;
  pending: boolean;
  onSubmit: (distDate: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ date: Dayjs | null }>();
  useEffect(() => {
    if (order) form.setFieldsValue({ date: dayjs(defaultShipDate(serverNow())) });
  }, [order, form]);

  return (
    <Modal
      open={!!order}
      title={TDesk.shipTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={dialogFooter({ onClose, onOk: () => form.submit(), okText: TDesk.shipSubmit, testId: 'desk-ship-submit', pending })}
    >
      {order && (
        <Descriptions
          size="small"
          column={1}
          style={{ margin: '8px 0 16px' }}
          items={[
            { key: 'no', label: TDesk.orderNo, children: order.OrderNo },
            { key: 'buyer', label: TDesk.buyer, children: order.BuyerFirmName },
            ...receivingItems(order),
            { key: 'amount', label: TDesk.colAmount, children: <span className="desk-red">{yuan(order.TotalAmount)}</span> },
          ]}
        />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => v.date && onSubmit(v.date.format('YYYY-MM-DD'))}>
        <Form.Item name="date" label={TDesk.shipDate} extra={TDesk.shipDateHint} rules={[{ required: true, message: MSG.distDateRequired }]}>
          <DatePicker
            data-testid="desk-ship-date"
            style={{ width: '100%' }}
            allowClear={false}
            disabledDate={(d) => isPastDate(d.format('YYYY-MM-DD'), serverNow())}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
