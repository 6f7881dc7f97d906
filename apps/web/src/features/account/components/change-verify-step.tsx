import { MobileOutlined } from '@ant-design/icons';
import type { TCurrentUser } from '@shanlian/contract';
import { MSG, maskPhone } from '@shanlian/contract/browser';
import { App, Button, Form, Input } from 'antd';
import { accountText } from '../../../lib/text';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useVerifySmsCode } from '../api/verify-code';
import { errorText, firstFormError, isFormError, phoneDigits, rules } from '../form-rules';
import { PhoneInput } from './phone-input';
import { SmsCodeField } from './sms-code-field';

interface VerifyValues {
  MobileNumber?: string;
  Code: string;
}

/**
 * Step 1 of the password change: identity by SMS. A logged-in user's own number is used
 * and shown masked; a visitor (忘记密码) types the number.
 */
export function ChangeVerifyStep({ me, onVerified }: { me: TCurrentUser | null; onVerified: (phone: string, verifyToken: string) => void }) {
  const [form] = Form.useForm<VerifyValues>();
  const { message } = App.useApp();
  const verify = useVerifySmsCode();
  // a double click on 下一步 exchanges the code once (a second exchange of a spent code fails)
  const once = useSingleFlight();

  const getPhone = async () => {
    if (me) return me.MobileNumber;
    try {
      return (await form.validateFields(['MobileNumber'])).MobileNumber ?? null;
    } catch (e) {
      message.warning(firstFormError(e) ?? MSG.enterPhone);
      return null;
    }
  };

  const next = () => once.run(exchange);
  const exchange = async () => {
    let values: VerifyValues;
    try {
      values = await form.validateFields();
    } catch (e) {
      if (!isFormError(e)) message.error(errorText(e, MSG.serverError));
      return;
    }
    const phone = me?.MobileNumber ?? values.MobileNumber ?? '';
    try {
      onVerified(phone, await verify.mutateAsync({ Phone: phone, Code: values.Code.trim(), Purpose: 'password' }));
    } catch (e) {
      form.setFields([{ name: 'Code', errors: [errorText(e, MSG.codeWrong)] }]);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} onFinish={next} autoComplete="off">
      {me ? (
        <Form.Item label={accountText.boundPhone}>
          <Input
            data-testid="chg-masked-phone"
            value={maskPhone(me.MobileNumber)}
            readOnly
            variant="filled"
            prefix={<MobileOutlined style={{ color: '#999' }} />}
          />
        </Form.Item>
      ) : (
        <Form.Item name="MobileNumber" label={accountText.mobile} rules={rules.phone} validateTrigger="onBlur" normalize={phoneDigits}>
          <PhoneInput testId="chg-phone" />
        </Form.Item>
      )}
      <SmsCodeField label={accountText.smsCode} purpose="password" getPhone={getPhone} testId="chg-code" />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending || once.busy} data-testid="chg-next">
          {accountText.next}
        </Button>
      </Form.Item>
    </Form>
  );
}
