import { useCallback, useState } from 'react';
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
  const [state, setState] = useState(() => ({ intent, key: newIdempotencyKey() }));
  const renew = useCallback(() => setState((s) => ({ intent: s.intent, key: newIdempotencyKey() })), []);
  // a new intent gets a new key in the same render (React's way of deriving state from a prop)
  if (!Object.is(state.intent, intent)) {
    const next = { intent, key: newIdempotencyKey() };
    setState(next);
    return { key: next.key, renew };
  }
  return { key: state.key, renew };
}
