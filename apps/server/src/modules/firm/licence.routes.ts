import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '尚未实现');
};

/** A firm's licences (资质证照) and supervision's list of suppliers whose licences lapse. */
export function licenceRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'EN_Firmlicense/SaveFirmlicense': todo,
    'EN_Firmlicense/GetFirmlicenseList': todo,
    'EN_Firmlicense/DeleteFirmlicense': todo,
    'Supervision/GetLicenseAlertList': todo,
  });
}
