import { CalendarOutlined, EyeOutlined, LinkOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Drawer, Skeleton } from 'antd';
import { RichHtml } from '../../../components/rich-html';
import { formatChinaTime } from '../../../lib/format';
import { cmsText } from '../../../lib/text';
import { operatorContentText } from '../../../lib/text/operator-content';

export interface PreviewArticle {
  Id: string | null;
  Title: string;
  Author: string;
  Source: string;
  PublishAt: string | null;
  ReadCount: number;
  Status: string;
}

/** The store's address of an article. */
export const storeNewsPath = (id: string) => `/eshop/store/news/${id}`;

/**
 * 预览: the article as the store's news page draws it (the same title, meta line and article
 * styles), with a link to the live article when it is published.
 */
export function NewsPreview({ article, loading, onClose }: { article: PreviewArticle | null; loading?: boolean; onClose(): void }) {
  const live = article?.Id && article.Status === 'published';
  return (
    <Drawer open={!!article || loading} onClose={onClose} title={operatorContentText.previewTitle} size="min(1240px, 100vw)" destroyOnHidden>
      {loading || !article ? (
        <Skeleton active title paragraph={{ rows: 12 }} />
      ) : (
        <div data-testid="news-preview">
          {live && article.Id ? (
            <Alert
              type="success"
              showIcon
              icon={<LinkOutlined />}
              style={{ marginBottom: 16 }}
              title={
                <a href={storeNewsPath(article.Id)} target="_blank" rel="noreferrer" data-testid="news-preview-live">
                  {operatorContentText.openLive}
                </a>
              }
            />
          ) : (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={operatorContentText.notLive} />
          )}
          <div className="oc-preview-page">
            <article className="sl-section oc-preview-article">
              <h1 className="oc-preview-title" data-testid="news-preview-title">
                {article.Title}
              </h1>
              <div className="oc-preview-meta">
                <span>
                  <CalendarOutlined style={{ marginRight: 6 }} />
                  {cmsText.publishedAt}：{formatChinaTime(article.PublishAt ?? Date.now(), false)}
                </span>
                <span>
                  <UserOutlined style={{ marginRight: 6 }} />
                  {cmsText.author}：{article.Author}
                </span>
                <span>
                  <EyeOutlined style={{ marginRight: 6 }} />
                  {cmsText.reads(article.ReadCount)}
                </span>
              </div>
              <RichHtml html={article.Source} testId="news-preview-body" />
            </article>
          </div>
        </div>
      )}
    </Drawer>
  );
}
