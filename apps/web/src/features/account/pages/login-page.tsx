import { CheckCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { accountText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginForm } from '../components/login-form';
import { LoginIllustration } from '../components/login-illustration';

const HOME = '/eshop/store';

/** /login — its own page: logo header, a centred card on a soft green scene, footer. */
export default function LoginPage() {
  usePageTitle(accountText.loginTitle);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#fff' }}>
      <header style={{ background: '#fff', borderBottom: '1px solid #eef0f2' }}>
        <div className="sl-container" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 88 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
            <Logo />
            <span style={{ height: 32, borderLeft: '1px solid #e5e5e5' }} />
            <span style={{ fontSize: 20, color: '#333' }}>{accountText.loginWelcome}</span>
          </div>
          <Link to={HOME} style={{ color: '#666' }}>
            {accountText.backHome}
          </Link>
        </div>
      </header>

      <main style={{ position: 'relative', flex: 1, minHeight: 560, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        <LoginIllustration />
        <div style={{ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20, padding: '48px 0' }}>
          <section
            data-testid="login-card"
            style={{ width: 400, background: '#fff', borderRadius: 12, boxShadow: '0 12px 40px rgba(31,157,85,.16)', padding: '32px 36px 28px' }}
          >
            <h1 style={{ margin: 0, fontSize: 22, color: '#222', textAlign: 'center' }}>{accountText.loginHeading}</h1>
            <p style={{ margin: '6px 0 24px', color: '#999', fontSize: 13, textAlign: 'center' }}>{accountText.loginTagline}</p>
            <LoginForm />
          </section>
          <ul style={{ listStyle: 'none', display: 'flex', gap: 24, margin: 0, padding: 0, color: '#2f6f49', fontSize: 13 }}>
            {accountText.loginFeatures.map((f) => (
              <li key={f}>
                <CheckCircleOutlined style={{ marginRight: 6 }} />
                {f}
              </li>
            ))}
          </ul>
        </div>
      </main>

      <footer style={{ textAlign: 'center', color: '#999', fontSize: 12, padding: '18px 0', background: '#fff' }}>{accountText.loginFooter}</footer>
    </div>
  );
}
