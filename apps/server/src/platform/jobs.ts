import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from './context.js';
import type { Db } from './db.js';
import { jobRuns } from './platform.tables.js';

/**
 * Scheduled work on one mechanism (decision 016): croner fires each job on its cron pattern (China
 * time) in every instance; the database decides which instance runs a slot: one conditional UPDATE
 * moves the job's `last_slot` forward, and only the instance whose UPDATE took it runs. So a job runs
 * once per slot across any number of instances, on the embedded database as on a PostgreSQL server,
 * with nothing else to deploy. A slot whose runner dies is not retried; the next slot catches up (every
 * job is written to do whatever is due, not one slot's share). Jobs get the platform clock's time.
 */
export interface JobDef {
  name: string;
  /** croner pattern, seconds optional: '0 * * * * *' each minute, '*\/5 * * * * *' every 5 s. */
  cron: string;
  run(deps: Deps, now: Date): Promise<unknown>;
}

export interface Scheduler {
  /** Stops the timers and waits for runs in flight (so that the database can be closed after). */
  stop(): Promise<void>;
}

/** Claims the slot of a job for this instance: true when this instance must run it. */
export async function claimSlot(db: Db, name: string, slot: Date, owner: string, now: Date): Promise<boolean> {
  await db.insert(jobRuns).values({ name }).onConflictDoNothing();
  const won = await db
    .update(jobRuns)
    .set({ lastSlot: slot, owner, startedAt: now, runs: sql`${jobRuns.runs} + 1` })
    .where(and(eq(jobRuns.name, name), or(isNull(jobRuns.lastSlot), lt(jobRuns.lastSlot, slot))))
    .returning({ name: jobRuns.name });
  return won.length > 0;
}

/** Runs a job's slot if this instance claims it; answers whether it ran. Errors are recorded on the job's row and logged. */
export async function runSlot(deps: Deps, job: JobDef, slot: Date, owner: string, log: (err: unknown, job: string) => void): Promise<boolean> {
  const db = deps.database.db;
  if (!(await claimSlot(db, job.name, slot, owner, deps.clock.now()))) return false;
  let error = '';
  try {
    await job.run(deps, deps.clock.now());
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    log(err, job.name);
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: deps.clock.now(), lastError: error.slice(0, 500) })
    .where(eq(jobRuns.name, job.name));
  return true;
}

/** Starts every job on its pattern; the timers never keep the process alive and a job's runs never overlap in one instance. */
export function startJobs(deps: Deps, jobs: readonly JobDef[], log: (err: unknown, job: string) => void): Scheduler {
  const owner = randomUUID();
  const inFlight = new Set<Promise<unknown>>();
  const crons = jobs.map(
    (job) =>
      new Cron(job.cron, { timezone: 'Asia/Shanghai', protect: true, unref: true, name: `shanlian:${job.name}:${owner}` }, async (self: Cron) => {
        // the slot is the scheduled time of this firing, the same in every instance
        const slot = self.previousRuns(1, new Date(Date.now() + 1))[0] ?? new Date();
        const p = runSlot(deps, job, slot, owner, log).catch((err) => log(err, job.name));
        inFlight.add(p);
        try {
          await p;
        } finally {
          inFlight.delete(p);
        }
      }),
  );
  return {
    async stop() {
      for (const c of crons) c.stop();
      await Promise.all([...inFlight]);
    },
  };
}
