import { LOGGED_IN_HINT, MSG, SESSION_IDLE_MINUTES } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.js';

const buyerPhone = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')?.phone as string;

/** The cookies one answer sets, by name: value and attributes. */
function cookiesOf(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) out.set(c.slice(0, c.indexOf('=')), c);
  return out;
}

const cleared = (c: string | undefined) => !!c && (/Max-Age=0/i.test(c) || /Expires=Thu, 01 Jan 1970/i.test(c));

describe.each(BACKENDS)('the logged-in hint cookie on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  const post = (name: string, body: unknown, cookie?: string) =>
    fetch(`${t.baseUrl}/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  async function login() {
    const res = await post('Account/Login', { MobileNumber: buyerPhone, Password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const set = cookiesOf(res);
    const session = /^sl_session=([^;]+)/.exec(set.get('sl_session') ?? '')?.[1] as string;
    return { set, cookie: `sl_session=${session}; ${LOGGED_IN_HINT}=1` };
  }

  it('sets the httpOnly session and a readable hint holding no secret, with the same path and lifetime', async () => {
    const { set } = await login();
    const session = set.get('sl_session') as string;
    const hint = set.get(LOGGED_IN_HINT) as string;
    expect(session).toMatch(/HttpOnly/i);
    expect(hint).toMatch(new RegExp(`^${LOGGED_IN_HINT}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    for (const attr of [/Path=\/(;|$)/i, /Max-Age=2592000/i, /SameSite=Lax/i]) {
      expect(session).toMatch(attr);
      expect(hint).toMatch(attr);
    }
  });

  it('clears both at logout', async () => {
    const { cookie } = await login();
    const res = await post('Account/Logout', {}, cookie);
    expect(res.status).toBe(200);
    const set = cookiesOf(res);
    expect(cleared(set.get('sl_session'))).toBe(true);
    expect(cleared(set.get(LOGGED_IN_HINT))).toBe(true);
    // The old session is over.
    expect((await post('Account/GetCurrentUser', {}, cookie)).status).toBe(401);
  });

  it('clears both when the hint comes with a session that has ended', async () => {
    const { cookie } = await login();
    expect((await post('Account/GetCurrentUser', {}, cookie)).status).toBe(200);
    t.clock.advance((SESSION_IDLE_MINUTES + 1) * 60_000);
    const res = await post('Account/GetCurrentUser', {}, cookie);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { Message: string }).Message).toBe(MSG.loginRequired);
    const set = cookiesOf(res);
    expect(cleared(set.get('sl_session'))).toBe(true);
    expect(cleared(set.get(LOGGED_IN_HINT))).toBe(true);
  });

  it('sets no cookie on a visitor answer that carries no hint', async () => {
    const res = await post('Account/GetCurrentUser', {});
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
