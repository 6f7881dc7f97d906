import { ReadOutlined } from '@ant-design/icons';
import { cmsText } from '../../../lib/text';

const SIZE = { width: 224, height: 140 } as const;

/** The article's title image, or a quiet branded block when it has none. */
export function NewsCover({ src, alt }: { src: string | null; alt: string }) {
  if (src) return <img src={src} alt={alt} loading="lazy" style={{ ...SIZE, objectFit: 'cover', borderRadius: 6, display: 'block', background: '#f3f5f4' }} />;
  return (
    <div
      data-testid="news-cover-placeholder"
      style={{
        ...SIZE,
        borderRadius: 6,
        background: 'linear-gradient(135deg, #e9f6ee 0%, #cfeadb 100%)',
        color: '#1f9d55',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
      }}
    >
      <ReadOutlined style={{ fontSize: 34, opacity: 0.7 }} />
      <span style={{ fontSize: 13, letterSpacing: 2, opacity: 0.8 }}>{cmsText.newsPlaceholder}</span>
    </div>
  );
}
