import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../api/client';

/**
 * One Idempotency-Key per intent: the same key goes with every send of one form (a double
 * click, a retry after a lost answer), so the server makes one record and answers the repeat
 * with the first result. `renew()` after a success starts the next intent; a change of
 * `intent` (a dialog opening, another record chosen) starts one too.
 *
 *   const submitKey = useSubmitKey(open);
 *   const save = useMutation({ mutationFn: (v) => call('X/Save', v, { idempotencyKey: submitKey.key }), onSuccess: submitKey.renew });
 *   <Button loading={save.isPending} disabled={save.isPending} …>
 */
export function useSubmitKey(intent?: unknown): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setKey(newIdempotencyKey());
  }, [intent]);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
