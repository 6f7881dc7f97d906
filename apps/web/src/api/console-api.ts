import { iamApi } from './iam';

/** The console's people pages (platform users, roles, departments, positions): the iam domain's api. */
export const { useOp: useConsoleOp, usePaged: useConsolePaged, useWrite: useConsoleWrite, useExport } = iamApi;
export { useAreaTree, useResourceTree } from './iam';
