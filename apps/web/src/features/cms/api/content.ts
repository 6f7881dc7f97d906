import { keys } from '../../../api/keys';
import { adminApi } from '../../../lib/admin-api';

/**
 * Reads and writes of the console's content pages. Every read lives under 'operator-content';
 * a write reads them all again, and the store's reads too, so the store shows the change at once.
 */
export const {
  useOp: useContentOp,
  usePaged: useContentPaged,
  useWrite: useContentWrite,
  useKeyedWrite: useContentKeyedWrite,
} = adminApi('operator-content', [keys.store.all]);
