import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { SmsPurpose } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { App, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { messageOf } from '../../../api/errors';
import { CaptchaDialog } from '../../../components/captcha-dialog';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { accountText } from '../../../lib/text';
import { sendSmsCode } from '../api/send-sms';
import { limits, rules } from '../form-rules';

/**
 * The SMS code field: 获取验证码 first needs a valid phone (`getPhone` answers it, or null
 * after showing why not), then the image captcha; the captcha's 确定 sends the SMS and
 * starts the 60 s countdown. The form field is `Code`.
 */
export function SmsCodeField({
  label,
  purpose,
  getPhone,
  testId,
}: {
  label: string;
  purpose: SmsPurpose;
  getPhone: () => Promise<string | null>;
  testId: string;
}) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [open, setOpen] = useState(false);
  const phone = useRef('');
  // The button waits on the dialog: true once the SMS went out, false when it was closed.
  const settle = useRef<((sent: boolean) => void) | null>(null);

  const finish = (sent: boolean) => {
    setOpen(false);
    settle.current?.(sent);
    settle.current = null;
  };

  const request = async (): Promise<boolean> => {
    const p = await getPhone();
    if (!p) return false;
    phone.current = p;
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  };

  const send = async (captcha: { ValidCode: string; ValidSerialNumber: string }): Promise<boolean | string> => {
    try {
      await sendSmsCode({ Phone: phone.current, ...captcha, Purpose: purpose });
      message.success(MSG.smsSent);
      finish(true);
      return true;
    } catch (e) {
      const text = messageOf(e, MSG.serverError);
      message.error(text);
      return text;
    }
  };

  return (
    <Form.Item label={label} required>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <Form.Item name="Code" rules={rules.code} validateTrigger="onBlur" noStyle>
          <Input
            data-testid={testId}
            prefix={<SafetyCertificateOutlined style={{ color: '#bbb' }} />}
            placeholder={accountText.smsCodePlaceholder}
            maxLength={limits.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            // a server verdict on the previous code is stale once the code is edited
            onChange={() => form.getFieldError('Code').length > 0 && form.setFields([{ name: 'Code', errors: [] }])}
          />
        </Form.Item>
        <SmsCodeButton onRequest={request} />
      </div>
      <CaptchaDialog open={open} onCancel={() => finish(false)} onSubmit={send} />
    </Form.Item>
  );
}
