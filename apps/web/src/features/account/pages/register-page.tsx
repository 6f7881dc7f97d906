import { maskPhone } from '@shanlian/contract/browser';
import { useState } from 'react';
import { Link } from 'react-router';
import { TA } from '../../../lib/text';
import { RedirectResult } from '../components/redirect-result';
import { type FirmValues, RegisterFirmStep, type Verified } from '../components/register-firm-step';
import { RegisterPasswordStep } from '../components/register-password-step';
import { StepCard } from '../components/step-card';
import { usePageTitle } from '../../../lib/use-page-title';

type Step = 0 | 1 | 2;

/** /eshop/store/register — firm registration in three steps: firm info and SMS code, password, success. */
export default function RegisterPage() {
  usePageTitle(TA.registerTitle);
  const [step, setStep] = useState<Step>(0);
  const [firm, setFirm] = useState<FirmValues | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);

  return (
    <StepCard
      title={TA.registerTitle}
      hint={TA.registerHint}
      steps={TA.registerSteps}
      current={step}
      extra={
        <>
          {TA.haveAccount}
          <Link to="/login">{TA.loginNow}</Link>
        </>
      }
    >
      {step === 0 && (
        <RegisterFirmStep
          initial={firm}
          verified={verified}
          onVerified={(f, v) => {
            setFirm(f);
            setVerified(v);
            setStep(1);
          }}
        />
      )}
      {step === 1 && firm && verified && (
        <RegisterPasswordStep firm={firm} verifyToken={verified.token} onBack={() => setStep(0)} onRegistered={() => setStep(2)} />
      )}
      {step === 2 && firm && (
        <RedirectResult
          testId="reg-success"
          title={TA.registeredFor(firm.FirmName)}
          subTitle={TA.loginWithPhone(maskPhone(firm.MobileNumber))}
          countdownText={TA.redirectIn}
        />
      )}
    </StepCard>
  );
}
