import type { Permission, Role } from '@shanlian/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db.js';
import type { FileStore } from './files.js';
import type { RateLimiter } from './rate-limit.js';
import type { SmsProvider } from './sms.js';

/** The logged-in user behind a request. */
export interface Actor {
  userId: string;
  sessionId: string;
  fullName: string;
  phone: string;
  firmId: string;
  firmName: string;
  firmType: string;
  roles: Role[];
  permissions: Permission[];
}

/** What the platform hands every service: built once per app. */
export interface Deps {
  config: Config;
  clock: Clock;
  database: Database;
  files: FileStore;
  sms: SmsProvider;
  rateLimiter: RateLimiter;
  redis: Redis | null;
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
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface Paged<T> {
  readonly kind: 'paged';
  rows: T;
  pager: { PageIndex: number; PageSize: number; RowCount: number };
}

export function paged<T>(rows: T, page: { PageIndex?: number; PageSize?: number } | undefined, rowCount: number): Paged<T> {
  return { kind: 'paged', rows, pager: { PageIndex: page?.PageIndex ?? 1, PageSize: page?.PageSize ?? 10, RowCount: rowCount } };
}

/** Offset for a 1-based page. */
export function offsetOf(page: { PageIndex?: number; PageSize?: number } | undefined): { limit: number; offset: number } {
  const size = page?.PageSize ?? 10;
  return { limit: size, offset: ((page?.PageIndex ?? 1) - 1) * size };
}

/** The caller of an operation whose contract requires login; the registrar has already checked. */
export function actorOf(ctx: { actor: Actor | null }): Actor {
  if (!ctx.actor) throw new Error('operation requires login but has no actor');
  return ctx.actor;
}
