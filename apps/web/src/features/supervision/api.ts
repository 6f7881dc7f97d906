import { supervisionApi } from '../../api/supervision';

/**
 * Reads and writes of supervision (明厨亮灶): cameras, cases, AI platforms and abilities, the
 * dashboard. Every read lives under 'supervision', so any write reads them all again.
 */
export const { useOp: useSupOp, usePaged: useSupPaged, useWrite: useSupWrite, useKeyedWrite: useSupKeyedWrite, useExport: useSupExport } = supervisionApi;
