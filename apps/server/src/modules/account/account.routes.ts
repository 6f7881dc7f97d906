import { LOGGED_IN_HINT } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations, SESSION_COOKIE, tokenOf } from '../../platform/registrar.js';
import * as account from './account.service.js';

export function accountRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  // A request that carried the logged-in hint but found no live session (idle, ended elsewhere)
  // forgets the hint and the dead session cookie, so the page stops asking as a member.
  app.addHook('onSend', async (req, reply) => {
    if (reply.statusCode === 401 && req.cookies?.[LOGGED_IN_HINT]) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(LOGGED_IN_HINT, { path: '/' });
    }
  });
  // The first unknown phone should not pay for making the dummy hash.
  void account.dummyPasswordHash();
  registerOperations(app, deps, sessions, {
    'Account/GetImageValidateCode': (input, { db, deps, req }) => account.createCaptcha(db, deps, input.ValidSerialNumber, { ip: req.ip }),
    'Account/SendPhoneMessage': async (input, { db, deps, req }) => {
      await account.sendPhoneMessage(db, deps, input, { ip: req.ip });
      return null;
    },
    'Account/PhoneVerify': (input, { db, deps, req }) => account.checkPhone(db, deps, input, { ip: req.ip }),
    'Account/IsValidCode': async (input, { db, now }) => ({ VerifyToken: await account.verifyCode(db, now, input.Phone, input.Purpose, input.Code) }),
    'Account/Register': (input, { db, now }) => account.register(db, now, input),
    'Account/Login': async (input, { db, deps, req, reply }) => {
      const { token, user } = await account.login(db, deps, input, { ip: req.ip, userAgent: req.headers['user-agent'] });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.COOKIE_SECURE,
        maxAge: 30 * 24 * 3600, // the server ends it after SESSION_IDLE_MINUTES idle
      });
      // Readable by the page, secret of nothing: a visitor's page skips Account/GetCurrentUser (a 401) without it.
      reply.setCookie(LOGGED_IN_HINT, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure: deps.config.COOKIE_SECURE, maxAge: 30 * 24 * 3600 });
      return { Token: token, User: user };
    },
    'Account/Logout': async (_input, { db, now, req, reply, actor }) => {
      await account.logout(db, now, tokenOf(req), actor);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(LOGGED_IN_HINT, { path: '/' });
      return null;
    },
    'Account/GetCurrentUser': (_input, ctx) => account.currentUserOf(ctx.db, actorOf(ctx).userId),
    'Account/GetFirmUserById': (input, ctx) => account.firmUserById(ctx.db, actorOf(ctx), input.Id),
    'Account/ChangePassword': async (input, { db, now, actor, reply, deps }) => {
      await account.changePassword(db, now, actor, input);
      // its own transaction ended every session of the account: every instance hears it before the answer
      await deps.changes.sweep();
      if (actor) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(LOGGED_IN_HINT, { path: '/' });
      }
      return null;
    },
    'Dev/GetSmsOutbox': (input, { db }) => account.smsOutboxOf(db, input.Phone),
    'Dev/PeekCaptcha': (input, { db }) => account.peekCaptcha(db, input.ValidSerialNumber),
  });
}
