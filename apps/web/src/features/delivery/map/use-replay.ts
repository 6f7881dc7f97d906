import { useCallback, useEffect, useRef, useState } from 'react';

/** Journey time per real second at ×1: one minute (×16 plays half an hour in under two minutes). */
export const REPLAY_BASE = 60;
export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** A replay clock over [from, to] (epoch ms): play, pause, speed, seek; stops at the end. */
export function useReplay(from: number, to: number) {
  const [time, setTime] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(4);
  const at = useRef(time);
  at.current = time;

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const dt = now - last;
      last = now;
      const next = Math.min(to, (at.current ?? from) + dt * REPLAY_BASE * speed);
      setTime(next);
      if (next >= to) setPlaying(false);
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, from, to]);

  const play = useCallback(() => {
    if ((at.current ?? from) >= to) setTime(from);
    else if (at.current === null) setTime(from);
    setPlaying(true);
  }, [from, to]);
  const pause = useCallback(() => setPlaying(false), []);
  const seek = useCallback((t: number) => setTime(Math.max(from, Math.min(to, t))), [from, to]);
  return { time, playing, speed, setSpeed, play, pause, seek };
}
