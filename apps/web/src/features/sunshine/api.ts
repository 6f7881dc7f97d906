import { sunshineApi } from '../../api/sunshine';

/** The reads and writes of the school's 阳光食堂 pages and the supervisors' views of them. */
export const { useOp: useSunshineOp, usePaged: useSunshinePaged, useWrite: useSunshineWrite, useExport: useSunshineExport } = sunshineApi;
