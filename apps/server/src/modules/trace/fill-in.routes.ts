import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { licenceAlerts } from '../firm/licence.service.js';
import * as read from './fill-in.read.js';
import * as fillIn from './fill-in.service.js';

/** Stock-in records (进货单): entry, the status lifecycle, certificates, rapid tests, returns and the reads. */
export function fillInRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'FD_Foodfirmfillin/AddFD_Foodfirmfillin': async (input, ctx) => ({
      Id: await fillIn.addFillIn(ctx.db, actorOf(ctx), ctx.now, input.FD_FoodfirmfillinInfo),
    }),
    'FD_Foodfirmfillin/UpdateFD_Foodfirmfillin': async (input, ctx) => ({
      Id: await fillIn.updateFillIn(ctx.db, actorOf(ctx), ctx.now, input.FD_FoodfirmfillinInfo.Id, input.FD_FoodfirmfillinInfo),
    }),
    'FD_Foodfirmfillin/UpdateStatus': async (input, ctx) => {
      await fillIn.setSuspended(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Status, input.Reason);
      return null;
    },
    'FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.confirmFillIn(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'FD_Foodfirmfillin/ShipFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.shipFillIn(ctx.db, actorOf(ctx), ctx.now, input.Id, input.DistDate);
      return null;
    },
    'FD_Foodfirmfillin/DeliverFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.deliverFillIn(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'FD_Foodfirmfillin/AcceptFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.acceptFillIn(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
    'FD_Foodfirmfillin/GetByTraceCode': (input, ctx) => read.fillInByTraceCode(ctx.db, actorOf(ctx), input.Code),
    'FD_Foodfirmfillin/StoreFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.storeFillIn(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'FD_Foodfirmfillin/CheckFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.checkFillIn(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
    'FD_Foodfirmfillin/DeleteFD_Foodfirmfillin': async (input, ctx) => {
      await fillIn.deleteFillIn(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinList': (input, ctx) => read.listFillIns(ctx.db, actorOf(ctx), input, false, ctx.page.limit, ctx.page.offset),
    'FD_Foodfirmfillin/GetB2BFD_FoodfirmfillinList': (input, ctx) => read.listFillIns(ctx.db, actorOf(ctx), input, true, ctx.page.limit, ctx.page.offset),
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinById': (input, ctx) => read.fillInDetail(ctx.db, actorOf(ctx), input.Id),
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinFiles': (input, ctx) => read.fillInFiles(ctx.db, actorOf(ctx), input.Id),
    'FD_Foodfirmfillin/AddCertificates': async (input, ctx) => {
      await fillIn.addCertificates(ctx.db, actorOf(ctx), ctx.now, input.FoodFirmFillInDetailId, input.FileIds);
      return null;
    },
    'FD_Foodfirmfillin/SavePesticideTest': (input, ctx) => fillIn.savePesticideTest(ctx.db, actorOf(ctx), ctx.now, input),
    'FD_Foodfirmfillin/AddFD_Foodinreturn': async (input, ctx) => ({
      Id: await fillIn.addReturn(ctx.db, actorOf(ctx), ctx.now, input.FoodFirmFillInDetailId, input.FD_FoodinreturnInfo),
    }),
    'FD_Foodfirmfillin/GetFD_FoodinreturnList': (input, ctx) =>
      read.listReturns(ctx.db, actorOf(ctx), input.FoodFirmFillInDetailId, ctx.page.limit, ctx.page.offset),
    'FD_Foodfirmfillin/GetHistoricalList': (input, ctx) => read.historicalLines(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'FD_Foodfirmfillin/GetCalendar': (input, ctx) => read.calendar(ctx.db, actorOf(ctx), input.Month),
    'FD_Foodfirmfillin/GetSupplyList': (_input, ctx) => read.supplyList(ctx.db, actorOf(ctx)),
    'FD_Foodfirmfillin/GetBuyerList': (input, ctx) => read.buyerList(ctx.db, actorOf(ctx), input.SearchName),
    'Supervision/GetLicenseAlertList': (input, ctx) => {
      const actor = actorOf(ctx);
      return licenceAlerts(ctx.db, actor, ctx.now, input, ctx.page.limit, ctx.page.offset, read.suppliersDeliveringInScope(actor));
    },
  });
}
