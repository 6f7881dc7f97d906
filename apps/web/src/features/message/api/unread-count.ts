import { useQuery } from '@tanstack/react-query';
import { centreKeys } from '../../../api/centre-keys';
import { call } from '../../../api/client';
import { useMe } from '../../../lib/use-me';

/** The header polls the count once a minute (spec 02 §9: the order views refresh every 60 s too). */
const UNREAD_REFRESH_MS = 60_000;

/** The unread count of the header badge and the 未读 tab; 0 for a visitor. */
export function useUnreadCount(): number {
  const { data: me } = useMe();
  const count = useQuery({
    queryKey: centreKeys.messages.unread,
    queryFn: () => call('Message/GetUnreadCount', {}),
    enabled: !!me,
    refetchInterval: UNREAD_REFRESH_MS,
    // Another account may have logged in since the last look.
    staleTime: 0,
  });
  return me ? (count.data ?? 0) : 0;
}
