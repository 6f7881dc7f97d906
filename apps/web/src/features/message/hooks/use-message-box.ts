import type { TMessage } from '@shanlian/contract';
import { MSG } from '@shanlian/contract/browser';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { centreText } from '../../../lib/text';
import { useMarkRead, useMessages } from '../api/messages';
import { useUnreadCount } from '../api/unread-count';

export const MESSAGE_PAGE_SIZES = [10, 20, 50];

/** The message box's state and actions: tab, paging, opening a message, following its link, 全部标为已读. */
export function useMessageBox() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [filter, setFilter] = useState({ unread: false, page: 1, pageSize: MESSAGE_PAGE_SIZES[0] ?? 10 });
  const list = useMessages(filter);
  const unreadCount = useUnreadCount();
  const markRead = useMarkRead();

  const fail = (e: unknown) => message.error(e instanceof Error && e.message ? e.message : MSG.serverError);
  const open = (m: TMessage) => {
    if (!m.IsRead) markRead.mutate({ ids: [m.Id] }, { onError: fail });
  };
  const follow = (m: TMessage) => {
    open(m);
    if (!m.Link) return;
    if (m.Link.startsWith('/')) navigate(m.Link);
    else window.location.assign(m.Link);
  };
  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: (r) => {
          message.success(centreText.markedAllRead(r.Marked));
          // The 未读 tab may have had several pages; they are all gone now.
          setFilter((f) => ({ ...f, page: 1 }));
        },
        onError: fail,
      },
    );

  return {
    filter,
    list,
    rows: list.data?.rows ?? [],
    total: list.data?.pager.RowCount ?? 0,
    unreadCount,
    markingAll: markRead.isPending && !!markRead.variables && 'all' in markRead.variables,
    setTab: (unread: boolean) => setFilter((f) => ({ ...f, unread, page: 1 })),
    setPage: (page: number, pageSize: number) => setFilter((f) => ({ ...f, page: pageSize === f.pageSize ? page : 1, pageSize })),
    open,
    follow,
    markAll,
  };
}
