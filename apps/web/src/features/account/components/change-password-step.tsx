import { MSG } from '@shanlian/contract/browser';
import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { accountText } from '../../../lib/text';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../form-rules';
import { PasswordFields } from './password-fields';

interface PasswordValues {
  Password: string;
  ConfirmPassword: string;
}

/** Step 2 of the password change: the new password, sent with the VerifyToken of step 1. */
export function ChangePasswordStep({ phone, verifyToken, onChanged }: { phone: string; verifyToken: string; onChanged: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const change = useChangePassword();
  const [failure, setFailure] = useState('');
  // a double click changes once: a second request with the spent token would say 提交失败 beside 修改成功
  const once = useSingleFlight();

  const submit = (values: PasswordValues) => once.run(() => send(values));
  const send = async (values: PasswordValues) => {
    setFailure('');
    try {
      await change.mutateAsync({ MobileNumber: phone, Code: verifyToken, Password: values.Password, confirmPassword: values.ConfirmPassword });
      message.success(MSG.passwordChanged);
      onChanged();
    } catch (e) {
      const text = `${MSG.submitFailedPrefix}${errorText(e, MSG.serverError)}`;
      setFailure(text);
      message.error(text);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} onFinish={submit} autoComplete="off">
      <PasswordFields
        passwordLabel={accountText.newPassword}
        confirmLabel={accountText.confirmNewPassword}
        testIds={{ password: 'chg-password', confirm: 'chg-confirm' }}
      />
      {failure && (
        <Form.Item label=" " colon={false}>
          <Alert type="error" showIcon title={failure} data-testid="chg-error" />
        </Form.Item>
      )}
      <Form.Item label=" " colon={false}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={change.isPending || once.busy}
          disabled={change.isPending || once.busy}
          data-testid="chg-submit"
        >
          {accountText.submitChange}
        </Button>
      </Form.Item>
    </Form>
  );
}
