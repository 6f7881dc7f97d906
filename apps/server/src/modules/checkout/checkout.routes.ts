import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

/** Receiving addresses, the supplier's delivery terms and the order confirmation. */
export function checkoutRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Address/GetAddressList': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Address/SaveAddress': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Address/DeleteAddress': async () => {
      throw new AppError(501, '功能开发中');
    },
    'SupplierSetting/GetDeliverySettings': async () => {
      throw new AppError(501, '功能开发中');
    },
    'SupplierSetting/SaveDeliverySettings': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Cart/PreviewOrder': async () => {
      throw new AppError(501, '功能开发中');
    },
  });
}
