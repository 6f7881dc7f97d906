import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as licence from './licence.service.js';

/** A firm's licences (资质证照). Supervision's lapse alerts are registered by the trace module, which knows deliveries. */
export function licenceRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'EN_Firmlicense/SaveFirmlicense': async (input, ctx) => ({ Id: await licence.saveLicence(ctx.db, actorOf(ctx), ctx.now, input) }),
    'EN_Firmlicense/GetFirmlicenseList': (_input, ctx) => licence.listOwnLicences(ctx.db, actorOf(ctx), ctx.now),
    'EN_Firmlicense/DeleteFirmlicense': async (input, ctx) => {
      await licence.deleteLicence(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
  });
}
