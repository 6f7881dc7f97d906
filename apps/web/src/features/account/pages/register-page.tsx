import { maskPhone } from '@shanlian/contract/browser';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountText } from '../../../lib/text';
import { operatorText } from '../../../lib/text/operator';
import { usePageTitle } from '../../../lib/use-page-title';
import { RedirectResult } from '../components/redirect-result';
import { type FirmValues, RegisterFirmStep, type Verified } from '../components/register-firm-step';
import { RegisterPasswordStep } from '../components/register-password-step';
import { StepCard } from '../components/step-card';

type Step = 0 | 1 | 2;

/**
 * The last step for a supplier: registered, waiting for the platform's review, and what it may do
 * meanwhile; no automatic redirect (there is something to read), a button to log in.
 */
function SupplierRegistered({ firm }: { firm: FirmValues }) {
  return (
    <div data-testid="reg-success" data-firm-type="supplier">
      <Result
        status="success"
        title={operatorText.supplierRegistered(firm.FirmName)}
        subTitle={accountText.loginWithPhone(maskPhone(firm.MobileNumber))}
        extra={
          <Link to="/login" replace>
            <Button type="primary" size="large" style={{ minWidth: 160 }} data-testid="reg-login">
              {accountText.loginNow}
            </Button>
          </Link>
        }
      >
        <Alert
          type="warning"
          showIcon
          data-testid="reg-pending"
          title={operatorText.supplierWaits}
          description={
            <div style={{ marginTop: 4 }}>
              <div>{operatorText.supplierMeanwhile}</div>
              <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
                {operatorText.supplierCan.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <div style={{ fontWeight: 600 }}>{operatorText.supplierAfter}</div>
            </div>
          }
        />
      </Result>
    </div>
  );
}

/** /eshop/store/register — firm registration in three steps: firm info and SMS code, password, success. */
export default function RegisterPage() {
  usePageTitle(accountText.registerTitle);
  const [step, setStep] = useState<Step>(0);
  const [firm, setFirm] = useState<FirmValues | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);

  return (
    <StepCard
      title={accountText.registerTitle}
      hint={operatorText.registerHint}
      steps={accountText.registerSteps}
      current={step}
      extra={
        <>
          {accountText.haveAccount}
          <Link to="/login">{accountText.loginNow}</Link>
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
      {step === 2 && firm?.FirmType === 'supplier' && <SupplierRegistered firm={firm} />}
      {step === 2 && firm && firm.FirmType !== 'supplier' && (
        <RedirectResult
          testId="reg-success"
          title={accountText.registeredFor(firm.FirmName)}
          subTitle={accountText.loginWithPhone(maskPhone(firm.MobileNumber))}
          countdownText={accountText.redirectIn}
        />
      )}
    </StepCard>
  );
}
