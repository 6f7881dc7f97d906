import { adminApi } from '../lib/admin-api';

/** The console's reads and writes: every write reads the console's lists again. */
const api = adminApi('console');
export const { useOp: useConsoleOp, usePaged: useConsolePaged, useWrite: useConsoleWrite, useExport } = api;

/** The area tree, the registry: the same for the whole session. */
export const useAreaTree = () => useConsoleOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
export const useResourceTree = (enabled = true) => useConsoleOp('Permission/GetResourceTree', {}, { staleTime: 30 * 60_000, enabled });
