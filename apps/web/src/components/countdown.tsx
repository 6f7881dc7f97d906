import { formatCountdown } from '@shanlian/contract/browser';
import { useNow } from '../lib/use-now';

/** A live HH:MM:SS countdown to a time, ticking each second on the server's clock. */
export function Countdown({ to, prefix }: { to: string; prefix?: string }) {
  const now = useNow();
  const ms = new Date(to).getTime() - now;
  return (
    <span className="sl-countdown" data-testid="countdown">
      {prefix}
      {prefix && ' '}
      <b style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCountdown(ms)}</b>
    </span>
  );
}
