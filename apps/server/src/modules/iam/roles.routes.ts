import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import type { PasswordResetLog } from './roles.service.js';
import * as rolesService from './roles.service.js';

/** The permission registry, areas, roles and their permissions, role assignment, and the operations that end a user's sessions. */
/** `logPasswordReset` writes an administrator's password reset to the login log (the account module's). */
export function rolesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver, logPasswordReset: PasswordResetLog): void {
  registerOperations(app, deps, sessions, {
    'Permission/GetResourceTree': async () => rolesService.resourceTree(),
    'Area/GetAreaTree': (_input, ctx) => rolesService.areaTree(ctx.db),

    'BA_Role/GetBA_RoleList': (input, ctx) => rolesService.listRoles(ctx.db, actorOf(ctx), { ...input, ...ctx.page }),
    'BA_Role/GetBA_RoleById': (input, ctx) => rolesService.getRole(ctx.db, actorOf(ctx), input.Id),
    'BA_Role/AddBA_Role': (input, ctx) => rolesService.addRole(ctx.db, ctx.now, actorOf(ctx), input.BA_RoleInfo),
    'BA_Role/UpdateBA_Role': (input, ctx) => rolesService.updateRole(ctx.db, actorOf(ctx), input.BA_RoleInfo),
    'BA_Role/DeleteBA_Role': (input, ctx) => rolesService.deleteRole(ctx.db, actorOf(ctx), input.Id),
    'BA_Role/GetAllParentBA_RoleList': (_input, ctx) => rolesService.parentCandidates(ctx.db, actorOf(ctx)),
    'BA_Role/GetSubBA_RoleListByLoginUser': (_input, ctx) => rolesService.grantableRoleList(ctx.db, actorOf(ctx)),
    'BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation': (input, ctx) =>
      rolesService.setRolePermissions(ctx.db, actorOf(ctx), input.RoleId, input.Permissions),

    'BA_Userrolerelation/AddBA_Userrolerelation': (input, ctx) => rolesService.setUserRoles(ctx.db, actorOf(ctx), input.UserId, input.RoleIds, 'platform'),
    'BA_User/UpdateAuthBA_User': (input, ctx) => rolesService.setUserRoles(ctx.db, actorOf(ctx), input.UserId, input.RoleIds, 'platform'),
    'EN_Firmuser/PermissEN_Firmuser': (input, ctx) => rolesService.setUserRoles(ctx.db, actorOf(ctx), input.Id, input.RoleIds, 'firm'),
    'EN_Firmuser/GetRolesWithLoginUser': (_input, ctx) => rolesService.grantableFirmRoleList(ctx.db, actorOf(ctx)),
    'BA_User/GetRolesByUserId': (input, ctx) => rolesService.rolesOfUser(ctx.db, actorOf(ctx), input.UserId),

    'BA_User/EnableBA_User': (input, ctx) => rolesService.setUserStatus(ctx.db, actorOf(ctx), input.Id, 1),
    'BA_User/DisableBA_User': (input, ctx) => rolesService.setUserStatus(ctx.db, actorOf(ctx), input.Id, 2),
    'BA_User/ResetPwdBA_User': (input, ctx) => rolesService.resetPassword(ctx.db, ctx.now, actorOf(ctx), input.Id, input.Password, logPasswordReset),
    'EN_Firmuser/EnableEN_Firmuser': (input, ctx) => rolesService.setUserStatus(ctx.db, actorOf(ctx), input.Id, 1),
    'EN_Firmuser/DisableEN_Firmuser': (input, ctx) => rolesService.setUserStatus(ctx.db, actorOf(ctx), input.Id, 2),
    'EN_Firmuser/ResetPwdEN_Firmuser': (input, ctx) => rolesService.resetPassword(ctx.db, ctx.now, actorOf(ctx), input.Id, input.Password, logPasswordReset),
    'EN_Firmuser/CleanUserLoginCache': (input, ctx) => rolesService.cleanLoginCache(ctx.db, actorOf(ctx), input.Id),
  });
}
