import { createHash, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  MSG,
  permissionsOf,
  type Role,
  SESSION_IDLE_MINUTES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SmsPurpose,
  type TCurrentUser,
} from '@shanlian/contract';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Actor, Deps, SessionResolver } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, conflict, notFound, tooMany, unauthorized } from '../../platform/errors.js';
import { newId, newSecret } from '../../platform/ids.js';
import { sessions, smsOutbox } from '../../platform/platform.tables.js';
import { createFirm, creditCodeTaken, getFirm } from '../firm/firm.service.js';
import { captchas, loginEvents, smsCodes, users } from './account.tables.js';
import { isCommonPassword } from './common-passwords.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const CAPTCHA_TTL_MS = 5 * 60_000;
const TICKET_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const SESSION_TOUCH_MS = 60_000;

// OWASP: argon2id, 19 MiB, 2 iterations, 1 lane.
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);

function assertPasswordUsable(password: string): void {
  if (isCommonPassword(password)) throw badRequest(MSG.passwordCommon);
}

// ---------- captcha ----------

export async function createCaptcha(db: Db, deps: Deps, serial: string): Promise<string> {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI', color: true, background: '#f4f6f8', width: 120, height: 40 });
  const expiresAt = new Date(deps.clock.now().getTime() + CAPTCHA_TTL_MS);
  await db
    .insert(captchas)
    .values({ serial, text: c.text.toLowerCase(), expiresAt })
    .onConflictDoUpdate({ target: captchas.serial, set: { text: c.text.toLowerCase(), expiresAt, usedAt: null } });
  return c.data;
}

/** Checks and spends a captcha in one statement: right or wrong, it cannot be tried again. */
async function spendCaptcha(db: Db, now: Date, serial: string, text: string): Promise<boolean> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.serial, serial), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ text: captchas.text });
  return rows.length === 1 && rows[0]?.text === text.trim().toLowerCase();
}

export async function peekCaptcha(db: Db, serial: string): Promise<string> {
  const [row] = await db.select().from(captchas).where(eq(captchas.serial, serial)).limit(1);
  if (!row) throw notFound('验证码不存在');
  return row.text;
}

// ---------- SMS codes ----------

async function userByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  return !!(await userByPhone(db, phone));
}

const SMS_TEXT: Record<SmsPurpose, (code: string) => string> = {
  register: (code) => `【膳链】您正在注册膳链单位账号，验证码${code}，${SMS_CODE_TTL_SECONDS}秒内有效。如非本人操作，请忽略本短信。`,
  password: (code) => `【膳链】您正在修改膳链账号密码，验证码${code}，${SMS_CODE_TTL_SECONDS}秒内有效。请勿将验证码告诉他人。`,
};

/**
 * Runs outside the operation's transaction on purpose: a spent captcha and a started
 * 60 s window must stay spent even when a later check fails.
 */
export async function sendPhoneMessage(
  db: Db,
  deps: Deps,
  input: { Phone: string; ValidCode: string; ValidSerialNumber: string; Purpose: SmsPurpose },
): Promise<void> {
  const now = deps.clock.now();
  if (!(await spendCaptcha(db, now, input.ValidSerialNumber, input.ValidCode))) throw badRequest(MSG.captchaWrong);
  const registered = await phoneRegistered(db, input.Phone);
  if (input.Purpose === 'register' && registered) throw conflict(MSG.phoneRegistered);
  if (input.Purpose === 'password' && !registered) throw badRequest(MSG.phoneNotRegistered);

  const limitKey = `sms:${input.Phone}`;
  if (!(await deps.rateLimiter.acquire(limitKey, SMS_RESEND_SECONDS * 1000))) throw tooMany(MSG.smsOncePer60s);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(smsCodes).values({
        id: newId(),
        phone: input.Phone,
        purpose: input.Purpose,
        codeHash: sha256(`${input.Phone}:${input.Purpose}:${code}`),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        createdAt: now,
      });
      await deps.sms.send(tx, { phone: input.Phone, code, purpose: input.Purpose, text: SMS_TEXT[input.Purpose](code) });
    });
  } catch (err) {
    await deps.rateLimiter.release(limitKey);
    throw err;
  }
}

/**
 * Checks the newest live code for this phone and purpose and spends it. Five wrong
 * tries spend it too. Answers a ticket that stands in for the code for 10 minutes,
 * so the next step of a form is not raced against the code's 60 s.
 */
export async function verifyCode(db: Db, now: Date, phone: string, purpose: SmsPurpose, code: string): Promise<string> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row) throw badRequest(MSG.codeWrong);
  if (row.codeHash !== sha256(`${phone}:${purpose}:${code.trim()}`)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1`, usedAt: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? now : null })
      .where(eq(smsCodes.id, row.id));
    throw badRequest(MSG.codeWrong);
  }
  const ticket = newSecret();
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now, ticketHash: sha256(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS) })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length !== 1) throw badRequest(MSG.codeWrong);
  return ticket;
}

/** Spends a ticket from verifyCode, or failing that the raw code itself. */
async function spendVerification(db: Db, now: Date, phone: string, purpose: SmsPurpose, codeOrTicket: string): Promise<void> {
  const spent = await db
    .update(smsCodes)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        eq(smsCodes.ticketHash, sha256(codeOrTicket)),
        isNull(smsCodes.ticketUsedAt),
        gt(smsCodes.ticketExpiresAt, now),
      ),
    )
    .returning({ id: smsCodes.id });
  if (spent.length === 1) return;
  if (!/^\d{6}$/.test(codeOrTicket)) throw badRequest(MSG.codeWrong);
  const ticket = await verifyCode(db, now, phone, purpose, codeOrTicket);
  await db
    .update(smsCodes)
    .set({ ticketUsedAt: now })
    .where(eq(smsCodes.ticketHash, sha256(ticket)));
}

// ---------- registration ----------

export async function register(
  db: Db,
  now: Date,
  input: {
    EN_FirmuserInfo: {
      FirmName: string;
      FirmStandardNumber: string;
      ContactAddress: string;
      MobileNumber: string;
      FullName?: string | null;
      Code?: string | null;
    };
    verifyCode?: string | null;
    Password: string;
  },
): Promise<{ UserId: string; FirmId: string }> {
  const info = input.EN_FirmuserInfo;
  assertPasswordUsable(input.Password);
  if (await phoneRegistered(db, info.MobileNumber)) throw conflict(MSG.phoneRegistered);
  if (await creditCodeTaken(db, info.FirmStandardNumber)) throw conflict(MSG.creditCodeTaken);
  await spendVerification(db, now, info.MobileNumber, 'register', (input.verifyCode || info.Code || '').trim());

  const fullName = info.FullName?.trim() || info.FirmName;
  const passwordHash = await hashPassword(input.Password);
  return db.transaction(async (tx) => {
    const firm = await createFirm(tx, {
      name: info.FirmName,
      creditCode: info.FirmStandardNumber,
      type: 'buyer',
      contactAddress: info.ContactAddress,
      contactName: fullName,
      contactPhone: info.MobileNumber,
      createdAt: now,
    });
    const userId = newId();
    await tx.insert(users).values({ id: userId, firmId: firm.id, fullName, phone: info.MobileNumber, passwordHash, roles: ['buyer'], createdAt: now });
    return { UserId: userId, FirmId: firm.id };
  });
}

// ---------- sessions ----------

async function logEvent(db: Db, e: { phone: string; userId?: string | null; kind: (typeof loginEvents.$inferInsert)['kind']; ip?: string | null; at: Date }) {
  await db.insert(loginEvents).values({ id: newId(), phone: e.phone, userId: e.userId ?? null, kind: e.kind, ip: e.ip ?? null, at: e.at });
}

export async function currentUserOf(db: Db, userId: string): Promise<TCurrentUser> {
  const user = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!user) throw unauthorized();
  const firm = await getFirm(db, user.firmId);
  return {
    UserId: user.id,
    FullName: user.fullName,
    MobileNumber: user.phone,
    FirmId: user.firmId,
    FirmName: firm?.name ?? '',
    FirmType: firm?.type ?? '',
    Roles: user.roles,
    Permissions: permissionsOf(user.roles),
  };
}

/**
 * Phone + password. Failures are counted on the user row and logged; the fifth in a row
 * locks the phone for 15 minutes. Each write commits on its own, so a failure that
 * answers an error still counts.
 */
export async function login(
  db: Db,
  deps: Deps,
  input: { MobileNumber: string; Password: string },
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; user: TCurrentUser }> {
  const now = deps.clock.now();
  const user = await userByPhone(db, input.MobileNumber);
  if (!user) {
    await logEvent(db, { phone: input.MobileNumber, kind: 'failed', ip: meta.ip, at: now });
    throw unauthorized(MSG.loginFailed);
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    await logEvent(db, { phone: user.phone, userId: user.id, kind: 'failed', ip: meta.ip, at: now });
    throw tooMany(MSG.accountLocked);
  }
  const ok = await verify(user.passwordHash, input.Password).catch(() => false);
  if (!ok) {
    const failures = user.failedLogins + 1;
    const lock = failures >= LOGIN_MAX_FAILURES;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ failedLogins: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) : user.lockedUntil })
        .where(eq(users.id, user.id));
      await logEvent(tx, { phone: user.phone, userId: user.id, kind: lock ? 'locked' : 'failed', ip: meta.ip, at: now });
    });
    if (lock) throw tooMany(MSG.accountLocked);
    throw unauthorized(MSG.loginFailed);
  }
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    await tx
      .insert(sessions)
      .values({ id: sha256(token), userId: user.id, createdAt: now, lastSeenAt: now, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null });
    await logEvent(tx, { phone: user.phone, userId: user.id, kind: 'login', ip: meta.ip, at: now });
  });
  return { token, user: await currentUserOf(db, user.id) };
}

export async function logout(db: Db, now: Date, token: string | null, actor: Actor | null): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
  if (actor) await logEvent(db, { phone: actor.phone, userId: actor.userId, kind: 'logout', at: now });
}

/** Sessions live in the database, so they survive restarts and are shared by every instance. */
export function sessionResolver(deps: Deps): SessionResolver {
  return {
    async resolve(db, token) {
      const now = deps.clock.now();
      const id = sha256(token);
      const [row] = await db
        .select({ s: sessions, u: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      if (!row) return null;
      const idleMs = now.getTime() - row.s.lastSeenAt.getTime();
      if (idleMs > SESSION_IDLE_MINUTES * 60_000) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (idleMs > SESSION_TOUCH_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      const firm = await getFirm(db, row.u.firmId);
      const roles = row.u.roles as Role[];
      return {
        userId: row.u.id,
        sessionId: id,
        fullName: row.u.fullName,
        phone: row.u.phone,
        firmId: row.u.firmId,
        firmName: firm?.name ?? '',
        firmType: firm?.type ?? '',
        roles,
        permissions: permissionsOf(roles),
      };
    },
  };
}

// ---------- password change ----------

export async function changePassword(
  db: Db,
  now: Date,
  actor: Actor | null,
  input: { MobileNumber?: string | null; Code: string; Password: string },
): Promise<void> {
  const phone = actor?.phone ?? input.MobileNumber;
  if (!phone) throw badRequest(MSG.enterPhone);
  if (actor && input.MobileNumber && input.MobileNumber !== actor.phone) throw new AppError(403, '只能修改本人账号的密码');
  const user = await userByPhone(db, phone);
  if (!user) throw badRequest(MSG.phoneNotRegistered);
  assertPasswordUsable(input.Password);
  await spendVerification(db, now, phone, 'password', input.Code.trim());
  const passwordHash = await hashPassword(input.Password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    // A new password ends every session of the account, this one included.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await logEvent(tx, { phone, userId: user.id, kind: 'password_changed', at: now });
  });
}

export async function firmUserById(db: Db, actor: Actor, id: string) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw notFound('用户不存在');
  if (u.firmId !== actor.firmId) throw new AppError(403, MSG.forbidden);
  return { Id: u.id, FullName: u.fullName, MobileNumber: u.phone, FirmId: u.firmId, FirmName: actor.firmName };
}

export async function smsOutboxOf(db: Db, phone: string) {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.createdAt)).limit(20);
  return rows.map((r) => ({ Phone: r.phone, Text: r.text, Code: r.code, Purpose: r.purpose, CreateTime: r.createdAt.toISOString() }));
}

/** Housekeeping: forget expired captchas and codes. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(captchas).where(lt(captchas.expiresAt, dayAgo));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, dayAgo));
}

/** Names and firms of these users (for returns and other records that name people). */
export async function usersByIds(db: Db, ids: string[]): Promise<Map<string, { fullName: string; firmId: string }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName, firmId: users.firmId }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { fullName: r.fullName, firmId: r.firmId }]));
}
