import type { OperationName } from '@shanlian/contract';
import { adminApi, useKeyedWriteOf } from '../lib/admin-api';

const api = adminApi('licence');
export const { useOp: useLicenceOp, usePaged: useLicencePaged } = api;

/**
 * A licence write with the dialog's idempotency key (useSubmitKey), so a double click saves one
 * licence. Says how it went, then reads the licences again (the desk's warning too).
 */
export function useLicenceWrite<N extends OperationName>(name: N) {
  return useKeyedWriteOf(name, [['licence'], ['desk-licences']]);
}
