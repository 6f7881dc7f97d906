import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, offsetOf, paged, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as lifecycle from './order.lifecycle.js';
import { OrderStatus } from './order.place.js';
import * as read from './order.read.js';
import * as returns from './order.returns.js';

/** The buyer's orders and the supplier's desk. */
export function orderRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const filesExist = (db: Parameters<Deps['files']['exists']>[0]) => (ids: string[]) => deps.files.exists(db, ids);
  registerOperations(app, deps, sessions, {
    'Order/GetFirmElectricityOrderList': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await read.listBuyerOrders(ctx.db, actorOf(ctx), input, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'Order/GetOrderStatusCounts': (_input, ctx) => read.buyerStatusCounts(ctx.db, actorOf(ctx)),
    'Order/GetOrderAmountStatistics': (input, ctx) => read.buyerPaidAmount(ctx.db, actorOf(ctx), { ...input, Status: input.Status ?? 0 }),
    'Order/GetOrderById': (input, ctx) => read.orderDetail(ctx.db, actorOf(ctx), input.Id),
    'Order/GetOrderEvents': (input, ctx) => read.orderTimeline(ctx.db, actorOf(ctx), input.Id),
    'Order/ConfirmElectricityOrder': async (input, ctx) => {
      const o = input.B2B_ElectricityorderInfo;
      await lifecycle.receiveOrder(ctx.db, actorOf(ctx), ctx.now, o.Id, o.B2B_ElectricityorderdetailInfos, [
        OrderStatus.PendingShipment,
        OrderStatus.PendingReceipt,
      ]);
      return null;
    },
    'Order/SetOrderStatus': async (input, ctx) => {
      if (input.Status === OrderStatus.Cancelled) await lifecycle.cancelOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      else await lifecycle.receiveOrder(ctx.db, actorOf(ctx), ctx.now, input.Id, null, [OrderStatus.PendingReceipt]);
      return null;
    },
    'Order/DeleteOrderById': async (input, ctx) => {
      await lifecycle.hideOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'Order/GetReturnListByOrderId': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await returns.listReturnsOfOrder(ctx.db, actorOf(ctx), input.ElectricityOrderId, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'Order/GetReturnList': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await returns.listBuyerReturns(ctx.db, actorOf(ctx), input, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'Order/AddOrderReturn': async (input, ctx) => ({
      Id: await returns.addReturn(ctx.db, actorOf(ctx), ctx.now, input.B2B_ElectricityorderreturnInfo, filesExist(ctx.db)),
    }),
    'SupplierOrder/GetOrderList': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await read.listSupplierOrders(ctx.db, actorOf(ctx), input, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'SupplierOrder/GetOrderStatusCounts': (_input, ctx) => read.supplierStatusCounts(ctx.db, actorOf(ctx)),
    'SupplierOrder/ConfirmOrder': async (input, ctx) => {
      await lifecycle.confirmOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'SupplierOrder/ShipOrder': async (input, ctx) => {
      await lifecycle.shipOrder(ctx.db, actorOf(ctx), ctx.now, input.Id, input.DistDate);
      return null;
    },
    'SupplierOrder/AddInvoice': async (input, ctx) => {
      await lifecycle.addInvoices(ctx.db, actorOf(ctx), ctx.now, input.Id, input.FileIds, filesExist(ctx.db));
      return null;
    },
    'SupplierOrder/GetReturnList': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await returns.listSupplierReturns(ctx.db, actorOf(ctx), input, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'SupplierOrder/SettleReturn': async (input, ctx) => {
      await returns.settleReturn(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Remark);
      return null;
    },
  });
}
