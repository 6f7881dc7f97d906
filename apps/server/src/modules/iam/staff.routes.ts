import { fieldRules, USER_STATUS, ZFirmUserInfo } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { userColumns } from './people-core.js';
import * as staff from './staff.service.js';

/** A firm's own staff, and (supervision) the staff and organisation chart of the firms in an area. */
export function staffRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'EN_Firmuser/GetFirmEN_FirmuserList': (input, ctx) => staff.listStaff(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmuser/GetEN_FirmuserById': (input, ctx) => staff.getStaff(ctx.db, actorOf(ctx), input.Id),
    'EN_Firmuser/AddFirmEN_Firmuser': (input, ctx) => staff.addStaff(ctx.db, ctx.now, actorOf(ctx), input.EN_FirmuserInfo),
    'EN_Firmuser/UpdateFirmEN_Firmuser': (input, ctx) => staff.updateStaff(ctx.db, actorOf(ctx), input.EN_FirmuserInfo),
    'EN_Firmuser/DeleteEN_Firmuser': (input, ctx) => staff.deleteStaff(ctx.db, actorOf(ctx), input.Id),
    'EN_Firmuser/GetEN_Firmusertype': async () => staff.dutyList(),
    'EN_Firmuser/GetEN_Firmuserstatus': async () => Object.entries(USER_STATUS).map(([id, name]) => ({ Id: Number(id), Name: name })),
    'EN_Firmuser/GetValidationPara': async () => fieldRules(ZFirmUserInfo),
    'EN_Firmuser/GetEN_FirmuserByAreaIdName': (input, ctx) => staff.supervisedStaff(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'EN_Firmuser/GetEN_FirmuserOrgImgByFirmId': (input, ctx) => staff.supervisedOrgChart(ctx.db, actorOf(ctx), input.FirmId),
    'EN_Firmuser/GetFirmEN_FirmuserOrgImgByFirmId': (_input, ctx) => staff.ownOrgChart(ctx.db, actorOf(ctx)),
    'EN_Firmuser/GetEN_FirmuserExport': async (input, ctx) =>
      exportXlsx(ctx, {
        fileName: '员工',
        sheet: '员工',
        columns: userColumns([
          'FullName',
          'MobileNumber',
          'GenderName',
          'BOD',
          'EducationName',
          'DepartmentName',
          'PositionName',
          'DutyText',
          'RoleNames',
          'StatusName',
        ]),
        rows: await staff.staffExportRows(ctx.db, actorOf(ctx), input),
      }),
  });
}
