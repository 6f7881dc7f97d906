import { Pagination } from 'antd';
import { QueryState } from '../../../components/query-state';
import { cmsText } from '../../../lib/text';
import { usePageParam } from '../../../lib/use-page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { NEWS_PAGE_SIZE, useNewsList } from '../api/news';
import { NewsRow, NewsRowsSkeleton } from '../components/news-row';
import { PageHeading } from '../components/page-heading';

/** /eshop/store/news — articles 6 a page, newest first; the pager only when there are more than 6. */
export default function NewsListPage() {
  usePageTitle(cmsText.newsTitle);
  const [page, setPage] = usePageParam();
  const news = useNewsList(page);
  const rows = news.data?.rows ?? [];
  const total = news.data?.pager.RowCount ?? 0;

  return (
    <section className="sl-section" style={{ padding: '24px 32px' }}>
      <PageHeading title={cmsText.newsTitle} subtitle={cmsText.newsSubtitle} />
      <QueryState isLoading={news.isLoading} error={news.error} onRetry={() => news.refetch()} isEmpty={rows.length === 0} skeleton={<NewsRowsSkeleton />}>
        <div data-testid="news-list" style={{ opacity: news.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          {rows.map((item) => (
            <NewsRow key={item.Id} item={item} />
          ))}
        </div>
        {total > NEWS_PAGE_SIZE && (
          <Pagination
            data-testid="news-pager"
            style={{ marginTop: 24, justifyContent: 'flex-end' }}
            current={page}
            pageSize={NEWS_PAGE_SIZE}
            total={total}
            showTotal={cmsText.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        )}
      </QueryState>
    </section>
  );
}
