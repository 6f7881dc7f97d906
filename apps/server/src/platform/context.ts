import type { DataScope, Duty, Permission } from '@shanlian/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Changes } from './changes.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db.js';
import type { FileStore } from './files.js';
import type { RateLimiter } from './rate-limit.js';
import type { ReadCache } from './read-cache.js';
import type { SmsService } from './sms.js';

/** The logged-in user behind a request. */
export interface Actor {
  userId: string;
  sessionId: string;
  fullName: string;
  phone: string;
  firmId: string;
  firmName: string;
  firmType: string;
  /** Operators and supervisors: their scope is an area, not a firm. Firm staff: false. */
  platform: boolean;
  /** A platform user's own area; a firm user's firm's area. */
  areaCode: string;
  departmentId: string | null;
  /** '/root/…/dept/' of the user's department (platform or firm tree), null without one. */
  departmentPath: string | null;
  roleIds: string[];
  roleNames: string[];
  /** Each permission the user holds, with the widest data scope among the roles that grant it. */
  scopes: ReadonlyMap<Permission, DataScope>;
  duties: Duty[];
}

/** What the platform hands every service: built once per app. */
export interface Deps {
  config: Config;
  clock: Clock;
  database: Database;
  files: FileStore;
  sms: SmsService;
  rateLimiter: RateLimiter;
  redis: Redis | null;
  /** What writes changed, as cache tags, announced to every instance (decision 018). */
  changes: Changes;
  /** The store's public reads, kept serialised (decision 018). */
  readCache: ReadCache;
}

/** Resolves a session token to its actor; the account module provides it. */
export interface SessionResolver {
  resolve(db: Db, token: string): Promise<Actor | null>;
}

export interface Ctx {
  /** The database, or the operation's transaction when it writes. */
  db: Db;
  actor: Actor | null;
  deps: Deps;
  now: Date;
  /** For paged operations: the rows to answer (others may ignore it). */
  page: Page;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The window of a paged operation, from its input's PagerInfo (1-based page, 10 rows by default). */
export interface Page {
  limit: number;
  offset: number;
}

/** What the handler of a paged operation answers; the registrar writes the PagerInfo. */
export interface PageOf<T> {
  rows: T;
  total: number;
}

/** The caller of an operation whose contract requires login; the registrar has already checked. */
export function actorOf(ctx: { actor: Actor | null }): Actor {
  if (!ctx.actor) throw new Error('operation requires login but has no actor');
  return ctx.actor;
}
