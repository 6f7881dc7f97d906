import { CalendarOutlined, EyeOutlined, RightOutlined } from '@ant-design/icons';
import type { TNewsItem } from '@shanlian/contract';
import { NEWS_SUMMARY_LENGTH } from '@shanlian/contract/browser';
import { Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { formatChinaDate } from '../../../lib/format';
import { cmsText } from '../../../lib/text';
import { NewsCover } from './news-cover';

/** The server cuts the summary at 150 characters; a cut one ends in an ellipsis. */
const summaryText = (summary: string) => ([...summary].length >= NEWS_SUMMARY_LENGTH ? `${summary}…` : summary);

export const newsPath = (id: string) => `/eshop/store/news/${id}`;

/** One article in the list: cover, title, the 150-character summary, date and reads. */
export function NewsRow({ item }: { item: TNewsItem }) {
  const to = newsPath(item.Id);
  return (
    <article data-testid="news-row" style={{ display: 'flex', gap: 24, padding: '20px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Link to={to} aria-label={item.Title} style={{ flex: 'none' }}>
        <NewsCover src={item.TitleImageUrl} alt={item.Title} />
      </Link>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <h2 style={{ margin: '2px 0 10px', fontSize: 18, lineHeight: 1.4 }}>
          <Link to={to} className="sl-news-title" style={{ color: '#222' }}>
            {item.Title}
          </Link>
        </h2>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0, lineHeight: 1.75, flex: 1 }}>
          {summaryText(item.Summary)}
        </Typography.Paragraph>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', color: '#999', fontSize: 13, marginTop: 10 }}>
          <span style={{ display: 'flex', gap: 20 }}>
            <span>
              <CalendarOutlined style={{ marginRight: 6 }} />
              {formatChinaDate(item.CreateTime)}
            </span>
            <span>
              <EyeOutlined style={{ marginRight: 6 }} />
              {cmsText.reads(item.ReadCount)}
            </span>
          </span>
          <Link to={to}>
            {cmsText.readMore} <RightOutlined style={{ fontSize: 11 }} />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function NewsRowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="news-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} style={{ display: 'flex', gap: 24, padding: '20px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Skeleton.Node active style={{ width: 224, height: 140 }} />
          <Skeleton active title={{ width: '55%' }} paragraph={{ rows: 3 }} style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}
