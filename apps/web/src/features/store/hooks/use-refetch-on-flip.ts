import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when `key` changes after it first had a value: the live seckill status
 * flipped (a window started or ended), so the server's stock and sold figures are stale.
 */
export function useRefetchOnFlip(key: string, refetch: () => unknown) {
  const last = useRef(key);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    const before = last.current;
    last.current = key;
    if (before && key && before !== key) void refetchRef.current();
  }, [key]);
}
