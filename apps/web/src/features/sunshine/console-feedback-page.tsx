import type { OutputOf } from '@shanlian/contract';
import { Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AreaFilter } from '../../components/area-filter';
import { ConsoleCard, ConsolePageHead, useNarrow } from '../../components/console-layout';
import { formatChinaTime } from '../../lib/format';
import { sunshineText as T } from '../../lib/text/sunshine';
import { usePageTitle } from '../../lib/use-page-title';
import { useSunshinePaged } from './api';
import { FeedbackStatusTag, FeedbackThread } from './school-feedback-page';
import { FeedbackFilters, SunshineList, usePaging } from './sunshine-list';
import './sunshine.css';

type Row = OutputOf<'Feedback/GetFeedbackList'>[number];

/** /console/feedback — parents' feedback of the area passed to supervisors for want of a school's reply (read-only). */
export default function ConsoleFeedbackPage() {
  usePageTitle(T.feedbackTitle);
  const narrow = useNarrow();
  const [area, setArea] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const paging = usePaging();
  const list = useSunshinePaged('Feedback/GetFeedbackList', { AreaCode: area, Status: status, Category: category, PagerInfo: paging.pager });

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
              paging.reset();
            }}
            placeholder={T.allAreas}
            style={{ width: 200 }}
            testId="console-feedback-area"
          />
          <FeedbackFilters
            status={status}
            category={category}
            onStatus={(v) => {
              setStatus(v);
              paging.reset();
            }}
            onCategory={(v) => {
              setCategory(v);
              paging.reset();
            }}
          />
        </div>
        <SunshineList<Row>
          list={list}
          paging={paging}
          narrow={narrow}
          columns={columns}
          rowKey="Id"
          rowTestId="console-feedback-row"
          empty={T.noEscalated}
          card={(r) => (
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
          )}
        />
      </ConsoleCard>
    </div>
  );
}
