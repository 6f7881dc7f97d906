import { ArrowLeftOutlined, CalendarOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { QueryState } from '../../../components/query-state';
import { RichHtml } from '../../../components/rich-html';
import { formatChinaTime } from '../../../lib/format';
import { cmsText, commonText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNewsArticle } from '../api/news';

const LIST = '/eshop/store/news';

function NotFoundResult() {
  return (
    <Result
      status="404"
      title={cmsText.newsNotFound}
      subTitle={cmsText.newsNotFoundHint}
      extra={
        <Link to={LIST}>
          <Button type="primary">{cmsText.backToNews}</Button>
        </Link>
      }
    />
  );
}

/** /eshop/store/news/:id — one article; the body HTML is sanitized by the server. */
export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const article = useNewsArticle(id);
  const news = article.data;
  usePageTitle(news?.Title ?? cmsText.newsTitle);
  const missing = article.error instanceof ApiError && article.error.status === 404;

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/eshop/store">{commonText.home}</Link> },
          { title: <Link to={LIST}>{cmsText.newsTitle}</Link> },
          ...(news ? [{ title: news.Title }] : missing ? [{ title: cmsText.newsNotFound }] : []),
        ]}
      />
      <article className="sl-section" style={{ padding: '36px 64px 40px' }}>
        {missing ? (
          <NotFoundResult />
        ) : (
          <QueryState
            isLoading={article.isLoading}
            error={article.error}
            onRetry={() => article.refetch()}
            skeleton={<Skeleton active title paragraph={{ rows: 12 }} />}
          >
            {news && (
              <>
                <h1 data-testid="news-title" style={{ fontSize: 26, lineHeight: 1.45, textAlign: 'center', margin: '0 0 14px', color: '#222' }}>
                  {news.Title}
                </h1>
                <div
                  data-testid="news-meta"
                  style={{ display: 'flex', justifyContent: 'center', gap: 28, color: '#999', fontSize: 13, paddingBottom: 20, borderBottom: '1px solid #eee' }}
                >
                  <span>
                    <CalendarOutlined style={{ marginRight: 6 }} />
                    {cmsText.publishedAt}：{formatChinaTime(news.CreateTime, false)}
                  </span>
                  <span>
                    <UserOutlined style={{ marginRight: 6 }} />
                    {cmsText.author}：{news.Author}
                  </span>
                  <span data-testid="news-reads">
                    <EyeOutlined style={{ marginRight: 6 }} />
                    {cmsText.reads(news.ReadCount)}
                  </span>
                </div>
                <RichHtml html={news.Source} testId="news-body" />
              </>
            )}
          </QueryState>
        )}
        {!missing && (
          <div style={{ borderTop: '1px solid #eee', marginTop: 24, paddingTop: 20 }}>
            <Link to={LIST} data-testid="news-back">
              <ArrowLeftOutlined style={{ marginRight: 6 }} />
              {cmsText.backToNews}
            </Link>
          </div>
        )}
      </article>
    </>
  );
}
