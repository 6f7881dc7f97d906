import { housekeepingJob } from './modules/account/account.service.js';
import { auditJobs } from './modules/audit/audit.service.js';
import { noticeExpiringLicences } from './modules/firm/licence.service.js';
import { draftMonthStatements } from './modules/statement/statement.service.js';
import { escalateUnanswered } from './modules/sunshine/feedback.service.js';
import { supervisionJobs } from './modules/supervision/supervision.jobs.js';
import type { JobDef } from './platform/jobs.js';

/** Every scheduled job of the server, on one mechanism (platform/jobs.ts, decision 016). */
export const JOBS: readonly JobDef[] = [
  ...auditJobs,
  housekeepingJob,
  { name: 'licence-expiry', cron: '0 0 8 * * *', run: (deps, now) => noticeExpiringLicences(deps.database.db, now) },
  ...supervisionJobs,
  // texts written by operations are sent after their commit (decision 020); rows are claimed with
  // SKIP LOCKED and a lease, so a slow run overlapping the next slot on another instance sends nothing twice
  { name: 'sms-outbox', cron: '*/3 * * * * *', run: (deps, now) => deps.sms.drain(deps.database.db, now) },
  // last month's statements drafted for the suppliers to review and issue: on the 1st at 01:00; the
  // daily run makes only what is missing, so a 1st that no instance ran is caught up the next day
  // parents' feedback unanswered for 3 working days goes to the district's supervisors: hourly, on
  // working days and at weekends alike (a Friday's feedback is due on Wednesday)
  { name: 'feedback-escalation', cron: '0 5 * * * *', run: (deps, now) => deps.database.db.transaction((tx) => escalateUnanswered(tx, now)) },
  { name: 'statement-drafts', cron: '0 0 1 * * *', run: (deps, now) => draftMonthStatements(deps.database.db, now) },
];
