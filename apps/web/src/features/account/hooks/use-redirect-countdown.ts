import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Counts down each second from `seconds`, then goes to `to`. Answers the seconds left. */
export function useRedirectCountdown(seconds: number, to: string): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      navigate(to, { replace: true });
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left, navigate, to]);
  return Math.max(0, left);
}
