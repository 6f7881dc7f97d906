import { iamApi } from '../../../api/iam';

/** The firm pages' reads and writes: the iam domain's api (a write also reads the person picker's lists and the current user again). */
export const { useOp: useAdminOp, usePaged: useAdminPaged, useWrite: useAdminWrite, useExport: useAdminExport } = iamApi;
