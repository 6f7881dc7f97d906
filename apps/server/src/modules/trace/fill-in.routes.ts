import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '尚未实现');
};

/** Stock-in records (进货单): entry, the status lifecycle, certificates, rapid tests, returns and the reads. */
export function fillInRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'FD_Foodfirmfillin/AddFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/UpdateFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/UpdateStatus': todo,
    'FD_Foodfirmfillin/ConfirmFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/ShipFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/DeliverFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/AcceptFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/StoreFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/CheckFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/DeleteFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinList': todo,
    'FD_Foodfirmfillin/GetB2BFD_FoodfirmfillinList': todo,
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinById': todo,
    'FD_Foodfirmfillin/GetFD_FoodfirmfillinFiles': todo,
    'FD_Foodfirmfillin/AddCertificates': todo,
    'FD_Foodfirmfillin/SavePesticideTest': todo,
    'FD_Foodfirmfillin/AddFD_Foodinreturn': todo,
    'FD_Foodfirmfillin/GetFD_FoodinreturnList': todo,
    'FD_Foodfirmfillin/GetHistoricalList': todo,
    'FD_Foodfirmfillin/GetCalendar': todo,
    'FD_Foodfirmfillin/GetSupplyList': todo,
    'FD_Foodfirmfillin/GetBuyerList': todo,
  });
}
