import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { MSG } from '@shanlian/contract/browser';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { landingAfterLogin } from '../../../lib/home-of';
import { accountText } from '../../../lib/text';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useLogin } from '../api/login';
import { errorText, limits, phoneDigits, rules } from '../form-rules';

interface LoginValues {
  MobileNumber: string;
  Password: string;
}

/** Phone + password; Enter submits. The server's message (wrong password, locked for 15 minutes) shows in the card. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: (permissions: readonly string[]) => void }) {
  const [form] = Form.useForm<LoginValues>();
  const { message } = App.useApp();
  const login = useLogin();
  const [failure, setFailure] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  // a double click logs in once (one session, one 登录成功)
  const once = useSingleFlight();

  const submit = (values: LoginValues) => once.run(() => send(values));
  const send = async (values: LoginValues) => {
    setFailure('');
    try {
      const { User } = await login.mutateAsync(values);
      message.success(accountText.loginSuccess);
      // Each user lands in their own place: a buyer back where they came from (or the store),
      // a supplier's staff at the desk, supervisors and operators in the console.
      const from = (location.state as { from?: unknown } | null)?.from;
      if (onLoggedIn) onLoggedIn(User.Permissions);
      else navigate(landingAfterLogin(User.Permissions, from), { replace: true });
    } catch (e) {
      setFailure(errorText(e, MSG.loginFailed));
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="on" onValuesChange={() => failure && setFailure('')}>
      <Form.Item name="MobileNumber" rules={rules.phone} validateTrigger="onBlur" normalize={phoneDigits}>
        <Input
          data-testid="login-phone"
          prefix={<MobileOutlined style={{ color: '#bbb' }} />}
          placeholder={accountText.phonePlaceholder}
          maxLength={limits.phone}
          inputMode="numeric"
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item name="Password" rules={[{ required: true, message: MSG.enterPassword }]} validateTrigger="onBlur">
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined style={{ color: '#bbb' }} />}
          placeholder={accountText.passwordPlaceholder}
          maxLength={128}
          autoComplete="current-password"
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={login.isPending || once.busy} data-testid="login-submit" style={{ height: 44, fontSize: 16 }}>
          {accountText.loginButton}
        </Button>
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 13 }}>
        <span style={{ color: '#999' }}>
          {accountText.noAccount}
          <Link to="/eshop/store/register" data-testid="login-register">
            {accountText.freeRegister}
          </Link>
        </span>
        <Link to="/eshop/store/change" data-testid="login-forgot" style={{ color: '#666' }}>
          {accountText.forgotPassword}
        </Link>
      </div>
    </Form>
  );
}
