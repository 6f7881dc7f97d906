import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { MSG } from '@shanlian/contract/browser';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { accountText } from '../../../lib/text';
import { type PasswordReport, passwordReport, type StrengthLevel } from '../password-strength';

const LEVEL_COLOR: Record<StrengthLevel, string> = { none: '#e5e7eb', weak: '#e4393c', medium: '#fa8c16', strong: '#1f9d55' };
const LEVEL_BARS: Record<StrengthLevel, number> = { none: 0, weak: 1, medium: 2, strong: 3 };

function Check({ ok, pending, children, testId }: { ok: boolean; pending: boolean; children: ReactNode; testId: string }) {
  const icon = pending ? (
    <MinusCircleOutlined style={{ color: '#bbb' }} />
  ) : ok ? (
    <CheckCircleFilled style={{ color: '#1f9d55' }} />
  ) : (
    <CloseCircleFilled style={{ color: '#e4393c' }} />
  );
  return (
    <li data-testid={testId} data-ok={pending ? undefined : String(ok)} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', lineHeight: '20px' }}>
      <span style={{ flex: 'none', marginTop: 1 }}>{icon}</span>
      <span style={{ color: pending || ok ? '#666' : '#e4393c' }}>{children}</span>
    </li>
  );
}

function StrengthBar({ level }: { level: StrengthLevel }) {
  const bars = LEVEL_BARS[level];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }} data-testid="password-strength" data-level={level}>
      <span style={{ color: '#666' }}>{accountText.strength}</span>
      {[1, 2, 3].map((i) => (
        <span key={i} style={{ width: 56, height: 6, borderRadius: 3, background: i <= bars ? LEVEL_COLOR[level] : '#e5e7eb', transition: 'background .2s' }} />
      ))}
      {level !== 'none' && <span style={{ color: LEVEL_COLOR[level], fontWeight: 600 }}>{accountText.strengthLevels[level]}</span>}
    </div>
  );
}

function ClassTags({ report }: { report: PasswordReport }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
      <Tag color={report.longEnough ? 'green' : undefined} style={{ marginInlineEnd: 0 }}>
        {accountText.ruleLength}
      </Tag>
      {accountText.classNames.map((name, i) => (
        <Tag key={name} color={report.classesPresent[i] ? 'green' : undefined} style={{ marginInlineEnd: 0 }}>
          {name}
        </Tag>
      ))}
    </span>
  );
}

/** The password policy under a new-password field, each rule ticked live as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const report = passwordReport(password);
  const pending = password.length === 0;
  return (
    <div style={{ background: '#f7faf8', border: '1px solid #e3efe7', borderRadius: 6, padding: '10px 12px', margin: '4px 0 20px', fontSize: 13 }}>
      <StrengthBar level={report.level} />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        <Check ok={report.longEnough && report.enoughClasses} pending={pending} testId="rule-policy">
          {MSG.passwordPolicy}
          <br />
          <ClassTags report={report} />
        </Check>
        <Check ok={report.noRun} pending={pending} testId="rule-sequence">
          {MSG.passwordSequence}
        </Check>
      </ul>
    </div>
  );
}
