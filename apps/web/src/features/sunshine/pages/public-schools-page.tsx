import { RightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Pagination } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { SkeletonLines } from '../../../components/ui';
import { usePageParam } from '../../../lib/use-page-param';
import { usePageTitle } from '../../../lib/use-page-title';
import { TP } from '../public-text';
import '../public.css';
import { sunshineApi } from '../../../api/sunshine';

const PAGE_SIZE = 10;

/** /eshop/schools?q=&page= — the schools whose published weeks anyone may read; name search on Enter. */
export default function PublicSchoolsPage() {
  usePageTitle(TP.schoolsTitle);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const [page, setPage] = usePageParam();
  const list = sunshineApi.usePaged('Public/GetSchoolList', { SearchName: query || null, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  const search = () => setParams(draft.trim() ? { q: draft.trim() } : {});

  return (
    <section className="pub-page" data-testid="public-schools-page">
      <header className="pub-head">
        <div>
          <h1 className="pub-title">{TP.schoolsTitle}</h1>
          <div className="pub-sub">{TP.schoolsSubtitle}</div>
        </div>
        <div className="pub-search">
          <Input
            allowClear
            value={draft}
            maxLength={50}
            placeholder={TP.searchPlaceholder}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={search}
            data-testid="school-search"
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            {TP.search}
          </Button>
        </div>
      </header>
      <div style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between', color: '#666', flexWrap: 'wrap', gap: 8 }}>
        <span data-testid="school-count">{list.data ? TP.schoolCount(total) : ''}</span>
        <Link to="/eshop/school/feedback">{TP.lookupLink}</Link>
      </div>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<SkeletonLines rows={6} />}
        empty={<EmptyState description={query ? TP.noSchoolsFor(query) : TP.noSchools} />}
      >
        <div className="pub-school-list" data-testid="school-list" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((s) => (
            <Link key={s.FirmId} to={`/eshop/school/${s.FirmId}`} className="pub-school" data-testid="school-row">
              <div>
                <div className="pub-school-name">{s.FirmName}</div>
                <div className="pub-school-meta">
                  {s.AreaName} · {s.LatestWeekStart ? TP.latestWeek(s.LatestWeekStart) : TP.noWeekYet}
                </div>
              </div>
              <RightOutlined style={{ color: '#bbb' }} />
            </Link>
          ))}
        </div>
        <Pagination
          style={{ marginTop: 20, justifyContent: 'flex-end' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showTotal={TP.total}
          showSizeChanger={false}
          onChange={setPage}
          size="small"
        />
      </QueryState>
    </section>
  );
}
