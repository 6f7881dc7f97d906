import type { TOrderReturn } from '@shanlian/contract';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { TDesk } from '../../../lib/text';
import { dialogFooter } from './dialog-footer';

/** 处理: the supplier says what was done (re-delivered, refunded …), and the return is settled. */
export function SettleDialog({
  item,
  pending,
  onSubmit,
  onClose,
}: {
  item: TOrderReturn | null;
  pending: boolean;
  onSubmit: (remark: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ remark: string }>();
  useEffect(() => {
    if (item) form.resetFields();
  }, [item, form]);
  return (
    <Modal
      open={!!item}
      title={TDesk.settleTitle}
      onCancel={onClose}
      destroyOnHidden
      footer={dialogFooter({ onClose, onOk: () => form.submit(), okText: TDesk.settleSubmit, testId: 'desk-settle-submit', pending })}
    >
      {item && (
        <Descriptions
          size="small"
          column={2}
          style={{ margin: '8px 0 12px' }}
          items={[
            { key: 'no', label: TDesk.orderNo, children: item.OrderNo },
            { key: 'buyer', label: TDesk.buyer, children: item.BuyerFirmName },
            { key: 'product', label: TDesk.returnProduct, children: item.ProductName || TDesk.wholeOrder },
            { key: 'type', label: TDesk.returnType, children: `${item.ReturnTypeName} × ${item.Quantity}` },
            { key: 'remark', label: TDesk.returnRemark, children: item.ReturnRemark || '—', span: 2 },
          ]}
        />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => onSubmit(v.remark?.trim() ?? '')}>
        <Form.Item name="remark" label={TDesk.settleRemark} rules={[{ max: 500, message: TDesk.settleRemarkLong }]}>
          <Input.TextArea data-testid="desk-settle-remark" rows={4} maxLength={500} showCount placeholder={TDesk.settleRemarkPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
