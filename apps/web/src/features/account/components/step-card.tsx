import { Steps } from 'antd';
import type { ReactNode } from 'react';

/** The frame of the three-step pages: a title bar, the steps, and the current step's form centred below. */
export function StepCard({
  title,
  hint,
  extra,
  steps,
  current,
  children,
}: {
  title: string;
  hint: string;
  extra?: ReactNode;
  steps: readonly string[];
  current: number;
  children: ReactNode;
}) {
  return (
    <section className="sl-section" style={{ padding: 0 }}>
      <header
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '18px 28px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <div>
          <h1 style={{ margin: 0, fontSize: 22, color: '#222' }}>{title}</h1>
          <div style={{ color: '#999', fontSize: 13, marginTop: 4 }}>{hint}</div>
        </div>
        <div style={{ color: '#666' }}>{extra}</div>
      </header>
      <div style={{ padding: '32px 0 48px', minHeight: 520 }}>
        <div style={{ width: 760, margin: '0 auto 40px' }}>
          <Steps current={current} items={steps.map((s) => ({ title: s }))} />
        </div>
        <div style={{ width: 520, margin: '0 auto' }}>{children}</div>
      </div>
    </section>
  );
}
