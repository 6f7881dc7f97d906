import { cmsApi } from '../../../api/cms';

/**
 * Reads and writes of the console's content pages. Every read lives under 'cms';
 * a write reads them all again, and the store's reads too, so the store shows the change at once (api/cms.ts).
 */
export const { useOp: useContentOp, usePaged: useContentPaged, useWrite: useContentWrite, useKeyedWrite: useContentKeyedWrite } = cmsApi;
