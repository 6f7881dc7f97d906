import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { cmsApi } from '../../../api/cms';
import { QueryState } from '../../../components/query-state';
import { cmsText } from '../../../lib/text';
import { operatorContentText } from '../../../lib/text/operator-content';
import { usePageTitle } from '../../../lib/use-page-title';

/** The clauses' place while they load: numbered rows of the final size. */
function ClausesSkeleton() {
  return (
    <div aria-busy="true" data-testid="about-skeleton" style={{ display: 'grid', gap: 22 }}>
      {Array.from({ length: 12 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} style={{ display: 'flex', gap: 16 }}>
          <Skeleton.Avatar active size={30} />
          <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 2 }} style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}

/** /eshop/store/about — the disclaimer: an introduction and the 12 numbered clauses of the current version, with its date. */
export default function AboutPage() {
  usePageTitle(cmsText.aboutTitle);
  const about = cmsApi.useOp('Store/GetAbout', {});
  const data = about.data;
  return (
    <article className="sl-section" style={{ padding: '40px 72px 48px' }} data-testid="about">
      <header style={{ textAlign: 'center', marginBottom: 28 }}>
        <SafetyCertificateOutlined style={{ fontSize: 36, color: '#1f9d55' }} />
        <h1 style={{ fontSize: 28, margin: '10px 0 0', letterSpacing: 4, color: '#222' }}>{cmsText.aboutTitle}</h1>
        <div data-testid="about-version" style={{ minHeight: 22, marginTop: 8, color: '#999', fontSize: 13 }}>
          {data && operatorContentText.store.aboutVersion(data.Version, data.EffectiveDate)}
        </div>
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
        {cmsText.aboutIntro}
      </p>
      <QueryState isLoading={about.isLoading} error={about.error} onRetry={() => void about.refetch()} skeleton={<ClausesSkeleton />}>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 22 }}>
          {(data?.Clauses ?? []).map((clause, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the clauses are numbered by their place
            <li key={i} data-testid="about-clause" style={{ display: 'flex', gap: 16 }}>
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
                <h2 style={{ fontSize: 17, margin: '3px 0 6px', color: '#222' }}>{clause.Title}</h2>
                <p style={{ fontSize: 15, lineHeight: 1.9, color: '#555', margin: 0, textAlign: 'justify', whiteSpace: 'pre-line' }}>{clause.Body}</p>
              </div>
            </li>
          ))}
        </ol>
      </QueryState>
      <p style={{ textAlign: 'right', color: '#888', marginTop: 36, marginBottom: 0 }}>{cmsText.aboutClosing}</p>
    </article>
  );
}
