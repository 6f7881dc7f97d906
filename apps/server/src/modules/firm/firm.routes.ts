import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as people from '../account/people.service.js';
import * as profile from './profile.service.js';

/** The business profile, its lookups (public firm types, organisations) and the buyer-side person picker. */
export function firmRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Firm/GetFirmById': (input, ctx) => profile.getProfile(ctx.db, actorOf(ctx), input.Id),
    'Firm/GetPubFirmTypeList': (input, ctx) => profile.pubFirmTypeList(ctx.db, input),
    'Firm/GetOrgByAreaCode': (input, ctx) => profile.orgsByAreaCode(ctx.db, { Code: input.Code, ...ctx.page }),
    'Firm/UpdateFirmUser': (input, ctx) => profile.updateProfile(ctx.db, actorOf(ctx), ctx.now, input),
    'EN_Firmuser/GetFirmUserList': (input, ctx) => people.firmPeople(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmuser/GetFirmDepartmentList': (_input, ctx) => people.firmDepartments(ctx.db, actorOf(ctx)),
    'EN_Firmuser/GetFirmPositionList': (_input, ctx) => people.firmPositions(ctx.db, actorOf(ctx)),
  });
}
