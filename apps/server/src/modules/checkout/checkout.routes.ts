import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as checkout from './checkout.service.js';

/** Receiving addresses and the supplier's delivery terms (the order confirmation, Cart/PreviewOrder, is the cart's). */
export function checkoutRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Address/GetAddressList': (_input, ctx) => checkout.listAddresses(ctx.db, actorOf(ctx), ctx.now),
    'Address/SaveAddress': (input, ctx) => checkout.saveAddress(ctx.db, actorOf(ctx), ctx.now, input),
    'Address/DeleteAddress': async (input, ctx) => {
      await checkout.deleteAddress(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
    'SupplierSetting/GetDeliverySettings': (_input, ctx) => checkout.getDeliverySettings(ctx.db, actorOf(ctx)),
    'SupplierSetting/SaveDeliverySettings': async (input, ctx) => {
      await checkout.saveDeliverySettings(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
  });
}
