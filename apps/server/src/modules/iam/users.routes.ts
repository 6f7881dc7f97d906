import { fieldRules, ZBaUserInfo } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { orgList } from './org.service.js';
import { userColumns } from './people-core.js';
import * as usersService from './users.service.js';

/** Platform users (operators, supervisors): list, open, add, change, delete, export, and the supervision person picker. */
export function usersRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'BA_User/GetBA_UserList': (input, ctx) => usersService.listBaUsers(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_User/GetBA_UserById': (input, ctx) => usersService.getBaUser(ctx.db, actorOf(ctx), input.Id),
    'BA_User/AddBA_User': (input, ctx) => usersService.addBaUser(ctx.db, ctx.now, actorOf(ctx), input.BA_UserInfo),
    'BA_User/UpdateBA_User': (input, ctx) => usersService.updateBaUser(ctx.db, actorOf(ctx), input.BA_UserInfo),
    'BA_User/DeleteBA_User': (input, ctx) => usersService.deleteBaUser(ctx.db, actorOf(ctx), input.Id),
    'BA_User/GetNoRoleBA_UserList': (input, ctx) => usersService.listNoRoleBaUsers(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_User/GetOrgList': (input, ctx) => orgList(ctx.db, actorOf(ctx), input.AreaCode),
    'BA_User/GetFirmUserType': async () => [
      { Id: 1, Name: '平台用户' },
      { Id: 2, Name: '企业用户' },
    ],
    'BA_User/GetValidationPara': async () => fieldRules(ZBaUserInfo),
    'BA_User/GetBA_UserByAreaCode': (input, ctx) => usersService.pickPlatformUsers(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_User/GetBA_UserExport': async (input, ctx) =>
      exportXlsx(ctx, {
        fileName: '平台用户',
        sheet: '平台用户',
        columns: userColumns([
          'FullName',
          'MobileNumber',
          'GenderName',
          'AreaName',
          'OrgName',
          'DepartmentName',
          'PositionName',
          'RoleNames',
          'StatusName',
          'CreateTime',
        ]),
        rows: await usersService.baUserExportRows(ctx.db, actorOf(ctx), input),
      }),
  });
}
