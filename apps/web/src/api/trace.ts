import { domainApi } from './domain-api';

/** The trace domain's reads and writes. */
export const traceApi = domainApi('trace');

/** The operation a trace view of this version loads (spec 02 §7). */
export function traceOperation(version: number): 'Trace/GetFoodTraceTrail' | 'Trace/GetFoodTraceTrailByOrderDetailId' {
  return version === 1 ? 'Trace/GetFoodTraceTrail' : 'Trace/GetFoodTraceTrailByOrderDetailId';
}
