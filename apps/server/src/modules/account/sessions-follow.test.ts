import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/platform.tables.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { users } from '../iam/iam.tables.js';
import { loginEvents } from './account.tables.js';

const NEW_PASSWORD = 'Qz7!mK2#vR9p';

describe.each(BACKENDS)('sessions follow changes on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let operator: TestClient;
  let manager: TestClient;
  let staff: { id: string; phone: string }[];

  /** Logged in on the first instance; the same session also speaks to the twin when there is one. */
  async function sessionOf(phone: string, password?: string): Promise<{ a: TestClient; b: TestClient | null }> {
    const a = await t.client().login(phone, password);
    return { a, b: twin ? a.via(twin.baseUrl) : null };
  }
  async function expectStatus(s: { a: TestClient; b: TestClient | null }, status: number) {
    expect((await s.a.call('Account/GetCurrentUser', {})).status).toBe(status);
    if (s.b) expect((await s.b.call('Account/GetCurrentUser', {})).status).toBe(status);
  }
  const sessionCount = async (userId: string) => (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  beforeAll(async () => {
    t = await createTestApp(backend);
    twin = await twinOf(t);
    operator = await t.client().login('13800000004');
    manager = await t.client().login('13800000001');
    const me = await manager.ok('Account/GetCurrentUser', {});
    staff = await t.database.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.firmId, me.FirmId), ne(users.id, me.UserId), like(users.phone, '1390000%')))
      .orderBy(users.phone);
    expect(staff.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  it('disabling a user ends every session on every instance at once; enabling lets the user back', async () => {
    const buyer2 = await sessionOf('13800000005');
    const second = await sessionOf('13800000005');
    await expectStatus(buyer2, 200);
    const id = (await buyer2.a.ok('Account/GetCurrentUser', {})).UserId;
    expect(await sessionCount(id)).toBe(2);
    await operator.ok('BA_User/DisableBA_User', { Id: id });
    await expectStatus(buyer2, 401);
    await expectStatus(second, 401);
    expect(await sessionCount(id)).toBe(0);
    const refused = await t.client().call('Account/Login', { MobileNumber: '13800000005', Password: 'Shanlian#2026' });
    expect(refused.status).not.toBe(200);
    await operator.ok('BA_User/EnableBA_User', { Id: id });
    await expectStatus(await sessionOf('13800000005'), 200);
  });

  it('a firm disables its own staff member the same way (EN_Firmuser), and nobody disables or resets themselves', async () => {
    const s = staff[0] as { id: string; phone: string };
    const session = await sessionOf(s.phone);
    await expectStatus(session, 200);
    await manager.ok('EN_Firmuser/DisableEN_Firmuser', { Id: s.id });
    await expectStatus(session, 401);
    await manager.ok('EN_Firmuser/EnableEN_Firmuser', { Id: s.id });
    await expectStatus(await sessionOf(s.phone), 200);

    const me = (await manager.ok('Account/GetCurrentUser', {})).UserId;
    const self = await manager.call('EN_Firmuser/DisableEN_Firmuser', { Id: me });
    expect(self.status).toBe(403);
    expect(self.body.Message).toBe('不能禁用自己');
    expect((await manager.call('EN_Firmuser/ResetPwdEN_Firmuser', { Id: me, Password: NEW_PASSWORD })).status).toBe(403);
    expect((await manager.call('EN_Firmuser/CleanUserLoginCache', { Id: me })).status).toBe(403);
    const opId = (await operator.ok('Account/GetCurrentUser', {})).UserId;
    expect((await operator.call('BA_User/DisableBA_User', { Id: opId })).status).toBe(403);
    await expectStatus({ a: manager, b: null }, 200);
    // another firm's manager reaches none of our staff
    const other = await t.client().login('13800000005');
    expect((await other.call('EN_Firmuser/DisableEN_Firmuser', { Id: s.id })).status).toBe(403);
    expect((await other.call('EN_Firmuser/CleanUserLoginCache', { Id: s.id })).status).toBe(403);
    expect((await manager.call('EN_Firmuser/DisableEN_Firmuser', { Id: 'no-such-user' })).status).toBe(404);
  });

  it('resetting a password ends the sessions; the new password works, the old one does not', async () => {
    const s = staff[1] as { id: string; phone: string };
    const session = await sessionOf(s.phone);
    await manager.ok('EN_Firmuser/ResetPwdEN_Firmuser', { Id: s.id, Password: NEW_PASSWORD });
    await expectStatus(session, 401);
    // the reset is in the login log (account's), written through the writer the app hands to iam
    const logged = await t.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, s.id), eq(loginEvents.kind, 'password_changed')));
    expect(logged).toHaveLength(1);
    expect((await t.client().call('Account/Login', { MobileNumber: s.phone, Password: 'Shanlian#2026' })).status).not.toBe(200);
    await expectStatus(await sessionOf(s.phone, NEW_PASSWORD), 200);
    const weak = await manager.call('EN_Firmuser/ResetPwdEN_Firmuser', { Id: s.id, Password: '123' });
    expect(weak.status).toBe(400);
  });

  it('cleaning the login cache ends every session of the user on every instance', async () => {
    const s = staff[2] as { id: string; phone: string };
    const one = await sessionOf(s.phone);
    const two = await sessionOf(s.phone);
    expect(await manager.ok('EN_Firmuser/CleanUserLoginCache', { Id: s.id })).toEqual({ Ended: 2 });
    await expectStatus(one, 401);
    await expectStatus(two, 401);
    // the user may log in again
    await expectStatus(await sessionOf(s.phone), 200);
  });

  it('a role change takes effect on the next request: a permission removed is refused at once', async () => {
    const s = staff[3] as { id: string; phone: string };
    const { Id } = await manager.ok('BA_Role/AddBA_Role', { BA_RoleInfo: { Name: '订单查看', DataScope: 1 } });
    await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['order:view'] });
    await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: s.id, RoleIds: [Id] });
    const session = await sessionOf(s.phone);
    const counts = () => session.a.call('Order/GetOrderStatusCounts', {});
    expect((await counts()).status).toBe(200);
    if (session.b) expect((await session.b.call('Order/GetOrderStatusCounts', {})).status).toBe(200);
    await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['cart:view'] });
    expect((await counts()).status).toBe(403);
    if (session.b) expect((await session.b.call('Order/GetOrderStatusCounts', {})).status).toBe(403);
    // and a role taken away likewise
    await manager.ok('BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation', { RoleId: Id, Permissions: ['order:view'] });
    expect((await counts()).status).toBe(200);
    await manager.ok('EN_Firmuser/PermissEN_Firmuser', { Id: s.id, RoleIds: [] });
    expect((await counts()).status).toBe(403);
    const current = await session.a.ok('Account/GetCurrentUser', {});
    expect(current.UserId).toBe(s.id);
  });
});
