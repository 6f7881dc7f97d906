import type { TMessage } from '@shanlian/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { centreKeys } from '../../../api/centre-keys';
import { call, callPaged } from '../../../api/client';
import { useMe } from '../../../lib/use-me';

export interface MessageFilter {
  unread: boolean;
  page: number;
  pageSize: number;
}

/** One page of the firm's messages, newest first. */
export function useMessages(filter: MessageFilter) {
  const { data: me } = useMe();
  const input = { Unread: filter.unread, PagerInfo: { PageIndex: filter.page, PageSize: filter.pageSize } };
  return useQuery({
    queryKey: centreKeys.messages.list(input),
    queryFn: () => callPaged('Message/GetMessageList', input),
    placeholderData: keepPreviousData,
    enabled: !!me,
  });
}

type MessagePage = { rows: TMessage[]; pager: unknown };

/** Shows the messages read at once in every cached page, and lowers the badge. */
function showRead(qc: QueryClient, ids: string[] | 'all') {
  const isHit = (m: TMessage) => ids === 'all' || ids.includes(m.Id);
  qc.setQueriesData<MessagePage>({ queryKey: centreKeys.messages.lists }, (page) =>
    page ? { ...page, rows: page.rows.map((m) => (isHit(m) && !m.IsRead ? { ...m, IsRead: true } : m)) } : page,
  );
}

/**
 * Marks messages read (some ids, or all). After one, the page on screen keeps its rows, now
 * shown as read, so a row does not vanish from the 未读 tab under the pointer; the other
 * pages are fetched again when next shown. After 全部标为已读 the page is fetched at once.
 */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (what: { ids: string[] } | { all: true }) => call('Message/MarkRead', 'all' in what ? { All: true } : { Ids: what.ids }),
    onSuccess: (_res, what) => {
      showRead(qc, 'all' in what ? 'all' : what.ids);
      void qc.invalidateQueries({ queryKey: centreKeys.messages.lists, refetchType: 'all' in what ? 'active' : 'none' });
      void qc.invalidateQueries({ queryKey: centreKeys.messages.unread });
    },
  });
}
