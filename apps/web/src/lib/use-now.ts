import { useEffect, useState } from 'react';

/**
 * The current time, ticking each second. The server's clock is the truth: the offset
 * between it and this machine is learnt from the x-server-time header of API answers.
 */
let serverOffsetMs = 0;
export function learnServerTime(header: string | null): void {
  if (!header) return;
  const t = Date.parse(header);
  if (!Number.isNaN(t)) serverOffsetMs = t - Date.now();
}

export const serverNow = (): number => Date.now() + serverOffsetMs;

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
