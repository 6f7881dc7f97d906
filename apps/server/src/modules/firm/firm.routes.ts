import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as profile from './profile.service.js';
import { supervisedFirms } from './supervision.service.js';

/** The business profile and its lookups (public firm types, organisations), and supervision's list of the firms in its area. */
export function firmRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Firm/GetFirmById': (input, ctx) => profile.getProfile(ctx.db, actorOf(ctx), input.Id),
    'Firm/GetPubFirmTypeList': (input, ctx) => profile.pubFirmTypeList(ctx.db, input),
    'Firm/GetOrgByAreaCode': (input, ctx) => profile.orgsByAreaCode(ctx.db, { Code: input.Code, ...ctx.page }),
    'Firm/UpdateFirmUser': (input, ctx) => profile.updateProfile(ctx.db, actorOf(ctx), ctx.now, input),
    'Supervision/GetFirmList': (input, ctx) => supervisedFirms(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
  });
}
