import { creditCodeCheckChar, LOCKOUT_MINUTES, MSG, RATE_LIMITS } from '@shanlian/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { type Database, openPostgres } from '../../platform/db.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { rateLimits } from '../../platform/platform.tables.js';
import { BACKENDS, type CallResult, createTestApp, type TestApp, TestClient } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';
import { accountCounters, purgeExpired } from './account.service.js';
import { captchas, loginEvents, smsCodes } from './account.tables.js';

const STRONG = 'Canteen#2026go';
const WRONG = 'Wrong#pass99';
let seq = 0;
const freshPhone = () => `1360${String(1_000_000 + Math.floor(Math.random() * 8_000_000) + ++seq).slice(-7)}`;
const freshCreditCode = () => {
  const first17 = `91330106MA${String(1_000_000 + ++seq + Math.floor(Math.random() * 8_000_000)).slice(-7)}`;
  return first17 + creditCodeCheckChar(first17);
};
let ipSeq = 0;
/** A client address no other test uses, so each test starts with fresh per-address windows. */
const freshIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

/** A client behind the trusted proxy: the proxy names it in X-Forwarded-For. */
class ClientAt extends TestClient {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }
  override raw(name: string, body: unknown, init: { contentType?: string; rawBody?: string; headers?: Record<string, string> } = {}) {
    return super.raw(name, body, { ...init, headers: { 'x-forwarded-for': this.ip, ...init.headers } });
  }
}

interface Instance {
  baseUrl: string;
  at(ip: string): ClientAt;
  close(): Promise<void>;
}

/**
 * Another instance of the app on the same database, Redis and clock, behind a proxy it trusts
 * (TRUST_PROXY=127.0.0.1), so that tests can speak from many client addresses as a botnet would.
 */
async function instanceBehindProxy(t: TestApp): Promise<Instance> {
  const database: Database = t.databaseUrl ? await openPostgres(t.databaseUrl, 10) : t.database;
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { keyPrefix: t.redisPrefix }) : null;
  const config = { ...t.deps.config, TRUST_PROXY: ['127.0.0.1'] };
  const { app } = await buildApp({ config, database, clock: t.clock, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl,
    at: (ip) => new ClientAt(baseUrl, ip),
    async close() {
      await app.close();
      if (redis) await redis.quit();
      if (t.databaseUrl) await database.close();
    },
  };
}

const statuses = (rs: CallResult[]) => {
  const counts: Record<number, number> = {};
  for (const r of rs) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

/**
 * The attacks of issue 7 §1 items 1, 2, 6 and 11 replayed over HTTP: on PGlite through two apps
 * on one in-process database, on PostgreSQL through two apps each with its own pool on the same
 * database and Redis.
 */
describe.each(BACKENDS)('accounts under attack on %s', (backend) => {
  let t: TestApp;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    t = await createTestApp(backend);
    a = await instanceBehindProxy(t);
    b = await instanceBehindProxy(t);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await t?.close();
  });
  const both = (i: number) => (i % 2 === 0 ? a : b);

  /** A user with a known password in a demo buyer firm, made directly: the attacks start from an account. */
  async function makeUser(phone = freshPhone()) {
    const db = t.database.db;
    const [firm] = await db.select({ id: firms.id }).from(firms).where(eq(firms.type, 'buyer')).limit(1);
    const id = newId();
    await db.insert(users).values({
      id,
      firmId: firm?.id as string,
      fullName: '测试员',
      phone,
      passwordHash: await hashPassword(STRONG),
      createdAt: t.clock.now(),
    });
    await grantSystemRole(db, id, 'buyer');
    return { id, phone, firmId: firm?.id as string };
  }

  async function sendSms(c: TestClient, phone: string, purpose: 'register' | 'password' = 'register') {
    const serial = `serial-${phone}-${Math.random().toString(36).slice(2)}`;
    await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    return c.call('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: purpose });
  }
  const lastCode = async (c: TestClient, phone: string): Promise<string> => (await c.ok('Dev/GetSmsOutbox', { Phone: phone }))[0].Code;

  it('checks at most 5 passwords of a phone when 100 wrong ones arrive at once over two instances, then refuses even the right one', async () => {
    const { phone } = await makeUser();
    const before = accountCounters.passwordChecks;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => both(i).at(freshIp()).call('Account/Login', { MobileNumber: phone, Password: WRONG })),
    );
    const checks = accountCounters.passwordChecks - before;
    const events = await t.database.db.select().from(loginEvents).where(eq(loginEvents.phone, phone));
    const checked = events.filter((e) => e.kind === 'failed' || e.kind === 'locked' || e.kind === 'login');
    expect(statuses(results)[500]).toBeUndefined();
    expect(checks).toBeLessThanOrEqual(5);
    expect(checked).toHaveLength(checks);
    expect(events.filter((e) => e.kind === 'refused')).toHaveLength(100 - checks);
    const locked = results.filter((r) => r.status === 429);
    expect(locked.length).toBeGreaterThanOrEqual(95);
    for (const r of locked) expect(r.body.Message).toBe(MSG.accountLocked);
    for (const r of results.filter((r) => r.status !== 429)) expect(r.status).toBe(401);

    // the right password during the lock: refused, and not even checked
    const right = await a.at(freshIp()).call('Account/Login', { MobileNumber: phone, Password: STRONG });
    expect(right.status).toBe(429);
    expect(right.body.Message).toBe(MSG.accountLocked);
    expect(accountCounters.passwordChecks - before).toBe(checks);

    t.clock.advance(LOCKOUT_MINUTES * 60_000 + 1000);
    expect((await b.at(freshIp()).call('Account/Login', { MobileNumber: phone, Password: STRONG })).status).toBe(200);
  }, 120_000);

  it('compares an SMS code at most 5 times when 40 guesses arrive at once, the right one 15th', async () => {
    const phone = freshPhone();
    const sender = a.at(freshIp());
    expect((await sendSms(sender, phone)).status).toBe(200);
    const code = await lastCode(sender, phone);
    const wrongs = Array.from({ length: 1000 }, (_, i) => String(i * 997).padStart(6, '0')).filter((w) => w !== code);
    const before = accountCounters.codeComparisons;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        both(i)
          .at(freshIp())
          .call('Account/IsValidCode', { Phone: phone, Code: i === 14 ? code : (wrongs[i] as string) }),
      ),
    );
    expect(accountCounters.codeComparisons - before).toBeLessThanOrEqual(5);
    // Which five of the burst reach a comparison is the servers' arrival order: the right code gets
    // through only when it was one of them, and every other guess is refused.
    const rightGotThrough = results[14]?.status === 200;
    results.forEach((r, i) => {
      if (i === 14 && rightGotThrough) return;
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(MSG.codeWrong);
    });
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBeLessThanOrEqual(5);
    // once spent, by a right guess or by five wrong ones, the code is dead for everyone
    expect((await sender.call('Account/IsValidCode', { Phone: phone, Code: code })).status).toBe(400);
    expect(accountCounters.codeComparisons - before).toBeLessThanOrEqual(5);
  }, 60_000);

  it('spends an SMS code after exactly 5 comparisons of 40 wrong guesses at once; the right code then fails', async () => {
    const phone = freshPhone();
    const sender = a.at(freshIp());
    expect((await sendSms(sender, phone)).status).toBe(200);
    const code = await lastCode(sender, phone);
    const wrongs = Array.from({ length: 1000 }, (_, i) => String(i * 991 + 7).padStart(6, '0')).filter((w) => w !== code);
    const before = accountCounters.codeComparisons;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        both(i)
          .at(freshIp())
          .call('Account/IsValidCode', { Phone: phone, Code: wrongs[i] as string }),
      ),
    );
    expect(results.every((r) => r.status === 400 && r.body.Message === MSG.codeWrong)).toBe(true);
    expect(accountCounters.codeComparisons - before).toBe(5);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(5);
    const right = await sender.call('Account/IsValidCode', { Phone: phone, Code: code });
    expect(right.status).toBe(400);
    expect(right.body.Message).toBe(MSG.codeWrong);
    expect(accountCounters.codeComparisons - before).toBe(5);
  }, 60_000);

  it('verifies a password for an unknown phone as for a known one, with the same answer', async () => {
    const { phone } = await makeUser();
    const c = a.at(freshIp());
    let before = accountCounters.passwordChecks;
    const unknown = await c.call('Account/Login', { MobileNumber: freshPhone(), Password: WRONG });
    expect(accountCounters.passwordChecks - before).toBe(1);
    before = accountCounters.passwordChecks;
    const known = await c.call('Account/Login', { MobileNumber: phone, Password: WRONG });
    expect(accountCounters.passwordChecks - before).toBe(1);
    expect([unknown.status, unknown.body.Message]).toEqual([known.status, known.body.Message]);
    expect(known.status).toBe(401);
  });

  it(`takes ${RATE_LIMITS.loginPerIp.max} logins a minute from one address across many phones, whichever instance they reach`, async () => {
    const { max } = RATE_LIMITS.loginPerIp;
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: max + 20 }, (_, i) => both(i).at(ip).call('Account/Login', { MobileNumber: freshPhone(), Password: WRONG })),
    );
    expect(statuses(results)).toEqual({ 401: max, 429: 20 });
    for (const r of results.filter((r) => r.status === 429)) expect(r.body.Message).toBe(MSG.tooManyLogins);
    // another address is not held back, and the window passes on the server clock
    expect((await a.at(freshIp()).call('Account/Login', { MobileNumber: freshPhone(), Password: WRONG })).status).toBe(401);
    t.clock.advance(RATE_LIMITS.loginPerIp.seconds * 1000);
    expect((await b.at(ip).call('Account/Login', { MobileNumber: freshPhone(), Password: WRONG })).status).toBe(401);
  }, 120_000);

  it(`answers ${RATE_LIMITS.phoneCheckPerIp.max} phone checks a minute from one address`, async () => {
    const { max } = RATE_LIMITS.phoneCheckPerIp;
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: max + 30 }, (_, i) => both(i).at(ip).call('Account/PhoneVerify', { Phone: freshPhone() })));
    expect(statuses(results)).toEqual({ 200: max, 429: 30 });
    for (const r of results.filter((r) => r.status === 429)) expect(r.body.Message).toBe(MSG.tooManyPhoneChecks);
    t.clock.advance(RATE_LIMITS.phoneCheckPerIp.seconds * 1000);
    // and it tells nothing without a captcha: the answer is the same for a registered phone
    expect((await a.at(ip).call('Account/PhoneVerify', { Phone: '13800000001' })).body.Data).toBe(false);
  }, 60_000);

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const { max } = RATE_LIMITS.phoneCheckPerIp;
    const net = `2001:db8:${(++ipSeq).toString(16)}:7`;
    const results = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        both(i)
          .at(`${net}::${(i + 1).toString(16)}`)
          .call('Account/PhoneVerify', { Phone: freshPhone() }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: max, 429: 5 });
    expect((await a.at(`2001:db8:${(++ipSeq).toString(16)}:7::1`).call('Account/PhoneVerify', { Phone: freshPhone() })).status).toBe(200);
  });

  it(`stores at most ${RATE_LIMITS.captchaPerIp.max} captchas a minute for one address`, async () => {
    const { max } = RATE_LIMITS.captchaPerIp;
    const ip = freshIp();
    const prefix = `flood-${Math.random().toString(36).slice(2)}-`;
    const results = await Promise.all(
      Array.from({ length: max + 50 }, (_, i) =>
        both(i)
          .at(ip)
          .call('Account/GetImageValidateCode', { ValidSerialNumber: `${prefix}${i}` }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: max, 429: 50 });
    for (const r of results.filter((r) => r.status === 429)) expect(r.body.Message).toBe(MSG.tooManyCaptchas);
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(captchas)
      .where(like(captchas.serial, `${prefix}%`));
    expect(Number(stored?.n)).toBe(max);
  }, 60_000);

  it(`sends at most ${RATE_LIMITS.smsPerIp.max} texts an hour for one address, besides one per phone a minute`, async () => {
    const { max } = RATE_LIMITS.smsPerIp;
    const ip = freshIp();
    const c = a.at(ip);
    for (let i = 0; i < max; i++) expect((await sendSms(i % 2 ? c : b.at(ip), freshPhone())).status).toBe(200);
    const over = await sendSms(c, freshPhone());
    expect(over.status).toBe(429);
    expect(over.body.Message).toBe(MSG.tooManySms);
    t.clock.advance(RATE_LIMITS.smsPerIp.seconds * 1000);
    expect((await sendSms(c, freshPhone())).status).toBe(200);
  }, 60_000);

  it('removes expired captchas, spent captchas and dead codes in the periodic clean-up', async () => {
    const c = a.at(freshIp());
    const phone = freshPhone();
    expect((await sendSms(c, phone)).status).toBe(200); // its captcha is spent, its code lives 60 s
    const serial = `keep-${Math.random()}`;
    t.clock.advance(60_001);
    await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const db = t.database.db;
    const now = t.clock.now();
    const limitsBefore = await db.select().from(rateLimits);
    await purgeExpired(db, now);
    await t.deps.rateLimiter.purgeExpired();
    if (!t.deps.redis) {
      // windows that are over go too (without Redis they are rows; Redis expires its keys)
      const limitsAfter = await db.select().from(rateLimits);
      expect(limitsBefore.some((r) => r.until <= now.getTime())).toBe(true);
      expect(limitsAfter).toEqual(limitsBefore.filter((r) => r.until > now.getTime()));
    }
    expect(await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toEqual([]);
    expect(
      await db
        .select()
        .from(captchas)
        .where(like(captchas.serial, `serial-${phone}-%`)),
    ).toEqual([]);
    expect(await db.select().from(captchas).where(eq(captchas.serial, serial))).toHaveLength(1);
    t.clock.advance(5 * 60_000);
    await purgeExpired(db, t.clock.now());
    expect(await db.select().from(captchas).where(eq(captchas.serial, serial))).toEqual([]);
  });

  it('stores the socket address, not a forged X-Forwarded-For, unless TRUST_PROXY names the proxy', async () => {
    const { phone } = await makeUser();
    const direct = t.client(); // the test app trusts no proxy
    await direct.raw('Account/Login', { MobileNumber: phone, Password: STRONG }, { headers: { 'x-forwarded-for': '203.0.113.66' } });
    const viaProxy = a.at('198.51.100.7');
    await viaProxy.ok('Account/Login', { MobileNumber: phone, Password: STRONG });
    const events = await t.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.phone, phone), eq(loginEvents.kind, 'login')));
    expect(events.map((e) => e.ip).sort()).toEqual(['127.0.0.1', '198.51.100.7']);
    // nor can a forged header dodge the per-address limits
    t.clock.advance(60_000);
    const forged = await Promise.all(
      Array.from({ length: RATE_LIMITS.loginPerIp.max + 1 }, (_, i) =>
        direct.raw('Account/Login', { MobileNumber: freshPhone(), Password: WRONG }, { headers: { 'x-forwarded-for': `192.0.2.${i}` } }),
      ),
    );
    expect(statuses(forged)[429]).toBe(1);
    t.clock.advance(60_000);
  }, 60_000);

  it('refuses to trust every sender of X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it("masks a colleague's phone number", async () => {
    const buyer = await t.asBuyer();
    const me = await buyer.ok('Account/GetCurrentUser', {});
    const colleague = freshPhone();
    const id = newId();
    await t.database.db.insert(users).values({ id, firmId: me.FirmId, fullName: '同事', phone: colleague, passwordHash: 'x', createdAt: t.clock.now() });
    const shown = await buyer.ok('Account/GetFirmUserById', { Id: id });
    expect(shown.MobileNumber).toBe(`${colleague.slice(0, 3)}****${colleague.slice(-4)}`);
    expect(JSON.stringify(shown)).not.toContain(colleague);
  });

  /** Verification tickets for fresh phones, each sent from its own address. */
  async function tickets(n: number, phone?: string): Promise<{ phone: string; ticket: string }[]> {
    const out: { phone: string; ticket: string }[] = [];
    for (let i = 0; i < n; i++) {
      const p = phone ?? freshPhone();
      const c = a.at(freshIp());
      if (phone && i > 0) t.clock.advance(60_000); // one text per phone a minute
      expect((await sendSms(c, p)).status).toBe(200);
      out.push({ phone: p, ticket: (await c.ok('Account/IsValidCode', { Phone: p, Code: await lastCode(c, p) })).VerifyToken });
    }
    return out;
  }
  const registration = (phone: string, ticket: string, creditCode: string) => ({
    EN_FirmuserInfo: {
      FirmName: '西湖区第三实验小学食堂',
      FirmStandardNumber: creditCode,
      ContactAddress: '杭州市西湖区文三路3号',
      MobileNumber: phone,
      FullName: '钱老师',
    },
    verifyCode: ticket,
    Password: STRONG,
    ConfirmPassword: STRONG,
  });

  it('registers one firm, not a 500, when ten registrations with one credit code arrive at once', async () => {
    const creditCode = freshCreditCode();
    const ready = await tickets(10);
    const results = await Promise.all(
      ready.map((r, i) =>
        both(i)
          .at(freshIp())
          .call('Account/Register', registration(r.phone, r.ticket, creditCode)),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: 9 });
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.Message).toBe(MSG.creditCodeTaken);
    const db = t.database.db;
    expect(await db.select().from(firms).where(eq(firms.creditCode, creditCode))).toHaveLength(1);
    // the losers left no firm and no user behind
    expect(
      await db
        .select()
        .from(users)
        .where(
          inArray(
            users.phone,
            ready.map((r) => r.phone),
          ),
        ),
    ).toHaveLength(1);
  }, 120_000);

  it('registers one account when two registrations of one phone arrive at once', async () => {
    const phone = freshPhone();
    const [first, second] = await tickets(2, phone);
    const results = await Promise.all([
      a.at(freshIp()).call('Account/Register', registration(phone, first?.ticket as string, freshCreditCode())),
      b.at(freshIp()).call('Account/Register', registration(phone, second?.ticket as string, freshCreditCode())),
    ]);
    expect(statuses(results)).toEqual({ 200: 1, 409: 1 });
    expect(results.find((r) => r.status === 409)?.body.Message).toBe(MSG.phoneRegistered);
  }, 60_000);
});
