import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { accountText } from '../../../lib/text';
import { limits, rules } from '../form-rules';
import { PasswordChecklist } from './password-checklist';

/**
 * New password and its confirmation, with the live policy checklist under the first.
 * The form fields are `Password` and `ConfirmPassword`.
 */
export function PasswordFields({
  passwordLabel,
  confirmLabel,
  testIds,
}: {
  passwordLabel: string;
  confirmLabel: string;
  testIds: { password: string; confirm: string };
}) {
  const form = Form.useFormInstance();
  const password: string = Form.useWatch('Password', form) ?? '';
  return (
    <>
      <Form.Item label={passwordLabel} required style={{ marginBottom: 0 }}>
        <Form.Item name="Password" rules={rules.password} validateTrigger="onBlur" style={{ marginBottom: 4 }}>
          <Input.Password
            data-testid={testIds.password}
            prefix={<LockOutlined style={{ color: '#bbb' }} />}
            placeholder={accountText.newPasswordPlaceholder}
            maxLength={limits.password}
            autoComplete="new-password"
          />
        </Form.Item>
        <PasswordChecklist password={password} />
      </Form.Item>
      <Form.Item name="ConfirmPassword" label={confirmLabel} dependencies={['Password']} rules={rules.confirm('Password')} validateTrigger="onBlur">
        <Input.Password
          data-testid={testIds.confirm}
          prefix={<LockOutlined style={{ color: '#bbb' }} />}
          placeholder={accountText.confirmPasswordPlaceholder}
          maxLength={limits.password}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
