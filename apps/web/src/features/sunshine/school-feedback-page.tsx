import type { OutputOf } from '@shanlian/contract';
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_STATUS, SUNSHINE_MSG } from '@shanlian/contract/browser';
import { Button, Card, Input, Modal, Pagination, Popconfirm, Select, Skeleton, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../components/console-layout';
import { EmptyState } from '../../components/empty-state';
import { formatChinaTime } from '../../lib/format';
import { useCan } from '../../lib/use-can';
import { usePageTitle } from '../../lib/use-page-title';
import { useSunshinePaged, useSunshineWrite } from './api';
import { FeedbackPhotos } from './feedback-photos';
import './sunshine.css';

type Row = OutputOf<'Feedback/GetFeedbackList'>[number];
const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
const options = (m: Record<number, string>) => Object.entries(m).map(([k, v]) => ({ value: Number(k), label: v }));

export function FeedbackStatusTag({ row }: { row: Pick<Row, 'Status' | 'StatusName' | 'EscalateTime'> }) {
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOR[row.Status]}>{row.StatusName}</Tag>
      {row.EscalateTime && row.Status === 1 && <Tag color="red">已转监管</Tag>}
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
          <span className="sun-muted">
            {r.UserName || '学校'} 回复于 {formatChinaTime(r.CreateTime)}：
          </span>
          {r.Content}
        </div>
      ))}
      {row.Rating != null && <div className="sun-muted">家长评价：{'★'.repeat(row.Rating)}</div>}
    </div>
  );
}

/** /eshop/store/feedback — the school's parents' feedback: filter, reply, close. */
export default function SchoolFeedbackPage() {
  usePageTitle('家长反馈');
  const narrow = useNarrow();
  const can = useCan();
  const canEdit = can('feedback:edit');
  const [status, setStatus] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const list = useSunshinePaged('Feedback/GetFeedbackList', { Status: status, Category: category, PagerInfo: { PageIndex: page, PageSize: size } });
  const rows = list.data?.rows ?? [];
  const total = list.data?.pager.RowCount ?? 0;
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
    const done = await reply.run({ Id: replying.Id, Content: t }, '已回复家长');
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
          回复
        </Button>
        <Popconfirm
          title="关闭该反馈？"
          description="关闭后不能再回复，家长仍可查看处理结果。"
          okText="关闭"
          cancelText="取消"
          onConfirm={() => close.run({ Id: r.Id }, '已关闭')}
        >
          <Button type="link" size="small" danger data-testid="feedback-close">
            关闭
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  const columns: TableColumnsType<Row> = [
    { title: '提交时间', dataIndex: 'CreateTime', width: 150, render: (v: string) => formatChinaTime(v) },
    { title: '类别', dataIndex: 'CategoryName', width: 110 },
    { title: '家长手机', dataIndex: 'Phone', width: 120 },
    { title: '内容与回复', key: 'content', render: (_, r) => <FeedbackThread row={r} /> },
    { title: '已过工作日', dataIndex: 'WorkingDays', width: 100, render: (v: number) => `${v} 天` },
    { title: '状态', key: 'status', width: 150, render: (_, r) => <FeedbackStatusTag row={r} /> },
    ...(canEdit ? [{ title: '操作', key: 'op', width: 120, render: (_: unknown, r: Row) => actions(r) }] : []),
  ];

  return (
    <div className="sun-page">
      <h2 className="sun-title">家长反馈</h2>
      <p className="sun-muted">家长通过学校公示页提交的意见。3 个工作日内未回复的反馈将转交辖区监管部门。</p>
      <div className="sun-filters">
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 130 }}
          value={status ?? undefined}
          onChange={(v) => {
            setStatus(v ?? null);
            setPage(1);
          }}
          options={options(FEEDBACK_STATUS)}
          data-testid="feedback-status"
        />
        <Select
          allowClear
          placeholder="全部类别"
          style={{ width: 160 }}
          value={category ?? undefined}
          onChange={(v) => {
            setCategory(v ?? null);
            setPage(1);
          }}
          options={options(FEEDBACK_CATEGORIES)}
          data-testid="feedback-category"
        />
      </div>
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.error ? (
        <EmptyState description={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState description="暂无家长反馈" />
      ) : narrow ? (
        <div className="sun-cards">
          {rows.map((r) => (
            <Card key={r.Id} size="small" data-testid="feedback-row">
              <div className="sun-card-head">
                <span>
                  {r.CategoryName} · {r.Phone}
                </span>
                <FeedbackStatusTag row={r} />
              </div>
              <div className="sun-muted">
                {formatChinaTime(r.CreateTime)} · 已过 {r.WorkingDays} 个工作日
              </div>
              <FeedbackThread row={r} />
              {actions(r)}
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
          data-testid="feedback-table"
          onRow={() => ({ 'data-testid': 'feedback-row' }) as object}
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
          showTotal={(n) => `共 ${n} 条`}
          onChange={(p, s) => {
            if (s !== size) {
              setSize(s);
              setPage(1);
            } else setPage(p);
          }}
        />
      )}
      <Modal
        open={replying != null}
        title="回复家长"
        okText="发送回复"
        cancelText="取消"
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
          placeholder="请填写给家长的回复"
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
