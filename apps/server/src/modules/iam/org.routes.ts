import { fieldRules, ZDepartmentInfo, ZFirmDepartmentInfo, ZFirmPositionInfo, ZPositionInfo } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { type Actor, actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { registerOperations } from '../../platform/registrar.js';
import * as org from './org.service.js';

/** Deleting one is deleting a list of one; the single form answers nothing. */
const deleteOne = (remove: (db: Db, actor: Actor, ids: string[]) => Promise<unknown>) => async (input: { Id: string }, ctx: Ctx) => {
  await remove(ctx.db, actorOf(ctx), [input.Id]);
  return null;
};

/** Departments and positions: the platform's (by area and organisation) and a firm's own. */
export function orgRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'BA_Department/AddBA_Department': (input, ctx) => org.addDepartment(ctx.db, ctx.now, actorOf(ctx), input.BA_DepartmentInfo),
    'BA_Department/UpdateBA_Department': (input, ctx) => org.updateDepartment(ctx.db, actorOf(ctx), input.BA_DepartmentInfo),
    'BA_Department/DeleteBA_Department': deleteOne(org.deleteDepartments),
    'BA_Department/DeleteBA_DepartmentINID': (input, ctx) => org.deleteDepartments(ctx.db, actorOf(ctx), input.Ids),
    'BA_Department/GetBA_DepartmentById': (input, ctx) => org.getDepartment(ctx.db, actorOf(ctx), input.Id),
    'BA_Department/GetBA_DepartmentList': (input, ctx) => org.listDepartments(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_Department/GetBA_DepartmentByName': (input, ctx) => org.departmentsByName(ctx.db, actorOf(ctx), input),
    'BA_Department/GetBA_DepartmentByOrgId': (input, ctx) => org.departmentsByOrg(ctx.db, actorOf(ctx), input.OrgId),
    'BA_Department/GetBA_DepartmentByAreaCode': (input, ctx) =>
      org.listDepartments(ctx.db, actorOf(ctx), { AreaCode: input.Areacode, ...ctx.page }, ['department:view', 'user:view', 'violation:edit']),
    'BA_Department/GetValidationPara': async () => fieldRules(ZDepartmentInfo),

    'BA_Position/AddBA_Position': (input, ctx) => org.addPosition(ctx.db, ctx.now, actorOf(ctx), input.BA_PositionInfo),
    'BA_Position/UpdateBA_Position': (input, ctx) => org.updatePosition(ctx.db, actorOf(ctx), input.BA_PositionInfo),
    'BA_Position/DeleteBA_Position': deleteOne(org.deletePositions),
    'BA_Position/DeleteBA_PositionINID': (input, ctx) => org.deletePositions(ctx.db, actorOf(ctx), input.Ids),
    'BA_Position/GetBA_PositionById': (input, ctx) => org.getPosition(ctx.db, actorOf(ctx), input.Id),
    'BA_Position/GetBA_PositionList': (input, ctx) => org.listPositions(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_Position/GetBA_PositionByName': (input, ctx) => org.positionsByName(ctx.db, actorOf(ctx), input),
    'BA_Position/GetBA_PositionByOrgId': (input, ctx) => org.positionsByOrg(ctx.db, actorOf(ctx), input.OrgId),
    'BA_Position/GetBA_PositionByAreaCode': (input, ctx) =>
      org.listPositions(ctx.db, actorOf(ctx), { AreaCode: input.Areacode, ...ctx.page }, ['position:view', 'user:view', 'violation:edit']),
    'BA_Position/GetValidationPara': async () => fieldRules(ZPositionInfo),

    'EN_Firmdepartment/AddEN_Firmdepartment': (input, ctx) => org.addFirmDepartment(ctx.db, ctx.now, actorOf(ctx), input.EN_FirmdepartmentInfo),
    'EN_Firmdepartment/UpdateEN_Firmdepartment': (input, ctx) => org.updateFirmDepartment(ctx.db, actorOf(ctx), input.EN_FirmdepartmentInfo),
    'EN_Firmdepartment/DeleteEN_Firmdepartment': deleteOne(org.deleteFirmDepartments),
    'EN_Firmdepartment/DeleteEN_FirmdepartmentINID': (input, ctx) => org.deleteFirmDepartments(ctx.db, actorOf(ctx), input.Ids),
    'EN_Firmdepartment/GetEN_FirmdepartmentById': (input, ctx) => org.getFirmDepartment(ctx.db, actorOf(ctx), input.Id),
    'EN_Firmdepartment/GetEN_FirmdepartmentList': (input, ctx) => org.listFirmDepartments(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmdepartment/GetEN_FirmdepartmentByName': (input, ctx) => org.firmDepartmentsByName(ctx.db, actorOf(ctx), input.Name),
    'EN_Firmdepartment/GetEN_FirmdepartmentByFirmId': (input, ctx) => org.firmDepartmentsByFirm(ctx.db, actorOf(ctx), input.FirmId),
    'EN_Firmdepartment/GetValidationPara': async () => fieldRules(ZFirmDepartmentInfo),
    'EN_Firmuser/GetDepartmentByFirmIdAndName': (input, ctx) => org.firmDepartmentByFirmAndName(ctx.db, actorOf(ctx), input.FirmId, input.Name),

    'EN_Firmposition/AddEN_Firmposition': (input, ctx) => org.addFirmPosition(ctx.db, ctx.now, actorOf(ctx), input.EN_FirmpositionInfo),
    'EN_Firmposition/UpdateEN_Firmposition': (input, ctx) => org.updateFirmPosition(ctx.db, actorOf(ctx), input.EN_FirmpositionInfo),
    'EN_Firmposition/DeleteEN_Firmposition': deleteOne(org.deleteFirmPositions),
    'EN_Firmposition/DeleteEN_FirmpositionINID': (input, ctx) => org.deleteFirmPositions(ctx.db, actorOf(ctx), input.Ids),
    'EN_Firmposition/GetEN_FirmpositionById': (input, ctx) => org.getFirmPosition(ctx.db, actorOf(ctx), input.Id),
    'EN_Firmposition/GetEN_FirmpositionList': (input, ctx) => org.listFirmPositions(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmposition/GetEN_FirmpositionByName': (input, ctx) => org.firmPositionsByName(ctx.db, actorOf(ctx), input.Name),
    'EN_Firmposition/GetEN_FirmpositionByFirmId': (input, ctx) => org.firmPositionsByFirm(ctx.db, actorOf(ctx), input.FirmId),
    'EN_Firmposition/GetValidationPara': async () => fieldRules(ZFirmPositionInfo),
    'EN_Firmuser/GetFirmPositionByFirmIdAndName': (input, ctx) => org.firmPositionByFirmAndName(ctx.db, actorOf(ctx), input.FirmId, input.Name),
  });
}
