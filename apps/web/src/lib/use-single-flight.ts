import { useCallback, useRef, useState } from 'react';

/**
 * One run at a time for a submit: a second click while the first is still validating or waiting
 * for the server is dropped (answers null) instead of sending again and showing a second toast.
 * A ref, not state: a double click lands before React has re-rendered the button as disabled.
 *
 *   const once = useSingleFlight();
 *   const save = () => once.run(async () => { … await call(…); message.success(…) });
 *   <Button loading={once.busy} disabled={once.busy} onClick={save}>
 */
export function useSingleFlight(): { run: <T>(work: () => Promise<T>) => Promise<T | null>; busy: boolean } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
