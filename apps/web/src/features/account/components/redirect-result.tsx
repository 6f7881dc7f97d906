import { REDIRECT_AFTER_SECONDS } from '@shanlian/contract/browser';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountText } from '../../../lib/text';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';

/** The last step of registration and password change: success, and off to /login after 10 s. */
export function RedirectResult({
  title,
  subTitle,
  countdownText,
  testId,
}: {
  title: ReactNode;
  subTitle: ReactNode;
  countdownText: (seconds: number) => string;
  testId: string;
}) {
  const left = useRedirectCountdown(REDIRECT_AFTER_SECONDS, '/login');
  return (
    <div data-testid={testId}>
      <Result
        status="success"
        title={title}
        subTitle={
          <>
            <div>{subTitle}</div>
            <div style={{ marginTop: 8 }} data-testid="redirect-countdown">
              {countdownText(left)}
            </div>
          </>
        }
        extra={
          <Link to="/login" replace>
            <Button type="primary" size="large" style={{ minWidth: 160 }}>
              {accountText.loginNow}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
