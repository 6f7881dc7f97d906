import { MSG } from '@shanlian/contract/browser';
import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { accountText } from '../../../lib/text';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useRegisterFirm } from '../api/register';
import { errorText } from '../form-rules';
import { PasswordFields } from './password-fields';
import type { FirmValues } from './register-firm-step';

interface PasswordValues {
  Password: string;
  ConfirmPassword: string;
}

/** Step 2: the password; 注册 sends the firm, the VerifyToken of step 1 and the password. */
export function RegisterPasswordStep({
  firm,
  verifyToken,
  onBack,
  onRegistered,
}: {
  firm: FirmValues;
  verifyToken: string;
  onBack: () => void;
  onRegistered: () => void;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const register = useRegisterFirm();
  const [failure, setFailure] = useState('');
  // a double click on 注册 sends once: the second request would find the phone registered and say 提交失败 beside 注册成功
  const once = useSingleFlight();
  const busy = register.isPending || once.busy;

  const submit = (values: PasswordValues) => once.run(() => send(values));
  const send = async (values: PasswordValues) => {
    setFailure('');
    try {
      await register.mutateAsync({
        EN_FirmuserInfo: {
          FirmName: firm.FirmName,
          FirmStandardNumber: firm.FirmStandardNumber,
          ContactAddress: firm.ContactAddress,
          MobileNumber: firm.MobileNumber,
          FullName: firm.FullName,
          FirmType: firm.FirmType,
        },
        verifyCode: verifyToken,
        Password: values.Password,
        ConfirmPassword: values.ConfirmPassword,
      });
      message.success(MSG.registered);
      onRegistered();
    } catch (e) {
      const text = `${MSG.submitFailedPrefix}${errorText(e, MSG.serverError)}`;
      setFailure(text);
      message.error(text);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '140px' }} onFinish={submit} autoComplete="off">
      <PasswordFields
        passwordLabel={accountText.setPassword}
        confirmLabel={accountText.confirmPassword}
        testIds={{ password: 'reg-password', confirm: 'reg-confirm' }}
      />
      {failure && (
        <Form.Item label=" " colon={false}>
          <Alert type="error" showIcon title={failure} data-testid="reg-error" />
        </Form.Item>
      )}
      <Form.Item label=" " colon={false}>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button size="large" onClick={onBack} style={{ width: 120 }} disabled={busy}>
            {accountText.previous}
          </Button>
          <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={busy} data-testid="reg-submit">
            {accountText.submitRegister}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
