import { SMS_RESEND_SECONDS } from '@shanlian/contract/browser';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { accountText } from '../lib/text';

/**
 * 获取验证码 → after a successful send, disabled with a 60 s countdown, then enabled again.
 * `onRequest` resolves true when the code was sent.
 */
export function SmsCodeButton({ onRequest, disabled, size }: { onRequest: () => Promise<boolean>; disabled?: boolean; size?: 'small' | 'middle' | 'large' }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return (
    <Button
      data-testid="sms-button"
      disabled={disabled || left > 0}
      loading={busy}
      size={size}
      style={{ width: 136, flex: 'none' }}
      onClick={async () => {
        setBusy(true);
        try {
          if (await onRequest()) setLeft(SMS_RESEND_SECONDS);
        } finally {
          setBusy(false);
        }
      }}
    >
      {left > 0 ? accountText.resendIn(left) : accountText.getCode}
    </Button>
  );
}
