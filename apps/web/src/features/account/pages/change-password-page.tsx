import { MSG } from '@shanlian/contract/browser';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountText } from '../../../lib/text';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { ChangePasswordStep } from '../components/change-password-step';
import { ChangeVerifyStep } from '../components/change-verify-step';
import { RedirectResult } from '../components/redirect-result';
import { StepCard } from '../components/step-card';

type Step = 0 | 1 | 2;

/** /eshop/store/change — password change (or 忘记密码 when logged out): verify by SMS, new password, success. */
export default function ChangePasswordPage() {
  usePageTitle(accountText.changeTitle);
  const me = useMe();
  const [step, setStep] = useState<Step>(0);
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(null);

  return (
    <StepCard
      title={accountText.changeTitle}
      hint={accountText.changeHint}
      steps={accountText.changeSteps}
      current={step}
      extra={
        !me.data && (
          <>
            {accountText.noAccount}
            <Link to="/eshop/store/register">{accountText.freeRegister}</Link>
          </>
        )
      }
    >
      {step === 0 &&
        (me.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <ChangeVerifyStep
            me={me.data ?? null}
            onVerified={(phone, token) => {
              setVerified({ phone, token });
              setStep(1);
            }}
          />
        ))}
      {step === 1 && verified && <ChangePasswordStep phone={verified.phone} verifyToken={verified.token} onChanged={() => setStep(2)} />}
      {step === 2 && (
        <RedirectResult testId="chg-success" title={MSG.passwordChanged} subTitle={accountText.changedSubtitle} countdownText={accountText.changeRedirectIn} />
      )}
    </StepCard>
  );
}
