import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import type { TConsoleNews } from '@shanlian/contract';
import { NEWS_STATUS, type NewsStatus } from '@shanlian/contract/browser';
import { App, Button, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminFilters, AdminTable, PAGE_SIZE, RowAction, RowActions, RowConfirm, SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { formatChinaTime } from '../../../lib/format';
import { thumbUrl } from '../../../lib/image';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContentOp, useContentPaged, useContentWrite } from '../api/content';
import { NewsPreview, storeNewsPath } from '../components/news-preview';
import { NEWS_STATUS_COLOR } from '../rules/content-rules';
import '../operator-content.css';

const STATUS_OPTIONS = Object.entries(NEWS_STATUS).map(([value, label]) => ({ value, label }));

/** /console/content/news — every article with its state, publish time and reads; search by title (Enter), filter by state; edit, 下线, delete, 预览. */
export default function NewsPage() {
  usePageTitle(operatorContentText.newsTitle);
  const can = useCan();
  const canEdit = can('cms:edit');
  const canDelete = can('cms:delete');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<NewsStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useContentPaged('CMS/GetNewsList', { Title: title || null, Status: status, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const unpublish = useContentWrite('CMS/UnpublishNews');
  const del = useContentWrite('CMS/DeleteNews');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const preview = useContentOp('CMS/GetNewsById', { Id: previewId ?? '' }, { enabled: !!previewId });
  const { message } = App.useApp();
  useEffect(() => {
    if (previewId && preview.error) {
      message.error(preview.error.message);
      setPreviewId(null);
    }
  }, [previewId, preview.error, message]);

  return (
    <>
      <ConsolePageHead
        title={operatorContentText.newsTitle}
        sub={operatorContentText.newsSub}
        extra={
          canEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate('/console/content/news/new')} data-testid="news-add">
              {operatorContentText.addNews}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder={operatorContentText.newsSearch}
            testId="news-search"
            onSearch={(s) => {
              setTitle(s);
              setPage(1);
            }}
          />
          <Select<NewsStatus | null>
            allowClear
            placeholder={operatorContentText.allStatus}
            options={STATUS_OPTIONS}
            value={status}
            onChange={(v) => {
              setStatus(v ?? null);
              setPage(1);
            }}
            style={{ width: 160 }}
            data-testid="news-status-filter"
          />
        </AdminFilters>
        <AdminTable<TConsoleNews>
          list={list}
          page={page}
          onPage={setPage}
          scroll={{ x: 1130 }}
          onRow={() => ({ 'data-testid': 'news-row' }) as never}
          columns={[
            {
              title: operatorContentText.newsTitleLabel,
              dataIndex: 'Title',
              render: (t: string, r) => (
                <span className="oc-news-title">
                  {r.TitleImageUrl ? (
                    <img src={thumbUrl(r.TitleImageUrl, 128)} alt="" width={64} height={40} loading="lazy" />
                  ) : (
                    <span className="oc-news-noimg">
                      <PictureOutlined />
                    </span>
                  )}
                  {canEdit ? (
                    <Link to={`/console/content/news/${r.Id}`} data-testid="news-row-title">
                      {t}
                    </Link>
                  ) : (
                    <span data-testid="news-row-title">{t}</span>
                  )}
                </span>
              ),
            },
            {
              title: operatorContentText.newsStatus,
              dataIndex: 'StatusName',
              width: 110,
              render: (n: string, r) => (
                <Tag color={NEWS_STATUS_COLOR[r.Status] ?? 'default'} data-testid="news-row-status">
                  {n}
                </Tag>
              ),
            },
            { title: operatorContentText.publishTime, dataIndex: 'PublishAt', width: 150, render: (t: string | null) => (t ? formatChinaTime(t, false) : '—') },
            { title: operatorContentText.newsSource, dataIndex: 'Author', width: 110, ellipsis: true },
            { title: operatorContentText.readCount, dataIndex: 'ReadCount', width: 80, align: 'right' },
            { title: operatorContentText.updated, dataIndex: 'UpdateTime', width: 150, render: (t: string) => formatChinaTime(t, false) },
            {
              title: operatorContentText.actions,
              key: 'ops',
              width: 306,
              fixed: 'right',
              render: (_, r) => (
                <RowActions>
                  {canEdit && (
                    <RowAction onClick={() => navigate(`/console/content/news/${r.Id}`)} testId="news-edit">
                      {operatorContentText.edit}
                    </RowAction>
                  )}
                  <RowAction onClick={() => setPreviewId(r.Id)} testId="news-preview-open">
                    {operatorContentText.preview}
                  </RowAction>
                  {r.Status === 'published' && (
                    <a href={storeNewsPath(r.Id)} target="_blank" rel="noreferrer" className="oc-row-link">
                      {operatorContentText.viewInStore}
                    </a>
                  )}
                  {canEdit && (r.Status === 'published' || r.Status === 'scheduled') && (
                    <RowConfirm
                      title={operatorContentText.unpublishConfirm(r.Title)}
                      danger={false}
                      onConfirm={() => unpublish.run({ Id: r.Id }, operatorContentText.unpublished)}
                      testId="news-unpublish"
                    >
                      {operatorContentText.unpublish}
                    </RowConfirm>
                  )}
                  {canDelete && (
                    <RowConfirm
                      title={operatorContentText.newsDeleteConfirm(r.Title)}
                      onConfirm={() => del.run({ Id: r.Id }, operatorContentText.deleted)}
                      testId="news-delete"
                    />
                  )}
                </RowActions>
              ),
            },
          ]}
        />
      </ConsoleCard>
      <NewsPreview loading={!!previewId && preview.isLoading} article={previewId && preview.data ? preview.data : null} onClose={() => setPreviewId(null)} />
    </>
  );
}
