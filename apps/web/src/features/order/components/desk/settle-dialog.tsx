import type { TOrderReturn } from '@shanlian/contract';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { dialogFooter } from '../../../../components/dialog-footer';
import { NumberInput } from '../../../../components/number-input';
import { yuan } from '../../../../lib/format';
import { deskText } from '../../../../lib/text';

/** Texts of handling a return (同意 / 拒绝) and of its outcome. */
export const TR = {
  accept: '同意',
  reject: '拒绝',
  handleTitle: (accept: boolean) => (accept ? '同意退换货' : '拒绝退换货'),
  refund: '退款金额',
  refundRequired: '请填写退款金额',
  refundHint: (max: string) => `不超过该商品金额 ${max}；收货短缺未付款的可填 0`,
  exchangeNote: '同意换货即补发商品，可填写补发说明',
  note: '处理说明',
  reason: '拒绝原因',
  reasonRequired: '请填写拒绝原因',
  handled: '处理成功，买方将收到通知',
  outcome: '处理结果',
  fromReceipt: '收货短缺',
  tabAccepted: '已同意',
  tabRejected: '已拒绝',
};

export const RETURN_STATUS_COLORS: Record<string, string> = { open: 'orange', accepted: 'green', rejected: 'red' };

/** The line amount of a return, the most that can be refunded: the unit price is the order line's. */
export const maxRefundOf = (r: Pick<TOrderReturn, 'Quantity'>, unitPrice: number | null) =>
  unitPrice == null ? null : Math.round(unitPrice * 100 * r.Quantity) / 100;

export interface HandleValues {
  accept: boolean;
  reason: string;
  refund: number | null;
}

/**
 * 同意 or 拒绝 one return: a return is accepted with a refund (prefilled with the line amount; a
 * receipt's shortfall was never paid and may be 0), an exchange with a note on the 补发; a
 * rejection needs its reason.
 */
export function HandleReturnDialog({
  item,
  accept,
  unitPrice,
  pending,
  onSubmit,
  onClose,
}: {
  item: TOrderReturn | null;
  accept: boolean;
  /** The order line's unit price, when known. */
  unitPrice: number | null;
  pending: boolean;
  onSubmit: (v: HandleValues) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason?: string; refund?: number | null }>();
  const isReturn = item?.ReturnType === 1;
  const max = item ? maxRefundOf(item, unitPrice) : null;
  useEffect(() => {
    if (item) form.setFieldsValue({ reason: '', refund: accept && item.ReturnType === 1 ? (item.FromReceipt ? 0 : max) : null });
  }, [item, accept, max, form]);
  return (
    <Modal
      open={!!item}
      title={TR.handleTitle(accept)}
      onCancel={pending ? undefined : onClose}
      destroyOnHidden
      footer={dialogFooter({
        onClose,
        onOk: () => form.submit(),
        okText: accept ? TR.accept : TR.reject,
        testId: 'desk-handle-submit',
        pending,
        disabled: pending,
      })}
    >
      {item && (
        <Descriptions
          size="small"
          column={2}
          style={{ margin: '8px 0 12px' }}
          items={[
            { key: 'no', label: deskText.orderNo, children: item.OrderNo },
            { key: 'buyer', label: deskText.buyer, children: item.BuyerFirmName },
            { key: 'product', label: deskText.returnProduct, children: item.ProductName || deskText.wholeOrder },
            {
              key: 'type',
              label: deskText.returnType,
              children: `${item.ReturnTypeName} × ${item.Quantity}${item.FromReceipt ? `（${TR.fromReceipt}）` : ''}`,
            },
            { key: 'remark', label: deskText.returnRemark, children: item.ReturnRemark || '—', span: 2 },
          ]}
        />
      )}
      {accept && item && !isReturn && <Alert type="info" showIcon title={TR.exchangeNote} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => onSubmit({ accept, reason: v.reason?.trim() ?? '', refund: accept && isReturn ? (v.refund ?? 0) : null })}
      >
        {accept && isReturn && (
          <Form.Item
            name="refund"
            label={TR.refund}
            extra={max != null ? TR.refundHint(yuan(max)) : undefined}
            rules={[{ required: true, message: TR.refundRequired }]}
          >
            <NumberInput data-testid="desk-handle-refund" min={0} max={max ?? undefined} precision={2} prefix="¥" style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={accept ? TR.note : TR.reason}
          rules={[...(accept ? [] : [{ required: true, whitespace: true, message: TR.reasonRequired }]), { max: 500, message: deskText.settleRemarkLong }]}
        >
          <Input.TextArea
            data-testid="desk-handle-reason"
            rows={3}
            maxLength={500}
            showCount
            placeholder={accept ? deskText.settleRemarkPlaceholder : TR.reasonRequired}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
