import type { TMessage } from '@shanlian/contract';
import { Button, Tag } from 'antd';
import { formatChinaTime } from '../../../lib/format';
import { centreText } from '../../../lib/text';
import { kindOf } from './message-kind';

/** Links to an order open it as 查看订单; any other link as 查看详情. */
const linkLabel = (link: string) => (link.includes('/orderDetail/') ? centreText.viewOrder : centreText.viewDetail);

/** One message: unread dot, kind icon and tag, title, time, body, and its link. Clicking it marks it read. */
export function MessageRow({ message, onOpen, onFollow }: { message: TMessage; onOpen: (m: TMessage) => void; onFollow: (m: TMessage) => void }) {
  const kind = kindOf(message.Kind);
  const unread = !message.IsRead;
  return (
    <article className={`centre-msg-row${unread ? ' unread' : ''}`} data-testid="message-row" data-read={message.IsRead} onClick={() => onOpen(message)}>
      <span className="centre-msg-dot-slot">{unread && <span className="centre-msg-dot" data-testid="message-unread" title={centreText.unreadDot} />}</span>
      <span className="centre-msg-icon" style={{ color: kind.color, background: kind.bg }}>
        {kind.icon}
      </span>
      <div className="centre-msg-main">
        <div className="centre-msg-head">
          <Tag color={kind.tag} style={{ marginInlineEnd: 0 }}>
            {kind.label}
          </Tag>
          <span className="centre-msg-title">{message.Title}</span>
          <time className="centre-msg-time" dateTime={message.CreateTime}>
            {formatChinaTime(message.CreateTime, false)}
          </time>
        </div>
        <div className="centre-msg-body">{message.Body}</div>
      </div>
      <div className="centre-msg-actions">
        {message.Link && (
          <Button
            size="small"
            type={unread ? 'primary' : 'default'}
            ghost={unread}
            onClick={(e) => {
              e.stopPropagation();
              onFollow(message);
            }}
          >
            {linkLabel(message.Link)}
          </Button>
        )}
        {unread && (
          <Button
            size="small"
            type="link"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(message);
            }}
          >
            {centreText.markRead}
          </Button>
        )}
      </div>
    </article>
  );
}
