import type { Deps } from '../../platform/context.js';
import { type CheckedReport, storeReports } from './telemetry.service.js';

/** How long the first report waiting may wait for others, and how many points make a flush start at once. */
export interface WriterOptions {
  flushMs: number;
  maxPoints: number;
}

const DEFAULTS: WriterOptions = { flushMs: 150, maxPoints: 5000 };

interface Waiting {
  report: CheckedReport;
  resolve: (accepted: number) => void;
  reject: (err: unknown) => void;
}

type WriterDeps = Pick<Deps, 'database' | 'clock' | 'sms'>;

/**
 * The one writer of telemetry on an instance (decision 024). Reports of every terminal, HTTP and
 * MQTT, wait here at most `flushMs` and are then stored together in one transaction (multi-row
 * INSERTs, the vehicles' stops and alarms after), one flush at a time. However many reports come,
 * the database sees a few short transactions a second instead of one per report, and the other
 * users' queries get the connection between them. A report's answer waits for the flush that
 * carries its points: "accepted" means stored.
 */
export class TelemetryWriter {
  private queue: Waiting[] = [];
  private queuedPoints = 0;
  /** When the oldest report waiting arrived (ms, process time). */
  private oldestAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** Since start: transactions written and the reports and points they carried. */
  readonly stats = { flushes: 0, reports: 0, points: 0 };

  constructor(
    private deps: WriterDeps,
    private opts: WriterOptions = DEFAULTS,
  ) {}

  /** Stores the report's points with the next flush; answers how many were new. */
  submit(report: CheckedReport): Promise<number> {
    if (report.points.length === 0) return Promise.resolve(0);
    return new Promise<number>((resolve, reject) => {
      if (this.queue.length === 0) this.oldestAt = performance.now();
      this.queue.push({ report, resolve, reject });
      this.queuedPoints += report.points.length;
      this.schedule();
    });
  }

  /** Writes what waits and takes no more waiting: later reports are written at once, each on its own. */
  async close(): Promise<void> {
    this.closed = true;
    this.start();
    while (this.flushing) await this.flushing;
  }

  private schedule(): void {
    // the flush under way schedules the next when it ends
    if (this.flushing) return;
    if (this.closed || this.queuedPoints >= this.opts.maxPoints) {
      this.start();
      return;
    }
    if (this.timer) return;
    const wait = Math.max(0, this.opts.flushMs - (performance.now() - this.oldestAt));
    this.timer = setTimeout(() => this.start(), wait);
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.flushing || this.queue.length === 0) return;
    const batch = this.take();
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
      if (this.queue.length) this.schedule();
    });
  }

  /** The reports of the next flush: those waiting, up to `maxPoints` (at least one). */
  private take(): Waiting[] {
    let points = 0;
    let n = 0;
    while (n < this.queue.length && (n === 0 || points + (this.queue[n] as Waiting).report.points.length <= this.opts.maxPoints)) {
      points += (this.queue[n] as Waiting).report.points.length;
      n++;
    }
    const batch = this.queue.splice(0, n);
    this.queuedPoints -= points;
    if (this.queue.length) this.oldestAt = performance.now();
    return batch;
  }

  private async write(batch: Waiting[]): Promise<void> {
    const { db } = this.deps.database;
    const now = this.deps.clock.now();
    try {
      const counts = await db.transaction((tx) =>
        storeReports(
          tx,
          this.deps,
          now,
          batch.map((w) => w.report),
        ),
      );
      this.stats.flushes++;
      this.stats.reports += batch.length;
      for (const [i, w] of batch.entries()) {
        this.stats.points += counts[i] ?? 0;
        w.resolve(counts[i] ?? 0);
      }
    } catch (err) {
      if (batch.length === 1) {
        (batch[0] as Waiting).reject(err);
        return;
      }
      // one report's failure (or a deadlock with another instance) fails no other: each again on its own
      for (const w of batch) {
        try {
          const [n = 0] = await db.transaction((tx) => storeReports(tx, this.deps, now, [w.report]));
          w.resolve(n);
        } catch (e) {
          w.reject(e);
        }
      }
    }
  }
}

const writers = new WeakMap<WriterDeps, TelemetryWriter>();

/** The app's telemetry writer (one per app, made on first use; the routes close it with the app). */
export function telemetryWriter(deps: WriterDeps): TelemetryWriter {
  let w = writers.get(deps);
  if (!w) {
    w = new TelemetryWriter(deps);
    writers.set(deps, w);
  }
  return w;
}
