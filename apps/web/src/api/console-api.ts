import { adminApi } from '../lib/admin-api';
import { iamApi } from './iam';

/** The console's reads and writes: every write reads the console's lists again. */
const api = adminApi('console');
export const { useOp: useConsoleOp, usePaged: useConsolePaged, useWrite: useConsoleWrite, useExport } = api;

/** The area tree, the registry: the same for the whole session. */
export const useAreaTree = () => iamApi.useOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
export const useResourceTree = (enabled = true) => iamApi.useOp('Permission/GetResourceTree', {}, { staleTime: 30 * 60_000, enabled });
