import type { JobDef } from '../../platform/jobs.js';
import { escalateOverdue } from './cases.service.js';
import { probeMonitors } from './monitor-probe.js';

/** Supervision's scheduled work (platform/jobs.ts): overdue cases escalated each minute, cameras probed every 5 minutes. */
export const supervisionJobs: JobDef[] = [
  {
    name: 'violation-escalation',
    cron: '0 * * * * *',
    run: (deps, now) => deps.database.db.transaction((tx) => escalateOverdue(tx, deps, now)),
  },
  { name: 'monitor-probe', cron: '30 */5 * * * *', run: (deps, now) => probeMonitors(deps, now) },
];
