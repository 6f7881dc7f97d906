import { SESSION_IDLE_MINUTES } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient, twinOf } from '../../test/helper.js';

/** How long an ended session may still be believed somewhere (decision 018). */
const WITHIN_MS = 1_000;

/** Polls until the call is refused with 401; answers how long it took. */
async function refusedWithin(c: TestClient): Promise<number> {
  const start = Date.now();
  for (;;) {
    const r = await c.call('Account/GetCurrentUser', {});
    if (r.status === 401) return Date.now() - start;
    if (Date.now() - start > 5_000) return Number.POSITIVE_INFINITY;
    await new Promise((res) => setTimeout(res, 20));
  }
}

/**
 * Resolved sessions are kept a few seconds per instance; ending a session (logout, an operator's
 * revocation, a suspension of the firm) ends it on every instance within a second.
 */
describe.each(BACKENDS)('the session cache on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let operator: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    twin = await twinOf(t);
    operator = await t.client().login('13800000004');
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });
  const other = () => twin ?? t;

  /** A buyer session used on both instances, so that each has resolved (and keeps) it. */
  async function warmSession(): Promise<{ here: TestClient; there: TestClient }> {
    const here = await t.client().login('13800000005');
    const there = here.via(other().baseUrl);
    for (let i = 0; i < 3; i++) {
      await here.ok('Account/GetCurrentUser', {});
      await there.ok('Account/GetCurrentUser', {});
    }
    return { here, there };
  }

  it('a logout on one instance ends the session on the other within a second', async () => {
    const { here, there } = await warmSession();
    await here.ok('Account/Logout', {});
    expect(await refusedWithin(there)).toBeLessThan(WITHIN_MS);
  });

  it('an operator ending a user’s sessions ends them on every instance within a second', async () => {
    const { here, there } = await warmSession();
    const me = await here.ok('Account/GetCurrentUser', {});
    await operator.ok('Operator/RevokeUserSessions', { UserId: me.UserId, Reason: '会话缓存测试' });
    expect(await refusedWithin(there)).toBeLessThan(WITHIN_MS);
    expect(await refusedWithin(here)).toBeLessThan(WITHIN_MS);
  });

  it('a firm suspended ends its users’ sessions on every instance within a second', async () => {
    const { here, there } = await warmSession();
    const me = await here.ok('Account/GetCurrentUser', {});
    await operator.ok('Operator/SuspendFirm', { Id: me.FirmId, Reason: '会话缓存测试' });
    try {
      expect(await refusedWithin(there)).toBeLessThan(WITHIN_MS);
    } finally {
      await operator.ok('Operator/ResumeFirm', { Id: me.FirmId, Reason: '会话缓存测试结束' });
    }
  });

  it('disabling a user ends the user’s sessions on every instance within a second', async () => {
    // a district supervisor (a platform user the operator administers), logged in on both instances
    const here = await t.client().login('13800000006');
    const there = here.via(other().baseUrl);
    for (let i = 0; i < 3; i++) {
      await here.ok('Account/GetCurrentUser', {});
      await there.ok('Account/GetCurrentUser', {});
    }
    const me = await here.ok('Account/GetCurrentUser', {});
    await operator.ok('BA_User/DisableBA_User', { Id: me.UserId });
    try {
      expect(await refusedWithin(there)).toBeLessThan(WITHIN_MS);
    } finally {
      await operator.ok('BA_User/EnableBA_User', { Id: me.UserId });
    }
  });

  it('still ends a session idle too long, cached or not', async () => {
    const { here, there } = await warmSession();
    t.clock.advance((SESSION_IDLE_MINUTES + 1) * 60_000);
    expect((await there.call('Account/GetCurrentUser', {})).status).toBe(401);
    expect((await here.call('Account/GetCurrentUser', {})).status).toBe(401);
  });

  // last: it changes a demo account's password
  it('a password changed on one instance ends the account’s sessions on the other within a second', async () => {
    const phone = '13800000005';
    const { here, there } = await warmSession();
    const serial = `serial-${Math.random().toString(36).slice(2)}`;
    await here.ok('Account/GetImageValidateCode', { ValidSerialNumber: serial });
    const text = await here.ok('Dev/PeekCaptcha', { ValidSerialNumber: serial });
    await here.ok('Account/SendPhoneMessage', { Phone: phone, ValidCode: text, ValidSerialNumber: serial, Purpose: 'password' });
    const [sms] = await here.ok('Dev/GetSmsOutbox', { Phone: phone });
    const { VerifyToken } = await here.ok('Account/IsValidCode', { Phone: phone, Code: sms.Code, Purpose: 'password' });
    await here.ok('Account/ChangePassword', { Code: VerifyToken, Password: 'Canteen#2027ok', confirmPassword: 'Canteen#2027ok' });
    expect(await refusedWithin(there)).toBeLessThan(WITHIN_MS);
  });
});
