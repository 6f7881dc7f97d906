import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as people from './people.service.js';

/** The buyer-side person picker: a firm's people, departments and positions (account data). */
export function peopleRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'EN_Firmuser/GetFirmUserList': (input, ctx) => people.firmPeople(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmuser/GetFirmDepartmentList': (_input, ctx) => people.firmDepartments(ctx.db, actorOf(ctx)),
    'EN_Firmuser/GetFirmPositionList': (_input, ctx) => people.firmPositions(ctx.db, actorOf(ctx)),
  });
}
