import { keys } from '../../../api/keys';
import { adminApi } from '../../../lib/admin-api';

/** The firm pages' reads and writes; a write also reads the person picker's lists and the current user again (a role change may touch it). */
export const {
  useOp: useAdminOp,
  usePaged: useAdminPaged,
  useWrite: useAdminWrite,
  useExport: useAdminExport,
} = adminApi('firm-admin', [keys.store.all, keys.me]);
