import { App, Button, Form, Modal } from 'antd';
import { useRef } from 'react';
import { messageOf } from '../../../../api/errors';
import { orderText } from '../../../../lib/text';
import { useSubmitKey } from '../../../../lib/use-submit-key';
import { useAddReturn } from '../../api/order-mutations';
import { initialReturnValues, type ReturnFormValues, returnInput } from '../../rules/return-form';
import type { TOrderDetail } from '../../rules/types';
import { ReturnForm } from './return-form';

/** 退换货登记 dialog of the order detail: the return form, submitted once. */
export function ReturnDialog({ order, open, onClose }: { order: TOrderDetail; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReturnFormValues>();
  const add = useAddReturn();
  // one key per opening of the dialog: a repeated send makes one record
  const submitKey = useSubmitKey(open);
  const inFlight = useRef(false);
  const lines = order.B2B_ElectricityorderdetailInfos;

  const submit = async (v: ReturnFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await add.mutateAsync({ input: returnInput(order.Id, v), key: submitKey.key });
      submitKey.renew();
      message.success(orderText.form.saved);
      onClose();
    } catch (e) {
      message.error(messageOf(e));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Modal
      open={open}
      title={orderText.registerTitle}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={add.isPending}>
          {orderText.cancelText}
        </Button>,
        <Button key="ok" type="primary" loading={add.isPending} disabled={add.isPending} onClick={() => form.submit()} data-testid="return-submit">
          {orderText.form.submit}
        </Button>,
      ]}
    >
      <div data-testid="return-dialog" style={{ paddingTop: 8 }}>
        <ReturnForm form={form} lines={lines} initialValues={initialReturnValues(lines)} onFinish={submit} disabled={add.isPending} />
      </div>
    </Modal>
  );
}
