import type { TMessage, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from '../../../api/desk-keys';
import { messageApi } from '../../../api/message';

export const MESSAGE_PAGE_SIZE = 8;

/** The bell's figure, read again every half minute (new orders arrive as messages). */
export function useUnreadCount() {
  return useQuery({ queryKey: deskKeys.unread, queryFn: () => messageApi.call('Message/GetUnreadCount', {}), refetchInterval: 30_000, staleTime: 0 });
}

export function useMessages(onlyUnread: boolean, page: number, enabled: boolean) {
  const input = { Unread: onlyUnread || null, PagerInfo: { PageIndex: page, PageSize: MESSAGE_PAGE_SIZE } };
  return useQuery<{ rows: TMessage[]; pager: TPagerInfo }>({
    queryKey: deskKeys.messageList(input),
    queryFn: () => messageApi.callPaged('Message/GetMessageList', input),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** Marks the given messages read, or all of them. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { ids: string[] } | { all: true }) => messageApi.call('Message/MarkRead', 'all' in v ? { All: true } : { Ids: v.ids }),
    onSettled: () => qc.invalidateQueries({ queryKey: deskKeys.messages }),
  });
}
