import { useMemo } from 'react';
import { storeApi } from '../../../api/store';
import { useNow } from '../../../lib/use-now';
import { orderWindows, statusKey } from '../rules/seckill';
import { useRefetchOnFlip } from './use-refetch-on-flip';

/**
 * The seckill windows, ordered by their live status (running, upcoming, ended) on the
 * server's clock, ticking each second. When a window starts or ends the list is fetched
 * again.
 */
export function useSeckillWindows() {
  const query = storeApi.useOp('Store/GetSkillList', {});
  const now = useNow();
  const windows = useMemo(() => orderWindows(query.data ?? [], now), [query.data, now]);
  useRefetchOnFlip(statusKey(query.data ?? [], now), query.refetch);
  return { ...query, windows, now };
}
