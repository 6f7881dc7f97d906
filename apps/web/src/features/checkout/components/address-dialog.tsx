import { CONTACT_PHONE_MESSAGE, isContactPhone, type TAddress } from '@shanlian/contract';
import { App, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { messageOf } from '../../../api/errors';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useSaveAddress } from '../api/addresses';

interface Values {
  Contact: string;
  Phone: string;
  Address: string;
  IsDefault: boolean;
}

/** Adds (no address given) or edits a receiving address; answers the saved id. */
export function AddressDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: TAddress | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submitKey = useSubmitKey(open ? (address?.Id ?? 'new') : null);
  const save = useSaveAddress();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      address ? { Contact: address.Contact, Phone: address.Phone, Address: address.Address, IsDefault: address.IsDefault } : { IsDefault: false },
    );
  }, [open, address, form]);

  // a double click's second click arrives before the button re-renders disabled
  const sending = useRef(false);
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };
  const send = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const { Id } = await save.mutateAsync({ input: { Id: address?.Id ?? null, ...v }, key: submitKey.key });
      submitKey.renew();
      message.success('地址已保存');
      onSaved?.(Id);
      onClose();
    } catch (e) {
      message.error(messageOf(e, '保存失败'));
    }
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: save.isPending, disabled: save.isPending, id: 'address-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="Contact"
          label="联系人"
          rules={[
            { required: true, whitespace: true, message: '请输入联系人' },
            { max: 30, message: '联系人不能超过30个字' },
          ]}
        >
          <Input maxLength={30} placeholder="收货联系人" data-testid="address-contact" />
        </Form.Item>
        <Form.Item
          name="Phone"
          label="联系电话"
          rules={[
            { required: true, message: '请输入联系电话' },
            { validator: (_r, v: string) => (!v || isContactPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(CONTACT_PHONE_MESSAGE))) },
          ]}
        >
          <Input maxLength={20} placeholder="手机或座机，如 0571-88861234" data-testid="address-phone" />
        </Form.Item>
        <Form.Item
          name="Address"
          label="收货地址"
          rules={[
            { required: true, whitespace: true, message: '请输入收货地址' },
            { min: 4, message: '请输入详细的收货地址' },
          ]}
        >
          <Input.TextArea
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="省市区、街道、门牌及收货点（如食堂后门）"
            data-testid="address-text"
          />
        </Form.Item>
        <Form.Item name="IsDefault" valuePropName="checked">
          <Checkbox disabled={address?.IsDefault}>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
