import { OrderStatus } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as lifecycle from './order.lifecycle.js';
import * as read from './order.read.js';
import * as reorder from './order.reorder.js';
import * as returns from './order.returns.js';

/** The buyer's orders and the supplier's desk. */
export function orderRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Order/ReorderById': (input, ctx) => reorder.reorderById(ctx.db, actorOf(ctx), ctx.now, input.Id),
    'Order/GetFrequentList': (input, ctx) => reorder.frequentList(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'SupplierOrder/HandleReturn': async (input, ctx) => {
      await returns.handleReturn(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
    'Order/GetFirmElectricityOrderList': (input, ctx) => read.listBuyerOrders(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'Order/GetOrderStatusCounts': (_input, ctx) => read.buyerStatusCounts(ctx.db, actorOf(ctx)),
    'Order/GetOrderAmountStatistics': (input, ctx) => read.buyerPaidAmount(ctx.db, actorOf(ctx), { ...input, Status: input.Status ?? 0 }),
    'Order/GetOrderById': (input, ctx) => read.orderDetail(ctx.db, actorOf(ctx), input.Id),
    'Order/GetOrderEvents': (input, ctx) => read.orderTimeline(ctx.db, actorOf(ctx), input.Id),
    'Order/ConfirmElectricityOrder': async (input, ctx) => {
      const o = input.B2B_ElectricityorderInfo;
      await lifecycle.receiveOrder(
        ctx.db,
        actorOf(ctx),
        ctx.now,
        o.Id,
        o.B2B_ElectricityorderdetailInfos,
        [OrderStatus.PendingShipment, OrderStatus.PendingReceipt],
        lifecycle.receiptAcceptance(input.WitnessUserId, input.ConfirmNearExpiry),
      );
      return null;
    },
    'Order/SetOrderStatus': async (input, ctx) => {
      if (input.Status === OrderStatus.Cancelled) await lifecycle.cancelOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      else await lifecycle.receiveOrder(ctx.db, actorOf(ctx), ctx.now, input.Id, null, [OrderStatus.PendingReceipt]);
      return null;
    },
    'Order/DeleteOrderById': async (input, ctx) => {
      await lifecycle.deleteOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'Order/GetReturnListByOrderId': (input, ctx) => returns.listReturnsOfOrder(ctx.db, actorOf(ctx), input.ElectricityOrderId, ctx.page.limit, ctx.page.offset),
    'Order/GetReturnList': (input, ctx) => returns.listBuyerReturns(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'Order/AddOrderReturn': async (input, ctx) => ({
      Id: await returns.addReturn(ctx.db, actorOf(ctx), ctx.now, input.B2B_ElectricityorderreturnInfo),
    }),
    'SupplierOrder/GetOrderList': (input, ctx) => read.listSupplierOrders(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'SupplierOrder/GetOrderStatusCounts': (_input, ctx) => read.supplierStatusCounts(ctx.db, actorOf(ctx)),
    'SupplierOrder/ConfirmOrder': async (input, ctx) => {
      await lifecycle.confirmOrder(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'SupplierOrder/ShipOrder': async (input, ctx) => {
      await lifecycle.shipOrder(ctx.db, actorOf(ctx), ctx.now, input.Id, input.DistDate, input.Lines);
      return null;
    },
    'SupplierOrder/AddInvoice': async (input, ctx) => {
      await lifecycle.addInvoices(ctx.db, actorOf(ctx), ctx.now, input.Id, input.FileIds);
      return null;
    },
    'SupplierOrder/GetReturnList': (input, ctx) => returns.listSupplierReturns(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'SupplierOrder/SettleReturn': async (input, ctx) => {
      await returns.settleReturn(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Remark);
      return null;
    },
  });
}
