import { domainApi } from './domain-api';
import { keys } from './keys';

/**
 * The iam domain's reads and writes. A change of people, roles or organisations also reads again
 * what shows them elsewhere: the supervision authorities (their administrators and officers), the
 * firms, the store (a firm's people and roles) and the current user (a role change may touch it).
 */
export const iamApi = domainApi('iam', [['supervision'], ['firm'], keys.store.all, keys.me]);

/** The area tree, the registry: the same for the whole session. */
export const useAreaTree = () => iamApi.useOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
export const useResourceTree = (enabled = true) => iamApi.useOp('Permission/GetResourceTree', {}, { staleTime: 30 * 60_000, enabled });
