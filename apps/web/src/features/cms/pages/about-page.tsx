import { SafetyCertificateOutlined } from '@ant-design/icons';
import { TC } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eshop/store/about — the disclaimer: an introduction and 12 numbered clauses. */
export default function AboutPage() {
  usePageTitle(TC.aboutTitle);
  return (
    <article className="sl-section" style={{ padding: '40px 72px 48px' }} data-testid="about">
      <header style={{ textAlign: 'center', marginBottom: 28 }}>
        <SafetyCertificateOutlined style={{ fontSize: 36, color: '#1f9d55' }} />
        <h1 style={{ fontSize: 28, margin: '10px 0 0', letterSpacing: 4, color: '#222' }}>{TC.aboutTitle}</h1>
      </header>
      <p
        style={{
          fontSize: 15,
          lineHeight: 1.9,
          color: '#555',
          textIndent: '2em',
          background: '#f7faf8',
          borderRadius: 8,
          padding: '16px 20px',
          margin: '0 0 28px',
        }}
      >
        {TC.aboutIntro}
      </p>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 22 }}>
        {TC.aboutClauses.map((clause, i) => (
          <li key={clause.title} data-testid="about-clause" style={{ display: 'flex', gap: 16 }}>
            <span
              style={{
                flex: 'none',
                width: 30,
                height: 30,
                borderRadius: '50%',
                background: '#1f9d55',
                color: '#fff',
                fontWeight: 600,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                marginTop: 1,
              }}
            >
              {i + 1}
            </span>
            <div>
              <h2 style={{ fontSize: 17, margin: '3px 0 6px', color: '#222' }}>{clause.title}</h2>
              <p style={{ fontSize: 15, lineHeight: 1.9, color: '#555', margin: 0, textAlign: 'justify' }}>{clause.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p style={{ textAlign: 'right', color: '#888', marginTop: 36, marginBottom: 0 }}>{TC.aboutClosing}</p>
    </article>
  );
}
