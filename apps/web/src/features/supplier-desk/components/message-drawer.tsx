import type { TMessage } from '@shanlian/contract';
import { App, Button, Drawer, Pagination, Skeleton, Space, Switch } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/errors';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { formatChinaTime } from '../../../lib/format';
import { deskText } from '../../../lib/text';
import { MESSAGE_PAGE_SIZE, useMarkRead, useMessages } from '../api/messages';

/** The firm's messages (new orders, receipts, returns), newest first; opening one marks it read and follows its link. */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [page, setPage] = useState(1);
  const list = useMessages(onlyUnread, page, open);
  const markRead = useMarkRead();
  const rows = list.data?.rows ?? [];

  const openMessage = (m: TMessage) => {
    if (!m.IsRead) markRead.mutate({ ids: [m.Id] });
    if (m.Link?.startsWith('/')) {
      onClose();
      navigate(m.Link);
    }
  };
  const markAll = async () => {
    try {
      const { Marked } = await markRead.mutateAsync({ all: true });
      message.success(deskText.markedAllRead(Marked));
    } catch (e) {
      message.error(messageOf(e));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={440}
      title={deskText.messagesTitle}
      extra={
        <Space>
          <Switch
            size="small"
            checked={onlyUnread}
            onChange={(v) => {
              setOnlyUnread(v);
              setPage(1);
            }}
          />
          <span style={{ fontSize: 13, color: '#666' }}>{deskText.onlyUnread}</span>
          <Button size="small" onClick={markAll} loading={markRead.isPending} data-testid="desk-mark-all">
            {deskText.markAllRead}
          </Button>
        </Space>
      }
      styles={{ body: { padding: '8px 12px' } }}
    >
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => list.refetch()}
        isEmpty={rows.length === 0}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} />}
        empty={<EmptyState description={deskText.noMessages} />}
      >
        {rows.map((m) => (
          <div key={m.Id} className={`desk-msg${m.IsRead ? ' read' : ''}`} data-testid="desk-message" onClick={() => openMessage(m)}>
            {!m.IsRead && <span className="desk-msg-dot" title={deskText.unreadDot} />}
            <div className="desk-msg-title">{m.Title}</div>
            <div className="desk-msg-body">{m.Body}</div>
            <div className="desk-msg-foot">
              <span>{formatChinaTime(m.CreateTime, false)}</span>
              {m.Link && <span style={{ color: '#1f9d55' }}>{deskText.open} ›</span>}
            </div>
          </div>
        ))}
        <div className="desk-pager">
          <Pagination
            size="small"
            current={page}
            pageSize={MESSAGE_PAGE_SIZE}
            total={list.data?.pager.RowCount ?? 0}
            onChange={setPage}
            showTotal={deskText.total}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </div>
      </QueryState>
    </Drawer>
  );
}
