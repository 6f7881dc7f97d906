import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  MSG,
  maskPhone,
  OPERATOR_MSG,
  RATE_LIMITS,
  SESSION_IDLE_MINUTES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SmsPurpose,
  type TCurrentUser,
  ZCreditCode,
  ZNewPassword,
  ZPhone,
} from '@shanlian/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { assertInOwnFirm } from '../../platform/access.js';
import { recordAudit } from '../../platform/audit.js';
import { isCommonPassword, operatorPasswordProblem } from '../../platform/common-passwords.js';
import type { Actor, Deps, SessionResolver } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, conflict, notFound, tooMany, unauthorized } from '../../platform/errors.js';
import { newId, newSecret } from '../../platform/ids.js';
import type { JobDef } from '../../platform/jobs.js';
import { hashPassword, passwordMatches } from '../../platform/passwords.js';
import { sessions, smsOutbox } from '../../platform/platform.tables.js';
import { addressKey } from '../../platform/rate-limit.js';
import { firstIssueMessage } from '../../platform/registrar.js';
import { escapeLike } from '../../platform/sql.js';
import { createFirm, creditCodeTaken, firmByCreditCode, getFirm } from '../firm/firm.service.js';
import { recordFirmEvent } from '../firm/status.service.js';
import { actorFromSessionRow, areaNameOf, grantSystemRole, isPlatformFirm, loadActor, placeNamesOf } from '../iam/grants.js';
import { clearFailedLogins, insertUser, reservePasswordCheck, sessionWithUser, setPasswordHash, userById, userByPhone } from '../iam/user-records.service.js';
import { captchas, loginEvents, smsCodes } from './account.tables.js';
import { SessionCache } from './session-cache.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const CAPTCHA_TTL_MS = 5 * 60_000;
const TICKET_TTL_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const SESSION_TOUCH_MS = 60_000;

/**
 * Every argon2 verification and SMS-code comparison really made, for monitoring; the attack
 * tests read them to prove how many guesses got through.
 */
export const accountCounters = { passwordChecks: 0, codeComparisons: 0 };

async function checkPassword(passwordHash: string, password: string): Promise<boolean> {
  accountCounters.passwordChecks++;
  return passwordMatches(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash with the same cost as a real one, verified for phones that have no account, so that
 * an unknown phone takes as long to refuse as a wrong password.
 */
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(`no account ${randomUUID()}`);
  return dummyHash;
};

type Throttle = keyof typeof RATE_LIMITS;
const THROTTLE_MESSAGE: Record<Throttle, string> = {
  loginPerIp: MSG.tooManyLogins,
  phoneCheckPerIp: MSG.tooManyPhoneChecks,
  captchaPerIp: MSG.tooManyCaptchas,
  smsPerIp: MSG.tooManySms,
};

/** Counts one try of this kind from this address; over the limit of its window, 429. */
async function throttle(deps: Deps, kind: Throttle, ip: string | undefined): Promise<void> {
  const { max, seconds } = RATE_LIMITS[kind];
  if (!(await deps.rateLimiter.hit(`${kind}:${addressKey(ip)}`, max, seconds * 1000))) throw tooMany(THROTTLE_MESSAGE[kind]);
}

function assertPasswordUsable(password: string): void {
  if (isCommonPassword(password)) throw badRequest(MSG.passwordCommon);
}

// ---------- captcha ----------

export async function createCaptcha(db: Db, deps: Deps, serial: string, meta: { ip?: string } = {}): Promise<string> {
  // Bounds the captchas one address can make (each is a row until the clean-up).
  await throttle(deps, 'captchaPerIp', meta.ip);
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

/** Account/PhoneVerify's and registration's question: is this phone a user's? */
export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  return !!(await userByPhone(db, phone));
}

/**
 * Account/PhoneVerify. Without a captcha solved for this very request it answers false for every
 * phone, so that nobody can sort numbers into registered and not by asking (a hundred addresses
 * got round the per-address limit); the registration still learns of a taken phone at the SMS step,
 * which spends a captcha too. With one (ValidSerialNumber and its text in ValidCode or Code) it
 * spends the captcha and answers the truth; a wrong captcha is 400 whatever the phone.
 */
export async function checkPhone(
  db: Db,
  deps: Deps,
  input: { Phone: string; Code?: string | null; ValidCode?: string | null; ValidSerialNumber?: string | null },
  meta: { ip?: string },
): Promise<boolean> {
  await throttle(deps, 'phoneCheckPerIp', meta.ip);
  const serial = input.ValidSerialNumber?.trim();
  if (!serial) return false;
  const text = input.ValidCode ?? input.Code ?? '';
  if (!(await spendCaptcha(db, deps.clock.now(), serial, text))) throw badRequest(MSG.captchaWrong);
  return phoneRegistered(db, input.Phone);
}

const SMS_TEXT: Record<SmsPurpose, (code: string) => string> = {
  register: (code) => `【膳链】您正在注册膳链单位账号，验证码${code}，${SMS_CODE_TTL_SECONDS}秒内有效。如非本人操作，请忽略本短信。`,
  password: (code) => `【膳链】您正在修改膳链账号密码，验证码${code}，${SMS_CODE_TTL_SECONDS}秒内有效。请勿将验证码告诉他人。`,
  feedback: (code) => `【膳链】您正在向学校提交食堂反馈，验证码${code}，${SMS_CODE_TTL_SECONDS}秒内有效。如非本人操作，请忽略本短信。`,
};

/**
 * Runs outside the operation's transaction on purpose: a spent captcha and a started
 * 60 s window must stay spent even when a later check fails.
 */
export async function sendPhoneMessage(
  db: Db,
  deps: Deps,
  input: { Phone: string; ValidCode: string; ValidSerialNumber: string; Purpose: SmsPurpose },
  meta: { ip?: string } = {},
): Promise<void> {
  const now = deps.clock.now();
  if (!(await spendCaptcha(db, now, input.ValidSerialNumber, input.ValidCode))) throw badRequest(MSG.captchaWrong);
  // Counted before the registered check: the answer below tells whether a phone has an account.
  await throttle(deps, 'smsPerIp', meta.ip);
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
      await deps.sms.send(tx, { phone: input.Phone, template: 'code', params: { code }, code, purpose: input.Purpose, text: SMS_TEXT[input.Purpose](code) });
    });
  } catch (err) {
    await deps.rateLimiter.release(limitKey);
    throw err;
  }
}

/**
 * Checks the newest live code for this phone and purpose. Answers a ticket that stands in for the
 * code for 10 minutes, so the next step of a form is not raced against the code's 60 s. Checking
 * (`Account/IsValidCode`) does not spend the code, as the specifications' client expects: it is
 * spent by the step that uses it (`Register`, `ChangePassword`), with the code or the ticket.
 *
 * Each comparison first reserves one of the code's five attempts in a single conditional
 * UPDATE; the row lock makes simultaneous guesses queue on it, so however many arrive at
 * once (on any number of instances) at most five are ever compared, checks included.
 */
export async function verifyCode(db: Db, now: Date, phone: string, purpose: SmsPurpose, code: string, spend = false): Promise<string> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(inArray(smsCodes.id, newest), lt(smsCodes.attempts, MAX_CODE_ATTEMPTS), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!row) throw badRequest(MSG.codeWrong);
  accountCounters.codeComparisons++;
  if (row.codeHash !== sha256(`${phone}:${purpose}:${code.trim()}`)) throw badRequest(MSG.codeWrong);
  const ticket = newSecret();
  const spent = await db
    .update(smsCodes)
    .set({ ...(spend ? { usedAt: now } : {}), ticketHash: sha256(ticket), ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS), ticketUsedAt: null })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length !== 1) throw badRequest(MSG.codeWrong);
  return ticket;
}

/** Whether a ticket from verifyCode is still live for this phone and purpose (neither it nor its code spent or expired); spends nothing. */
export async function ticketIsLive(db: Db, now: Date, phone: string, purpose: SmsPurpose, ticket: string): Promise<boolean> {
  if (!ticket) return false;
  const [row] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(liveTicket(now, phone, purpose, ticket))
    .limit(1);
  return !!row;
}

/** The code row whose ticket this is, neither spent nor expired. */
function liveTicket(now: Date, phone: string, purpose: SmsPurpose, ticket: string) {
  return and(
    eq(smsCodes.phone, phone),
    eq(smsCodes.purpose, purpose),
    eq(smsCodes.ticketHash, sha256(ticket)),
    isNull(smsCodes.ticketUsedAt),
    isNull(smsCodes.usedAt),
    gt(smsCodes.ticketExpiresAt, now),
  );
}

/** Spends a ticket from verifyCode, or failing that the raw code itself: either spends the code. */
export async function spendVerification(db: Db, now: Date, phone: string, purpose: SmsPurpose, codeOrTicket: string): Promise<void> {
  const spent = await db
    .update(smsCodes)
    .set({ ticketUsedAt: now, usedAt: now })
    .where(liveTicket(now, phone, purpose, codeOrTicket))
    .returning({ id: smsCodes.id });
  if (spent.length === 1) return;
  if (!/^\d{6}$/.test(codeOrTicket)) throw badRequest(MSG.codeWrong);
  const ticket = await verifyCode(db, now, phone, purpose, codeOrTicket, true);
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
      /** buyer (default): active at once; supplier: pending until the platform reviews it. */
      FirmType?: 'buyer' | 'supplier';
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
  const kind = info.FirmType === 'supplier' ? 'supplier' : 'buyer';
  const passwordHash = await hashPassword(input.Password);
  return db.transaction(async (tx) => {
    // A supplier can log in and prepare its shelf at once, but is in the store only once approved.
    const firm = await createFirm(tx, {
      name: info.FirmName,
      creditCode: info.FirmStandardNumber,
      type: kind,
      contactAddress: info.ContactAddress,
      contactName: fullName,
      contactPhone: info.MobileNumber,
      createdAt: now,
      status: kind === 'supplier' ? 'pending' : 'active',
    });
    const userId = newId();
    // Two registrations of one phone at once: the unique phone decides, the loser gets 409.
    const inserted = await insertUser(tx, {
      id: userId,
      firmId: firm.id,
      fullName,
      phone: info.MobileNumber,
      passwordHash,
      duties: ['manager'],
      createdAt: now,
    });
    if (!inserted) throw conflict(MSG.phoneRegistered);
    await grantSystemRole(tx, userId, kind);
    if (kind === 'supplier') await recordFirmEvent(tx, firm.id, 'register', '', { userId, userName: fullName }, now);
    return { UserId: userId, FirmId: firm.id };
  });
}

// ---------- sessions ----------

const LOGIN_OUTCOME = { login: 200, logout: 200, password_changed: 200, failed: 401, locked: 429, refused: 429 } as const;

/** Who a known user is in the login log: name, firm and area as the user's actor would have them. */
async function auditIdentityOf(db: Db, userId: string) {
  const user = await userById(db, userId);
  if (!user) return null;
  const firm = await getFirm(db, user.firmId);
  const areaCode = isPlatformFirm(firm?.type) ? user.areaCode : (firm?.areaCode ?? '');
  return { userId: user.id, fullName: user.fullName, phone: user.phone, firmId: user.firmId, firmName: firm?.name ?? '', areaCode };
}

/** A login event counts toward lockout (login_events) and goes to the audit trail's login log. */
async function logEvent(db: Db, e: { phone: string; userId?: string | null; kind: (typeof loginEvents.$inferInsert)['kind']; ip?: string | null; at: Date }) {
  await db.insert(loginEvents).values({ id: newId(), phone: e.phone, userId: e.userId ?? null, kind: e.kind, ip: e.ip ?? null, at: e.at });
  const status = LOGIN_OUTCOME[e.kind];
  await recordAudit(db, {
    kind: 'login',
    at: e.at,
    phone: e.phone,
    userId: e.userId,
    actor: e.userId ? await auditIdentityOf(db, e.userId) : null,
    operation: e.kind,
    result: status === 200 ? 'ok' : 'fail',
    status,
    ip: e.ip,
  });
}

/** An administrator set this user's password (iam's reset): a row of the login log, as a change by the user is. */
export async function logPasswordReset(db: Db, e: { phone: string; userId: string; at: Date }): Promise<void> {
  await db.insert(loginEvents).values({ id: newId(), phone: e.phone, userId: e.userId, kind: 'password_changed', ip: null, at: e.at });
}

export async function currentUserOf(db: Db, userId: string): Promise<TCurrentUser> {
  const user = await userById(db, userId);
  if (!user) throw unauthorized();
  const firm = await getFirm(db, user.firmId);
  const actor = await loadActor(db, user, firm, '');
  const places = await placeNamesOf(db, user, actor.platform);
  const scopes = [...actor.scopes.values()];
  return {
    UserId: user.id,
    FullName: user.fullName,
    MobileNumber: user.phone,
    FirmId: user.firmId,
    FirmName: firm?.name ?? '',
    FirmType: firm?.type ?? '',
    Roles: actor.roleNames,
    Permissions: [...actor.scopes.keys()],
    AreaCode: actor.areaCode,
    AreaName: await areaNameOf(db, actor.areaCode),
    DataScope: scopes.length ? Math.min(...scopes) : null,
    Duties: actor.duties,
    IsPlatform: actor.platform,
    DepartmentName: places.department,
    PositionName: places.position,
  };
}

/**
 * Phone + password, throttled per address. Five checks in a row without the right password
 * lock the phone for 15 minutes; every check, refusal and login is a row in login_events.
 * An unknown phone costs the same argon2 verification as a known one.
 */
export async function login(
  db: Db,
  deps: Deps,
  input: { MobileNumber: string; Password: string },
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; user: TCurrentUser }> {
  const now = deps.clock.now();
  await throttle(deps, 'loginPerIp', meta.ip);
  const user = await reservePasswordCheck(db, now, input.MobileNumber, LOGIN_MAX_FAILURES, new Date(now.getTime() + LOCKOUT_MINUTES * 60_000));
  if (!user) {
    const known = await userByPhone(db, input.MobileNumber);
    if (known) {
      await logEvent(db, { phone: known.phone, userId: known.id, kind: 'refused', ip: meta.ip, at: now });
      throw tooMany(MSG.accountLocked);
    }
    await checkPassword(await dummyPasswordHash(), input.Password);
    await logEvent(db, { phone: input.MobileNumber, kind: 'failed', ip: meta.ip, at: now });
    throw unauthorized(MSG.loginFailed);
  }
  if (!(await checkPassword(user.passwordHash, input.Password))) {
    const locked = user.tries >= LOGIN_MAX_FAILURES;
    await logEvent(db, { phone: user.phone, userId: user.id, kind: locked ? 'locked' : 'failed', ip: meta.ip, at: now });
    if (locked) throw tooMany(MSG.accountLocked);
    throw unauthorized(MSG.loginFailed);
  }
  // A disabled user, or a user of a suspended firm, is refused with the reason told, after the
  // password (so the answer tells nothing to whoever does not know it).
  const refusal = user.status !== 1 ? MSG.accountDisabled : (await getFirm(db, user.firmId))?.status === 'suspended' ? OPERATOR_MSG.firmSuspended : null;
  if (refusal) {
    await clearFailedLogins(db, user.id);
    await logEvent(db, { phone: user.phone, userId: user.id, kind: 'refused', ip: meta.ip, at: now });
    throw new AppError(403, refusal);
  }
  const token = newSecret();
  await db.transaction(async (tx) => {
    await clearFailedLogins(tx, user.id);
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
  const cache = new SessionCache(deps.changes);
  return {
    async resolve(db, token) {
      const now = deps.clock.now();
      const id = sha256(token);
      const known = cache.get(id);
      if (known) {
        const idleMs = now.getTime() - known.lastSeenAt;
        if (idleMs <= SESSION_IDLE_MINUTES * 60_000) {
          if (idleMs > SESSION_TOUCH_MS) {
            known.lastSeenAt = now.getTime();
            await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
          }
          return known.actor;
        }
        // idle too long: the database decides (and ends it)
        cache.drop(id);
      }
      const mark = cache.mark();
      const row = await sessionWithUser(db, id);
      if (!row) return null;
      const idleMs = now.getTime() - row.s.lastSeenAt.getTime();
      if (idleMs > SESSION_IDLE_MINUTES * 60_000) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      let lastSeenAt = row.s.lastSeenAt.getTime();
      if (idleMs > SESSION_TOUCH_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
        lastSeenAt = now.getTime();
      }
      if (row.u.status !== 1) {
        await db.delete(sessions).where(eq(sessions.userId, row.u.id));
        return null;
      }
      const firm = await getFirm(db, row.u.firmId);
      // a session that outlived its firm's suspension ends on its next call
      if (firm?.status === 'suspended') {
        await db.delete(sessions).where(eq(sessions.userId, row.u.id));
        return null;
      }
      const actor = actorFromSessionRow(row.u, firm, id, row);
      cache.set(id, actor, lastSeenAt, mark);
      return actor;
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
    await setPasswordHash(tx, user.id, passwordHash, now);
    // A new password ends every session of the account, this one included.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await logEvent(tx, { phone, userId: user.id, kind: 'password_changed', at: now });
  });
}

export async function firmUserById(db: Db, actor: Actor, id: string) {
  const u = await userById(db, id);
  if (!u) throw notFound(MSG.userNotFound);
  // open to every logged-in user: no role's scope, only the firm wall
  assertInOwnFirm(actor, u.firmId);
  // A colleague's number is not the caller's to read in full.
  return { Id: u.id, FullName: u.fullName, MobileNumber: maskPhone(u.phone), FirmId: u.firmId, FirmName: actor.firmName };
}

export async function smsOutboxOf(db: Db, phone: string) {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.createdAt)).limit(20);
  return rows.map((r) => ({ Phone: r.phone, Text: r.text, Code: r.code, Purpose: r.purpose, CreateTime: r.createdAt.toISOString() }));
}

/** Housekeeping: forget captchas and codes that can no longer be used (a code lives on while its ticket can). */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(or(lte(captchas.expiresAt, now), isNotNull(captchas.usedAt)));
  await db.delete(smsCodes).where(and(lte(smsCodes.expiresAt, now), or(isNull(smsCodes.ticketExpiresAt), lte(smsCodes.ticketExpiresAt, now))));
}

/** Expired captchas, codes and rate-limit windows removed every 10 minutes (platform/jobs.ts). */
export const housekeepingJob: JobDef = {
  name: 'account-housekeeping',
  cron: '0 */10 * * * *',
  run: async (deps, now) => {
    await purgeExpired(deps.database.db, now);
    await deps.rateLimiter.purgeExpired();
  },
};

// ---------- platform operators ----------

/**
 * Creates a platform operator (the `create-operator` command; operators cannot register). The
 * password must pass the registration's policy (the contract's rule and the common lists) and the
 * operators' stricter one (operatorPasswordProblem: length, the demo password, common words).
 * The operator's firm is found by its credit code, or created as the platform's operating firm.
 */
export async function createOperator(
  db: Db,
  now: Date,
  input: { phone: string; fullName: string; password: string; firmName: string; creditCode: string },
): Promise<{ UserId: string; FirmId: string }> {
  const phone = ZPhone.safeParse(input.phone);
  if (!phone.success) throw badRequest(firstIssueMessage(phone.error));
  const password = ZNewPassword.safeParse(input.password);
  if (!password.success) throw badRequest(firstIssueMessage(password.error));
  const creditCode = ZCreditCode.safeParse(input.creditCode);
  if (!creditCode.success) throw badRequest(firstIssueMessage(creditCode.error));
  const fullName = input.fullName.trim();
  if (!fullName) throw badRequest(MSG.operatorNameRequired);
  assertPasswordUsable(password.data);
  const problem = operatorPasswordProblem(password.data);
  if (problem === 'known') throw badRequest(MSG.operatorPasswordKnown);
  if (problem === 'short') throw badRequest(MSG.operatorPasswordShort);
  if (problem === 'common') throw badRequest(MSG.passwordCommon);
  if (await phoneRegistered(db, phone.data)) throw conflict(MSG.phoneRegistered);

  const passwordHash = await hashPassword(password.data);
  return db.transaction(async (tx) => {
    const existing = await firmByCreditCode(tx, creditCode.data);
    if (existing && existing.type !== 'operator') throw conflict(MSG.creditCodeTaken);
    const firmId =
      existing?.id ??
      (
        await createFirm(tx, {
          name: input.firmName.trim() || MSG.operatorFirmDefault,
          creditCode: creditCode.data,
          type: 'operator',
          contactAddress: '',
          createdAt: now,
        })
      ).id;
    const userId = newId();
    if (!(await insertUser(tx, { id: userId, firmId, fullName, phone: phone.data, passwordHash, createdAt: now }))) throw conflict(MSG.phoneRegistered);
    await grantSystemRole(tx, userId, 'operator');
    return { UserId: userId, FirmId: firmId };
  });
}
