import { CheckOutlined } from '@ant-design/icons';
import { Button, Pagination, Tabs } from 'antd';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { centreText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { MessageRow } from '../components/message-row';
import { MessageSkeleton } from '../components/message-skeleton';
import { MESSAGE_PAGE_SIZES, useMessageBox } from '../hooks/use-message-box';
import '../../../components/centre.css';

/** /eshop/store/myNew — the firm's messages, left by the server on every order change (spec 02 §2.14). */
export default function MessagesPage() {
  usePageTitle(centreText.messagesTitle);
  const box = useMessageBox();

  return (
    <section className="sl-section centre-page">
      <h1 className="centre-title">{centreText.messagesTitle}</h1>
      <Tabs
        className="centre-tabs"
        activeKey={box.filter.unread ? 'unread' : 'all'}
        onChange={(k) => box.setTab(k === 'unread')}
        items={[
          { key: 'all', label: centreText.tabAll },
          { key: 'unread', label: centreText.tabUnread(box.unreadCount) },
        ]}
        tabBarExtraContent={
          <Button icon={<CheckOutlined />} data-testid="mark-all-read" disabled={box.unreadCount === 0} loading={box.markingAll} onClick={box.markAll}>
            {centreText.markAllRead}
          </Button>
        }
      />
      <QueryState
        isLoading={box.list.isPending}
        error={box.list.error}
        onRetry={() => box.list.refetch()}
        isEmpty={box.rows.length === 0}
        skeleton={<MessageSkeleton />}
        empty={<EmptyState description={<MessagesEmptyText unread={box.filter.unread} />} />}
      >
        <div className="centre-msg-list" style={{ opacity: box.list.isPlaceholderData ? 0.6 : 1 }}>
          {box.rows.map((m) => (
            <MessageRow key={m.Id} message={m} onOpen={box.open} onFollow={box.follow} />
          ))}
        </div>
        <Pagination
          className="centre-pager"
          current={box.filter.page}
          pageSize={box.filter.pageSize}
          pageSizeOptions={MESSAGE_PAGE_SIZES}
          showSizeChanger
          total={box.total}
          showTotal={centreText.totalOf}
          onChange={box.setPage}
        />
      </QueryState>
    </section>
  );
}

function MessagesEmptyText({ unread }: { unread: boolean }) {
  return (
    <>
      <div style={{ fontSize: 15, color: '#555' }}>{unread ? centreText.noUnread : centreText.noMessages}</div>
      <div style={{ fontSize: 13, color: '#999', marginTop: 4 }}>{centreText.messagesHint}</div>
    </>
  );
}
