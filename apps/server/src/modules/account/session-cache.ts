import type { Changes } from '../../platform/changes.js';
import type { Actor } from '../../platform/context.js';

/** How long a resolved session is believed without asking the database (decision 018). */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  actor: Actor;
  /** The session's last-seen time as this instance knows it (platform clock, ms). */
  lastSeenAt: number;
  /** Wall-clock ms after which the database is asked again. */
  until: number;
}

/**
 * Resolved sessions, kept a few seconds so that a logged-in request does not read its session,
 * user, roles and firm from the database each time. Every announced change that concerns an
 * entry ends it at once: the session's row deleted (logout, revocation, a password change),
 * the user's row or roles changed (disabled, moved), the firm changed (suspended), or any role's
 * permissions changed. Announcements reach every instance over Redis, so a session ended on
 * one instance is refused by all of them within a second.
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  /** Tags heard lately, so that a resolution that raced a change does not keep what it read. */
  private heard: { seq: number; at: number; tags: Set<string> }[] = [];
  private seq = 0;

  constructor(changes: Changes) {
    changes.listen((tags) => this.forget(tags));
  }

  /** A resolution is about to read the database: the mark to hand back to `set`. */
  mark(): number {
    return this.seq;
  }

  get(sessionId: string): Entry | null {
    const e = this.entries.get(sessionId);
    if (!e) return null;
    if (e.until <= Date.now()) {
      this.entries.delete(sessionId);
      return null;
    }
    return e;
  }

  /** Keeps a resolution unless a change that concerns it was heard since `mark`. */
  set(sessionId: string, actor: Actor, lastSeenAt: number, mark: number): void {
    const mine = tagsOf(sessionId, actor);
    for (const h of this.heard) if (h.seq > mark && mine.some((t) => h.tags.has(t))) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { actor, lastSeenAt, until: Date.now() + SESSION_CACHE_MS });
  }

  drop(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  private forget(tags: string[]): void {
    // only what can concern a session is kept and looked at (a purchase announces products, not people)
    const set = new Set(tags.filter((t) => t === 'roles' || t.startsWith('session:') || t.startsWith('user:') || t.startsWith('firm:')));
    if (set.size === 0) return;
    const now = Date.now();
    this.heard.push({ seq: ++this.seq, at: now, tags: set });
    while (this.heard.length && (this.heard[0]?.at ?? now) < now - SESSION_CACHE_MS * 2) this.heard.shift();
    if (set.has('roles')) {
      this.entries.clear();
      return;
    }
    for (const [id, e] of this.entries) if (tagsOf(id, e.actor).some((t) => set.has(t))) this.entries.delete(id);
  }
}

function tagsOf(sessionId: string, actor: Actor): string[] {
  return [`session:${sessionId}`, `user:${actor.userId}`, `firm:${actor.firmId}`, 'roles'];
}
