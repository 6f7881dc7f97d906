import type { OutputOf } from '@shanlian/contract';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUS } from '@shanlian/contract/browser';
import { Card, Pagination, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AreaFilter } from '../../components/area-filter';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../components/console-layout';
import { EmptyState } from '../../components/empty-state';
import { formatChinaTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { sunshineText as T } from '../../lib/text/sunshine';
import { useSunshinePaged } from './api';
import { FeedbackStatusTag, FeedbackThread } from './school-feedback-page';
import './sunshine.css';

type Row = OutputOf<'Feedback/GetFeedbackList'>[number];
const options = (m: Record<number, string>) => Object.entries(m).map(([k, v]) => ({ value: Number(k), label: v }));

/** /console/feedback — parents' feedback of the area passed to supervisors for want of a school's reply (read-only). */
export default function ConsoleFeedbackPage() {
  usePageTitle(T.feedbackTitle);
  const narrow = useNarrow();
  const [area, setArea] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useSunshinePaged('Feedback/GetFeedbackList', {
    AreaCode: area,
    Status: status,
    Category: category,
    PagerInfo: { PageIndex: page, PageSize: size },
  });
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
  const reset = () => setPage(1);

  const columns: TableColumnsType<Row> = [
    { title: T.school, dataIndex: 'FirmName', width: 180 },
    { title: T.category, dataIndex: 'CategoryName', width: 110 },
    { title: T.contentAndReplies, key: 'content', render: (_, r) => <FeedbackThread row={r} /> },
    { title: T.submittedAt, dataIndex: 'CreateTime', width: 150, render: (v: string) => formatChinaTime(v) },
    { title: T.workingDays, dataIndex: 'WorkingDays', width: 100, render: (v: number) => T.days(v) },
    { title: T.escalatedAt, dataIndex: 'EscalateTime', width: 150, render: (v: string | null) => (v ? formatChinaTime(v) : T.none) },
    { title: T.status, key: 'status', width: 130, render: (_, r) => <FeedbackStatusTag row={r} /> },
  ];

  return (
    <div>
      <ConsolePageHead title={T.feedbackTitle} sub={T.consoleFeedbackSub} />
      <ConsoleCard>
        <div className="sun-filters">
          <AreaFilter
            value={area}
            onChange={(v) => {
              setArea(v);
              reset();
            }}
            placeholder={T.allAreas}
            style={{ width: 200 }}
            testId="console-feedback-area"
          />
          <Select
            allowClear
            placeholder={T.allStatuses}
            style={{ width: 130 }}
            value={status ?? undefined}
            onChange={(v) => {
              setStatus(v ?? null);
              reset();
            }}
            options={options(FEEDBACK_STATUS)}
          />
          <Select
            allowClear
            placeholder={T.allCategories}
            style={{ width: 160 }}
            value={category ?? undefined}
            onChange={(v) => {
              setCategory(v ?? null);
              reset();
            }}
            options={options(FEEDBACK_CATEGORIES)}
          />
        </div>
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.error ? (
          <EmptyState description={list.error.message} />
        ) : rows.length === 0 ? (
          <EmptyState description={T.noEscalated} />
        ) : narrow ? (
          <div className="sun-cards">
            {rows.map((r) => (
              <Card key={r.Id} size="small" data-testid="console-feedback-row">
                <div className="sun-card-head">
                  <span>{r.FirmName}</span>
                  <FeedbackStatusTag row={r} />
                </div>
                <div className="sun-muted">
                  {r.CategoryName} · {formatChinaTime(r.CreateTime)} · {T.ageInWorkingDays(r.WorkingDays)}
                </div>
                <FeedbackThread row={r} />
              </Card>
            ))}
          </div>
        ) : (
          <Table<Row>
            rowKey="Id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={list.isFetching}
            pagination={false}
            onRow={() => ({ 'data-testid': 'console-feedback-row' }) as object}
          />
        )}
        {total > 0 && (
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={page}
            pageSize={size}
            total={total}
            showSizeChanger
            size={narrow ? 'small' : undefined}
            showTotal={T.total}
            onChange={(p, s) => {
              if (s !== size) {
                setSize(s);
                setPage(1);
              } else setPage(p);
            }}
          />
        )}
      </ConsoleCard>
    </div>
  );
}
