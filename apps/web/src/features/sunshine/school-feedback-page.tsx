import type { OutputOf } from '@shanlian/contract';
import { FEEDBACK_CONTENT_MAX, SUNSHINE_MSG } from '@shanlian/contract/browser';
import { Button, Card, Input, Modal, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../components/console-layout';
import { formatChinaTime } from '../../lib/format';
import { sunshineText as T } from '../../lib/text/sunshine';
import { useCan } from '../../lib/use-can';
import { usePageTitle } from '../../lib/use-page-title';
import { useSunshinePaged, useSunshineWrite } from './api';
import { FeedbackPhotos } from './feedback-photos';
import { FeedbackFilters, SunshineList, usePaging } from './sunshine-list';
import './sunshine.css';

type Row = OutputOf<'Feedback/GetFeedbackList'>[number];
const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };

export function FeedbackStatusTag({ row }: { row: Pick<Row, 'Status' | 'StatusName' | 'EscalateTime'> }) {
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOR[row.Status]}>{row.StatusName}</Tag>
      {row.EscalateTime && row.Status === 1 && <Tag color="red">{T.escalatedTag}</Tag>}
    </Space>
  );
}

/** The replies of a feedback, oldest first, and the parent's rating. */
export function FeedbackThread({ row }: { row: Row }) {
  return (
    <div className="sun-thread">
      <div className="sun-content">{row.Content}</div>
      <FeedbackPhotos photos={row.Photos} size={56} />
      {row.Replies.map((r) => (
        <div key={r.CreateTime} className="sun-reply">
          <span className="sun-muted">{T.repliedAt(r.UserName, formatChinaTime(r.CreateTime))}</span>
          {r.Content}
        </div>
      ))}
      {row.Rating != null && (
        <div className="sun-muted">
          {T.rating}
          {'★'.repeat(row.Rating)}
        </div>
      )}
    </div>
  );
}

/** /eshop/store/feedback — the school's parents' feedback: filter, reply, close. */
export default function SchoolFeedbackPage() {
  usePageTitle(T.feedbackTitle);
  const narrow = useNarrow();
  const can = useCan();
  const canEdit = can('feedback:edit');
  const [status, setStatus] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const paging = usePaging();
  const list = useSunshinePaged('Feedback/GetFeedbackList', { Status: status, Category: category, PagerInfo: paging.pager });
  const [replying, setReplying] = useState<Row | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useSunshineWrite('Feedback/Reply');
  const close = useSunshineWrite('Feedback/Close');

  const submitReply = async () => {
    if (!replying) return;
    const t = text.trim();
    if (!t) return setError(SUNSHINE_MSG.replyRequired);
    if (t.length > FEEDBACK_CONTENT_MAX) return setError(SUNSHINE_MSG.replyTooLong);
    const done = await reply.run({ Id: replying.Id, Content: t }, T.replied);
    if (done) setReplying(null);
  };

  const actions = (r: Row) =>
    canEdit && r.Status !== 3 ? (
      <Space size={0}>
        <Button
          type="link"
          size="small"
          onClick={() => {
            setReplying(r);
            setText('');
            setError(null);
          }}
          data-testid="feedback-reply"
        >
          {T.reply}
        </Button>
        <Popconfirm title={T.closeAsk} description={T.closeExplain} okText={T.close} cancelText={T.cancel} onConfirm={() => close.run({ Id: r.Id }, T.closed)}>
          <Button type="link" size="small" danger data-testid="feedback-close">
            {T.close}
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  const columns: TableColumnsType<Row> = [
    { title: T.submittedAt, dataIndex: 'CreateTime', width: 150, render: (v: string) => formatChinaTime(v) },
    { title: T.category, dataIndex: 'CategoryName', width: 110 },
    { title: T.parentPhone, dataIndex: 'Phone', width: 120 },
    { title: T.contentAndReplies, key: 'content', render: (_, r) => <FeedbackThread row={r} /> },
    { title: T.workingDays, dataIndex: 'WorkingDays', width: 100, render: (v: number) => T.days(v) },
    { title: T.status, key: 'status', width: 150, render: (_, r) => <FeedbackStatusTag row={r} /> },
    ...(canEdit ? [{ title: T.actions, key: 'op', width: 120, render: (_: unknown, r: Row) => actions(r) }] : []),
  ];

  return (
    <div className="sun-page">
      <h2 className="sun-title">{T.feedbackTitle}</h2>
      <p className="sun-muted">{T.schoolFeedbackSub}</p>
      <div className="sun-filters">
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
          testIds={{ status: 'feedback-status', category: 'feedback-category' }}
        />
      </div>
      <SunshineList<Row>
        list={list}
        paging={paging}
        narrow={narrow}
        columns={columns}
        rowKey="Id"
        rowTestId="feedback-row"
        tableTestId="feedback-table"
        empty={T.noFeedback}
        card={(r) => (
          <Card key={r.Id} size="small" data-testid="feedback-row">
            <div className="sun-card-head">
              <span>
                {r.CategoryName} · {r.Phone}
              </span>
              <FeedbackStatusTag row={r} />
            </div>
            <div className="sun-muted">
              {formatChinaTime(r.CreateTime)} · {T.ageInWorkingDays(r.WorkingDays)}
            </div>
            <FeedbackThread row={r} />
            {actions(r)}
          </Card>
        )}
      />
      <Modal
        open={replying != null}
        title={T.replyTitle}
        okText={T.sendReply}
        cancelText={T.cancel}
        confirmLoading={reply.pending}
        onOk={submitReply}
        onCancel={() => setReplying(null)}
        destroyOnHidden
      >
        {replying && <div className="sun-content sun-quote">{replying.Content}</div>}
        <Input.TextArea
          rows={5}
          value={text}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          placeholder={T.replyPlaceholder}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          data-testid="feedback-reply-text"
        />
        {error && (
          <div className="sun-error" role="alert">
            {error}
          </div>
        )}
      </Modal>
    </div>
  );
}
