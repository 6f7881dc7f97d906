import { formatCountdown } from '@shanlian/contract/browser';
import './clock.css';

/** HH:MM:SS as three dark blocks; `ms` is the time left (the caller ticks it with useNow). */
export function Clock({ ms }: { ms: number }) {
  const [h, m, s] = formatCountdown(ms).split(':');
  return (
    <span className="store-clock" role="timer" data-testid="countdown" aria-label={formatCountdown(ms)}>
      <b>{h}</b>
      <i>:</i>
      <b>{m}</b>
      <i>:</i>
      <b>{s}</b>
    </span>
  );
}
