import { creditCodeCheckChar, MSG, maskPhone, RATE_LIMITS } from '@shanlian/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { BACKENDS, createTestApp, type TestApp, TestClient } from '../../test/helper.js';

const STRONG = 'Canteen#2026go';
let phoneSeq = 0;
const freshPhone = () => `1370000${String(1000 + ++phoneSeq).slice(-4)}`;
let codeSeq = 0;
const freshCreditCode = () => {
  const first17 = `91330106MA${String(1000000 + ++codeSeq + Math.floor(Math.random() * 8000000)).slice(-7)}`;
  return first17 + creditCodeCheckChar(first17);
};

describe.each(BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());
  // Every test here speaks from 127.0.0.1; each starts an hour later, in fresh per-address
  // windows (the longest is the SMS one), so that the tests add up to no flood.
  beforeEach(() => t.clock.advance(RATE_LIMITS.smsPerIp.seconds * 1000));

  /** Asks for a captcha, reads it through the development peek, and sends the SMS. */
  async function sendSms(c: TestClient, phone: string, purpose: 'register' | 'password' = 'register') {
    const serial = `serial-${phone}-${Math.random().toString(36).slice(2)}`;
    const svg = await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    expect(svg).toContain('<svg');
    const text = await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    return c.call('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: purpose });
  }
  /** A captcha read through the development peek, as ValidSerialNumber and ValidCode. */
  async function solvedCaptcha(c: TestClient) {
    const serial = `serial-${Math.random().toString(36).slice(2)}`;
    await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    return { ValidSerialNumber: serial, ValidCode: await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial }) };
  }

  it('PhoneVerify answers the same for every phone unless a captcha is solved for that request', async () => {
    const c = t.client();
    const registered = ['13800000001', '13800000002', '13800000004'];
    const free = [freshPhone(), freshPhone(), freshPhone()];
    // without a captcha: false for all, registered or not
    for (const phone of [...registered, ...free]) expect(await c.ok('Account/PhoneVerify', { Phone: phone }), phone).toBe(false);
    // the specification's Code field alone is no captcha
    expect(await c.ok('Account/PhoneVerify', { Phone: '13800000001', Code: '1234' })).toBe(false);
    // a wrong captcha is refused whatever the phone, and spends the captcha
    const wrong = await solvedCaptcha(c);
    for (const phone of ['13800000001', free[0] as string]) {
      const r = await c.call('Account/PhoneVerify', { Phone: phone, ValidSerialNumber: wrong.ValidSerialNumber, ValidCode: 'zzzz' });
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(MSG.captchaWrong);
    }
    // a solved captcha answers once: the same captcha again is refused
    const once = await solvedCaptcha(c);
    expect(await c.ok('Account/PhoneVerify', { Phone: '13800000001', ...once })).toBe(true);
    expect((await c.call('Account/PhoneVerify', { Phone: '13800000001', ...once })).status).toBe(400);
    // Code carries the captcha's text as well (the specification's field)
    const viaCode = await solvedCaptcha(c);
    expect(await c.ok('Account/PhoneVerify', { Phone: '13800000002', ValidSerialNumber: viaCode.ValidSerialNumber, Code: viaCode.ValidCode })).toBe(true);
  });

  async function lastCode(c: TestClient, phone: string): Promise<string> {
    const outbox = await c.ok('Dev/GetSmsOutbox', { Phone: phone });
    return outbox[0].Code;
  }
  async function registerFirm(c: TestClient, phone = freshPhone(), creditCode = freshCreditCode()) {
    expect((await sendSms(c, phone)).status).toBe(200);
    const code = await lastCode(c, phone);
    const { VerifyToken } = await c.ok('Account/IsValidCode', { Phone: phone, Code: code });
    const r = await c.call('Account/Register', {
      EN_FirmuserInfo: {
        FirmName: '西湖区第二实验小学食堂',
        FirmStandardNumber: creditCode,
        ContactAddress: '杭州市西湖区文三路1号',
        MobileNumber: phone,
        FullName: '周老师',
      },
      verifyCode: VerifyToken,
      Password: STRONG,
      ConfirmPassword: STRONG,
    });
    return { r, phone, creditCode };
  }

  it('registers a firm through captcha, SMS code and password, then logs in and greets by name', async () => {
    const c = t.client();
    const { r, phone } = await registerFirm(c);
    expect(r.status).toBe(200);
    expect(r.body.Data.FirmId).toBeTruthy();
    const login = await c.call('Account/Login', { MobileNumber: phone, Password: STRONG });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/sl_session=.+HttpOnly.+SameSite=Lax/i);
    const me = await c.ok('Account/GetCurrentUser', {});
    expect(me).toMatchObject({
      FullName: '周老师',
      FirmName: '西湖区第二实验小学食堂',
      MobileNumber: phone,
      Roles: ['采购单位管理员'],
      Duties: ['manager'],
      IsPlatform: false,
    });
    expect(me.Permissions).toContain('order:edit');
    expect(me.Permissions).toContain('cart:edit');
    // the same token works as a bearer token
    const bearer = t.client();
    bearer.bearer = login.body.Data.Token;
    expect((await bearer.ok('Account/GetCurrentUser', {})).UserId).toBe(me.UserId);
  });

  it('sends SMS codes of 6 digits, one per phone per 60 s on the platform clock', async () => {
    const c = t.client();
    const phone = freshPhone();
    expect((await sendSms(c, phone)).status).toBe(200);
    expect(await lastCode(c, phone)).toMatch(/^\d{6}$/);
    const again = await sendSms(c, phone);
    expect(again.status).toBe(429);
    expect(again.body.Message).toBe(MSG.smsOncePer60s);
    t.clock.advance(59_000);
    expect((await sendSms(c, phone)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await sendSms(c, phone)).status).toBe(200);
  });

  it('uses each captcha once, right or wrong', async () => {
    const c = t.client();
    const serial = `serial-${Math.random()}`;
    await c.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await c.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    const wrong = await c.call('Account/SendPhoneMessage', { Phone: freshPhone(), ValidCode: 'zzzz', ValidSerialNumber: serial });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe(MSG.captchaWrong);
    const reuse = await c.call('Account/SendPhoneMessage', { Phone: freshPhone(), ValidCode: text, ValidSerialNumber: serial });
    expect(reuse.status).toBe(400);
    expect(reuse.body.Message).toBe(MSG.captchaWrong);
  });

  it('expires codes after 60 s and accepts each once, bound to its phone and purpose', async () => {
    const c = t.client();
    const phone = freshPhone();
    await sendSms(c, phone);
    const code = await lastCode(c, phone);
    // another phone, or another purpose, cannot use it
    const other = await c.call('Account/IsValidCode', { Phone: freshPhone(), Code: code });
    expect(other.body.Message).toBe(MSG.codeWrong);
    const purpose = await c.call('Account/IsValidCode', { Phone: phone, Code: code, Purpose: 'password' });
    expect(purpose.status).toBe(400);
    t.clock.advance(60_001);
    const expired = await c.call('Account/IsValidCode', { Phone: phone, Code: code });
    expect(expired.status).toBe(400);
    expect(expired.body.Message).toBe(MSG.codeWrong);

    const phone2 = freshPhone();
    await sendSms(c, phone2);
    const code2 = await lastCode(c, phone2);
    // checking does not spend the code (the specifications' client checks, then registers with it)
    expect((await c.call('Account/IsValidCode', { Phone: phone2, Code: code2 })).status).toBe(200);
    const twice = await c.call('Account/IsValidCode', { Phone: phone2, Code: code2 });
    expect(twice.status).toBe(200);
  });

  it("registers with the very code IsValidCode checked, as the specifications' client does, and then the code is spent", async () => {
    const c = t.client();
    const phone = freshPhone();
    await sendSms(c, phone);
    const code = await lastCode(c, phone);
    expect((await c.call('Account/IsValidCode', { Phone: phone, Code: code })).status).toBe(200);
    const creditCode = freshCreditCode();
    const registration = (verifyCode: string) => ({
      EN_FirmuserInfo: {
        FirmName: '拱墅区实验小学食堂',
        FirmStandardNumber: creditCode,
        ContactAddress: '杭州市拱墅区湖墅南路1号',
        MobileNumber: phone,
        FullName: '陈老师',
      },
      verifyCode,
      Password: STRONG,
      ConfirmPassword: STRONG,
    });
    const r = await c.call('Account/Register', registration(code));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // spent by the registration: neither a check nor a second use takes it
    const again = await c.call('Account/IsValidCode', { Phone: phone, Code: code });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe(MSG.codeWrong);
  });

  it('spends a code after 5 wrong tries', async () => {
    const c = t.client();
    const phone = freshPhone();
    await sendSms(c, phone);
    const code = await lastCode(c, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await c.call('Account/IsValidCode', { Phone: phone, Code: wrong })).status).toBe(400);
    expect((await c.call('Account/IsValidCode', { Phone: phone, Code: code })).status).toBe(400);
  });

  it('refuses an already-registered phone and credit code', async () => {
    const c = t.client();
    // with a captcha solved for the request, PhoneVerify tells the truth
    expect(await c.ok('Account/PhoneVerify', { Phone: '13800000001', ...(await solvedCaptcha(c)) })).toBe(true);
    expect(await c.ok('Account/PhoneVerify', { Phone: freshPhone(), ...(await solvedCaptcha(c)) })).toBe(false);
    // the SMS step of the registration tells a taken phone
    const sms = await sendSms(c, '13800000001');
    expect(sms.status).toBe(409);
    expect(sms.body.Message).toBe(MSG.phoneRegistered);
    const first = await registerFirm(c);
    expect(first.r.status).toBe(200);
    const second = await registerFirm(c, freshPhone(), first.creditCode);
    expect(second.r.status).toBe(409);
    expect(second.r.body.Message).toBe(MSG.creditCodeTaken);
  });

  it('answers each registration rule with its message and creates nothing', async () => {
    const c = t.client();
    const base = { FirmName: '某小学食堂', FirmStandardNumber: freshCreditCode(), ContactAddress: '杭州', MobileNumber: freshPhone() };
    const cases: [Record<string, unknown>, string][] = [
      [{ EN_FirmuserInfo: { ...base, FirmName: ' ' }, verifyCode: 'x', Password: STRONG }, MSG.enterFirmName],
      [{ EN_FirmuserInfo: { ...base, FirmStandardNumber: '' }, verifyCode: 'x', Password: STRONG }, MSG.enterCreditCode],
      [{ EN_FirmuserInfo: { ...base, FirmStandardNumber: '91350100M000100Y4' }, verifyCode: 'x', Password: STRONG }, MSG.creditCodeLength],
      [{ EN_FirmuserInfo: { ...base, FirmStandardNumber: '91350100M000100Y44' }, verifyCode: 'x', Password: STRONG }, MSG.creditCodeCheck],
      [{ EN_FirmuserInfo: { ...base, ContactAddress: '' }, verifyCode: 'x', Password: STRONG }, MSG.enterAddress],
      [{ EN_FirmuserInfo: { ...base, MobileNumber: '' }, verifyCode: 'x', Password: STRONG }, MSG.enterPhone],
      [{ EN_FirmuserInfo: { ...base, MobileNumber: '1380000000' }, verifyCode: 'x', Password: STRONG }, MSG.phoneFormat],
      [{ EN_FirmuserInfo: base, verifyCode: 'x', Password: 'short1A' }, MSG.passwordPolicy],
      [{ EN_FirmuserInfo: base, verifyCode: 'x', Password: 'alllowercase' }, MSG.passwordPolicy],
      [{ EN_FirmuserInfo: base, verifyCode: 'x', Password: 'Rice#abc2026' }, MSG.passwordSequence],
      [{ EN_FirmuserInfo: base, verifyCode: 'x', Password: 'Rice!@#2026' }, MSG.passwordSequence],
      [{ EN_FirmuserInfo: base, verifyCode: 'x', Password: STRONG, ConfirmPassword: 'Canteen#2026GO' }, MSG.passwordMismatch],
      [{ EN_FirmuserInfo: base, Password: STRONG }, MSG.enterCode],
      [{ EN_FirmuserInfo: base, verifyCode: '123456', Password: 'P@ssw0rd!' }, MSG.passwordCommon],
      [{ EN_FirmuserInfo: base, verifyCode: '123456', Password: STRONG }, MSG.codeWrong],
    ];
    for (const [body, message] of cases) {
      const r = await c.raw('Account/Register', body);
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
      expect(r.body.IsSuccess).toBe(false);
    }
    expect(await c.ok('Account/PhoneVerify', { Phone: base.MobileNumber, ...(await solvedCaptcha(c)) })).toBe(false);
  });

  it('locks a phone for 15 minutes after 5 wrong passwords, and logs it all', async () => {
    const c = t.client();
    const { phone } = await registerFirm(c);
    for (let i = 0; i < 4; i++) {
      const r = await c.call('Account/Login', { MobileNumber: phone, Password: 'Wrong#pass99' });
      expect(r.status).toBe(401);
      expect(r.body.Message).toBe(MSG.loginFailed);
    }
    const fifth = await c.call('Account/Login', { MobileNumber: phone, Password: 'Wrong#pass99' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.Message).toBe(MSG.accountLocked);
    // even the right password is refused while locked
    expect((await c.call('Account/Login', { MobileNumber: phone, Password: STRONG })).status).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await c.call('Account/Login', { MobileNumber: phone, Password: STRONG })).status).toBe(200);
    const { loginEvents } = await import('./account.tables.js');
    const { eq } = await import('drizzle-orm');
    const events = await t.database.db.select().from(loginEvents).where(eq(loginEvents.phone, phone));
    const kinds = events.map((e) => e.kind).sort();
    // four failed checks, the fifth that locked, the right password refused unchecked, the login
    expect(kinds).toEqual(['failed', 'failed', 'failed', 'failed', 'locked', 'login', 'refused']);
  });

  it('ends a session after 2 hours idle, and keeps it alive while used', async () => {
    const c = await t.asBuyer();
    t.clock.advance(110 * 60_000);
    expect((await c.call('Account/GetCurrentUser', {})).status).toBe(200);
    t.clock.advance(110 * 60_000);
    expect((await c.call('Account/GetCurrentUser', {})).status).toBe(200);
    t.clock.advance(121 * 60_000);
    const r = await c.call('Account/GetCurrentUser', {});
    expect(r.status).toBe(401);
    expect(r.body.Message).toBe(MSG.loginRequired);
  });

  it('keeps a session across a server restart', async () => {
    const c = await t.asBuyer();
    // a new server process on the same database: nothing of the session lived in the old one's memory
    const { app } = await buildApp({ config: t.deps.config, database: t.database, clock: t.clock, redis: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const restarted = new TestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    restarted.cookie = c.cookie;
    expect((await restarted.ok('Account/GetCurrentUser', {})).MobileNumber).toBe('13800000001');
    await app.close();
  });

  it('logs out', async () => {
    const c = await t.asBuyer();
    await c.ok('Account/Logout', {});
    expect((await c.call('Account/GetCurrentUser', {})).status).toBe(401);
  });

  it('changes the password of a logged-in user in three steps and ends the sessions', async () => {
    const c = t.client();
    const { phone } = await registerFirm(c);
    await c.login(phone, STRONG);
    const me = await c.ok('Account/GetCurrentUser', {});
    const user = await c.ok('Account/GetFirmUserById', { Id: me.UserId });
    expect(user.MobileNumber).toBe(maskPhone(phone));
    t.clock.advance(60_000); // one SMS per phone per 60 s, whatever its purpose
    expect((await sendSms(c, phone, 'password')).status).toBe(200);
    const code = await lastCode(c, phone);
    const { VerifyToken } = await c.ok('Account/IsValidCode', { Phone: phone, Code: code, Purpose: 'password' });
    const mismatch = await c.call('Account/ChangePassword', { Code: VerifyToken, Password: 'Kitchen#2027ok', confirmPassword: 'Kitchen#2027OK' });
    expect(mismatch.body.Message).toBe(MSG.passwordMismatch);
    await c.ok('Account/ChangePassword', { Code: VerifyToken, Password: 'Kitchen#2027ok', confirmPassword: 'Kitchen#2027ok' });
    expect((await c.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect((await t.client().call('Account/Login', { MobileNumber: phone, Password: STRONG })).status).toBe(401);
    expect((await t.client().call('Account/Login', { MobileNumber: phone, Password: 'Kitchen#2027ok' })).status).toBe(200);
    // the ticket is spent
    const again = await t
      .client()
      .call('Account/ChangePassword', { MobileNumber: phone, Code: VerifyToken, Password: 'Kitchen#2028ok', confirmPassword: 'Kitchen#2028ok' });
    expect(again.body.Message).toBe(MSG.codeWrong);
    // and with it the code it stood for: the code cannot be used after its ticket
    const byCode = await t
      .client()
      .call('Account/ChangePassword', { MobileNumber: phone, Code: code, Password: 'Kitchen#2028ok', confirmPassword: 'Kitchen#2028ok' });
    expect(byCode.body.Message).toBe(MSG.codeWrong);
  });

  it('changes a forgotten password with the phone named, and needs a registered phone', async () => {
    const c = t.client();
    const { phone } = await registerFirm(c);
    t.clock.advance(60_000);
    expect((await sendSms(c, phone, 'password')).status).toBe(200);
    const code = await lastCode(c, phone);
    await c.ok('Account/ChangePassword', { MobileNumber: phone, Code: code, Password: 'Kitchen#2029ok', confirmPassword: 'Kitchen#2029ok' });
    expect((await t.client().call('Account/Login', { MobileNumber: phone, Password: 'Kitchen#2029ok' })).status).toBe(200);
    const unknown = await sendSms(c, freshPhone(), 'password');
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toBe(MSG.phoneNotRegistered);
  });

  it('shows a firm user only to the same firm', async () => {
    const buyer = await t.asBuyer();
    const supplier = await t.asSupplier();
    const supplierMe = await supplier.ok('Account/GetCurrentUser', {});
    const r = await buyer.call('Account/GetFirmUserById', { Id: supplierMe.UserId });
    expect(r.status).toBe(403);
    expect((await t.client().call('Account/GetFirmUserById', { Id: supplierMe.UserId })).status).toBe(401);
  });
});
