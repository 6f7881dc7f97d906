import { MSG } from '@shanlian/contract/browser';
import { App, Button, Form, Input, Radio } from 'antd';
import { accountText } from '../../../lib/text';
import { operatorText } from '../../../lib/text/operator';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useVerifySmsCode } from '../api/verify-code';
import { creditCodeChars, errorText, firstFormError, isFormError, limits, phoneDigits, rules } from '../form-rules';
import { PhoneInput } from './phone-input';
import { SmsCodeField } from './sms-code-field';

/** buyer: a school, canteen or central kitchen, active at once; supplier: waits for the platform's review. */
export type RegisterFirmType = 'buyer' | 'supplier';

export interface FirmValues {
  FirmType: RegisterFirmType;
  FirmName: string;
  FirmStandardNumber: string;
  ContactAddress: string;
  FullName: string;
  MobileNumber: string;
  Code: string;
}

/** A code already exchanged for a token: going back and forth does not need a new SMS. */
export interface Verified {
  phone: string;
  code: string;
  token: string;
}

const LABEL_COL = { flex: '140px' };

/** Step 1: the firm, its contact and the SMS code; 下一步 exchanges the code for a VerifyToken. */
/** A firm-type choice: wraps under the other on a narrow screen. */
const FIRM_TYPE_CHOICE = { maxWidth: '100%', whiteSpace: 'normal' } as const;

export function RegisterFirmStep({
  initial,
  verified,
  onVerified,
}: {
  initial: FirmValues | null;
  verified: Verified | null;
  onVerified: (firm: FirmValues, v: Verified) => void;
}) {
  const [form] = Form.useForm<FirmValues>();
  const { message } = App.useApp();
  const verify = useVerifySmsCode();
  // a double click on 下一步 exchanges the code once (a second exchange of a spent code fails)
  const once = useSingleFlight();

  const getPhone = async () => {
    try {
      return (await form.validateFields(['MobileNumber'])).MobileNumber;
    } catch (e) {
      message.warning(firstFormError(e) ?? MSG.enterPhone);
      return null;
    }
  };

  const next = () => once.run(exchange);
  const exchange = async () => {
    let firm: FirmValues;
    try {
      firm = await form.validateFields();
    } catch (e) {
      if (!isFormError(e)) message.error(errorText(e, MSG.serverError));
      return;
    }
    const phone = firm.MobileNumber;
    const code = firm.Code.trim();
    if (verified && verified.phone === phone && verified.code === code) return onVerified(firm, verified);
    try {
      const token = await verify.mutateAsync({ Phone: phone, Code: code, Purpose: 'register' });
      onVerified(firm, { phone, code, token });
    } catch (e) {
      form.setFields([{ name: 'Code', errors: [errorText(e, MSG.codeWrong)] }]);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={LABEL_COL}
      initialValues={initial ?? undefined}
      onFinish={next}
      requiredMark
      autoComplete="off"
      scrollToFirstError
    >
      <Form.Item name="FirmType" label={operatorText.firmTypeLabel} rules={[{ required: true, message: operatorText.firmTypeRequired }]}>
        <Radio.Group data-testid="reg-firm-type" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Radio value="buyer" data-testid="reg-type-buyer" style={FIRM_TYPE_CHOICE}>
            <span>{operatorText.firmTypeBuyer}</span>
            <span style={{ display: 'block', color: '#999', fontSize: 12 }}>{operatorText.firmTypeBuyerSub}</span>
          </Radio>
          <Radio value="supplier" data-testid="reg-type-supplier" style={FIRM_TYPE_CHOICE}>
            <span>{operatorText.firmTypeSupplier}</span>
            <span style={{ display: 'block', color: '#999', fontSize: 12 }}>{operatorText.firmTypeSupplierSub}</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="FirmName" label={accountText.firmName} rules={rules.firmName} validateTrigger="onBlur">
        <Input data-testid="reg-firm-name" placeholder={accountText.firmNamePlaceholder} maxLength={limits.firmName} />
      </Form.Item>
      <Form.Item name="FirmStandardNumber" label={accountText.creditCode} rules={rules.creditCode} validateTrigger="onBlur" normalize={creditCodeChars}>
        <Input data-testid="reg-credit-code" placeholder={accountText.creditCodePlaceholder} maxLength={limits.creditCode} showCount />
      </Form.Item>
      <Form.Item name="ContactAddress" label={accountText.contactAddress} rules={rules.address} validateTrigger="onBlur">
        <Input data-testid="reg-address" placeholder={accountText.contactAddressPlaceholder} maxLength={limits.address} />
      </Form.Item>
      <Form.Item name="FullName" label={accountText.fullName} rules={rules.fullName} validateTrigger="onBlur">
        <Input data-testid="reg-full-name" placeholder={accountText.fullNamePlaceholder} maxLength={limits.fullName} />
      </Form.Item>
      <Form.Item name="MobileNumber" label={accountText.mobile} rules={rules.phone} validateTrigger="onBlur" normalize={phoneDigits}>
        <PhoneInput testId="reg-phone" />
      </Form.Item>
      <SmsCodeField label={accountText.smsCode} purpose="register" getPhone={getPhone} testId="reg-code" />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending || once.busy} data-testid="reg-next">
          {accountText.next}
        </Button>
      </Form.Item>
    </Form>
  );
}
